import { getCountries, getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { wholeFromDecimal } from './decimal-whole';
import type { TransformOutcome } from './types';

// The usual North American forms ((617) 555-0143, 617.555.0143, +1 617 555 0143): libphonenumber
// would give +1 617 555 0143 for each; written here directly because it costs ~50x less per row.
// The form read is /^(?:\+?1[-. ]?)?\(?([2-9]\d{2})\)?[-. ]?([2-9]\d{2})[-. ]?(\d{4})$/; every optional
// part is told apart by its first character, so one scan decides (the regex cost ~4x more a cell).
const isDigit = (code: number): boolean => code >= 48 && code <= 57;
const isSeparator = (code: number): boolean => code === 45 || code === 46 || code === 32;

/**
 * Where the three groups of digits of a North American number start (area | exchange << 5 |
 * line << 10), or -1 when the text is not in one of the forms above.
 */
function nanpGroups(value: string): number {
  let at = 0;
  const first = value.charCodeAt(0);
  if (first === 43 || first === 49) {
    // "+1" or "1", then one separator at most
    if (first === 43 && value.charCodeAt(1) !== 49) return -1;
    at = first === 43 ? 2 : 1;
    if (isSeparator(value.charCodeAt(at))) at++;
  }
  if (value.charCodeAt(at) === 40) at++;
  const area = at;
  const leading = value.charCodeAt(area);
  if (!(leading >= 50 && leading <= 57) || !isDigit(value.charCodeAt(area + 1)) || !isDigit(value.charCodeAt(area + 2))) return -1;
  at += 3;
  if (value.charCodeAt(at) === 41) at++;
  if (isSeparator(value.charCodeAt(at))) at++;
  const exchange = at;
  // An exchange never starts with 0 or 1 either.
  const exchangeLeading = value.charCodeAt(at);
  if (!(exchangeLeading >= 50 && exchangeLeading <= 57) || !isDigit(value.charCodeAt(at + 1)) || !isDigit(value.charCodeAt(at + 2))) return -1;
  at += 3;
  if (isSeparator(value.charCodeAt(at))) at++;
  const line = at;
  for (const end = at + 4; at < end; at++) if (!isDigit(value.charCodeAt(at))) return -1;
  return at === value.length ? area | (exchange << 5) | (line << 10) : -1;
}

/** True when formatNanp would write the number (nothing written). */
export function isNanp(value: string): boolean {
  return nanpGroups(value) >= 0;
}

/** "+1 617 555 0143" for a number written in one of the North American forms above, else undefined. */
export function formatNanp(value: string): string | undefined {
  const groups = nanpGroups(value);
  if (groups < 0) return undefined;
  const area = groups & 31;
  const exchange = (groups >> 5) & 31;
  const line = groups >> 10;
  return `+1 ${value.slice(area, area + 3)} ${value.slice(exchange, exchange + 3)} ${value.slice(line, line + 4)}`;
}

/** Writes a phone number in international form (+1 617 555 0100 ext. 12); refuses what cannot be a number. */
export function toPhone(written: string, normalise: boolean, defaultCountry: string): TransformOutcome {
  if (!/\d/.test(written)) return { ok: false, message: 'is not a phone number (it has no digits)' };
  if (!normalise) return { ok: true, value: written, changed: false };
  // 617 555 0143 on a row in the UK: the length fits a British number, but no British number
  // starts so; a North American number without its +1, more likely, and never sent as +44 6175550143.
  const country = defaultCountry.toUpperCase();
  if (country !== 'US' && country !== 'CA' && isNanp(written) && !/^\s*(\+|00)/.test(written) && !isValidIn(written, country)) {
    const nanp = formatNanp(written)!;
    return { ok: false, message: `is not a number of the row's country (${country}), and reads as a North American number without its +1`, fix: { description: `if it is a North American number, use ${nanp}`, value: nanp } };
  }
  const formatted = readPhone(written, defaultCountry);
  if (formatted !== undefined) return { ok: true, value: formatted, changed: formatted !== written };
  // Two numbers in one cell ("617 555 0100 / 617 555 0101"): the service keeps one a field.
  const first = severalNumbers(written, defaultCountry);
  if (first !== undefined) return { ok: false, message: 'holds more than one phone number: the field keeps one (another can go to another phone field)', fix: { description: `keep the first, ${first}`, value: first } };
  // A number among other words ("call 617 555 0100", "tel: ...", "617 555 0100 / ask for Ann"): the number alone, said so.
  const within = readPhone(written, defaultCountry, true);
  if (within !== undefined) return { ok: true, value: within, changed: true, note: `holds more than a phone number; the number alone, ${within}, is sent` };
  // 555-0123: a North American number dialled locally, its area code in another column or nowhere.
  if ((country === 'US' || country === 'CA') && /^[\d\s.-]+$/.test(written.trim()) && written.replace(/\D/g, '').length === 7) {
    return { ok: false, message: `has 7 digits: a local number without its area code. Write its area code before it (for example 617 ${written.trim()}); if the file has the area codes in a column of their own, join that column to this one first` };
  }
  // 03-1234-5678, 07700 900123: a number dialled at home in another country, its trunk zero where a North American number has none.
  if ((country === 'US' || country === 'CA') && /^\(?0/.test(written.trim())) {
    return { ok: false, message: `is not a North American number (none starts with 0): it looks like a number of another country without its country code. Write it with its code (+44 7700 900123, +81 3 1234 5678), or give the row's country` };
  }
  return { ok: false, message: `is not a phone number we can read (numbers without +country code are read as ${country} numbers)` };
}

/** The first of two numbers or more written in one cell, in international form; undefined when the cell is not such a list. */
function severalNumbers(written: string, defaultCountry: string): string | undefined {
  const parts = written.split(SEVERAL_NUMBERS).filter((part) => /\d/.test(part));
  if (parts.length < 2 || !parts.every((part) => readPhone(part.trim(), defaultCountry) !== undefined)) return undefined;
  return readPhone(parts[0]!.trim(), defaultCountry);
}

/** What separates two numbers written in one cell: a slash, a semicolon, a comma, a line break, "or", "and", Google Contacts' " ::: ". */
const SEVERAL_NUMBERS = /\s*:::\s*|\s*[/;,|]\s*|\s*[\r\n\u2028\u2029]+\s*|\s+(?:or|and|&)\s+/i;

/**
 * The number in international form, or undefined when it cannot be read. The cell must hold the
 * number alone, unless `within`: then a number among other words is found.
 */
function readPhone(written: string, defaultCountry: string, within = false): string | undefined {
  // A number a script saved as a decimal (6175550100.0): its digits.
  const value = wholeFromDecimal(written) ?? written;
  const nanp = defaultCountry.toUpperCase() === 'US' || value.startsWith('+1') ? formatNanp(value) : undefined;
  if (nanp !== undefined) return nanp;
  // 00 is how most of the world dials abroad (0044 20 7946 0958), but not the default country (the US dials 011).
  return parsed(value, defaultCountry, within) ?? (/^00[1-9]/.test(value) ? parsed(`+${value.slice(2)}`, defaultCountry, within) : undefined);
}

/** Whether libphonenumber's metadata knows the number as one in use in the country. */
function isValidIn(written: string, country: string): boolean {
  return parsePhoneNumberFromString(written, { defaultCountry: country as CountryCode })?.isValid() === true;
}

/** A North American number's ten digits: area code and exchange each start with 2 to 9. */
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * libphonenumber's reading, in international form, when the number is a possible one (its length
 * fits the country; the ranges in use change too often to refuse the others). A North American
 * number must also have an area code and an exchange that can exist: "0312345678" read in the US
 * is a Japanese number without its country code, not +1 031 234 5678.
 */
function parsed(text: string, defaultCountry: string, within: boolean): string | undefined {
  const phone = parsePhoneNumberFromString(text, { defaultCountry: defaultCountry.toUpperCase() as CountryCode, extract: within });
  if (!phone || !phone.isPossible()) return undefined;
  return phone.countryCallingCode === '1' && !NANP_NATIONAL.test(phone.nationalNumber) ? undefined : phone.formatInternational();
}

let callingCodes: ReadonlySet<string> | undefined;

/** A country calling code as a column of them writes it: 44, +49, 001, 1-876 (+1 with an area code). */
export function isCallingCode(value: string): boolean {
  const code = /^(?:\+|00)?\s*(\d{1,3})(?:-\d{3})?$/.exec(value.trim())?.[1];
  if (code === undefined) return false;
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(code);
}
