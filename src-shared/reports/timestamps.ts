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
