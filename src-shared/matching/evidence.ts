// What the matcher saw, as codes with parameters and weights. A candidate's score is the sum of its
// evidence's weights (log2 of the likelihood ratio, in bits); each door words the codes.
import { LEVELS, type EvidenceCode, type MatchField } from './levels';

export type { EvidenceCode, MatchField } from './levels';

export interface Evidence {
  code: EvidenceCode;
  field: MatchField;
  /** log2(m / u): positive for agreement, negative for disagreement. */
  weight: number;
  /** The compared values as written, for the words: { row, user } or one of them, and details. */
  params: Record<string, string>;
}

export function evidence(code: EvidenceCode, weight: number, params: Record<string, string> = {}): Evidence {
  return { code, field: LEVELS[code].field, weight, params };
}

export function scoreOf(items: readonly Evidence[]): number {
  return items.reduce((sum, item) => sum + item.weight, 0);
}

/** The match probability of a score, given the prior chance that a compared pair is one person. */
export function probabilityOf(score: number, prior: number): number {
  const bits = score + Math.log2(prior / (1 - prior));
  if (bits > 60) return 1;
  if (bits < -60) return 0;
  return 1 / (1 + 2 ** -bits);
}
