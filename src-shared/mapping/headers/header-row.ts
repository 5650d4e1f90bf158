import type { ColumnTarget } from '../types';

/** Headers that name one target, and why they do (their source: a vendor's export, a language, a usage). */
export interface HeaderRow {
  target: ColumnTarget;
  /** One line: where these headers come from, or what they mean there. */
  why: string;
  /** Normalised as normaliseHeader writes them: lower case, accents and punctuation removed. */
  headers: readonly string[];
}
