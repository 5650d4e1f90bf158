// Calendar arithmetic on dates as numbers (never a Date in local time): days in a month, real dates, ISO text, Excel
// serials, and the placeholder dates systems write for "unknown".
import { fix, problem, type CellProblem } from '../problems/problem';
import type { PlaceholderDate } from '../problems/codes';

const DAY_MS = 86_400_000;

export interface CalendarDate {
  /** Absent when the value gave the year alone (a "1985" in a birth-date column). */
  day?: number;
  month?: number;
  year: number;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function isoDate(date: Required<CalendarDate>): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * Dates databases and spreadsheets write where a record has no date, by year * 10000 + month *
 * 100 + day: never a birth date (or a date of death), named in words when met.
 */
const PLACEHOLDER_DATES = new Map<number, PlaceholderDate>([
  [0, 'mysql-zero'],
  [10101, 'year-one'],
  [17530101, 'sql-server-earliest'],
  [18991230, 'excel-zero'],
  [18991231, 'excel-zero-other'],
  [19000100, 'excel-zero-shown'],
]);

/** Which placeholder date it is ('sql-server-earliest' for 1753-01-01), or undefined for any other. */
export function placeholderDate(year: number, month: number, day: number): PlaceholderDate | undefined {
  return PLACEHOLDER_DATES.get(year * 10000 + month * 100 + day);
}

/** A refusal of a placeholder date: what it is, and to leave the cell empty. */
export function placeholderRefusal(placeholder: PlaceholderDate): CellProblem {
  return problem('date.placeholder', { placeholder }, { fix: fix('fix.empty-cell', '') });
}

/**
 * Excel's day count (1 = 1900-01-01, with its fictitious 1900-02-29 as 60) -> calendar date. In
 * a workbook of the 1904 date system, 1 = 1904-01-02 (0, the empty date cell, is no date).
 */
export function fromExcelSerial(serial: number, date1904 = false): CalendarDate | undefined {
  const whole = Math.floor(serial);
  if (date1904) {
    if (whole < 1 || whole > 2_957_003) return undefined;
    const date = new Date(Date.UTC(1904, 0, 1) + whole * DAY_MS);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  if (whole < 1 || whole > 2_958_465 || whole === 60) return undefined;
  const epoch = whole < 60 ? Date.UTC(1899, 11, 31) : Date.UTC(1899, 11, 30);
  const date = new Date(epoch + whole * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * A time after a date: what a spreadsheet writes for a date-time cell saved as CSV ("7/4/1985 0:00",
 * "07/04/1985 12:00:00 AM", "4 July 1985 00:00"). A birth date is the date written; the time is dropped.
 */
const TIME_AFTER_DATE = /^(.*\d)(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AaPp]\.?[Mm]\.?)?$/;

/** The value without a time written after its date. */
export function withoutTime(value: string): string {
  return value.includes(':') ? (TIME_AFTER_DATE.exec(value)?.[1] ?? value) : value;
}
