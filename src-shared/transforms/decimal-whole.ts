// A number column with empty cells is a column of decimals to pandas and to some exports: saved
// as CSV, the ZIP code 2134 becomes 2134.0 and the phone number 6175550100 becomes 6175550100.0.

const WHOLE_AS_DECIMAL = /^(\d+)\.0+$/;

/** The digits of a whole number written with a decimal zero (2134.0 -> 2134), else undefined. */
export function wholeFromDecimal(text: string): string | undefined {
  return WHOLE_AS_DECIMAL.exec(text)?.[1];
}

/**
 * Whether the text may be such a number: it ends in a dot and one or more zeros (one backward scan, for the fast path
 * of IDs).
 */
export function mayBeWholeAsDecimal(text: string): boolean {
  let at = text.length - 1;
  if (text.charCodeAt(at) !== 48) return false;
  while (at > 0 && text.charCodeAt(at) === 48) at--;
  return text.charCodeAt(at) === 46;
}
