import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { TransformOutcome } from './types';

/** Writes a phone number in international form (+1 617 555 0100 ext. 12); refuses what cannot be a number. */
export function toPhone(value: string, normalise: boolean, defaultCountry: string): TransformOutcome {
  if (!/\d/.test(value)) return { ok: false, message: 'is not a phone number (it has no digits)' };
  if (!normalise) return { ok: true, value, changed: false };
  const phone = parsePhoneNumberFromString(value, defaultCountry.toUpperCase() as CountryCode);
  if (!phone || !phone.isPossible()) {
    return { ok: false, message: `is not a phone number we can read (numbers without +country code are read as ${defaultCountry.toUpperCase()} numbers)` };
  }
  const formatted = phone.formatInternational();
  return { ok: true, value: formatted, changed: formatted !== value };
}
