// One row against the service's users (Fellegi-Sunter): the users sharing a blocking key are
// compared field by field, each comparison weighs log2(m/u), the sum gives a match probability.
// The row ends as a sure match (an update), possible matches (held for a decision, best first) or
// no match (a create). Hard guards (guards.ts) keep a candidate from being sure whatever its sum.
import { compareProfiles, weighProfiles } from './comparators';
import { probabilityOf, scoreOf, type Evidence } from './evidence';
import { guardsOf, type Guard } from './guards';
import type { EvidenceCode, MatchField } from './levels';
import { profileOf, type Profile } from './profile';
import { DEFAULT_MATCH_RULES, type MatchRules } from './rules';
import type { IndexedUser, UserIndex } from './user-index';

export type MatchStep = 'inst_id' | 'email' | 'secondary-email' | 'name';

export interface Candidate<U extends IndexedUser = IndexedUser> {
  user: U;
  /** The sum of the evidence's weights, in bits. */
  score: number;
  /**
   * The match probability of the score under the rules' prior; for a matched row's candidates, the chance of
   * being this user rather than another candidate or nobody.
   */
  probability: number;
  evidence: Evidence[];
  /** Why this candidate cannot be sure, whatever its score. */
  guards: Guard[];
}

export type MatchResult<U extends IndexedUser = IndexedUser> =
  | { kind: 'sure'; step: MatchStep; candidate: Candidate<U> }
  /** Held for a decision: candidates best first. `several` = the row's email or inst_id names several users. */
  | { kind: 'possible'; step: MatchStep; candidates: Candidate<U>[]; several?: boolean }
  | { kind: 'none' };

export interface MatchOptions {
  /** Most candidates kept for a held row. */
  maxCandidates?: number;
  rules?: MatchRules;
}

type Row = Readonly<Record<string, unknown>>;

const IDENTIFIER_CODES = new Set<EvidenceCode>([
  'same-inst-id',
  'same-email',
  'email-is-their-secondary',
  'secondary-is-their-email',
  'household-email',
]);

const fieldSets = new WeakMap<MatchRules, ReadonlySet<MatchField>>();

function fieldSet(rules: MatchRules): ReadonlySet<MatchField> {
  let set = fieldSets.get(rules);
  if (!set) fieldSets.set(rules, (set = new Set(rules.fields)));
  return set;
}

/** A row's evidence, score, probability and guards against one user. */
export function scoreCandidate<U extends IndexedUser>(
  row: Profile,
  user: U,
  profile: Profile,
  index: UserIndex<U>,
  rules: MatchRules = DEFAULT_MATCH_RULES,
): Candidate<U> {
  const all = compareProfiles(row, profile, index.model);
  const fields = fieldSet(rules);
  const counted = all.filter((item) => fields.has(item.field));
  const score = scoreOf(counted);
  return {
    user,
    score,
    probability: probabilityOf(score, rules.prior),
    evidence: counted,
    guards: guardsOf(all, row, profile),
  };
}

export function matchRow<U extends IndexedUser>(
  row: Row,
  index: UserIndex<U>,
  options: MatchOptions = {},
): MatchResult<U> {
  const rules = options.rules ?? DEFAULT_MATCH_RULES;
  const profile = profileOf(row);
  const kept: Candidate<U>[] = [];
  let odds = 0;
  const fields = fieldSet(rules);
  for (const i of index.candidates(profile)) {
    // Weighed first without the words: most users compared are nobody's match.
    const weighed = weighProfiles(profile, index.profiles[i]!, index.model, fields, IDENTIFIER_CODES);
    const probability = probabilityOf(weighed.score, rules.prior);
    odds += oddsOf(probability);
    if (probability >= rules.possible || weighed.flagged)
      kept.push(scoreCandidate(profile, index.users[i]!, index.profiles[i]!, index, rules));
  }
  if (kept.length === 0) return { kind: 'none' };
  // A row is at most one user: each candidate's chance of being the person, rather than another or nobody.
  for (const candidate of kept) candidate.probability = oddsOf(candidate.probability) / (1 + odds);
  kept.sort((a, b) => b.probability - a.probability || b.score - a.score || a.user.user_id - b.user.user_id);
  const best = kept[0]!;
  const anchored =
    rules.anchors.length === 0 || best.evidence.some((item) => item.weight > 0 && rules.anchors.includes(item.field));
  if (best.probability >= rules.sure && best.guards.length === 0 && anchored)
    return { kind: 'sure', step: stepOf(best), candidate: best };
  const holders = kept.filter((c) =>
    c.evidence.some((item) => item.code === 'same-inst-id' || item.code === 'same-email'),
  );
  return {
    kind: 'possible',
    step: stepOf(best),
    candidates: kept.slice(0, options.maxCandidates ?? 5),
    ...(holders.length > 1 ? { several: true } : {}),
  };
}

function oddsOf(probability: number): number {
  return probability >= 1 ? Number.MAX_VALUE / 1e10 : probability / (1 - probability);
}

function stepOf(candidate: Candidate): MatchStep {
  const codes = new Set(candidate.evidence.map((item) => item.code));
  if (codes.has('same-inst-id')) return 'inst_id';
  if (codes.has('same-email') || codes.has('household-email')) return 'email';
  if (codes.has('email-is-their-secondary') || codes.has('secondary-is-their-email')) return 'secondary-email';
  return 'name';
}
