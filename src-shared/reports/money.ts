// Sums are kept in integer cents so a total never drifts from the service's figures by a fraction
// of a cent, however many donations are added (0.1 + 0.2 !== 0.3 in floating point).

/** A millionth of a cent: closer than this to a half cent counts as the half cent. */
const HALF_CENT_SLACK = 1e-6;

/**
 * An amount as the service sent it (e.g. 12.5) in whole cents (1250). 1.005 is 1.00499999... in
 * binary, so 1.005 * 100 falls a hair short of 100.5: the slack makes it 101 cents as written.
 * Halves round away from zero, for refunds too.
 */
export function toCents(amount: number): number {
  const hundredths = amount * 100;
  return hundredths < 0 ? -Math.round(-hundredths + HALF_CENT_SLACK) : Math.round(hundredths + HALF_CENT_SLACK);
}

/** Whole cents back to an amount with two decimals, as a number (1250 -> 12.5). */
export function fromCents(cents: number): number {
  return cents / 100;
}

/** "1234.50" style text for CSV: always two decimals, a dot, no thousands separator. */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** raised / goal as a fraction (0.42 for 42 %), or null when there is no goal to measure against. */
export function fractionOfGoal(raised: number | null, goal: number | null): number | null {
  if (raised === null || goal === null || goal <= 0) return null;
  return raised / goal;
}

/** The service does not name its currency; the institutions it serves are in the US. */
export const CURRENCY_CODE = 'USD';
const DISPLAY = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY_CODE });

/** "$1,234.50" for people to read; files keep numbers. */
export function displayMoney(cents: number): string {
  return DISPLAY.format(cents / 100);
}
