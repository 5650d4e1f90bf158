// EM refinement of the m probabilities on the file and the service (as Splink does): the pairs the
// blocking keys bring are weighed with the current m, each pair's chance of being one person is
// estimated (E), and each level's m becomes the share of the likely matches that land at it (M),
// repeated until it settles. u stays as measured on the users (weights.ts).
//
// Kept safe: the defaults count as pseudo-pairs (a small file hardly moves them), an m moves at most
// four-fold (two bits of weight) from its default, a field seen on too few likely matches keeps its
// defaults, birth date is not refined (its levels mix full dates and year-only dates), and pairs a
// guard holds are left out. The hard guards do not depend on weights: no refinement makes a guarded
// candidate sure.
import { compareProfiles } from './comparators';
import type { Evidence } from './evidence';
import { guardsOf } from './guards';
import { LEVELS, type EvidenceCode, type MatchField } from './levels';
import { profileOf } from './profile';
import type { IndexedUser, UserIndex } from './user-index';

/** The fields whose m are refined. */
const REFINED = new Set<MatchField>([
  'first_name',
  'last_name',
  'class_year',
  'gender',
  'suffix',
  'inst_id',
  'email',
  'phone',
  'postcode',
  'street',
  'city',
]);

export interface EmOptions {
  /** The defaults weigh as this many likely matches. */
  pseudoPairs?: number;
  /** Fewer likely matches than this in all: nothing is refined. */
  minMatches?: number;
  /** A field seen on fewer likely matches than this keeps its defaults. */
  minFieldMatches?: number;
  /** Most rows compared for the estimate (a sample, every k-th row, beyond it). */
  maxRows?: number;
  iterations?: number;
}

export interface EmOutcome {
  /** The refined m, by level (empty: the data did not allow it). */
  m: Map<EvidenceCode, number>;
  pairs: number;
  /** The expected number of matches among the pairs. */
  matches: number;
  iterations: number;
}

const DEFAULTS: Required<EmOptions> = {
  pseudoPairs: 200,
  minMatches: 200,
  minFieldMatches: 100,
  maxRows: 10_000,
  iterations: 20,
};

const MAX_FACTOR = 4;

/** Estimates m on compared pairs (each the evidence of one row against one candidate, at the default m). */
export function estimateM(pairs: readonly (readonly Evidence[])[], options: EmOptions = {}): EmOutcome {
  const o = { ...DEFAULTS, ...options };
  const m = new Map<EvidenceCode, number>();
  if (pairs.length === 0) return { m, pairs: 0, matches: 0, iterations: 0 };
  const defaultM = (code: EvidenceCode) => LEVELS[code].m;
  const fieldMass = new Map<MatchField, number>();
  for (const level of Object.values(LEVELS))
    if (REFINED.has(level.field)) fieldMass.set(level.field, (fieldMass.get(level.field) ?? 0) + level.m);

  let lambda = 0.5;
  let matches = 0;
  let iterations = 0;
  const posterior = new Float64Array(pairs.length);
  for (; iterations < o.iterations; iterations++) {
    // E: each pair's chance of being one person under the current m and share of matches.
    const priorBits = Math.log2(lambda / (1 - lambda));
    matches = 0;
    pairs.forEach((items, p) => {
      let bits = priorBits;
      for (const item of items)
        bits += item.weight + Math.log2((m.get(item.code) ?? defaultM(item.code)) / defaultM(item.code));
      posterior[p] = bits > 60 ? 1 : bits < -60 ? 0 : 1 / (1 + 2 ** -bits);
      matches += posterior[p]!;
    });
    if (matches < o.minMatches) return { m: new Map(), pairs: pairs.length, matches, iterations: iterations + 1 };
    lambda = Math.min(0.99, Math.max(1e-6, matches / pairs.length));
    // M: per field, the likely matches seen at each level, the defaults as pseudo-pairs.
    const seen = new Map<MatchField, number>();
    const atLevel = new Map<EvidenceCode, number>();
    pairs.forEach((items, p) => {
      const q = posterior[p]!;
      const fields = new Set<MatchField>();
      for (const item of items) {
        if (!REFINED.has(item.field)) continue;
        atLevel.set(item.code, (atLevel.get(item.code) ?? 0) + q);
        fields.add(item.field);
      }
      for (const field of fields) seen.set(field, (seen.get(field) ?? 0) + q);
    });
    let moved = 0;
    for (const [code, level] of Object.entries(LEVELS) as [EvidenceCode, (typeof LEVELS)[EvidenceCode]][]) {
      const total = seen.get(level.field) ?? 0;
      if (!REFINED.has(level.field) || total < o.minFieldMatches) continue;
      const mass = fieldMass.get(level.field)!;
      const share = ((atLevel.get(code) ?? 0) + (o.pseudoPairs * level.m) / mass) / (total + o.pseudoPairs);
      // Each true pair lands at one level of a field: the shares add up to 1 (the defaults are taken in proportion).
      const next = Math.min(level.m * MAX_FACTOR, Math.max(level.m / MAX_FACTOR, share), 0.999);
      moved = Math.max(moved, Math.abs(next - (m.get(code) ?? level.m)));
      m.set(code, next);
    }
    if (moved < 1e-4) {
      iterations++;
      break;
    }
  }
  return { m, pairs: pairs.length, matches, iterations };
}

/**
 * Refines the index's m on the rows (a sample of at most maxRows) against the users their blocking keys
 * bring, and makes the index weigh with them from now on. Answers what was estimated.
 */
export function refineWeights<U extends IndexedUser>(
  index: UserIndex<U>,
  rows: readonly Readonly<Record<string, unknown>>[],
  options: EmOptions = {},
): EmOutcome {
  const maxRows = options.maxRows ?? DEFAULTS.maxRows;
  const step = Math.max(1, Math.ceil(rows.length / maxRows));
  index.model.useM(new Map()); // the pairs are weighed at the defaults, as estimateM expects
  const pairs: Evidence[][] = [];
  for (let r = 0; r < rows.length; r += step) {
    const profile = profileOf(rows[r]!);
    for (const i of index.candidates(profile)) {
      const items = compareProfiles(profile, index.profiles[i]!, index.model);
      // A pair a guard holds (twins, father and son, a household) is not counted: it would teach the model
      // that another first name, class year or suffix happens between one person's records.
      if (guardsOf(items, profile, index.profiles[i]!).length === 0) pairs.push(items);
    }
  }
  const outcome = estimateM(pairs, options);
  index.model.useM(outcome.m);
  return outcome;
}
