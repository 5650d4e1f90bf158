// Country calling codes (44, +1) as libphonenumber knows them.
import { getCountries, getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/max';

/** The country's calling code ("44" for GB), or undefined for a code libphonenumber does not know. */
export function callingCodeOf(country: string): string | undefined {
  return isSupportedCountry(country) ? getCountryCallingCode(country) : undefined;
}

let callingCodes: ReadonlySet<string> | undefined;

/** A country calling code as a column of them writes it: 44, +49, 001, 1-876 (+1 with an area code). */
export function isCallingCode(value: string): boolean {
  const code = /^(?:\+|00)?\s*(\d{1,3})(?:-\d{3})?$/.exec(value.trim())?.[1];
  if (code === undefined) return false;
  callingCodes ??= new Set(getCountries().map((country) => getCountryCallingCode(country)));
  return callingCodes.has(code);
}
