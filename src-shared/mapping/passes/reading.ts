// What the passes hand each other: a column's candidate targets, and what its header says of it.
import type { ColumnPart } from '../column-parts';
import type { MappingReason } from '../reason-codes';
import type { ColumnTarget } from '../types';

export interface Candidate {
  target: ColumnTarget;
  score: number;
  reason: MappingReason;
  /** A claim another column's equal claim beats, values weighed ("Phone" beside "Home Phone"). */
  yields?: boolean;
}

/** What a header says of its column. */
export interface HeaderReading {
  candidates: Candidate[];
  /** Why the header is not matched by spelling or words, or why its matches were dropped. */
  refusal?: MappingReason;
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

/** A reading of no candidate, with why. */
export const refused = (refusal: MappingReason): HeaderReading => ({ candidates: [], refusal });
