// Fiscal years as development offices name them: a fiscal year is named by the calendar year it
// ends in. With a July start, FY2026 runs from 1 July 2025 to 30 June 2026; with the default
// January start, FY2026 is the calendar year 2026.

import { MONTH_NAMES } from '../transforms/month-names';

export const DEFAULT_FISCAL_YEAR_START_MONTH = 1;

export function isStartMonth(month: unknown): month is number {
  return typeof month === 'number' && Number.isInteger(month) && month >= 1 && month <= 12;
}

export function monthName(month: number): string {
  return MONTH_NAMES[month] || String(month); // MONTH_NAMES[0] is ''
}

/** The fiscal year a calendar date (year, month 1-12) falls in. */
export function fiscalYearOf(year: number, month: number, startMonth: number): number {
  return startMonth === 1 || month < startMonth ? year : year + 1;
}

/** The first and last calendar days of a fiscal year, as "YYYY-MM-DD". */
export function fiscalYearBounds(fiscalYear: number, startMonth: number): { first: string; last: string } {
  const startYear = startMonth === 1 ? fiscalYear : fiscalYear - 1;
  const first = new Date(Date.UTC(startYear, startMonth - 1, 1));
  const last = new Date(Date.UTC(startYear + 1, startMonth - 1, 0));
  return { first: first.toISOString().slice(0, 10), last: last.toISOString().slice(0, 10) };
}

/** "FY2026" */
export function fiscalYearLabel(fiscalYear: number): string {
  return `FY${fiscalYear}`;
}

/** "FY2026 (July 2025 – June 2026)" or "FY2026 (January – December 2026)". */
export function describeFiscalYear(fiscalYear: number, startMonth: number): string {
  if (startMonth === 1) return `${fiscalYearLabel(fiscalYear)} (January – December ${fiscalYear})`;
  const endMonth = startMonth - 1;
  return `${fiscalYearLabel(fiscalYear)} (${monthName(startMonth)} ${fiscalYear - 1} – ${monthName(endMonth)} ${fiscalYear})`;
}

/** The setting in words: "starts in July: FY2026 is July 2025 – June 2026". */
export function describeFiscalYearSetting(startMonth: number): string {
  const example = 2026;
  return startMonth === 1
    ? 'starts in January: fiscal years are calendar years (FY2026 is January – December 2026)'
    : `starts in ${monthName(startMonth)}: a fiscal year is named by the year it ends in ` +
        `(FY${example} is ${monthName(startMonth)} ${example - 1} – ${monthName(startMonth - 1)} ${example})`;
}

/** Reads "FY2026", "fy 2026", "2026" or "FY26" (20xx); null when it is none of these. */
export function parseFiscalYear(text: string): number | null {
  const match = /^\s*(?:fy\s*-?\s*)?(\d{4}|\d{2})\s*$/i.exec(text);
  if (!match) return null;
  const digits = match[1]!;
  if (digits.length === 2) return /^fy/i.test(text.trim()) ? 2000 + Number(digits) : null;
  const year = Number(digits);
  return year >= 1900 && year <= 2200 ? year : null;
}

/** The fiscal year that today (a wall-clock "YYYY-MM-DD") falls in. */
export function currentFiscalYear(today: string, startMonth: number): number {
  return fiscalYearOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)), startMonth);
}
