// A header's words against the tables: the false friends they meet, and the synonyms they spell or contain.
import { distance } from 'fastest-levenshtein';
import {
  EXACT_ONLY_SYNONYMS,
  FALSE_FRIENDS,
  mayMisspell,
  ORDINARY_WORD_SYNONYMS,
  OTHER_MEANING_WORDS,
  SYNONYM_LIST,
  SYNONYM_WORDS,
  type FalseFriend,
} from '../synonyms';
import { because, type MappingReason } from '../reason-codes';
import type { Candidate } from './reading';

/** A false friend a header's words meet, and the words that met it ("spouse"; "date" and "death"). */
export interface MetFalseFriend {
  rule: FalseFriend;
  said: string[];
}

/** The false friends a header's words meet, and the words that met each. */
export function falseFriendsOf(words: readonly string[]): MetFalseFriend[] {
  const met: MetFalseFriend[] = [];
  for (const rule of FALSE_FRIENDS) {
    const word = words.find((w) => rule.words.includes(w));
    if (word === undefined) continue;
    if (!rule.with) met.push({ rule, said: [word] });
    else {
      const other = words.find((w) => w !== word && rule.with!.includes(w));
      if (other === undefined) continue;
      const [first, second] = words.indexOf(word) < words.indexOf(other) ? [word, other] : [other, word];
      met.push({ rule, said: [first, second] });
    }
  }
  return met;
}

/** The reason of a header a false friend keeps off every field. */
export const refusalOf = ({ rule, said }: MetFalseFriend, header: string): MappingReason =>
  because('header.false-friend', { header, words: said, about: rule.about });

/**
 * Whether a header holding all of a synonym's words is about what the synonym names: not when
 * its other words give it another meaning ("Last Gift Amount", "Age Group"), nor when the
 * synonym is an ordinary word ("last", "class") among words that are no synonym's ("Class Agent").
 */
function containsAsMeant(words: readonly string[], synonym: string, synonymWords: readonly string[]): boolean {
  const others = words.filter((word) => !synonymWords.includes(word));
  if (others.some((word) => OTHER_MEANING_WORDS.has(word))) return false;
  return !ORDINARY_WORD_SYNONYMS.has(synonym) || others.every((word) => SYNONYM_WORDS.has(word));
}

/**
 * The synonyms a header (its normalised words) is spelled much like ("Emial Adress") or contains
 * ("Primary Home Email Address"), each a candidate scored by how close it is.
 */
export function wordCandidates(header: string, words: readonly string[]): Candidate[] {
  const normal = words.join(' ');
  const candidates: Candidate[] = [];
  for (const synonym of SYNONYM_LIST) {
    if (EXACT_ONLY_SYNONYMS.has(synonym.name)) continue;
    const synonymWords = synonym.name.split(' ');
    if (synonym.name.length >= 4 && mayMisspell(words, synonym.target)) {
      const similarity = 1 - distance(normal, synonym.name) / Math.max(normal.length, synonym.name.length);
      if (similarity >= 0.75) {
        candidates.push({
          target: synonym.target,
          score: 0.5 + (similarity - 0.75) * 1.4,
          reason: because('header.spelled-like', { header, synonym: synonym.name, target: synonym.target }),
        });
      }
    }
    const significant = synonymWords.length > 1 || synonym.name.length >= 4;
    if (
      significant &&
      synonymWords.every((word) => words.includes(word)) &&
      containsAsMeant(words, synonym.name, synonymWords)
    ) {
      candidates.push({
        target: synonym.target,
        score: 0.55 + 0.15 * (synonymWords.length / words.length),
        reason: because('header.contains', { header, synonym: synonym.name, target: synonym.target }),
      });
    }
  }
  return candidates;
}
