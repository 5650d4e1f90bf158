// Birth dates in the forms alumni files carry, read as calendar dates: pure arithmetic on the
// numbers written, never a Date in local time, so no time-zone can shift a day.
import { withoutAccents } from './text';
import type { DateOrder } from './types';
import type { SettingHint } from '../setting-hint';

const DATE_ORDER_HINT: SettingHint = { setting: 'date-order' };

export interface CalendarDate {
  /** Absent when the value gave the year alone (a "1985" in a birth-date column). */
  day?: number;
  month?: number;
  year: number;
}

export type DateOutcome =
  | {
      ok: true;
      date: CalendarDate;
      form: 'iso' | 'compact' | 'month-first' | 'day-first' | 'excel-serial' | 'words' | 'year' | 'partial';
    }
  | {
      ok: false;
      code: 'bad-date' | 'ambiguous-date';
      message: string;
      fix?: { description: string; value: string };
      /** The setting that settles it (the date order, for an ambiguous date). */
      hint?: SettingHint;
    };

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_NAMES = ['', ...MONTHS.map((m) => m[0]!.toUpperCase() + m.slice(1))];

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
 * A time after a date: what a spreadsheet writes for a date-time cell saved as CSV ("7/4/1985 0:00",
 * "07/04/1985 12:00:00 AM", "4 July 1985 00:00"). A birth date is the date written; the time is dropped.
 */
const TIME_AFTER_DATE = /^(.*\d)(?:\s+|T)\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*[AaPp]\.?[Mm]\.?)?$/;
const DAY_MS = 86_400_000;

/** The value without a time written after its date. */
export function withoutTime(value: string): string {
  return value.includes(':') ? (TIME_AFTER_DATE.exec(value)?.[1] ?? value) : value;
}

/**
 * Month names and their usual abbreviations in the languages of partner institutions' lists
 * (French, Spanish, German, Italian, Dutch, Portuguese), without accents: "juillet", "mayo",
 * "März", "giugno", "mei", "março". English ones are read by their first letters.
 */
const FOREIGN_MONTHS = new Map<string, number>(
  Object.entries({
    janvier: 1,
    fevrier: 2,
    fevr: 2,
    fev: 2,
    mars: 3,
    avril: 4,
    avr: 4,
    mai: 5,
    juin: 6,
    juillet: 7,
    juil: 7,
    aout: 8,
    septembre: 9,
    octobre: 10,
    novembre: 11,
    decembre: 12,
    enero: 1,
    ene: 1,
    febrero: 2,
    marzo: 3,
    abril: 4,
    abr: 4,
    mayo: 5,
    junio: 6,
    julio: 7,
    agosto: 8,
    ago: 8,
    septiembre: 9,
    setiembre: 9,
    set: 9,
    octubre: 10,
    noviembre: 11,
    diciembre: 12,
    dic: 12,
    janner: 1,
    marz: 3,
    juni: 6,
    juli: 7,
    oktober: 10,
    okt: 10,
    dezember: 12,
    dez: 12,
    gennaio: 1,
    gen: 1,
    febbraio: 2,
    aprile: 4,
    maggio: 5,
    mag: 5,
    giugno: 6,
    giu: 6,
    luglio: 7,
    lug: 7,
    settembre: 9,
    ottobre: 10,
    ott: 10,
    januari: 1,
    februari: 2,
    maart: 3,
    mrt: 3,
    mei: 5,
    augustus: 8,
    janeiro: 1,
    fevereiro: 2,
    marco: 3,
    maio: 5,
    junho: 6,
    julho: 7,
    setembro: 9,
    outubro: 10,
    out: 10,
    novembro: 11,
    dezembro: 12,
  }),
);

export function monthFromName(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower.length < 3) return undefined;
  const index = MONTHS.findIndex((month) => month.startsWith(lower) || (lower === 'sept' && month === 'september'));
  if (index >= 0) return index + 1;
  return FOREIGN_MONTHS.get(withoutAccents(lower));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
}

export function isRealDate(year: number, month: number, day: number): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function describeDate(date: CalendarDate): string {
  if (date.day === undefined || date.month === undefined) return String(date.year);
  return `${date.day} ${MONTH_NAMES[date.month] ?? `month ${date.month}`} ${date.year}`;
}

export function isoDate(date: Required<CalendarDate>): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/**
 * Dates databases and spreadsheets write where a record has no date, by year * 10000 + month *
 * 100 + day: never a birth date (or a date of death), named in words when met.
 */
const PLACEHOLDER_DATES = new Map<number, string>([
  [0, "MySQL's empty date"],
  [10101, 'the earliest date many databases and programs store (1 January of year 1)'],
  [17530101, "SQL Server's earliest date"],
  [18991230, "Excel's date zero (what a date cell holding 0 shows)"],
  [18991231, "Excel's date zero, as some programs show it"],
  [19000100, "Excel's date zero, as Excel shows it"],
]);

/** Words for a placeholder date ("SQL Server's earliest date" for 1753-01-01), or undefined for any other. */
export function placeholderDate(year: number, month: number, day: number): string | undefined {
  return PLACEHOLDER_DATES.get(year * 10000 + month * 100 + day);
}

/** A refusal of a placeholder date: what it is, and to leave the cell empty. */
export function placeholderRefusal(words: string): { message: string; fix: { description: string; value: string } } {
  return {
    message: `is ${words}: a placeholder a database or a spreadsheet writes where there is no date, not a real one`,
    fix: { description: 'leave the cell empty', value: '' },
  };
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
 * The two forms nearly every birth-date cell takes, 1985-07-04 and 07/04/1985 (separators / . -),
 * read by hand when they give a real date: year * 10000 + month * 100 + day, the date parseDate
 * gives; 0 for anything else, which parseDate then reads or words a refusal for. Birth dates
 * hardly repeat, so no memo spares a large file parseDate's regexes and the outcome each builds.
 * `slashed` false reads the ISO form only (date reading switched off).
 */
export function quickDate(value: string, order: DateOrder | null, slashed: boolean): number {
  let i = 0;
  let first = 0;
  for (let code = value.charCodeAt(i); code >= 48 && code <= 57; code = value.charCodeAt(++i))
    first = first * 10 + code - 48;
  const a = i;
  if (!isDateSeparator(value.charCodeAt(i++))) return 0;
  let second = 0;
  for (let code = value.charCodeAt(i); code >= 48 && code <= 57; code = value.charCodeAt(++i))
    second = second * 10 + code - 48;
  const b = i - a - 1;
  if (!isDateSeparator(value.charCodeAt(i++))) return 0;
  const thirdStart = i;
  let third = 0;
  for (let code = value.charCodeAt(i); code >= 48 && code <= 57; code = value.charCodeAt(++i))
    third = third * 10 + code - 48;
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
 * guessed. `date1904`: a bare serial counts from 1904 (the workbook's date system).
 */
export function parseDate(value: string, order: DateOrder | null, date1904 = false): DateOutcome {
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
    if (Math.floor(Number(value)) === 0)
      return { ok: false, code: 'bad-date', ...placeholderRefusal("Excel's date zero (an empty date cell)") };
    return { ok: false, code: 'bad-date', message: 'is a number but not a date Excel could have stored' };
  }

  const dateOnly = withoutTime(value);
  if (dateOnly !== value) return parseDate(dateOnly, order, date1904);
  const slashed = SLASHED.exec(value);
  if (slashed) return slashedDate(Number(slashed[1]), Number(slashed[2]), slashed[3]!, order, value);
  const partial = monthAndYear(value);
  if (partial) return partial;

  const monthFirst = WORDS_MONTH_FIRST.exec(value);
  const dayFirst = monthFirst ? null : WORDS_DAY_FIRST.exec(value);
  const words = monthFirst
    ? { month: monthFirst[1]!, day: monthFirst[2]!, year: monthFirst[3]! }
    : dayFirst
      ? { day: dayFirst[1]!, month: dayFirst[2]!, year: dayFirst[3]! }
      : undefined;
  if (words) {
    const month = monthFromName(words.month);
    if (month && words.year.length === 2)
      return twoDigitYear(Number(words.year), (year) => checked(year, month, Number(words.day), 'words'));
    if (month) return checked(Number(words.year), month, Number(words.day), 'words');
  }
  const cjk = CJK_DATE.exec(value);
  if (cjk) return checked(Number(cjk[1]), Number(cjk[2]), Number(cjk[3]), 'words');
  return {
    ok: false,
    code: 'bad-date',
    message: 'is not a date we can read (write 1985-07-04, 07/04/1985 or 4 July 1985)',
  };
}

/**
 * A month and a year without a day, as Raiser's Edge keeps a partial birth date (6/1989) and
 * people write one (June 1989, 1989-06): both are known, the day is not. Undefined for another form.
 */
function monthAndYear(value: string): DateOutcome | undefined {
  const numbers = MONTH_YEAR.exec(value);
  const reversed = numbers ? null : YEAR_MONTH.exec(value);
  const named = numbers || reversed ? null : MONTH_NAME_YEAR.exec(value);
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
): DateOutcome {
  // 00/00/1975, 06/00/1989: Raiser's Edge's partial dates, the unknown parts written 00. The year (and month) are
  // known.
  const unknownPart = first === 0 || second === 0 ? partialDate(first, second, yearText, order) : undefined;
  if (unknownPart) return unknownPart;
  // 0/0/00, 00/00/0000: how Outlook and other programs write no date.
  if (first === 0 && second === 0)
    return {
      ok: false,
      code: 'bad-date',
      ...placeholderRefusal('an empty date, as Outlook and other programs write no date'),
    };
  if (yearText.length === 2)
    return twoDigitYear(Number(yearText), (year) => slashedDate(first, second, String(year), order, value));
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
    const otherFits = order === 'mdy' ? fitsDayFirst : fitsMonthFirst;
    const expected = order === 'mdy' ? 'month/day/year' : 'day/month/year';
    const why =
      chosen.month > 12 || chosen.month < 1
        ? `there is no month ${chosen.month}`
        : `${MONTH_NAMES[chosen.month]} ${year} has no day ${chosen.day}`;
    const fix = otherFits
      ? {
          description: `it reads as ${describeDate({ year, ...other })} in the other order`,
          value: isoDate({ year, ...other }),
        }
      : undefined;
    return {
      ok: false,
      code: 'bad-date',
      message: `is not a real date read as ${expected} (${why})`,
      ...(fix ? { fix } : {}),
    };
  }
  if (fitsMonthFirst && fitsDayFirst && first !== second) {
    return {
      ok: false,
      code: 'ambiguous-date',
      message: `could be ${describeDate({ year, ...asMonthFirst })} or ${describeDate({ year, ...asDayFirst })}: choose the date order (month first or day first)`,
      hint: DATE_ORDER_HINT,
    };
  }
  if (fitsMonthFirst) return { ok: true, date: { year, ...asMonthFirst }, form: 'month-first' };
  if (fitsDayFirst) return { ok: true, date: { year, ...asDayFirst }, form: 'day-first' };
  return {
    ok: false,
    code: 'bad-date',
    message: 'is not a real calendar date in either order (month/day/year or day/month/year)',
  };
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

/** A date written with two digits of its year is refused; the fix reads it in the last hundred years. */
function twoDigitYear(yy: number, read: (year: number) => DateOutcome): DateOutcome {
  const year = (yy > new Date().getUTCFullYear() % 100 ? 1900 : 2000) + yy;
  const guess = read(year);
  const fix =
    guess.ok && guess.date.day
      ? {
          description: `if the year is ${year}, use ${isoDate(guess.date as Required<CalendarDate>)}`,
          value: isoDate(guess.date as Required<CalendarDate>),
        }
      : undefined;
  return {
    ok: false,
    code: 'bad-date',
    message: 'has a two-digit year: write the year with four digits',
    ...(fix ? { fix } : {}),
  };
}

function checked(year: number, month: number, day: number, form: 'iso' | 'compact' | 'words'): DateOutcome {
  if (isRealDate(year, month, day)) return { ok: true, date: { year, month, day }, form };
  const placeholder = placeholderDate(year, month, day);
  if (placeholder !== undefined) return { ok: false, code: 'bad-date', ...placeholderRefusal(placeholder) };
  const what =
    month < 1 || month > 12 ? `there is no month ${month}` : `${MONTH_NAMES[month]} ${year} has no day ${day}`;
  return { ok: false, code: 'bad-date', message: `is not a real date (${what})` };
}

/** A day and a month without a year. */
export type DayAndMonth =
  | { ok: true; day: number; month: number }
  | { ok: false; code: 'bad-date' | 'ambiguous-date'; message: string; hint?: SettingHint };

/** --07-04 (ISO 8601 and vCard's date without a year), --0704. */
const ISO_NO_YEAR = /^--(\d{2})-?(\d{2})$/;
/** 07/04, 4.7. (German), 07-04. */
const SLASHED_NO_YEAR = /^(\d{1,2})[/.-](\d{1,2})\.?$/;
/** July 4, Jul. 4th. */
const WORDS_NO_YEAR_MONTH_FIRST = /^(\p{L}{3,10})\.? (\d{1,2})(?:st|nd|rd|th)?$/iu;
/** 4 July, 4-Jul (Excel's d-mmm), 4th of July, 4. Juli, 5 de mayo. */
const WORDS_NO_YEAR_DAY_FIRST = /^(\d{1,2})(?:st|nd|rd|th|er|\.|º)?(?: of| de)?[ -](\p{L}{3,10})\.?$/iu;

/** Whether the day is in the month in some year (29 February is). */
function isDayOfMonth(month: number, day: number): boolean {
  return isRealDate(2000, month, day);
}

/**
 * A birthday written without its year (07/04, July 4, 4-Jul, --07-04), as contact lists and some
 * CRMs keep it; undefined when the value is not written so. `order` settles 03/04; without it an
 * ambiguous value is refused, never guessed.
 */
export function parseDayAndMonth(value: string, order: DateOrder | null): DayAndMonth | undefined {
  const iso = ISO_NO_YEAR.exec(value);
  if (iso) return dayAndMonth(Number(iso[1]), Number(iso[2]));
  const monthFirst = WORDS_NO_YEAR_MONTH_FIRST.exec(value);
  const dayFirst = monthFirst ? null : WORDS_NO_YEAR_DAY_FIRST.exec(value);
  const words = monthFirst
    ? { month: monthFirst[1]!, day: monthFirst[2]! }
    : dayFirst
      ? { day: dayFirst[1]!, month: dayFirst[2]! }
      : undefined;
  if (words) {
    const month = monthFromName(words.month);
    return month === undefined ? undefined : dayAndMonth(month, Number(words.day));
  }
  const slashed = SLASHED_NO_YEAR.exec(value);
  if (!slashed) return undefined;
  const [first, second] = [Number(slashed[1]), Number(slashed[2])];
  const fitsMonthFirst = isDayOfMonth(first, second);
  const fitsDayFirst = isDayOfMonth(second, first);
  // A month (1-12) and a day (1-31) either way round, or not this form (10/85: a month and a year?).
  const monthAndDay = (month: number, day: number) => month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (!monthAndDay(first, second) && !monthAndDay(second, first)) return undefined;
  if (order === 'mdy') return dayAndMonth(first, second, 'month/day');
  if (order === 'dmy') return dayAndMonth(second, first, 'day/month');
  if (fitsMonthFirst && fitsDayFirst && first !== second) {
    return {
      ok: false,
      code: 'ambiguous-date',
      message: `could be ${second} ${MONTH_NAMES[first]} or ${first} ${MONTH_NAMES[second]}: choose the date order (month first or day first)`,
      hint: DATE_ORDER_HINT,
    };
  }
  if (fitsDayFirst && !fitsMonthFirst) return dayAndMonth(second, first);
  return monthAndDay(first, second) ? dayAndMonth(first, second) : dayAndMonth(second, first);
}

function dayAndMonth(month: number, day: number, readAs?: string): DayAndMonth {
  if (isDayOfMonth(month, day)) return { ok: true, day, month };
  const why = month < 1 || month > 12 ? `there is no month ${month}` : `${MONTH_NAMES[month]} has no day ${day}`;
  return {
    ok: false,
    code: 'bad-date',
    message: `is not a real day of the year${readAs ? ` read as ${readAs}` : ''} (${why})`,
  };
}

/**
 * SLASHED by hand, for the 20,000 cells inferDateOrder reads (matching the regex, with its
 * captured strings, cost ~4 ms more on a large file): its first number * 100 + its second, or -1.
 * Two numbers without a year (07/04, a birthday) count too.
 */
function slashedFirstTwo(value: string): number {
  const length = value.length;
  let i = 0;
  let firstTwo = 0;
  for (let part = 0; part < 3; part++) {
    const start = i;
    let number = 0;
    for (let code = value.charCodeAt(i); code >= 48 && code <= 57; code = value.charCodeAt(++i))
      number = number * 10 + code - 48;
    const digits = i - start;
    if (part === 2) return (digits === 2 || digits === 4) && i === length ? firstTwo : -1;
    // 07/04 and 4.7.: a day and a month, no year (5-92 is none).
    if (part === 1 && digits >= 1 && digits <= 2 && (i === length || (i === length - 1 && value.charCodeAt(i) === 46)))
      return firstTwo <= 31 && number <= 31 ? firstTwo * 100 + number : -1;
    const separator = value.charCodeAt(i++);
    if (digits < 1 || digits > 2 || (separator !== 47 && separator !== 46 && separator !== 45)) return -1;
    firstTwo = firstTwo * 100 + number;
  }
  return -1;
}

/** Which order a column of slash dates is written in, judged from all its values. */
export function inferDateOrder(values: Iterable<string>): DateOrder | 'unknown' | 'mixed' {
  let monthFirst = false;
  let dayFirst = false;
  for (const value of values) {
    const firstTwo = slashedFirstTwo(withoutTime(value.trim()));
    if (firstTwo < 0) continue;
    const first = Math.floor(firstTwo / 100);
    const second = firstTwo % 100;
    if (first > 12 && second <= 12) dayFirst = true;
    if (second > 12 && first <= 12) monthFirst = true;
  }
  if (monthFirst && dayFirst) return 'mixed';
  return monthFirst ? 'mdy' : dayFirst ? 'dmy' : 'unknown';
}
