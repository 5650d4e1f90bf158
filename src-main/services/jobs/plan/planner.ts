// Turns validated rows into a plan: for each row create, update (with its field changes),
// unchanged, conflict, held (possible matches waiting for a person), skipped (the mode or a
// decision leaves it out) or invalid. Sends no write. Matching finds the person, not just the
// email: see src-shared/matching and docs/readme/matching.md.
import { IDENTIFYING_FIELDS } from '../../../../src-shared/matching/identifying-fields';
import { problemsMessage } from '../../../../src-shared/import-pipeline/plan-input';
import type { z } from 'zod';
import type {
  ImportMode,
  JobRow,
  MatchChoice,
  MatchKey,
  matchingSettingsSchema,
  PlanInputRow,
} from '../../../../src-shared/bridge/jobs';
import { isBlank, type BlankRule } from '../../../../src-shared/diff';
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import {
  candidateSentence,
  evidenceSentence,
  findInFileDuplicates,
  matchRow,
  UserIndex,
  type Candidate,
  type InFileFinding,
  type MatchResult,
} from '../../../../src-shared/matching';
import { refineWeights } from '../../../../src-shared/matching/em';
import type { UserRecord } from '../../../../src-shared/records/types';
import { planUpdate } from '../../../../src-shared/update-policy/plan-update';
import { joinPolicies, policyOfOnlyFillEmpty, type UpdatePolicy } from '../../../../src-shared/update-policy/policy';
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
import { problemData, problemWordsLine, type PlanRowProblem } from '../problem-words';
import { collectUsers, type LookupOptions } from './user-lookup';

export type MatchingSettings = z.output<typeof matchingSettingsSchema>;

export interface PlanSettings {
  mode: ImportMode;
  match: MatchKey;
  blank: BlankRule;
  /** The User fields the mapping feeds. */
  fields: readonly string[];
  matching?: MatchingSettings;
}

export interface PlanOutcome {
  rows: PlannedRow[];
  lookup: string;
  /** The decisions given with this plan, to remember once the job has its id. */
  decided: NewDecision[];
}

type InputRow = Omit<PlanInputRow, 'problems' | 'createOnlyProblems'> & {
  problems?: readonly PlanRowProblem[];
  createOnlyProblems?: readonly PlanRowProblem[];
};
type User = UserRecord & { user_id: number };

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

type Base = Omit<PlannedRow, 'plan'>;

const KEPT_MESSAGE = 'Nothing to send: the differences are kept as on the service (see what may change).';

/** The job's update policy: the older "only fill when empty" fields, then the policy given. */
function policyOf(matching: MatchingSettings): UpdatePolicy {
  return joinPolicies(policyOfOnlyFillEmpty(matching.onlyFillEmpty), matching.updatePolicy);
}

/** One row's outcome once its user (or none) is known. */
class RowPlanner {
  constructor(
    private readonly row: InputRow,
    private readonly base: Base,
    private readonly settings: PlanSettings,
    private readonly matching: MatchingSettings,
    private readonly policy: UpdatePolicy,
  ) {}

  onUser(server: User, found: RowMatch, note = ''): PlannedRow {
    const { base, row, settings } = this;
    const key = server[settings.match];
    const match: RowMatch =
      typeof key === 'string' || typeof key === 'number' ? { ...found, keyOnService: String(key).trim() } : found;
    const said = note ? `${note}. ` : '';
    if (settings.mode === 'create')
      return {
        ...base,
        plan: 'skipped',
        userId: server.user_id,
        message: `${said}Already on the service as user ${server.user_id}; mode "create" leaves existing users alone.`,
        match,
      };
    const accept = this.matching.accept;
    const { changes, kept } = planUpdate(row.user, server, {
      fields: settings.fields,
      blank: settings.blank,
      lists: this.matching.lists,
      policy: this.policy,
      ...(row.given ? { given: row.given } : {}),
      accept: accept !== undefined && (accept.all || accept.rows.includes(row.rowNumber)),
    });
    const keptPart = kept.length > 0 ? { kept } : {};
    if (changes.length === 0)
      return {
        ...base,
        plan: 'unchanged',
        userId: server.user_id,
        message: `${said}${kept.length > 0 ? KEPT_MESSAGE : 'The service already holds these values.'}`,
        match,
        ...keptPart,
      };
    const set = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    return {
      ...base,
      plan: 'update',
      userId: server.user_id,
      changes,
      op: { type: 'update', userId: server.user_id, set },
      message: note,
      match,
      ...keptPart,
    };
  }

  onNobody(match: RowMatch, note = ''): PlannedRow {
    const { base, row, settings } = this;
    if (settings.mode === 'update')
      return {
        ...base,
        plan: 'skipped',
        message: `${note ? `${note}. ` : ''}Not on the service; mode "update" creates no user.`,
        match,
      };
    return { ...base, plan: 'create', op: { type: 'create', body: createBody(row.user) }, message: note, match };
  }

  decide(choice: MatchChoice, index: UserIndex<User>, match: RowMatch, how: string): PlannedRow {
    if (choice === 'skip') return { ...this.base, plan: 'skipped', message: `Skipped: ${how}.`, match };
    if (choice === 'new') return this.onNobody(match, `A new person: ${how}`);
    const user = index.byUserId(choice);
    if (!user)
      return {
        ...this.base,
        plan: 'invalid',
        message: `User ${choice} (${how}) is not among the users read from the service. Check the number.`,
        match,
      };
    return this.onUser(user, match, `user ${choice}: ${how}`);
  }
}

/** What a create sends: the row's non-blank fields (never one the service owns), marked as created by import. */
export function createBody(user: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(user).filter(([field, value]) => !isBlank(value) && !fieldSpec(field)?.serviceOwned),
  );
  if (!('is_import_user' in body)) body['is_import_user'] = 1;
  return body;
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
