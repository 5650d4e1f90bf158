// The service writes created_at as "YYYY-MM-DD HH:MM:SS" with no time zone. A report shows that
// wall-clock time as written: the Date built here carries it in its UTC fields, which is what
// spreadsheet writers turn into an Excel serial date (so no shift by the machine's time zone).

export interface ServiceTimestamp {
  /** The wall-clock time in the Date's UTC fields. */
  date: Date;
  /** "YYYY-MM", the month the donation falls in. */
  month: string;
  /** True when the value carried a time of day (so the column shows one). */
  hasTime: boolean;
}

const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

// A report reads each created_at twice in a row (the row's cell, then the month it counts in).
let lastText: string | undefined;
let lastParsed: ServiceTimestamp | null = null;

/** Reads "YYYY-MM-DD", "YYYY-MM-DD HH:MM[:SS]" or ISO 8601; null when it is not a real date. */
export function parseServiceTimestamp(text: string | null | undefined): ServiceTimestamp | null {
  if (!text) return null;
  if (text !== lastText) {
    lastParsed = parseTimestamp(text);
    lastText = text;
  }
  return lastParsed;
}

/** A wall-clock time read without making a Date: its time in ms (UTC fields), calendar year and month (1-12). */
export interface WallClock {
  ms: number;
  year: number;
  month: number;
}

const DIGIT_AT = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15, 17, 18];

/**
 * Reads a created_at as parseServiceTimestamp does, into `into` (a million donations then make
 * no Date, match or object each); false when it is not a real date. The service's own
 * "YYYY-MM-DD HH:MM:SS" is read digit by digit; any other shape goes through parseServiceTimestamp.
 */
export function readWallClock(text: string | null | undefined, into: WallClock): boolean {
  if (!text) return false;
  if (text.length === 19 && isPlainTimestamp(text)) {
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 2);
    const day = digits(text, 8, 2);
    const hours = digits(text, 11, 2);
    const minutes = digits(text, 14, 2);
    const seconds = digits(text, 17, 2);
    // Years before 100 are left to Date.UTC's own reading of them (it takes 50 as 1950).
    if (year >= 100) {
      if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return false;
      if (day < 1 || day > daysInMonth(year, month)) return false;
      into.ms = Date.UTC(year, month - 1, day, hours, minutes, seconds);
      into.year = year;
      into.month = month;
      return true;
    }
  }
  const parsed = parseServiceTimestamp(text);
  if (!parsed) return false;
  into.ms = parsed.date.getTime();
  into.year = parsed.date.getUTCFullYear();
  into.month = parsed.date.getUTCMonth() + 1;
  return true;
}

function isPlainTimestamp(text: string): boolean {
  const sep = text.charCodeAt(10);
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45 || (sep !== 32 && sep !== 84)) return false;
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return false;
  for (let k = 0; k < DIGIT_AT.length; k++) {
    const c = text.charCodeAt(DIGIT_AT[k]!);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

function digits(text: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) n = n * 10 + text.charCodeAt(i) - 48;
  return n;
}

function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
}

function parseTimestamp(text: string): ServiceTimestamp | null {
  const match = TIMESTAMP.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  const hours = h === undefined ? 0 : Number(h);
  const minutes = mi === undefined ? 0 : Number(mi);
  const seconds = s === undefined ? 0 : Number(s);
  if (month < 1 || month > 12 || hours > 23 || minutes > 59 || seconds > 59) return null;
  const date = new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
  // Date.UTC rolls 2024-02-30 over to March: such a date does not exist.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month - 1) return null;
  return { date, month: `${y}-${mo}`, hasTime: h !== undefined };
}

/** "YYYY-MM-DD HH:MM:SS" of a wall-clock Date made by parseServiceTimestamp (for CSV). */
export function formatWallClock(date: Date, withTime: boolean): string {
  const iso = date.toISOString();
  return withTime ? `${iso.slice(0, 10)} ${iso.slice(11, 19)}` : iso.slice(0, 10);
}

/** A calendar date "YYYY-MM-DD" that exists, for the report filters. */
export function isCalendarDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseServiceTimestamp(text) !== null;
}
