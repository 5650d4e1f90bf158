// What the passes hand each other: a column's candidate targets, and what its header says of it.
import type { ColumnPart } from '../column-parts';
import type { ColumnSuggestion, ColumnTarget } from '../types';

export interface Candidate {
  target: ColumnTarget;
  score: number;
  reason: string;
  /** A claim another column's equal claim beats, values weighed ("Phone" beside "Home Phone"). */
  yields?: boolean;
}

/** What a header says of its column. */
export interface HeaderReading {
  candidates: Candidate[];
  /** Why the header is not matched by spelling or words, or why its matches were dropped. */
  refusal?: string;
  /** The part of a value the column holds (an area code), when it holds one: never mapped on its own. */
  part?: ColumnPart;
  /** The part was told by the column's values, not its header ("Country Code" of 44, +49). */
  partByValues?: boolean;
  /** Targets the header rules out whatever its values ("Country of Birth": no address field). */
  excludes?: (target: ColumnTarget) => boolean;
  /** The file's layout settles the target (numbers by their kind): its values are not weighed. */
  settled?: boolean;
}

/** The lowest score a claim needs. */
export const MIN_SCORE = 0.5;
export const IGNORE: ColumnTarget = { kind: 'ignore' };
export const FULL_NAME: ColumnTarget = { kind: 'full-name' };

/** How the reason of a header kept off every field begins (refusalWords reads it back). */
export const NOT_MAPPED = 'not mapped: ';
/** The reason of a column naming the kinds of the numbers beside it ("Phone 1 Type"). */
export const NAMES_KINDS = `${NOT_MAPPED}it names the kind of each number in `;

/** A reading of no candidate, with why. */
export const refused = (refusal: string): HeaderReading => ({ candidates: [], refusal });

/**
 * Why a column was kept off every field on purpose, by a word of its header ("the word "advisor" in ..."), or
 * undefined.
 */
export function refusalWords(suggestion: ColumnSuggestion): string | undefined {
  const { reason } = suggestion;
  return suggestion.target.kind === 'ignore' &&
    (reason.startsWith(`${NOT_MAPPED}the word`) || reason.startsWith(NAMES_KINDS))
    ? reason.slice(NOT_MAPPED.length)
    : undefined;
}

/**
 * Why a column was left out, in words to follow its name ("no User field matches ..."): its reason without the "not
 * mapped" it begins with.
 */
export function leftOutWords(suggestion: ColumnSuggestion): string {
  return suggestion.reason.startsWith(NOT_MAPPED) ? suggestion.reason.slice(NOT_MAPPED.length) : suggestion.reason;
}
