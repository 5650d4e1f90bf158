import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { TransformOutcome } from './types';

// The usual North American forms ((617) 555-0143, 617.555.0143, +1 617 555 0143): libphonenumber
// would give +1 617 555 0143 for each; written here directly because it costs ~50x less per row.
export const NANP = /^(?:\+?1[-. ]?)?\(?([2-9]\d{2})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;

/** Writes a phone number in international form (+1 617 555 0100 ext. 12); refuses what cannot be a number. */
export function toPhone(value: string, normalise: boolean, defaultCountry: string): TransformOutcome {
  if (!/\d/.test(value)) return { ok: false, message: 'is not a phone number (it has no digits)' };
  if (!normalise) return { ok: true, value, changed: false };
  const nanp = defaultCountry.toUpperCase() === 'US' || value.startsWith('+1') ? NANP.exec(value) : null;
  if (nanp) {
    const formatted = `+1 ${nanp[1]} ${nanp[2]} ${nanp[3]}`;
    return { ok: true, value: formatted, changed: formatted !== value };
  }
  const phone = parsePhoneNumberFromString(value, defaultCountry.toUpperCase() as CountryCode);
  if (!phone || !phone.isPossible()) {
    return { ok: false, message: `is not a phone number we can read (numbers without +country code are read as ${defaultCountry.toUpperCase()} numbers)` };
  }
  const formatted = phone.formatInternational();
  return { ok: true, value: formatted, changed: formatted !== value };
}
