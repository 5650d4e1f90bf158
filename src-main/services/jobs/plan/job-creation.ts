// jobs/plan: from rows to a new job folder. The file read (source-file), every row checked again
// (trusted-rows), users looked up (user-lookup, match-key), each row matched and diffed (planner),
// rows held while a big file crosses the bridge (staged-rows); this file writes the new job.
//
// Writing a new job folder: an import planned by looking its rows up, or ready-made row operations.
import type { z } from 'zod';
import type {
  JobKind,
  MatchKey,
  PlanProblem,
  RowPlanKind,
  planInputRowSchema,
  planRequestSchema,
} from '../../../../src-shared/bridge/jobs';
import { matchingSettingsSchema } from '../../../../src-shared/bridge/jobs';
import type { FieldChange } from '../../../../src-shared/diff';
import { countUpdates } from '../../../../src-shared/update-policy/counts';
import { joinPolicies, policyOfOnlyFillEmpty } from '../../../../src-shared/update-policy/policy';
import { DecisionMemory } from '../../matches';
import type { EnvironmentService } from '../../environments/types';
import { currentOperator } from '../../operator';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../requests/backoff';
import { judgeCreates } from './create-only-problems';
import { DEFAULT_MATCH_RULES } from '../../../../src-shared/matching/rules';
import { excludedEntry } from '../store/excluded-rows';
import type { JobStore } from '../store/job-store';
import { planRows } from './planner';
import { savePlanInput } from '../promote/promotion-files';
import type { AdaptiveLimiter } from '../requests/rate-limiter';
import { countRows, replayRows } from '../store/replay';
import { buildRevertRows } from '../revert/revert';
import { AppError } from '../../../../src-shared/errors';
import type { PlanRowProblem } from '../problem-words';
import { trustedCreates, trustedPlanRows } from './trusted-rows';
import type { JobFile, PlannedRow, RowOperation } from '../types';
import type { LookupOptions } from './user-lookup';

/** A plan row in main: its problems as data, or as the words an older job kept (plan-input.json). */
export type PlanRowInput = Omit<z.output<typeof planInputRowSchema>, 'problems' | 'createOnlyProblems'> & {
  problems: PlanRowProblem[];
  createOnlyProblems?: PlanRowProblem[];
};
export type PlanRequestInput = Omit<z.output<typeof planRequestSchema>, 'rows'> & { rows: PlanRowInput[] };

export interface OperationsJobInput {
  kind: JobKind;
  environment: string;
  /** What the rows came from (a file, or e.g. "approval of 120 users"); headers name the cells. */
  source: { name: string; hash: string; headers: string[] };
  rows: {
    rowNumber: number;
    cells: string[];
    plan: RowPlanKind;
    userId: number | null;
    op?: RowOperation;
    matchValue?: string | null;
    changes?: FieldChange[];
    message?: string;
    /** An invalid row's problems as data (the rows-to-fix file marks their cells). */
    problems?: PlanProblem[];
  }[];
  fields?: string[];
  match?: MatchKey;
  /** Requests per second; 0 = no cap; default DEFAULT_RATE. */
  rate?: number;
  concurrency?: number;
  lookup?: string;
}

/** A conservative start: the service's rate limit is not published. */
export const DEFAULT_RATE = 10;
export const DEFAULT_CONCURRENCY = 4;

/** What creating a job needs of the job service. */
export interface JobCreationContext {
  home: string;
  store: JobStore;
  environments: Pick<EnvironmentService, 'open'>;
  log: (line: string) => void;
  backoff?: BackoffPolicy;
  /** Planning look-up strategy (tests and benchmarks force one). */
  lookup?: LookupOptions['strategy'];
  onLookupProgress?: LookupOptions['onProgress'];
  limiterFor(environment: { name: string; url: string }, rate: number | null, concurrency: number): AdaptiveLimiter;
}

export interface PlanOptions {
  onLookupProgress?: LookupOptions['onProgress'];
  /** The longest wait for a Retry-After while looking up, in seconds. */
  maxWaitSeconds?: number;
  /** The absolute path of the file the rows were read from, when a command read one (kept for `jobs promote`). */
  sourcePath?: string;
}

const rateOf = (rate: number | undefined): number | null =>
  rate === undefined ? DEFAULT_RATE : rate === 0 ? null : rate;

/** Looks the rows up on the service and writes the plan to a new job folder; returns its id. Sends no write. */
export async function planImportJob(
  ctx: JobCreationContext,
  request: PlanRequestInput,
  options: PlanOptions = {},
): Promise<string> {
  const opened = await ctx.environments.open(request.environment);
  const settings = {
    mode: request.mode,
    match: request.match,
    blank: request.blank,
    rate: rateOf(request.rate),
    concurrency: request.concurrency ?? DEFAULT_CONCURRENCY,
    operator: currentOperator(),
  };
  const limiter = ctx.limiterFor(opened.environment, settings.rate, settings.concurrency);
  if (options.maxWaitSeconds !== undefined) limiter.maxWaitMs = options.maxWaitSeconds * 1000;
  const matching = matchingSettingsSchema.parse(request.matching ?? {});
  const memory = new DecisionMemory(ctx.home);
  const remembered = await memory.all(opened.environment.name);
  const lookup = { strategy: ctx.lookup ?? 'auto', onProgress: options.onLookupProgress ?? ctx.onLookupProgress };
  const rows = trustedPlanRows(request.rows, new Date().getFullYear(), ctx.log);
  const outcome = await planRows(
    rows,
    { ...settings, fields: request.fields, matching },
    opened.client,
    { limiter, backoff: ctx.backoff ?? DEFAULT_BACKOFF },
    lookup,
    remembered,
  );
  const createOnly = rows.map((row) => row.createOnlyProblems);
  const planned = { ...outcome, rows: trustedCreates(judgeCreates(outcome.rows, createOnly)) };
  const now = new Date().toISOString();
  const job: JobFile = {
    version: 1,
    id: ctx.store.freshId(),
    kind: 'import',
    // A plan with nothing to send is done: it must not wait, "planned", for a start.
    status: planned.rows.some((row) => row.op) ? 'planned' : 'completed',
    createdAt: now,
    updatedAt: now,
    environment: { name: opened.environment.name, kind: opened.environment.kind, url: opened.environment.url },
    source: request.source,
    mapping: request.mapping,
    fields: request.fields,
    settings: {
      ...settings,
      possibleMatches: matching.possibleMatches,
      lists: matching.lists,
      onlyFillEmpty: matching.onlyFillEmpty,
      matchRules: matching.rules ?? DEFAULT_MATCH_RULES,
      updatePolicy: joinPolicies(policyOfOnlyFillEmpty(matching.onlyFillEmpty), matching.updatePolicy),
    },
    lookup: planned.lookup,
    updates: countUpdates(planned.rows),
    ...excludedEntry(request),
  };
  ctx.store.create(job, { rows: planned.rows });
  if (matching.remember !== false) await memory.remember(opened.environment.name, job.id, planned.decided);
  savePlanInput(ctx.store.folder(job.id), request.rows, options.sourcePath); // kept for a later promotion (promote.ts)
  const counts = countRows(planned.rows, replayRows(planned.rows, []));
  ctx.log(`jobs: planned ${job.id} on ${job.environment.name}: ${JSON.stringify(counts)}`);
  return job.id;
}

/**
 * A job from ready-made row operations, for kinds other than import (approvals: an update of
 * approved / enabled per user); returns its id. The engine then throttles, journals, resumes and
 * reverts it like any import. Rows without `op` are listed in the results but never sent.
 */
export async function createOperationsJob(ctx: JobCreationContext, input: OperationsJobInput): Promise<string> {
  const opened = await ctx.environments.open(input.environment);
  const now = new Date().toISOString();
  const job: JobFile = {
    version: 1,
    id: ctx.store.freshId(),
    kind: input.kind,
    status: 'planned',
    createdAt: now,
    updatedAt: now,
    environment: { name: opened.environment.name, kind: opened.environment.kind, url: opened.environment.url },
    source: input.source,
    fields: input.fields ?? [],
    settings: {
      mode: 'update',
      match: input.match ?? 'email',
      blank: 'keep',
      rate: rateOf(input.rate),
      concurrency: input.concurrency ?? DEFAULT_CONCURRENCY,
      operator: currentOperator(),
    },
    lookup: input.lookup ?? 'none: the rows name their users',
  };
  const rows: PlannedRow[] = input.rows.map((row, index) => ({
    index,
    rowNumber: row.rowNumber,
    cells: row.cells,
    plan: row.plan,
    matchValue: row.matchValue ?? null,
    ...(row.op ? { op: row.op } : {}),
    userId: row.userId,
    changes: row.changes ?? [],
    message: row.message ?? '',
    ...(row.problems?.length ? { problems: row.problems } : {}),
  }));
  ctx.store.create(job, { rows });
  return job.id;
}

/** A job of kind "revert" putting back what an update job changed, written to its own folder; not started. */
export function createRevertJob(store: JobStore, original: JobFile): JobFile {
  const plan = store.readPlan(original.id).rows;
  const rows = buildRevertRows(plan, replayRows(plan, store.readLog(original.id)));
  if (!rows.some((row) => row.op)) {
    throw new AppError('invalid-input', `Job ${original.id} updated no user, so there is nothing to revert.`, [
      'The service offers no way to delete users: users a job created stay.',
    ]);
  }
  const now = new Date().toISOString();
  const revert: JobFile = {
    ...original,
    id: store.freshId(),
    kind: 'revert',
    status: 'planned',
    createdAt: now,
    updatedAt: now,
    lookup: 'none: the users come from the reverted job',
    settings: { ...original.settings, operator: currentOperator() },
    revertOf: original.id,
    runner: undefined,
    revertedBy: undefined,
    message: undefined,
  };
  store.create(revert, { rows });
  return revert;
}
