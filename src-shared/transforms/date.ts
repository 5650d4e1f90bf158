// Birth dates in the forms alumni files carry, read as calendar dates: pure arithmetic on the
// numbers written, never a Date in local time, so no time-zone can shift a day.
import { fix as fixOf, problem, type CellProblem } from '../problems/problem';
import type { SettingHint } from '../setting-hint';
import {
  fromExcelSerial,
  isRealDate,
  isoDate,
  placeholderDate,
  placeholderRefusal,
  withoutTime,
  type CalendarDate,
} from './calendar';
import { monthFromName, mayNameMonth } from './month-names';
import type { DateOrder } from './types';

export * from './calendar';
export { monthFromName } from './month-names';
export { parseDayAndMonth, type DayAndMonth } from './day-and-month';
export { inferDateOrder } from './date-order';

const DATE_ORDER_HINT: SettingHint = { setting: 'date-order' };

export type DateOutcome =
  | {
      ok: true;
      date: CalendarDate;
      form: 'iso' | 'compact' | 'month-first' | 'day-first' | 'excel-serial' | 'words' | 'year' | 'partial';
      /** The year was written with two digits and read in the century `latestYear` allows: a reading to check. */
      twoDigitYear?: true;
    }
  /** The problem's hint, when one, names the setting that settles it (the date order, for an ambiguous date). */
  | { ok: false; problem: CellProblem };

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const SERIAL = /^\d{1,7}(?:\.\d+)?$/;
const WORDS_MONTH_FIRST = /^(\p{L}{3,10})\.? (\d{1,2})(?:st|nd|rd|th)?,? (\d{4}|\d{2})$/iu;
/** "4 July 1985", "4-Jul-85" (Excel's d-mmm-yy), "4. Juli 1985", "1er janvier 1990", "5 de mayo de 1990". */
const WORDS_DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?: de)?[ -](\p{L}{3,10})\.?,?(?: de)?[ -](\d{4}|\d{2})$/iu;
/** 1985年7月4日 (Chinese, Japanese), 1985년 7월 4일 (Korean). */
const CJK_DATE = /^(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]?$/;
/** A month and a year: 6/1989, 06-1989 (Raiser's Edge's partial dates), 1989-06. */
const MONTH_YEAR = /^(\d{1,2})[/.-](\d{4})$/;
const YEAR_MONTH = /^(\d{4})[/.-](\d{1,2})$/;
/** June 1989, Jun-1989, Juni 1989. */
const MONTH_NAME_YEAR = /^(\p{L}{3,10})\.?,?[ -](\d{4})$/u;
/** 19850704: the date as database exports write it (Banner, PeopleSoft), year first. */
const COMPACT = /^((?:19|20)\d{2})(\d{2})(\d{2})$/;

/**
 * The two forms nearly every birth-date cell takes, 1985-07-04 and 07/04/1985 (separators / . -),
 * read by hand when they give a real date: year * 10000 + month * 100 + day, the date parseDate
 * gives; 0 for anything else, which parseDate then reads or words a refusal for. Birth dates
 * hardly repeat, so no memo spares a large file parseDate's regexes and the outcome each builds.
 * `slashed` false reads the ISO form only (date reading switched off).
 */
export function quickDate(value: string, order: DateOrder | null, slashed: boolean): number {
  // No read past the end: charCodeAt there deoptimises the compiled scan (measured), and it runs on every date cell.
  const length = value.length;
  let i = 0;
  let first = 0;
  for (; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) break;
    first = first * 10 + code - 48;
  }
  const a = i;
  if (i >= length || !isDateSeparator(value.charCodeAt(i++))) return 0;
  let second = 0;
  for (; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) break;
    second = second * 10 + code - 48;
  }
  const b = i - a - 1;
  if (i >= length || !isDateSeparator(value.charCodeAt(i++))) return 0;
  const thirdStart = i;
  let third = 0;
  for (; i < length; i++) {
    const code = value.charCodeAt(i);
    if (code < 48 || code > 57) break;
    third = third * 10 + code - 48;
  }
  const c = i - thirdStart;
  if (i !== value.length || b < 1 || b > 2) return 0;
  if (a === 4) return c >= 1 && c <= 2 && isRealDate(first, second, third) ? first * 10000 + second * 100 + third : 0;
  if (!slashed || a < 1 || a > 2 || c !== 4) return 0;
  const fitsMonthFirst = isRealDate(third, first, second);
  const fitsDayFirst = isRealDate(third, second, first);
  // As parseDate reads it: the order given, else the one reading that fits (both fit only when day = month).
  const monthFirst =
    order === 'mdy' ? fitsMonthFirst : order === null && fitsMonthFirst && (!fitsDayFirst || first === second);
  if (monthFirst) return third * 10000 + first * 100 + second;
  const dayFirst = order === 'dmy' ? fitsDayFirst : order === null && fitsDayFirst && !fitsMonthFirst;
  return dayFirst ? third * 10000 + second * 100 + first : 0;
}

/** / . or -, the separators parseDate takes between the numbers of a date. */
function isDateSeparator(code: number): boolean {
  return code === 47 || code === 46 || code === 45;
}

/**
 * Reads one date value. `order` settles 03/04/1990; without it an ambiguous value is refused, never
 * guessed. `date1904`: a bare serial counts from 1904 (the workbook's date system). `latestYear`: a year written with
 * two digits (1/17/80) is read in the century that puts it at or before this year, marked twoDigitYear; without it,
 * such a date is refused with that reading as the fix.
 */
export function parseDate(value: string, order: DateOrder | null, date1904 = false, latestYear?: number): DateOutcome {
  const iso = ISO.exec(value);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]), 'iso');

  if (/^\d{4}$/.test(value)) {
    // Four digits are a year (1850 too, which its reader may refuse), not Excel's day 1850 (1905-01-23).
    const year = Number(value);
    if (year >= 1000 && year <= 2100) return { ok: true, date: { year }, form: 'year' };
  }
  const compact = COMPACT.exec(value);
  if (compact) return checked(Number(compact[1]), Number(compact[2]), Number(compact[3]), 'compact');
  if (SERIAL.test(value)) {
    const date = fromExcelSerial(Number(value), date1904);
    if (date) return { ok: true, date, form: 'excel-serial' };
    if (Math.floor(Number(value)) === 0) return { ok: false, problem: placeholderRefusal('excel-zero-serial') };
    return { ok: false, problem: problem('date.excel-number') };
  }

  const dateOnly = withoutTime(value);
  if (dateOnly !== value) return parseDate(dateOnly, order, date1904, latestYear);
  const slashed = SLASHED.exec(value);
  if (slashed) return slashedDate(Number(slashed[1]), Number(slashed[2]), slashed[3]!, order, value, latestYear);
  const partial = monthAndYear(value);
  if (partial) return partial;

  const named = mayNameMonth(value);
  const monthFirst = named ? WORDS_MONTH_FIRST.exec(value) : null;
  const dayFirst = named && !monthFirst ? WORDS_DAY_FIRST.exec(value) : null;
  const words = monthFirst
    ? { month: monthFirst[1]!, day: monthFirst[2]!, year: monthFirst[3]! }
    : dayFirst
      ? { day: dayFirst[1]!, month: dayFirst[2]!, year: dayFirst[3]! }
      : undefined;
  if (words) {
    const month = monthFromName(words.month);
    if (month && words.year.length === 2)
      return twoDigitYear(Number(words.year), (year) => checked(year, month, Number(words.day), 'words'), latestYear);
    if (month) return checked(Number(words.year), month, Number(words.day), 'words');
  }
  const cjk = CJK_DATE.exec(value);
  if (cjk) return checked(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]), 'words');
  return { ok: false, problem: problem('date.unreadable') };
}

/**
 * A month and a year without a day, as Raiser's Edge keeps a partial birth date (6/1989) and
 * people write one (June 1989, 1989-06): both are known, the day is not. Undefined for another form.
 */
function monthAndYear(value: string): DateOutcome | undefined {
  const numbers = MONTH_YEAR.exec(value);
  const reversed = numbers ? null : YEAR_MONTH.exec(value);
  const named = numbers || reversed || !mayNameMonth(value) ? null : MONTH_NAME_YEAR.exec(value);
  const month = numbers
    ? Number(numbers[1])
    : reversed
      ? Number(reversed[2])
      : named
        ? monthFromName(named[1]!)
        : undefined;
  const year = Number(numbers?.[2] ?? reversed?.[1] ?? named?.[2]);
  if (month === undefined || month < 1 || month > 12 || !(year >= 1000)) return undefined;
  // 2009-10 and 2011-12 are academic years (the next year's last two digits), not months.
  if (reversed && month === (year + 1) % 100) return undefined;
  return { ok: true, date: { year, month }, form: 'partial' };
}

function slashedDate(
  first: number,
  second: number,
  yearText: string,
  order: DateOrder | null,
  value: string,
  latestYear?: number,
): DateOutcome {
  // 00/00/1975, 06/00/1989: Raiser's Edge's partial dates, the unknown parts written 00. The year (and month) are
  // known.
  const unknownPart = first === 0 || second === 0 ? partialDate(first, second, yearText, order) : undefined;
  if (unknownPart) return unknownPart;
  // 0/0/00, 00/00/0000: how Outlook and other programs write no date.
  if (first === 0 && second === 0) return { ok: false, problem: placeholderRefusal('outlook-empty') };
  if (yearText.length === 2)
    return twoDigitYear(Number(yearText), (year) => slashedDate(first, second, String(year), order, value), latestYear);
  const year = Number(yearText);
  const asMonthFirst = { month: first, day: second };
  const asDayFirst = { month: second, day: first };
  const fitsMonthFirst = isRealDate(year, asMonthFirst.month, asMonthFirst.day);
  const fitsDayFirst = isRealDate(year, asDayFirst.month, asDayFirst.day);
  const chosen = order === 'mdy' ? asMonthFirst : order === 'dmy' ? asDayFirst : undefined;

  if (chosen) {
    const fits = order === 'mdy' ? fitsMonthFirst : fitsDayFirst;
    if (fits) return { ok: true, date: { year, ...chosen }, form: order === 'mdy' ? 'month-first' : 'day-first' };
    const other = order === 'mdy' ? asDayFirst : asMonthFirst;
    const chosenOrder: DateOrder = order === 'mdy' ? 'mdy' : 'dmy';
    const otherFits = order === 'mdy' ? fitsDayFirst : fitsMonthFirst;
    const date = isoDate({ year, ...other });
    const fix = otherFits ? fixOf('fix.other-order', date, { date }) : undefined;
    return {
      ok: false,
      problem: problem('date.not-real-in-order', { year, ...chosen, order: chosenOrder }, fix ? { fix } : undefined),
    };
  }
  if (fitsMonthFirst && fitsDayFirst && first !== second) {
    const readings = { year, monthFirst: asMonthFirst, dayFirst: asDayFirst };
    return { ok: false, problem: problem('date.ambiguous', readings, { hint: DATE_ORDER_HINT }) };
  }
  if (fitsMonthFirst) return { ok: true, date: { year, ...asMonthFirst }, form: 'month-first' };
  if (fitsDayFirst) return { ok: true, date: { year, ...asDayFirst }, form: 'day-first' };
  return { ok: false, problem: problem('date.not-real-either-order') };
}

/**
 * A slashed date with its day, or its day and month, written 00 and a year of four digits: the
 * year, and the month when the 00 is where the day goes in the date order (06/00/1989 read month
 * first, 00/06/1989 read day first; either, when no order is set). 0/5/1990 read month first has
 * no month: not this form.
 */
function partialDate(
  first: number,
  second: number,
  yearText: string,
  order: DateOrder | null,
): DateOutcome | undefined {
  const year = Number(yearText);
  if (yearText.length !== 4 || year < 1000) return undefined;
  if (first === 0 && second === 0) return { ok: true, date: { year }, form: 'partial' };
  const month = second === 0 && order !== 'dmy' ? first : first === 0 && order !== 'mdy' ? second : 0;
  return month >= 1 && month <= 12 ? { ok: true, date: { year, month }, form: 'partial' } : undefined;
}

/**
 * A date written with two digits of its year: read in the century that puts it at or before `latestYear` (marked
 * twoDigitYear), or without one refused, the fix reading it in the last hundred years.
 */
function twoDigitYear(yy: number, read: (year: number) => DateOutcome, latestYear?: number): DateOutcome {
  if (latestYear !== undefined) {
    const inCentury = Math.floor(latestYear / 100) * 100 + yy;
    const reading = read(inCentury <= latestYear ? inCentury : inCentury - 100);
    return reading.ok ? { ...reading, twoDigitYear: true } : reading;
  }
  const year = (yy > new Date().getUTCFullYear() % 100 ? 1900 : 2000) + yy;
  const guess = read(year);
  const fix =
    guess.ok && guess.date.day
      ? fixOf('fix.four-digit-year', isoDate(guess.date as Required<CalendarDate>), { year })
      : undefined;
  return { ok: false, problem: problem('date.two-digit-year', undefined, fix ? { fix } : undefined) };
}

function checked(year: number, month: number, day: number, form: 'iso' | 'compact' | 'words'): DateOutcome {
  if (isRealDate(year, month, day)) return { ok: true, date: { year, month, day }, form };
  const placeholder = placeholderDate(year, month, day);
  if (placeholder !== undefined) return { ok: false, problem: placeholderRefusal(placeholder) };
  return { ok: false, problem: problem('date.not-real', { year, month, day }) };
}
