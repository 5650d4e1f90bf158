// Turns validated rows into a plan: for each row create, update (with its field changes),
// unchanged, conflict, held (possible matches waiting for a person), skipped (the mode or a
// decision leaves it out) or invalid. Sends no write. Matching finds the person, not just the
// email: see src-shared/matching and docs/readme/matching.md.
import { IDENTIFYING_FIELDS } from '../../../../src-shared/matching/identifying-fields';
import { problemsMessage } from '../../../../src-shared/import-pipeline/plan-input';
import type { JobRow, MatchChoice, MatchKey } from '../../../../src-shared/bridge/jobs';
import { isBlank } from '../../../../src-shared/diff';
import {
  findInFileDuplicates,
  matchRow,
  UserIndex,
  type Candidate,
  type InFileFinding,
  type MatchResult,
} from '../../../../src-shared/matching';
import { refineWeights } from '../../../../src-shared/matching/em';
import { candidateSentence, evidenceSentence } from '../../../../src-renderer/src/lib/words/match-evidence-words';
import type { ApiClient } from '../../api/types';
import { fingerprintOf, personLabel, type NewDecision, type RememberedDecision } from '../../matches';
import { decisionsByRow, refusedDecision } from '../../matches/decision-check';
import { matchProbes, matchValueOf, MATCH_KEY_LABEL, repeatedMatchValues } from './match-key';
import { searchedEvidence, searchedUsers } from '../../matches/searched-users';
import {
  isSearchDecision,
  rememberedSearches,
  rememberedSearchOutcome,
  searchDecisionFacts,
} from '../../matches/remembered-search';
import type { RequestContext } from '../requests/request';
import type { PlannedCandidate, PlannedRow, RowMatch } from '../types';
import { problemData, problemWordsLine } from '../problem-words';
import { collectUsers, type LookupOptions } from './user-lookup';
import {
  policyOf,
  RowPlanner,
  type InputRow,
  type MatchingSettings,
  type PlanSettings,
  type User,
} from './row-planner';

export { createBody, type MatchingSettings, type PlanSettings } from './row-planner';

export interface PlanOutcome {
  rows: PlannedRow[];
  lookup: string;
  /** The decisions given with this plan, to remember once the job has its id. */
  decided: NewDecision[];
}

const DEFAULT_MATCHING: MatchingSettings = { possibleMatches: 'hold', decisions: [], lists: 'add', onlyFillEmpty: [] };

export async function planRows(
  rows: readonly InputRow[],
  settings: PlanSettings,
  client: ApiClient,
  ctx: RequestContext,
  lookup: LookupOptions = {},
  remembered: ReadonlyMap<string, RememberedDecision> = new Map(),
): Promise<PlanOutcome> {
  const matching = settings.matching ?? DEFAULT_MATCHING;
  const ok = rows.filter((row) => (row.problems ?? []).length === 0);
  const collected = await collectUsers(client, matchProbes(ok.map((row) => row.user)), ctx, lookup);
  const index = new UserIndex(collected.users as User[]);
  // The users of decisions found by search: given now, or remembered for this file's rows.
  const searches = [...matching.decisions, ...rememberedSearches(ok, remembered)];
  const searched = await searchedUsers(searches, index, client, ctx);
  // m refined on this file and these users, where they allow and the rules ask (EM, src-shared/matching/em.ts).
  if (matching.rules?.refine)
    refineWeights(
      index,
      ok.map((row) => row.user),
    );
  const inFile = findInFileDuplicates(ok.map((row) => ({ rowNumber: row.rowNumber, user: row.user })));
  const explicit = decisionsByRow(matching.decisions);
  const shown = [...new Set([...IDENTIFYING_FIELDS, ...settings.fields])];
  const decided: NewDecision[] = [];
  const sameKeyAs = repeatedMatchValues(ok, settings.match);
  const label = MATCH_KEY_LABEL[settings.match];
  const policy = policyOf(matching);

  const planned = rows.map((row, index_): PlannedRow => {
    const value = (row.problems ?? []).length === 0 ? matchValueOf(row.user, settings.match) : null;
    const base = {
      index: index_,
      rowNumber: row.rowNumber,
      cells: row.cells,
      matchValue: value,
      userId: null,
      changes: [],
      message: '',
    };
    const problems = row.problems ?? [];
    if (problems.length > 0) {
      // Every problem of the row, those that only a create needs too (said so); kept as data too.
      const createOnly = row.createOnlyProblems ?? [];
      const message = problemsMessage(problems.map(problemWordsLine), createOnly.map(problemWordsLine));
      const data = problemData([...problems, ...createOnly]);
      return { ...base, plan: 'invalid', message, ...(data.length > 0 ? { problems: data } : {}) };
    }
    const noKey = `The row has no ${label} to match it with users on the service.`;
    // A row without its match key is still looked for by its other values; not found, it is refused as before.
    const earlier = sameKeyAs.get(row.rowNumber);
    if (earlier !== undefined) {
      return {
        ...base,
        plan: 'conflict',
        message: `Same ${label} as row ${earlier}: only row ${earlier} is imported. Merge the two rows and import again.`,
      };
    }
    const finding = inFile.get(row.rowNumber);
    if (finding?.code === 'repeated-inst-id') {
      return {
        ...base,
        plan: 'conflict',
        message: `Same institution ID (${finding.instId}) as row ${finding.firstRow}: only row ${finding.firstRow} is imported. Merge the two rows and import again.`,
      };
    }
    const result = matchRow(row.user, index, matching.rules ? { rules: matching.rules } : {});
    if (value === null && result.kind === 'none') return { ...base, plan: 'invalid', message: noKey };
    const several = value === null ? null : severalOnKey(result, settings.match, value);
    if (several) {
      const ids = several.map((user) => user.user_id).join(', ');
      return {
        ...base,
        plan: 'conflict',
        message: `${several.length} users on the service have this ${label} (user ${ids}); the row is left alone. Fix the duplicates on the service first.`,
      };
    }
    const plan = new RowPlanner(row, base, settings, matching, policy);
    if (result.kind === 'sure')
      return plan.onUser(result.candidate.user, { evidence: candidateSentence(result.candidate) });
    const nobody = result.kind === 'none' && finding?.code !== 'looks-like-row';
    if (nobody && remembered.size === 0) return plan.onNobody({});
    const fingerprint = fingerprintOf(row.user);
    const before = remembered.get(fingerprint);
    // A user found by search is not among the candidates, so a row with none may be decided too.
    if (nobody && !isSearchDecision(before)) return plan.onNobody({});

    // Held unless decided: by the person now, before (remembered), or by the job's rule.
    const candidates = result.kind === 'possible' ? result.candidates : [];
    const match: RowMatch = {
      candidates: candidates.map((c) => plannedCandidate(c, shown)),
      values: pick(row.user, shown),
      fingerprint,
    };
    const now = explicit.get(row.rowNumber);
    const refused = now && refusedDecision(now, candidates);
    if (refused) return { ...base, plan: 'held', message: refused, match };
    if (now !== undefined) {
      const decision = { fingerprint, choice: now.choice, rowNumber: row.rowNumber, label: personLabel(row.user) };
      const found = typeof now.choice === 'number' && now.foundBySearch ? searched.get(now.choice) : undefined;
      if (!found) {
        decided.push(decision);
        return plan.decide(now.choice, index, match, 'chosen for this job');
      }
      const planned = plan.onUser(
        found,
        { ...match, evidence: searchedEvidence(row.user, found, index, matching.rules) },
        `user ${found.user_id}: found by search, chosen for this job`,
      );
      decided.push({ ...decision, ...searchDecisionFacts(found, planned.op?.type === 'update' ? planned.op.set : {}) });
      return planned;
    }
    if (isSearchDecision(before)) {
      const { choice, decidedAt, jobId } = before;
      const again = { ...match, decidedBefore: { choice, decidedAt, jobId } };
      const outcome = rememberedSearchOutcome(before, searched);
      if (outcome.kind !== 'user') return { ...base, plan: outcome.kind, message: outcome.message, match: again };
      const evidence = searchedEvidence(row.user, outcome.user, index, matching.rules);
      return plan.onUser(outcome.user, { ...again, evidence }, outcome.note);
    }
    if (before && validChoice(before.choice, candidates)) {
      const when = before.decidedAt.slice(0, 10);
      return plan.decide(
        before.choice,
        index,
        { ...match, decidedBefore: { choice: before.choice, decidedAt: before.decidedAt, jobId: before.jobId } },
        `decided before, on ${when}, in job ${before.jobId}`,
      );
    }
    const why = heldReason(result, finding);
    if (matching.possibleMatches === 'create')
      return plan.decide('new', index, match, `${why}; this job creates such rows`);
    if (matching.possibleMatches === 'skip')
      return { ...base, plan: 'skipped', message: `${why}; this job skips such rows.`, match };
    return { ...base, plan: 'held', message: `${why}. Choose the user, a new person, or skip.`, match };
  });
  return { rows: planned, lookup: collected.how, decided };
}

/** The users an exact identifier (the match key's own value) names, when it names several. */
function severalOnKey(result: MatchResult<User>, key: MatchKey, value: string): User[] | null {
  if (result.kind !== 'possible' || !result.several) return null;
  const holders = result.candidates.map((c) => c.user).filter((user) => matchValueOf(user, key) === value);
  return holders.length > 1 ? holders : null;
}

function validChoice(choice: MatchChoice, candidates: readonly Candidate<User>[]): boolean {
  return typeof choice !== 'number' || candidates.some((c) => c.user.user_id === choice);
}

function heldReason(result: MatchResult<User>, finding: InFileFinding | undefined): string {
  if (result.kind === 'possible') {
    const n = result.candidates.length;
    return `Possible match${n > 1 ? `es: ${n} users could be this person` : ''} (${result.candidates.map((c) => `user ${c.user.user_id}: ${candidateSentence(c)}`).join(' | ')})`;
  }
  if (finding?.code === 'looks-like-row')
    return `Looks like the same person as row ${finding.firstRow} of this file (${evidenceSentence(finding.evidence)})`;
  return 'Possible match';
}

function pick(record: Readonly<Record<string, unknown>>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => !isBlank(record[field])).map((field) => [field, record[field]]));
}

function plannedCandidate(candidate: Candidate<User>, fields: readonly string[]): PlannedCandidate {
  return {
    userId: candidate.user.user_id,
    score: Math.round(candidate.score * 10) / 10,
    probability: candidate.probability,
    evidence: candidateSentence(candidate),
    codes: [...candidate.evidence.map((e) => e.code), ...candidate.guards.map((g) => g.code)],
    values: pick(candidate.user, fields),
  };
}

/** The matching facts of a plan row, as the bridge shows them. */
export function matchFields(
  match: RowMatch | undefined,
): Pick<JobRow, 'evidence' | 'candidates' | 'values' | 'decidedBefore'> {
  if (!match) return {};
  return {
    ...(match.evidence ? { evidence: match.evidence } : {}),
    ...(match.candidates ? { candidates: match.candidates } : {}),
    ...(match.values ? { values: match.values } : {}),
    ...(match.decidedBefore ? { decidedBefore: match.decidedBefore } : {}),
  };
}
