// The parts of an address read by its country: country codes, states and regions, ZIP codes and postcodes.
import type { FieldSpec } from '../../fields/catalogue';
import { countryHint, countryName, toCountryCode } from '../../transforms/country';
import { problem } from '../../problems/problem';
import { toStateCode } from '../../transforms/state';
import { postcodeCountries, toPostcode, toZipCode } from '../../transforms/zip';
import { fromTransform, refused, type CleanOutcome, type KindCleaner } from './outcome';

/** The US and the territories that use its ZIP codes. */
export const US_ZIP_COUNTRIES: ReadonlySet<string> = new Set([
  'US',
  'PR',
  'GU',
  'VI',
  'AS',
  'MP',
  'UM',
  'MH',
  'FM',
  'PW',
]);

/** Home or work: the address a field belongs to (its state and ZIP depend on that address's country). */
export function addressPrefix(spec: FieldSpec): 'home' | 'work' {
  return spec.name.startsWith('work_') ? 'work' : 'home';
}

export const cleanCountry: KindCleaner = (_spec, text, settings) =>
  fromTransform(toCountryCode(text, settings.countryCodes));

export const cleanState: KindCleaner = (spec, text, settings, row) => {
  const country = row.countryOf(addressPrefix(spec));
  const outcome = toStateCode(text, settings.stateCodes, country);
  if (outcome.ok && !/^[A-Z]{2}$/.test(outcome.value)) return regionNotSent(country!);
  return fromTransform(outcome);
};

export const cleanPostcode: KindCleaner = (spec, text, settings, row) =>
  postcode(text, row.countryOf(addressPrefix(spec)), settings.fixZipCodes);

/**
 * A state or region that is not two letters (NSW, Bayern, Karnataka), on an address outside the
 * US: the service takes two letters only, and a region is no reason to refuse a person, so it is
 * not sent, with a warning (ok: false with a warning's severity: the field is left out, the row
 * stays valid). Canada's provinces all have two-letter codes, which their names are read as:
 * anything else there is refused.
 */
function regionNotSent(country: string): CleanOutcome {
  if (country === 'CA') return refused(problem('state.not-a-province'));
  return { ok: false, problem: problem('state.region-not-sent') };
}

/**
 * US ZIP codes on a US address (and one without a country, read as the US); a postcode in its country's form elsewhere.
 */
function postcode(text: string, country: string | undefined, fixZeros: boolean): CleanOutcome | string {
  if (country !== undefined && !US_ZIP_COUNTRIES.has(country))
    return fromTransform(toPostcode(text, country, countryName(country), fixZeros));
  const zip = toZipCode(text, fixZeros);
  if (zip.ok || country !== undefined) return fromTransform(zip);
  // SW1A 1AA, K1A 0B1 on a row without a country: a postcode of another country, which a country for the row would
  // settle.
  const foreign = postcodeCountries(text);
  if (foreign.length === 0) return fromTransform(zip);
  return refused(problem('zip.foreign-postcode', { countries: foreign }, { hint: countryHint(foreign[0]!) }));
}
