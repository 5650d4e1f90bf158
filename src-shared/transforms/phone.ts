// The full ("max") metadata: the smaller default one checks a number's length against its country's
// lengths only, so +49 15112 (a mobile cut short) passed as valid.
import {
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
  type PhoneNumber,
} from 'libphonenumber-js/max';
import { countryHint, countryName, giveCountry } from './country';
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
  if (!(leading >= 50 && leading <= 57) || !isDigit(value.charCodeAt(area + 1)) || !isDigit(value.charCodeAt(area + 2)))
    return -1;
  at += 3;
  if (value.charCodeAt(at) === 41) at++;
  if (isSeparator(value.charCodeAt(at))) at++;
  const exchange = at;
  // An exchange never starts with 0 or 1 either.
  const exchangeLeading = value.charCodeAt(at);
  if (
    !(exchangeLeading >= 50 && exchangeLeading <= 57) ||
    !isDigit(value.charCodeAt(at + 1)) ||
    !isDigit(value.charCodeAt(at + 2))
  )
    return -1;
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

/**
 * Writes a phone number in international form (+1 617 555 0100 ext. 12); refuses what cannot be a
 * number. `countryGiven`: the row gives the country `defaultCountry` is (else it is the default,
 * and a refusal says how to give one).
 */
export function toPhone(
  written: string,
  normalise: boolean,
  defaultCountry: string,
  countryGiven = true,
): TransformOutcome {
  if (!/\d/.test(written)) return { ok: false, message: 'is not a phone number (it has no digits)' };
  if (!normalise) return { ok: true, value: written, changed: false };
  // 617 555 0143 on a row in the UK: the length fits a British number, but no British number
  // starts so; a North American number without its +1, more likely, and never sent as +44 6175550143.
  const country = defaultCountry.toUpperCase();
  if (
    country !== 'US' &&
    country !== 'CA' &&
    isNanp(written) &&
    !/^\s*(\+|00)/.test(written) &&
    !isValidIn(written, country)
  ) {
    const nanp = formatNanp(written)!;
    return {
      ok: false,
      message: `is not a number of the row's country (${country}), and reads as a North American number without its +1`,
      fix: { description: `if it is a North American number, use ${nanp}`, value: nanp },
    };
  }
  const reading = readPhone(written, defaultCountry);
  if (reading !== undefined) return fromReading(reading, written, country);
  // Two numbers in one cell ("617 555 0100 / 617 555 0101"): the service keeps one a field.
  const first = severalNumbers(written, defaultCountry);
  if (first !== undefined)
    return {
      ok: false,
      message: 'holds more than one phone number: the field keeps one (another can go to another phone field)',
      fix: { description: `keep the first, ${first}`, value: first },
    };
  // A number among other words ("call 617 555 0100", "tel: ...", "617 555 0100 / ask for Ann"): the number alone, said
  // so.
  const within = readPhone(written, defaultCountry, true);
  if (within !== undefined && within.fit !== 'misshapen')
    return {
      ok: true,
      value: within.value,
      changed: true,
      note: `holds more than a phone number; the number alone, ${within.value}, is sent`,
    };
  // 555-0123: a North American number dialled locally, its area code in another column or nowhere.
  if (
    (country === 'US' || country === 'CA') &&
    /^[\d\s.-]+$/.test(written.trim()) &&
    written.replace(/\D/g, '').length === 7
  ) {
    return {
      ok: false,
      message: `has 7 digits: a local number without its area code. Write its area code before it (for example 617 ${written.trim()}); if the file has the area codes in a column of their own, join that column to this one first`,
    };
  }
  // 03-1234-5678, 07700 900123: a number dialled at home in another country, its trunk zero where a North American
  // number has none.
  if ((country === 'US' || country === 'CA') && /^\(?0/.test(written.trim())) {
    const otherwise = countryGiven
      ? "or correct the row's country"
      : `or, if the address is outside North America, ${giveCountry('GB')}`;
    const message = `is not a North American number (none starts with 0): it looks like a number of another country without its country code. Write it with its code (+44 7700 900123, +81 3 1234 5678), ${otherwise}`;
    // No country on the row: a British mobile gets the advice applied as its fix.
    const abroad = countryGiven ? undefined : britishMobile(written);
    const hint = countryGiven ? {} : { hint: countryHint('GB') };
    if (abroad === undefined) return { ok: false, message, ...hint };
    return {
      ok: false,
      message,
      ...hint,
      fix: { description: `if it is a British mobile number, use ${abroad}`, value: abroad },
    };
  }
  return {
    ok: false,
    message: `is not a phone number we can read (numbers without +country code are read as ${country} numbers)`,
  };
}

/**
 * A British mobile number dialled at home (07911 123456): 11 digits from 07, the form the advice
 * names and by far the most common number from abroad in these lists. Answered in international
 * form; any other number is left to the person (0113 496 0000 is as likely German or Indian).
 */
function britishMobile(written: string): string | undefined {
  const phone = parsePhoneNumberFromString(written.trim(), { defaultCountry: 'GB' });
  if (!phone?.isValid() || phone.getType() !== 'MOBILE') return undefined;
  return phone.formatInternational();
}

/**
 * The first of two numbers or more written in one cell, in international form; undefined when the cell is not such a
 * list.
 */
function severalNumbers(written: string, defaultCountry: string): string | undefined {
  const parts = written.split(SEVERAL_NUMBERS).filter((part) => /\d/.test(part));
  if (parts.length < 2) return undefined;
  const readings = parts.map((part) => readPhone(part.trim(), defaultCountry));
  return readings.every((reading) => reading !== undefined && reading.fit !== 'misshapen')
    ? readings[0]!.value
    : undefined;
}

/**
 * What separates two numbers written in one cell: a slash, a semicolon, a comma, a line break, "or", "and", Google
 * Contacts' " ::: ".
 */
const SEVERAL_NUMBERS = /\s*:::\s*|\s*[/;,|]\s*|\s*[\r\n\u2028\u2029]+\s*|\s+(?:or|and|&)\s+/i;

/**
 * A number read, in international form, and how it fits what libphonenumber's metadata knows of
 * its country: 'valid', a number in use; 'unlisted', shaped as the country's numbers are (its
 * first digits and length fit one of the country's forms) but in no range known to be in use
 * (07700 900123, a range kept for films); 'misshapen', a length and first digits no number of the
 * country has (07700 9001, cut short; 0803 123 456; an Italian number that lost its 0).
 */
interface Reading {
  value: string;
  fit: 'valid' | 'unlisted' | 'misshapen';
  phone?: PhoneNumber;
}

/**
 * The number read, or undefined when it cannot be one. The cell must hold the number alone,
 * unless `within`: then a number among other words is found.
 */
function readPhone(written: string, defaultCountry: string, within = false): Reading | undefined {
  // A number a script saved as a decimal (6175550100.0): its digits.
  const value = wholeFromDecimal(written) ?? written;
  const nanp = defaultCountry.toUpperCase() === 'US' || value.startsWith('+1') ? formatNanp(value) : undefined;
  if (nanp !== undefined) return { value: nanp, fit: 'valid' };
  const asWritten = parsed(value, defaultCountry, within);
  if (asWritten?.fit === 'valid' || !/^00[1-9]/.test(value)) return asWritten;
  // 00 is how most of the world dials abroad (0044 20 7946 0958), but not the default country (the US dials 011).
  const dialledAbroad = parsed(`+${value.slice(2)}`, defaultCountry, within);
  if (asWritten === undefined || dialledAbroad === undefined) return asWritten ?? dialledAbroad;
  return FIT_ORDER[dialledAbroad.fit] < FIT_ORDER[asWritten.fit] ? dialledAbroad : asWritten;
}

const FIT_ORDER: Readonly<Record<Reading['fit'], number>> = { valid: 0, unlisted: 1, misshapen: 2 };

/** Whether libphonenumber's metadata knows the number as one in use in the country. */
function isValidIn(written: string, country: string): boolean {
  return parsePhoneNumberFromString(written, { defaultCountry: country as CountryCode })?.isValid() === true;
}

/** A North American number's ten digits: area code and exchange each start with 2 to 9. */
const NANP_NATIONAL = /^[2-9]\d{2}[2-9]\d{6}$/;

/**
 * libphonenumber's reading, and how the number fits its country. A North American number must be
 * a possible one (its length fits) and have an area code and an exchange that can exist ("0312345678" read
 * in the US is a Japanese number without its country code, not +1 031 234 5678); its ranges are
 * not checked further (new area codes open often).
 */
function parsed(text: string, defaultCountry: string, within: boolean): Reading | undefined {
  const phone = parsePhoneNumberFromString(text, {
    defaultCountry: defaultCountry.toUpperCase() as CountryCode,
    extract: within,
  });
  if (!phone) return undefined;
  if (phone.countryCallingCode === '1')
    return phone.isPossible() && NANP_NATIONAL.test(phone.nationalNumber)
      ? { value: phone.formatInternational(), fit: 'valid' }
      : undefined;
  const value = phone.formatInternational();
  if (phone.isValid()) return { value, fit: 'valid', phone };
  // No form of the country fits a number of this length and first digits: libphonenumber writes its digits ungrouped.
  const grouped = phone.isPossible() && !value.startsWith(`+${phone.countryCallingCode} ${phone.nationalNumber}`);
  if (grouped) return { value, fit: 'unlisted', phone };
  // Misshapen in the country named (+44...) or the row's: not when only read through the row's
  // way of dialling abroad (0113 496 0000 in the US: 011, then +34?), which is no reading at all.
  const named =
    text.trimStart().startsWith('+') || phone.countryCallingCode === callingCodeOf(defaultCountry.toUpperCase());
  return named ? { value, fit: 'misshapen', phone } : undefined;
}

/** The outcome of a number read: sent when valid, sent with a warning when only unlisted, else refused. */
function fromReading(reading: Reading, written: string, defaultCountry: string): TransformOutcome {
  const { value, fit, phone } = reading;
  if (fit === 'valid' || phone === undefined) return { ok: true, value, changed: value !== written };
  const where = placeOf(phone, defaultCountry);
  if (fit === 'unlisted') {
    return {
      ok: true,
      value,
      changed: value !== written,
      note: `is shaped like a number for ${where} but in no range of numbers in use there, as far as Google's phone number data knows: sent as ${value}; check it`,
    };
  }
  const message = `is not a valid number for ${where}: no number there has this length and these first digits (digits missing, extra or mistyped?)`;
  const withZero = lostLeadingZero(written, phone);
  if (withZero !== undefined)
    return {
      ok: false,
      message,
      fix: { description: `if it lost its leading 0 (as a spreadsheet drops it), use ${withZero}`, value: withZero },
    };
  return {
    ok: false,
    message,
    fix: { description: 'leave the cell empty (the person is sent without this number)', value: '' },
  };
}

/**
 * 612345678 read in Italy: digits saved as a number lose their leading 0, and where the 0 is part
 * of the number (Italy's 06 for Rome) what is left is no number. The number with it, when valid.
 */
function lostLeadingZero(written: string, phone: PhoneNumber): string | undefined {
  if (!/^[1-9][\d\s.-]*$/.test(written.trim()) || phone.country === undefined) return undefined;
  const withZero = parsePhoneNumberFromString(`0${written.trim()}`, { defaultCountry: phone.country });
  return withZero?.isValid() ? withZero.formatInternational() : undefined;
}

/** The country's calling code ("44" for GB), or undefined for a code libphonenumber does not know. */
function callingCodeOf(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;
}

/**
 * Where the number belongs, in words: "United Kingdom (+44)" (its country; read without one, the
 * row's country or the one country of its calling code), else "the country code +7" (+7 is
 * Russia's and Kazakhstan's).
 */
function placeOf(phone: PhoneNumber, defaultCountry: string): string {
  const callingCode = phone.countryCallingCode;
  const sharing = getCountries().filter((country) => callingCodeOf(country) === callingCode);
  const country =
    phone.country ??
    (sharing.includes(defaultCountry as CountryCode) ? defaultCountry : sharing.length === 1 ? sharing[0] : undefined);
  return country === undefined ? `the country code +${callingCode}` : `${countryName(country)} (+${callingCode})`;
}

let callingCodes: ReadonlySet<string> | undefined;

/** A country calling code as a column of them writes it: 44, +49, 001, 1-876 (+1 with an area code). */
export function isCallingCode(value: string): boolean {
  const code = /^(?:\+|00)?\s*(\d{1,3})(?:-\d{3})?$/.exec(value.trim())?.[1];
  if (code === undefined) return false;
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(code);
}
