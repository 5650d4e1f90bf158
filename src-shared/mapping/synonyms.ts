// Header names for each target, assembled from the data tables in ./headers (one module a topic:
// names, contact, person, addresses, online, account, consent; false friends and words of other
// meanings). Matched after normaliseHeader (accents removed). To teach a header or a vendor's
// export, add a row to the table of its topic.
import { ACCOUNT_HEADERS } from './headers/account';
import { ADDRESS_HEADERS } from './headers/addresses';
import { CONSENT_HEADERS } from './headers/consent';
import { CONTACT_HEADERS } from './headers/contact';
import { FALSE_FRIENDS } from './headers/false-friends';
import type { HeaderRow } from './headers/header-row';
import { NAME_HEADERS } from './headers/names';
import { ONLINE_HEADERS } from './headers/online';
import { OTHER_MEANING_WORDS } from './headers/other-meanings';
import { PERSON_HEADERS } from './headers/person';
import { targetKey } from './target-key';
import { wordsOf } from './normalise-header';
import type { ColumnTarget } from './types';

export { FALSE_FRIENDS, type FalseFriend } from './headers/false-friends';
export { EXACT_ONLY_SYNONYMS, ORDINARY_WORD_SYNONYMS, OTHER_MEANING_WORDS } from './headers/other-meanings';
export { WHOLE_NAME_HEADERS, namesLastFirst } from './headers/whole-names';

/** Every row of every table, in the order matches are tried. */
export const HEADER_ROWS: readonly HeaderRow[] = [
  ...NAME_HEADERS,
  ...CONTACT_HEADERS,
  ...PERSON_HEADERS,
  ...ADDRESS_HEADERS,
  ...ONLINE_HEADERS,
  ...ACCOUNT_HEADERS,
  ...CONSENT_HEADERS,
];

/** Every synonym with its target, for fuzzy and word matching. */
export const SYNONYM_LIST: readonly { name: string; target: ColumnTarget }[] = HEADER_ROWS.flatMap(
  ({ target, headers }) => headers.map((name) => ({ name, target })),
);

/**
 * Normalised header -> target, for exact hits. A synonym is also filed as a header's words read it ("home tel no"
 * as "home tel number"), else it could never be met exactly.
 */
export const HEADER_SYNONYMS: ReadonlyMap<string, ColumnTarget> = fileSynonyms();

function fileSynonyms(): Map<string, ColumnTarget> {
  const byName = new Map(SYNONYM_LIST.map(({ name, target }) => [name, target] as const));
  for (const { name, target } of SYNONYM_LIST) {
    const read = wordsOf(name).join(' ');
    if (!byName.has(read)) byName.set(read, target);
  }
  return byName;
}

/** Every word of a synonym: a header whose other words are all among them is about the same thing. */
export const SYNONYM_WORDS: ReadonlySet<string> = new Set(SYNONYM_LIST.flatMap(({ name }) => name.split(' ')));

/**
 * Every word a header may hold that is a word of its own, not a typo: the words of the
 * synonyms, of the false friends and OTHER_MEANING_WORDS, and numbers ("Address Line 2" is no
 * misspelt "Address Line 1").
 */
const KNOWN_WORDS: ReadonlySet<string> = new Set([
  ...SYNONYM_WORDS,
  ...FALSE_FRIENDS.flatMap((rule) => [...rule.words, ...(rule.with ?? [])]),
  ...OTHER_MEANING_WORDS,
]);

/**
 * The words of each target's synonyms, by target key: "contry" is a word of Home country's ("Contry Long Dscription"),
 * not of another's.
 */
const WORDS_BY_TARGET: ReadonlyMap<string, ReadonlySet<string>> = SYNONYM_LIST.reduce((byTarget, { name, target }) => {
  const key = targetKey(target);
  byTarget.set(key, new Set([...(byTarget.get(key) ?? []), ...name.split(' ')]));
  return byTarget;
}, new Map<string, Set<string>>());

/**
 * Whether a header (its normalised words) may be a misspelling of a name of the target: none of
 * its words is a word of its own that the target's names lack ("County" is a word, not a misspelt
 * "Country"; "Date of Death" is no "Date of Birth"; "Address Line 2" no "Address Line 1"; "Emial
 * Adress" may well be "Email Address", and "Contry" "Country"). `alsoAllowed`: words that may be
 * met besides (a renamed header's former words).
 */
export function mayMisspell(
  words: readonly string[],
  target: ColumnTarget,
  alsoAllowed: readonly string[] = [],
): boolean {
  const targetWords = WORDS_BY_TARGET.get(targetKey(target));
  const allowed = (word: string): boolean => targetWords?.has(word) === true || alsoAllowed.includes(word);
  // A plural or a singular of an allowed word is allowed ("Constituent Code" for "Constituent Codes"), unless a word of
  // its own ("Term" is no "Terms").
  const inflected = (word: string): boolean =>
    !OTHER_MEANING_WORDS.has(word) && (allowed(`${word}s`) || (word.endsWith('s') && allowed(word.slice(0, -1))));
  return words.every((word) => !(KNOWN_WORDS.has(word) || /^\d+$/.test(word)) || allowed(word) || inflected(word));
}
