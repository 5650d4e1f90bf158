// Reading a phone number with libphonenumber's full ("max") metadata: the smaller default one checks a number's
// length against its country's lengths only, so +49 15112 (a mobile cut short) passed as valid.
import { parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { callingCodeOf } from './calling-codes';
import { wholeFromDecimal } from './decimal-whole';
import { formatNanp } from './north-american-phone';

/**
 * The first of two numbers or more written in one cell, in international form; undefined when the cell is not such a
 * list.
 */
export function severalNumbers(written: string, defaultCountry: string): string | undefined {
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
export interface Reading {
  value: string;
  fit: 'valid' | 'unlisted' | 'misshapen';
  phone?: PhoneNumber;
}

/**
 * The number read, or undefined when it cannot be one. The cell must hold the number alone,
 * unless `within`: then a number among other words is found.
 */
export function readPhone(written: string, defaultCountry: string, within = false): Reading | undefined {
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
export function isValidIn(written: string, country: string): boolean {
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
