// A phone number written in international form, or refused with the reason and, where one is likely, a fix.
import { getCountries, parsePhoneNumberFromString, type CountryCode, type PhoneNumber } from 'libphonenumber-js/max';
import { callingCodeOf } from './calling-codes';
import type { PhonePlace } from '../problems/codes';
import { fix, problem } from '../problems/problem';
import { countryHint } from './country';
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
  if (!/\d/.test(written)) return { ok: false, problem: problem('phone.no-digits') };
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
    const fixed = { fix: fix('fix.north-american', nanp) };
    return { ok: false, problem: problem('phone.north-american-abroad', { country }, fixed) };
  }
  const reading = readPhone(written, defaultCountry);
  if (reading !== undefined) return fromReading(reading, written, country);
  // Two numbers in one cell ("617 555 0100 / 617 555 0101"): the service keeps one a field.
  const first = severalNumbers(written, defaultCountry);
  if (first !== undefined)
    return { ok: false, problem: problem('phone.several', undefined, { fix: fix('fix.keep-first', first) }) };
  // A number among other words ("call 617 555 0100", "tel: ...", "617 555 0100 / ask for Ann"): the number alone, said
  // so.
  const within = readPhone(written, defaultCountry, true);
  if (within !== undefined && within.fit !== 'misshapen')
    return {
      ok: true,
      value: within.value,
      changed: true,
      note: problem('phone.more-than-number', { number: within.value }),
    };
  // 555-0123: a North American number dialled locally, its area code in another column or nowhere.
  if (
    (country === 'US' || country === 'CA') &&
    /^[\d\s.-]+$/.test(written.trim()) &&
    written.replace(/\D/g, '').length === 7
  ) {
    return { ok: false, problem: problem('phone.local-without-area-code', { number: written.trim() }) };
  }
  // 03-1234-5678, 07700 900123: a number dialled at home in another country, its trunk zero where a North American
  // number has none.
  if ((country === 'US' || country === 'CA') && /^\(?0/.test(written.trim())) {
    // No country on the row: a British mobile gets the advice applied as its fix.
    const abroad = countryGiven ? undefined : britishMobile(written);
    const more = {
      ...(countryGiven ? {} : { hint: countryHint('GB') }),
      ...(abroad === undefined ? {} : { fix: fix('fix.british-mobile', abroad) }),
    };
    return { ok: false, problem: problem('phone.trunk-zero', { countryGiven }, more) };
  }
  return { ok: false, problem: problem('phone.unreadable', { country }) };
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
      note: problem('phone.unlisted', { place: where, number: value }),
    };
  }
  const withZero = lostLeadingZero(written, phone);
  const fixed = withZero !== undefined ? fix('fix.leading-zero', withZero) : fix('fix.empty-no-number', '');
  return { ok: false, problem: problem('phone.invalid', { place: where }, { fix: fixed }) };
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
 * Where the number belongs: its country (read without one, the row's country or the one country of its calling code)
 * and calling code, or the calling code alone (+7 is Russia's and Kazakhstan's).
 */
function placeOf(phone: PhoneNumber, defaultCountry: string): PhonePlace {
  const callingCode = phone.countryCallingCode;
  const sharing = getCountries().filter((country) => callingCodeOf(country) === callingCode);
  const country =
    phone.country ??
    (sharing.includes(defaultCountry as CountryCode) ? defaultCountry : sharing.length === 1 ? sharing[0] : undefined);
  return country === undefined ? { callingCode } : { country, callingCode };
}
