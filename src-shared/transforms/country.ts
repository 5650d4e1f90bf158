import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import de from 'i18n-iso-countries/langs/de.json';
import es from 'i18n-iso-countries/langs/es.json';
import type { TransformOutcome } from './types';

for (const locale of [en, fr, de, es]) countries.registerLocale(locale);
const LOCALES = ['en', 'fr', 'de', 'es'];

// Names staff write that the ISO lists do not carry.
const EXTRA_NAMES: Record<string, string> = {
  england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB',
  'u s': 'US', america: 'US', 'united states of america': 'US', korea: 'KR', holland: 'NL', prc: 'CN', rok: 'KR', roc: 'TW', uae: 'AE',
};

/** A country name, ISO alpha-2 or alpha-3 code -> the ISO 3166 alpha-2 code. */
export function toCountryCode(value: string, convert: boolean): TransformOutcome {
  if (/^[A-Z]{2}$/.test(value) && countries.isValid(value)) return { ok: true, value, changed: false };
  if (convert) {
    const code = lookUp(value);
    if (code) return { ok: true, value: code, changed: code !== value };
  }
  return { ok: false, message: 'is not a country we recognise: write its two-letter ISO code (US, GB, FR) or its English name' };
}

function lookUp(value: string): string | undefined {
  const upper = value.toUpperCase();
  if (/^[A-Z]{2}$/.test(upper) && countries.isValid(upper)) return upper;
  if (/^[A-Z]{3}$/.test(upper) && countries.isValid(upper)) return countries.alpha3ToAlpha2(upper);
  const plain = value.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
  // Own keys only: a cell reading "constructor" is not a name.
  if (Object.hasOwn(EXTRA_NAMES, plain)) return EXTRA_NAMES[plain];
  for (const locale of LOCALES) {
    const code = countries.getAlpha2Code(value, locale) ?? countries.getSimpleAlpha2Code(value, locale);
    if (code) return code;
  }
  return undefined;
}

export function isUnitedStates(countryCode: string | undefined): boolean {
  return countryCode === undefined || countryCode === 'US';
}
