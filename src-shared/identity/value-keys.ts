// Comparable forms of the other values that identify a person: inst_id, phones, postcode, birth
// date, class year.
import { foldText } from './name-keys';

/** An institution ID as trimmed text, case kept (null when blank). */
export function instIdKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

/** Any value as the service's filters compare it: trimmed, in lower case ("" when blank). */
export function looseTextKey(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim().toLowerCase();
}

/** The last ten digits of a phone number with at least seven ("+1 (617) 555-0100" = "6175550100"). */
export function phoneKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const digits = String(value).replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-10) : null;
}

export const PHONE_FIELDS = ['mobile_phone', 'home_phone', 'work_phone'] as const;

export function phoneKeys(record: Readonly<Record<string, unknown>>): string[] {
  const keys: string[] = [];
  for (const field of PHONE_FIELDS) {
    const key = phoneKey(record[field]);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/** Postal codes without spaces or dashes, in lower case; a US ZIP+4 compares by its first five digits. */
export function postcodeKey(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = foldText(value).replace(/[\s-]/g, '');
  if (text === '') return null;
  return /^\d{9}$/.test(text) ? text.slice(0, 5) : text;
}

function wholeNumber(value: unknown): number | null {
  if (value === undefined || value === null || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

export interface BirthDate {
  year: number | null;
  month: number | null;
  day: number | null;
}

export function birthDateOf(record: Readonly<Record<string, unknown>>): BirthDate | null {
  const date = {
    year: wholeNumber(record['dob_year']),
    month: wholeNumber(record['dob_month']),
    day: wholeNumber(record['dob_day']),
  };
  return date.year === null && date.month === null && date.day === null ? null : date;
}

export function classYearOf(record: Readonly<Record<string, unknown>>): number | null {
  return wholeNumber(record['year_graduated']);
}
