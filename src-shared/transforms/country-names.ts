// Country names in many languages, looked up by a key that ignores case, accents and punctuation: the index is
// built on the first name looked up, and the languages of later tiers only when a name is found in none before.
// The library's own entry, not its Node one (which registers every one of its languages on load).
import countries from 'i18n-iso-countries/index';
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
import zh from 'i18n-iso-countries/langs/zh.json';
import ja from 'i18n-iso-countries/langs/ja.json';
import ko from 'i18n-iso-countries/langs/ko.json';
import ar from 'i18n-iso-countries/langs/ar.json';
import ru from 'i18n-iso-countries/langs/ru.json';
import bg from 'i18n-iso-countries/langs/bg.json';
import bs from 'i18n-iso-countries/langs/bs.json';
import cs from 'i18n-iso-countries/langs/cs.json';
import el from 'i18n-iso-countries/langs/el.json';
import et from 'i18n-iso-countries/langs/et.json';
import he from 'i18n-iso-countries/langs/he.json';
import hr from 'i18n-iso-countries/langs/hr.json';
import hu from 'i18n-iso-countries/langs/hu.json';
import id from 'i18n-iso-countries/langs/id.json';
import is from 'i18n-iso-countries/langs/is.json';
import lt from 'i18n-iso-countries/langs/lt.json';
import lv from 'i18n-iso-countries/langs/lv.json';
import mk from 'i18n-iso-countries/langs/mk.json';
import ms from 'i18n-iso-countries/langs/ms.json';
import mt from 'i18n-iso-countries/langs/mt.json';
import ro from 'i18n-iso-countries/langs/ro.json';
import sk from 'i18n-iso-countries/langs/sk.json';
import sl from 'i18n-iso-countries/langs/sl.json';
import sq from 'i18n-iso-countries/langs/sq.json';
import sr from 'i18n-iso-countries/langs/sr.json';
import th from 'i18n-iso-countries/langs/th.json';
import tr from 'i18n-iso-countries/langs/tr.json';
import uk from 'i18n-iso-countries/langs/uk.json';
import vi from 'i18n-iso-countries/langs/vi.json';
import { withoutAccents } from './text';
import { EXTRA_NAMES } from './country-extra-names';

// Names in English and in the languages of partner institutions' lists (Deutschland, España,
// Nederland, Brasil, Sverige, Polska...).
const LANGUAGES = [en, fr, de, es, it, nl, pt, sv, nb, da, fi, pl];
for (const locale of LANGUAGES) countries.registerLocale(locale);
const LOCALES = LANGUAGES.map((locale) => locale.locale);
// ...and in the scripts of alumni chapters abroad (中国, 日本, 대한민국, السعودية, Россия): indexed only
// when a name in another script is met (they double the index a Latin-script list never needs).
const OTHER_SCRIPTS = [zh, ja, ko, ar, ru];
const BEYOND_LATIN = /[^\t-\u024f\u1e00-\u1eff\u2000-\u206f]/;
// ...and in the other languages of Europe and of large alumni communities, so that a country's
// name in its own language is read (Česko, Magyarország, Ελλάδα, Hrvatska, Eesti, Україна,
// Srbija): indexed only when a name is found in none of the above.
const OWN_LANGUAGES = [cs, sk, hu, el, hr, bs, sr, sl, et, lv, lt, uk, bg, ro, mk, sq, mt, is, tr, he, th, vi, id, ms];

/**
 * Names whose part before a comma or bracket names another country: "Congo, Democratic Republic
 * of the" is not Congo, nor "Korea, Democratic People's Republic of" the Korea staff mean.
 */
const AMBIGUOUS_BASES = new Set([
  'congo',
  'korea',
  'virgin islands',
  'china',
  'sudan',
  'guinea',
  'samoa',
  'ireland',
  'saint martin',
  'sint maarten',
]);

/** Marks read as a space in a name: dots, commas, brackets, dashes and every apostrophe (' ’ ‘ ʼ ´ ` ′). */
const NAME_MARKS = /[.,()'’‘ʼ´`′\-‐‑–—]+/g;

/**
 * A name as looked up: lower case, accents dropped (É is E, ß is ss), apostrophes, dashes and
 * dots read as spaces, & as "and": "États-Unis d’Amérique" and "Etats Unis d'Amerique" are one key.
 */
export function nameKey(name: string): string {
  return withoutAccents(name.toLowerCase())
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(NAME_MARKS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Names that name two countries, in the languages above: refused, naming both, never one of them
 * guessed ("Congo" is Brazzaville's or Kinshasa's, "Korea" South or North).
 */
export const AMBIGUOUS_NAMES = new Map<string, readonly [string, string]>([
  ...['congo', 'kongo', 'конго'].map((name) => [name, ['CG', 'CD']] as const),
  ...['korea', 'corea', 'coree', 'coreia', 'корея', 'koree'].map((name) => [name, ['KR', 'KP']] as const),
  ...['virgin islands', 'islas virgenes', 'iles vierges'].map((name) => [name, ['VG', 'VI']] as const),
]);
/** The one of two countries a shared name almost always means in a list of people: South Korea. */
export const MOSTLY_MEANT = 'KR';
/** The codes an ambiguous name's lookup may land on: only then is the name checked against AMBIGUOUS_NAMES. */
export const AMBIGUOUS_CODES = new Set([...AMBIGUOUS_NAMES.values()].flat());

let index: Map<string, string> | undefined;
/** Languages indexed only when a name is not found in those before them: most lists never need them. */
const LATER_TIERS = {
  otherScripts: { locales: OTHER_SCRIPTS, indexed: false },
  ownLanguages: { locales: OWN_LANGUAGES, indexed: false },
};

/**
 * Every name of the ISO lists in the languages above and of EXTRA_NAMES, by nameKey; built once, on the first name
 * looked up.
 */
function nameIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  // The extra names first, then the languages in order: the first to give a key keeps it.
  for (const [name, code] of Object.entries(EXTRA_NAMES)) index.set(nameKey(name), code);
  addNames(index, LOCALES);
  return index;
}

function addNames(names: Map<string, string>, locales: readonly string[]): void {
  for (const locale of locales) {
    for (const [code, localeNames] of Object.entries(countries.getNames(locale, { select: 'all' }))) {
      for (const name of localeNames as unknown as string[]) {
        const key = nameKey(name);
        if (!names.has(key)) names.set(key, code);
      }
    }
  }
}

/** The index with a later tier of languages added, the first time it is asked for. */
function withTier(
  names: Map<string, string>,
  tier: (typeof LATER_TIERS)[keyof typeof LATER_TIERS],
): Map<string, string> {
  if (tier.indexed) return names;
  tier.indexed = true;
  for (const locale of tier.locales) countries.registerLocale(locale);
  addNames(
    names,
    tier.locales.map((locale) => locale.locale),
  );
  return names;
}

/** The index with the names in Chinese, Japanese, Korean, Arabic and Russian added. */
const nameIndexWithOtherScripts = (): Map<string, string> => withTier(nameIndex(), LATER_TIERS.otherScripts);

/**
 * The index with the names in the countries' own languages added too (Česko, Magyarország), for a name found nowhere
 * else.
 */
const nameIndexWithOwnLanguages = (): Map<string, string> =>
  withTier(nameIndexWithOtherScripts(), LATER_TIERS.ownLanguages);

/** The code of a country name (key: its nameKey), in the index's languages; undefined when none names it. */
export function lookUpName(value: string, key: string): string | undefined {
  return (
    lookUpIn(BEYOND_LATIN.test(value) ? nameIndexWithOtherScripts() : nameIndex(), value, key) ??
    lookUpIn(nameIndexWithOwnLanguages(), value, key)
  );
}

function lookUpIn(names: Map<string, string>, value: string, key: string): string | undefined {
  // Own entries of a Map only: a cell reading "constructor" is not a name.
  const code = names.get(key);
  if (code) return code;
  // "The Bahamas" -> Bahamas, "St Kitts and Nevis" -> Saint Kitts...
  const variant = key.replace(/^the /, '').replace(/^st /, 'saint ');
  if (variant !== key && names.has(variant)) return names.get(variant);
  // The official form "Venezuela, Bolivarian Republic of" or "Iran (Islamic Republic of)": the name before it, when
  // that is one country's.
  const base = /^([^,(]+?)\s*[,(]/.exec(value.trim())?.[1];
  if (base === undefined) return undefined;
  const baseKey = nameKey(base);
  return AMBIGUOUS_BASES.has(baseKey) ? undefined : names.get(baseKey);
}
