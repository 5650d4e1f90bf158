// A phone number written in international form, or refused with the reason and, where one is likely, a fix.
import { getCountries, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { callingCodeOf } from './calling-codes';
import { countryHint, countryName, giveCountry } from './country';
import { formatNanp, isNanp } from './north-american-phone';
import { isValidIn, readPhone, severalNumbers, type Reading } from './phone-reading';
import type { TransformOutcome } from './types';

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
      message:
        'has 7 digits: a local number without its area code. ' +
        `Write its area code before it (for example 617 ${written.trim()}); ` +
        'if the file has the area codes in a column of their own, join that column to this one first',
    };
  }
  // 03-1234-5678, 07700 900123: a number dialled at home in another country, its trunk zero where a North American
  // number has none.
  if ((country === 'US' || country === 'CA') && /^\(?0/.test(written.trim())) {
    const otherwise = countryGiven
      ? "or correct the row's country"
      : `or, if the address is outside North America, ${giveCountry('GB')}`;
    const message =
      'is not a North American number (none starts with 0): ' +
      'it looks like a number of another country without its country code. ' +
      `Write it with its code (+44 7700 900123, +81 3 1234 5678), ${otherwise}`;
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
      note:
        `is shaped like a number for ${where} but in no range of numbers in use there, ` +
        `as far as Google's phone number data knows: sent as ${value}; check it`,
    };
  }
  const message =
    `is not a valid number for ${where}: ` +
    'no number there has this length and these first digits (digits missing, extra or mistyped?)';
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
