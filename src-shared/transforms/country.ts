import countries from 'i18n-iso-countries';
import da from 'i18n-iso-countries/langs/da.json';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import es from 'i18n-iso-countries/langs/es.json';
import fi from 'i18n-iso-countries/langs/fi.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import it from 'i18n-iso-countries/langs/it.json';
import nb from 'i18n-iso-countries/langs/nb.json';
import nl from 'i18n-iso-countries/langs/nl.json';
import pl from 'i18n-iso-countries/langs/pl.json';
import pt from 'i18n-iso-countries/langs/pt.json';
import sv from 'i18n-iso-countries/langs/sv.json';
import type { TransformOutcome } from './types';

// Names in English and in the languages of partner institutions' lists (Deutschland, España,
// Nederland, Brasil, Sverige, Polska...).
const LANGUAGES = [en, fr, de, es, it, nl, pt, sv, nb, da, fi, pl];
for (const locale of LANGUAGES) countries.registerLocale(locale);
const LOCALES = LANGUAGES.map((locale) => locale.locale);

// Names staff and systems write that the ISO lists do not carry (older names, abbreviations,
// the official forms registrar systems print: "Viet Nam", "Congo, Democratic Republic of the").
const EXTRA_NAMES: Record<string, string> = {
  england: 'GB', scotland: 'GB', wales: 'GB', 'northern ireland': 'GB', britain: 'GB', uk: 'GB', 'u k': 'GB',
  'united kingdom of great britain and northern ireland': 'GB',
  'u s': 'US', 'u s a': 'US', america: 'US', 'united states of america': 'US', holland: 'NL',
  korea: 'KR', prc: 'CN', 'mainland china': 'CN', rok: 'KR', roc: 'TW', 'republic of china': 'TW', uae: 'AE', ksa: 'SA', 'kingdom of saudi arabia': 'SA',
  'viet nam': 'VN', 'east timor': 'TL', 'vatican city': 'VA', 'holy see': 'VA', brunei: 'BN', syria: 'SY', 'slovak republic': 'SK', byelorussia: 'BY',
  burma: 'MM', swaziland: 'SZ', macedonia: 'MK', 'republic of macedonia': 'MK', eire: 'IE', 'republic of ireland': 'IE', nihon: 'JP',
  drc: 'CD', 'democratic republic of the congo': 'CD', 'congo democratic republic': 'CD', 'congo democratic republic of the': 'CD', 'congo kinshasa': 'CD',
  'republic of the congo': 'CG', 'congo republic of the': 'CG', 'congo brazzaville': 'CG',
  'korea democratic people s republic of': 'KP', 'north korea': 'KP',
  'hong kong sar': 'HK', 'hong kong china': 'HK', 'china hong kong sar': 'HK', 'macau sar': 'MO', 'macao sar': 'MO', 'macau china': 'MO', 'china macao sar': 'MO',
  'u s virgin islands': 'VI', 'us virgin islands': 'VI', 'british virgin islands': 'VG',
};

/**
 * Names whose part before a comma or bracket names another country: "Congo, Democratic Republic
 * of the" is not Congo, nor "Korea, Democratic People's Republic of" the Korea staff mean.
 */
const AMBIGUOUS_BASES = new Set(['congo', 'korea', 'virgin islands', 'china', 'sudan', 'guinea', 'samoa', 'ireland', 'saint martin', 'sint maarten']);

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
  const written = value.trim();
  const plain = written.toLowerCase().replace(/[.,()']/g, ' ').replace(/\s+/g, ' ').trim();
  // Own keys only: a cell reading "constructor" is not a name.
  if (Object.hasOwn(EXTRA_NAMES, plain)) return EXTRA_NAMES[plain];
  // As written; then "The Bahamas" -> Bahamas, "Trinidad & Tobago", "St Kitts and Nevis" -> Saint Kitts...
  const variants = [written, written.replace(/^the\s+/i, '').replace(/\s*&\s*/g, ' and ').replace(/^st\.?\s+/i, 'Saint ')];
  for (const name of variants) {
    const code = byName(name);
    if (code) return code;
  }
  // The official form "Venezuela, Bolivarian Republic of" or "Iran (Islamic Republic of)": the name before it, when that is one country's.
  const base = /^([^,(]+?)\s*[,(]/.exec(written)?.[1];
  if (base && !AMBIGUOUS_BASES.has(base.toLowerCase())) return byName(base);
  return undefined;
}

function byName(name: string): string | undefined {
  for (const locale of LOCALES) {
    const code = countries.getAlpha2Code(name, locale) ?? countries.getSimpleAlpha2Code(name, locale);
    if (code) return code;
  }
  return undefined;
}

export function isUnitedStates(countryCode: string | undefined): boolean {
  return countryCode === undefined || countryCode === 'US';
}
