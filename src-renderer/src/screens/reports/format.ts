import type { ReportPreview } from '../../../../src-shared/bridge/reports';
import { CURRENCY_CODE } from '../../../../src-shared/reports/money';

// How the screen shows report figures to people (files keep plain numbers).

const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY_CODE });
const MONEY_SHORT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: CURRENCY_CODE,
  notation: 'compact',
  maximumFractionDigits: 1,
});
const WHOLE = new Intl.NumberFormat('en-US');

export const money = (amount: number): string => MONEY.format(amount);
export const moneyShort = (amount: number): string => MONEY_SHORT.format(amount);
export const count = (n: number): string => WHOLE.format(n);
export const percent = (fraction: number): string => `${(fraction * 100).toFixed(1)}%`;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2024-03" -> "Mar 2024"; null -> "(no date)". */
export function monthLabel(month: string | null): string {
  if (month === null) return '(no date)';
  const [year, m] = month.split('-');
  return `${MONTHS[Number(m) - 1] ?? m} ${year}`;
}

export function cellText(value: string | number | null, kind: ReportPreview['columns'][number]['kind']): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (kind === 'money') return money(value);
  if (kind === 'percent') return percent(value);
  if (kind === 'integer') return count(value);
  return String(value);
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
