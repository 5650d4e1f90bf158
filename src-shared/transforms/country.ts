// Country cells: an ISO code or a name in one of many languages -> the ISO 3166 alpha-2 code.
// The library's own entry, not its Node one (which registers every one of its languages on load).
import countries from 'i18n-iso-countries/index';
import { problem } from '../problems/problem';
import type { SettingHint } from '../setting-hint';
import { AMBIGUOUS_CODES, AMBIGUOUS_NAMES, lookUpName, MOSTLY_MEANT, nameKey } from './country-names';
import type { TransformOutcome } from './types';

export { nameKey } from './country-names';

/** A country name, ISO alpha-2 or alpha-3 code -> the ISO 3166 alpha-2 code. */
export function toCountryCode(value: string, convert: boolean): TransformOutcome {
  if (/^[A-Z]{2}$/.test(value) && countries.isValid(value)) return { ok: true, value, changed: false };
  if (convert) {
    const code = lookUp(value);
    if (Array.isArray(code)) {
      // An alum's "Korea" is South Korea but for the rarest exception: sent so, and said.
      if (code[0] === MOSTLY_MEANT)
        return {
          ok: true,
          value: MOSTLY_MEANT,
          changed: true,
          note: problem('country.mostly-meant', { one: code[0]!, other: code[1]! }),
        };
      return { ok: false, problem: problem('country.two-countries', { one: code[0]!, other: code[1]! }) };
    }
    if (code) return { ok: true, value: code as string, changed: code !== value };
  }
  if (DISSOLVED.has(nameKey(value))) return { ok: false, problem: problem('country.dissolved') };
  return { ok: false, problem: problem('country.unknown') };
}

/** Countries that split into several: which one the address is in today cannot be told. */
const DISSOLVED = new Set(['ussr', 'u s s r', 'soviet union', 'yugoslavia', 'czechoslovakia']);

/** The code of a name or code; the two codes a name shared by two countries names; undefined when unknown. */
function lookUp(value: string): string | readonly [string, string] | undefined {
  const upper = value.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper) && countries.isValid(upper)) return countries.alpha3ToAlpha2(upper);
  // The English name as the ISO list writes it (most cells) needs no index of every language's names (~10 ms to build).
  const english = countries.getAlpha2Code(value, 'en');
  if (english && !AMBIGUOUS_CODES.has(english)) return english;
  const key = nameKey(value);
  const ambiguous = AMBIGUOUS_NAMES.get(key);
  if (ambiguous) return ambiguous;
  if (english) return english;
  return lookUpName(value, key);
}

export function isUnitedStates(countryCode: string | undefined): boolean {
  return countryCode === undefined || countryCode === 'US';
}

// Made on first use: setting up Intl.DisplayNames costs several milliseconds, which a start that writes no message
// need not pay.
let regionNames: Intl.DisplayNames | undefined;

/** A country's English name from its ISO code ("United Kingdom" for GB), for messages; the code when none is known. */
export function countryName(code: string): string {
  try {
    regionNames ??= new Intl.DisplayNames(['en'], { type: 'region' });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The setting giveCountry's advice points at: one home country for every row. */
export function countryHint(example: string): SettingHint {
  return { setting: 'value-for-every-row', field: 'home_country', example };
}
