// Turns validated rows into a plan: for each row create, update (with its field changes),
// unchanged, conflict, held (possible matches waiting for a person), skipped (the mode or a
// decision leaves it out) or invalid. Sends no write. Matching finds the person, not just the
// email: see src-shared/matching and docs/readme/matching.md.
import { IDENTIFYING_FIELDS } from '../../../src-shared/matching/identifying-fields';
import { problemsMessage } from '../../../src-shared/import-pipeline/plan-input';
import type { z } from 'zod';
import type {
  ImportMode,
  JobRow,
  MatchChoice,
  MatchKey,
  matchingSettingsSchema,
  PlanInputRow,
} from '../../../src-shared/bridge/jobs';
import { diffUser, isBlank, type BlankRule } from '../../../src-shared/diff';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import {
  evidenceSentence,
  findInFileDuplicates,
  matchRow,
  UserIndex,
  type Candidate,
  type InFileFinding,
  type MatchResult,
} from '../../../src-shared/matching';
import type { UserRecord } from '../../../src-shared/records/types';
import type { ApiClient } from '../api/types';
import { fingerprintOf, personLabel, type NewDecision, type RememberedDecision } from '../matches';
import { matchProbes, matchValueOf, MATCH_KEY_LABEL } from './match-key';
import type { RequestContext } from './request';
import type { PlannedCandidate, PlannedRow, RowMatch } from './types';
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

type InputRow = Omit<PlanInputRow, 'problems'> & { problems?: string[] };
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
  const inFile = findInFileDuplicates(ok.map((row) => ({ rowNumber: row.rowNumber, user: row.user })));
  const explicit = new Map(matching.decisions.map((d) => [d.rowNumber, d.choice]));
  const shown = [...new Set([...IDENTIFYING_FIELDS, ...settings.fields])];
  const decided: NewDecision[] = [];
  const firstRowWith = new Map<string, number>();
  const label = MATCH_KEY_LABEL[settings.match];

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
    // Every problem of the row, those that only a create needs too (said so).
    const message = problemsMessage(problems, row.createOnlyProblems);
    if (problems.length > 0) return { ...base, plan: 'invalid', message };
    if (value === null)
      return { ...base, plan: 'invalid', message: `The row has no ${label} to match it with users on the service.` };
    const earlier = firstRowWith.get(value);
    if (earlier !== undefined) {
      return {
        ...base,
        plan: 'conflict',
        message: `Same ${label} as row ${earlier}: only row ${earlier} is imported. Merge the two rows and import again.`,
      };
    }
    firstRowWith.set(value, row.rowNumber);
    const finding = inFile.get(row.rowNumber);
    if (finding?.code === 'repeated-inst-id') {
      return {
        ...base,
        plan: 'conflict',
        message: `Same institution ID (${finding.instId}) as row ${finding.firstRow}: only row ${finding.firstRow} is imported. Merge the two rows and import again.`,
      };
    }
    const result = matchRow(row.user, index);
    const several = severalOnKey(result, settings.match, value);
    if (several) {
      const ids = several.map((user) => user.user_id).join(', ');
      return {
        ...base,
        plan: 'conflict',
        message: `${several.length} users on the service have this ${label} (user_id ${ids}); the row is left alone. Fix the duplicates on the service first.`,
      };
    }
    const plan = new RowPlanner(row, base, settings, matching);
    if (result.kind === 'sure')
      return plan.onUser(result.candidate.user, { evidence: evidenceSentence(result.candidate.evidence) });
    if (result.kind === 'none' && finding?.code !== 'looks-like-row') return plan.onNobody({});

    // Held unless decided: by the person now, before (remembered), or by the job's rule.
    const candidates = result.kind === 'possible' ? result.candidates : [];
    const fingerprint = fingerprintOf(row.user);
    const match: RowMatch = {
      candidates: candidates.map((c) => plannedCandidate(c, shown)),
      values: pick(row.user, shown),
      fingerprint,
    };
    const now = explicit.get(row.rowNumber);
    if (now !== undefined) {
      decided.push({ fingerprint, choice: now, rowNumber: row.rowNumber, label: personLabel(row.user) });
      return plan.decide(now, index, match, 'chosen for this job');
    }
    const before = remembered.get(fingerprint);
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
    return `Possible match${n > 1 ? `es: ${n} users could be this person` : ''} (${result.candidates.map((c) => `user_id ${c.user.user_id}: ${evidenceSentence(c.evidence)}`).join('; ')})`;
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
    score: candidate.score,
    evidence: evidenceSentence(candidate.evidence),
    codes: candidate.evidence.map((e) => e.code),
    values: pick(candidate.user, fields),
  };
}

type Base = Omit<PlannedRow, 'plan'>;

/** One row's outcome once its user (or none) is known. */
class RowPlanner {
  constructor(
    private readonly row: InputRow,
    private readonly base: Base,
    private readonly settings: PlanSettings,
    private readonly matching: MatchingSettings,
  ) {}

  onUser(server: User, match: RowMatch, note = ''): PlannedRow {
    const { base, row, settings } = this;
    const said = note ? `${note}. ` : '';
    if (settings.mode === 'create')
      return {
        ...base,
        plan: 'skipped',
        userId: server.user_id,
        message: `${said}Already on the service as user_id ${server.user_id}; mode "create" leaves existing users alone.`,
        match,
      };
    const changes = diffUser(row.user, server, {
      fields: settings.fields,
      blank: settings.blank,
      lists: this.matching.lists,
      onlyFillEmpty: this.matching.onlyFillEmpty,
    });
    if (changes.length === 0)
      return {
        ...base,
        plan: 'unchanged',
        userId: server.user_id,
        message: `${said}The service already holds these values.`,
        match,
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
        message: `user_id ${choice} (${how}) is not among the users read from the service. Check the number.`,
        match,
      };
    return this.onUser(user, match, `user_id ${choice}: ${how}`);
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
