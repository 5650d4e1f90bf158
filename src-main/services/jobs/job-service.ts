// The job engine's front: plan, start, pause, resume, cancel, list, show, rows, revert, results.
// The CLI, the Electron IPC binding and the web host all drive jobs through this one object.
import type { z } from 'zod';
import type {
  JobCounts,
  JobDetail,
  JobKind,
  JobProgress,
  JobRow,
  JobStatus,
  JobSummary,
  MatchKey,
  RowPlanKind,
  jobRowFilterSchema,
  planRequestSchema,
} from '../../../src-shared/bridge/jobs';
import type { FieldChange } from '../../../src-shared/diff';
import { matchingSettingsSchema } from '../../../src-shared/bridge/jobs';
import { hostname } from 'node:os';
import { AppError } from '../../../src-shared/errors';
import { DecisionMemory } from '../matches';
import type { EventHub } from '../events';
import type { EnvironmentService } from '../environments/types';
import { DEFAULT_BACKOFF, type BackoffPolicy } from './backoff';
import { JobStore } from './journal';
import { jobCounts } from './summary-file';
import { excludedEntry, withExcluded } from './excluded-rows';
import { stopWaiting, waitForCreateLock } from './create-lock-wait';
import { trustedCreates, trustedPlanRows } from './trusted-rows';
import { matchFields, planRows } from './planner';
import { savePlanInput } from './promotion-files';
import { ProgressReporter } from './progress-reporter';
import { AdaptiveLimiter } from './rate-limiter';
import { applyEvent, countRows, replayRows, type RowProgress } from './replay';
import { buildRevertRows } from './revert';
import { runRows } from './row-runner';
import { judgeCreates } from './create-only-problems';
import { damagedSummary } from './damaged-job';
import { acquireRunLock, holderState, thisProcess, type RunLock } from './run-lock';
import { createsToRun, pendingCreates, recheckCreates, staleBecause } from './write-guard';
import { writeOneResultFile, writeResultFiles, type OneResultFile, type ResultFiles } from './result-writer';
import { matchesSearch, rowWhoReader } from './row-who';
import type { JobFile, PlannedRow, RowEvent, RowOperation } from './types';
import type { LookupOptions } from './user-lookup';
import { currentOperator } from '../operator';

export type PlanRequestInput = z.output<typeof planRequestSchema>;

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
  }[];
  fields?: string[];
  match?: MatchKey;
  /** Requests per second; 0 = no cap; default DEFAULT_RATE. */
  rate?: number;
  concurrency?: number;
  lookup?: string;
}
export type RowFilter = z.output<typeof jobRowFilterSchema>;

/** A conservative start: the service's rate limit is not published. */
export const DEFAULT_RATE = 10;
export const DEFAULT_CONCURRENCY = 4;

export interface JobServiceOptions {
  home: string;
  environments: Pick<EnvironmentService, 'open'>;
  events?: EventHub;
  log?: (line: string) => void;
  backoff?: BackoffPolicy;
  /** Planning look-up strategy (tests and benchmarks force one). */
  /** How long a job with creates waits for another one creating on the same environment (write-guard.ts). */
  createLockWaitMs?: number;
  lookup?: LookupOptions['strategy'];
  /** Users read or looked up so far while planning (a full read's total is not known in advance). */
  onLookupProgress?: LookupOptions['onProgress'];
}

export interface StartOptions {
  /** Must equal the environment's name when it is a production environment. */
  confirmEnvironment?: string;
  /** The longest wait for a Retry-After, in seconds (default: the limiter's, 5 minutes). */
  maxWaitSeconds?: number;
}

interface RunControl {
  controller: AbortController;
  stopAs: 'paused' | 'cancelled';
  reporter: ProgressReporter;
}

interface ActiveRun extends RunControl {
  done: Promise<JobSummary>;
}

export class JobService {
  readonly store: JobStore;
  readonly #options: JobServiceOptions;
  readonly #active = new Map<string, ActiveRun>();
  /** One throttle per environment: the service's limit is per key, whatever job is sending. */
  readonly #limiters = new Map<string, AdaptiveLimiter>();
  readonly #latestResults = new Map<string, ResultFiles>();
  readonly #log: (line: string) => void;

  constructor(options: JobServiceOptions) {
    this.#options = options;
    this.store = new JobStore(options.home);
    this.#log = options.log ?? (() => {});
  }

  /** Looks the rows up on the service and writes the plan to a new job folder. Sends no write. */
  async plan(
    request: PlanRequestInput,
    options: { onLookupProgress?: LookupOptions['onProgress'] } & Pick<StartOptions, 'maxWaitSeconds'> = {},
  ): Promise<JobDetail> {
    const opened = await this.#options.environments.open(request.environment);
    const settings = {
      mode: request.mode,
      match: request.match,
      blank: request.blank,
      rate: request.rate === undefined ? DEFAULT_RATE : request.rate === 0 ? null : request.rate,
      concurrency: request.concurrency ?? DEFAULT_CONCURRENCY,
      operator: currentOperator(),
    };
    const limiter = this.#limiterFor(opened.environment, settings.rate, settings.concurrency);
    if (options.maxWaitSeconds !== undefined) limiter.maxWaitMs = options.maxWaitSeconds * 1000;
    const ctx = { limiter, backoff: this.#options.backoff ?? DEFAULT_BACKOFF };
    const matching = matchingSettingsSchema.parse(request.matching ?? {});
    const memory = new DecisionMemory(this.#options.home);
    const remembered = await memory.all(opened.environment.name);
    const lookup = {
      strategy: this.#options.lookup ?? 'auto',
      onProgress: options.onLookupProgress ?? this.#options.onLookupProgress,
    };
    const rows = trustedPlanRows(request.rows, new Date().getFullYear(), this.#log);
    const outcome = await planRows(
      rows,
      { ...settings, fields: request.fields, matching },
      opened.client,
      ctx,
      lookup,
      remembered,
    );
    const planned = {
      ...outcome,
      rows: trustedCreates(
        judgeCreates(
          outcome.rows,
          rows.map((row) => row.createOnlyProblems),
        ),
      ),
    };
    const now = new Date().toISOString();
    const job: JobFile = {
      version: 1,
      id: JobStore.newId(),
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
      },
      lookup: planned.lookup,
      ...excludedEntry(request),
    };
    this.store.create(job, { rows: planned.rows });
    await memory.remember(opened.environment.name, job.id, planned.decided);
    savePlanInput(this.store.folder(job.id), request.rows); // kept for a later promotion (promote.ts)
    this.#log(
      `jobs: planned ${job.id} on ${job.environment.name}: ${JSON.stringify(countRows(planned.rows, replayRows(planned.rows, [])))}`,
    );
    return this.show(job.id);
  }

  /**
   * A job from ready-made row operations, for kinds other than import (approvals: an update of
   * approved / enabled per user). The engine then throttles, journals, resumes and reverts it
   * like any import. Rows without `op` are listed in the results but never sent.
   */
  async createJob(input: OperationsJobInput): Promise<JobDetail> {
    const opened = await this.#options.environments.open(input.environment);
    const now = new Date().toISOString();
    const rate = input.rate === undefined ? DEFAULT_RATE : input.rate === 0 ? null : input.rate;
    const job: JobFile = {
      version: 1,
      id: JobStore.newId(),
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
        rate,
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
    }));
    this.store.create(job, { rows });
    return this.show(job.id);
  }

  /** Starts (or resumes) a job in the background; `waitFor` resolves when it stops. */
  async start(id: string, options: StartOptions = {}): Promise<JobSummary> {
    if (this.#active.has(id)) throw new AppError('conflict', `Job ${id} is already running.`);
    const job = this.store.readJob(id);
    const status = this.#statusOf(job);
    if (status === 'completed' && !this.store.readPlan(id).rows.some((row) => row.op)) return this.summary(id);
    if (status === 'completed' || status === 'cancelled') {
      throw new AppError('conflict', `Job ${id} is ${status}: there is nothing left to send.`, [
        'Plan a new import for the rows that need it (the errors file holds them).',
      ]);
    }
    if (status === 'running' || status === 'pausing') {
      throw new AppError('conflict', `Job ${id} is running in another process (${job.runner?.pid ?? '?'}).`, [
        'Wait for it to end, or stop that process first.',
      ]);
    }
    requireConfirmation(job, options);
    requireJournal(this.store, job);
    const lock = acquireRunLock(this.store.folder(id), id);
    let createLock: RunLock | undefined;
    try {
      const opened = await this.#options.environments.open(job.environment.name);
      if (!opened.environment.builtIn && opened.environment.url !== job.environment.url) {
        throw new AppError(
          'conflict',
          `The environment "${job.environment.name}" now points to ${opened.environment.url}, but job ${id} was planned against ${job.environment.url}.`,
          ['Plan the import again against the environment as it is now.'],
        );
      }
      const plan = this.store.readPlan(id).rows;
      const progress = replayRows(plan, this.store.readLog(id));
      createLock = await waitForCreateLock(
        this.store,
        job,
        createsToRun(plan, progress),
        this.#options.createLockWaitMs,
        (payload) => this.#emit(payload),
      );
      const limiter = this.#limiterFor(job.environment, job.settings.rate, job.settings.concurrency);
      if (options.maxWaitSeconds !== undefined) limiter.maxWaitMs = options.maxWaitSeconds * 1000;
      const reporter = new ProgressReporter(id, plan, progress, limiter, (payload) => this.#emit(payload));
      const controller = new AbortController();
      const stopping: RunControl = { controller, stopAs: 'paused', reporter };
      const me = thisProcess(id);
      this.#saveStatus(job, 'running', {
        runner: { pid: me.pid, startedAt: me.since, host: me.host, processStart: me.processStart },
        message: undefined,
      });
      this.#latestResults.delete(id);
      const locks = createLock ? [lock, createLock] : [lock];
      const done = this.#run(job, plan, progress, opened.client, limiter, stopping, locks).finally(() =>
        this.#active.delete(id),
      );
      done.catch(() => {}); // the caller sees the failure through waitFor or the job's status
      this.#active.set(id, Object.assign(stopping, { done }));
      return this.#summary(this.store.readJob(id), plan, progress);
    } catch (error) {
      createLock?.release();
      lock.release();
      throw error;
    }
  }

  /** Same as start: rows in an unknown state are looked up before anything new is sent. */
  resume(id: string, options: StartOptions = {}): Promise<JobSummary> {
    return this.start(id, options);
  }

  /** Resolves when the job's current run stops (at once when it is not running here). */
  async waitFor(id: string): Promise<JobSummary> {
    const run = this.#active.get(id);
    if (run) return run.done;
    return this.summary(id);
  }

  /** Stops sending after the requests in flight; the job can be resumed. */
  async pause(id: string): Promise<JobSummary> {
    return this.#stop(id, 'paused');
  }

  /** Stops for good; rows not sent stay unsent and are listed in the results. */
  async cancel(id: string): Promise<JobSummary> {
    return this.#stop(id, 'cancelled');
  }

  isRunningHere(id: string): boolean {
    return this.#active.has(id);
  }

  /** Every job, newest first; a job whose files cannot be read is listed as damaged, not left out. */
  list(): JobSummary[] {
    return this.store.listIds().map((id) => {
      try {
        const job = this.store.readJob(id);
        // The counts may come from counts.json: a plan or journal gone since must still show.
        if (!this.store.hasPlan(id)) this.store.readPlan(id);
        const summary = this.#summaryOf(
          job,
          jobCounts(this.store, id, () => this.#replayCounts(id)),
        );
        if (this.store.hasLog(id) || job.status === 'planned') return summary;
        return { ...summary, status: 'damaged' as const, damage: missingJournal(this.store, id) };
      } catch (error) {
        return damagedSummary(this.store, id, error);
      }
    });
  }

  #replayCounts(id: string): JobCounts {
    const plan = this.store.readPlan(id).rows;
    return countRows(plan, replayRows(plan, this.store.readLog(id)));
  }

  summary(id: string): JobSummary {
    const job = this.store.readJob(id);
    const plan = this.store.readPlan(id).rows;
    const summary = this.#summary(job, plan, replayRows(plan, this.store.readLog(id)));
    if (this.store.hasLog(id) || job.status === 'planned') return summary;
    return { ...summary, status: 'damaged', damage: missingJournal(this.store, id) };
  }

  show(id: string): JobDetail {
    const job = this.store.readJob(id);
    return {
      ...this.summary(id),
      settings: job.settings,
      sourceHash: job.source.hash,
      headers: job.source.headers,
      mapping: job.mapping,
      folder: this.store.folder(id),
      lookup: job.lookup,
    };
  }

  rows(id: string, filter: RowFilter = 'all', offset = 0, limit = 200, search = ''): { total: number; rows: JobRow[] } {
    const plan = this.store.readPlan(id).rows;
    const progress = replayRows(plan, this.store.readLog(id));
    const who = rowWhoReader(this.store.readJob(id));
    const all = plan
      .map((row, i) => ({ ...toJobRow(row, progress[i]!), ...who(row) }))
      .filter((row) => keepRow(row, filter) && (search.trim() === '' || matchesSearch(row, search)));
    return { total: all.length, rows: all.slice(offset, offset + limit) };
  }

  /**
   * Puts back what an update job changed, as a new job of kind "revert": each user is read
   * first, and one whose fields differ from what the job wrote is skipped and reported.
   */
  async revert(id: string, options: StartOptions = {}): Promise<JobSummary> {
    const original = this.store.readJob(id);
    if (this.#active.has(id) || this.#statusOf(original) === 'running')
      throw new AppError('conflict', `Job ${id} is running: pause or cancel it before reverting.`);
    if (original.revertedBy)
      throw new AppError('conflict', `Job ${id} was already reverted by job ${original.revertedBy}.`);
    requireConfirmation(original, options);
    const plan = this.store.readPlan(id).rows;
    const rows = buildRevertRows(plan, replayRows(plan, this.store.readLog(id)));
    if (!rows.some((row) => row.op)) {
      throw new AppError('invalid-input', `Job ${id} updated no user, so there is nothing to revert.`, [
        'The service offers no way to delete users: users a job created stay.',
      ]);
    }
    const now = new Date().toISOString();
    const revert: JobFile = {
      ...original,
      id: JobStore.newId(),
      kind: 'revert',
      status: 'planned',
      createdAt: now,
      updatedAt: now,
      lookup: 'none: the users come from the reverted job',
      settings: { ...original.settings, operator: currentOperator() },
      revertOf: id,
      runner: undefined,
      revertedBy: undefined,
      message: undefined,
    };
    this.store.create(revert, { rows });
    this.#saveStatus(original, this.#statusOf(original), { revertedBy: revert.id });
    return this.start(revert.id, options);
  }

  /** Writes the results files into the job folder (again, with the rows as they stand now). */
  async writeResults(id: string): Promise<ResultFiles> {
    const job = this.store.readJob(id);
    const plan = this.store.readPlan(id).rows;
    const files = await writeResultFiles(job, plan, replayRows(plan, this.store.readLog(id)), this.store.folder(id));
    this.#latestResults.set(id, files);
    return files;
  }

  /**
   * The results files of the job as it stands (written into its folder on first ask after a
   * run: they are derived from the journal, so a run does not spend its time on them).
   */
  async results(id: string): Promise<ResultFiles> {
    return this.#latestResults.get(id) ?? this.writeResults(id);
  }

  /** One results file in the format asked for, for the window to offer as a download. */
  async resultFile(id: string, format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<OneResultFile> {
    const job = this.store.readJob(id);
    const plan = this.store.readPlan(id).rows;
    return writeOneResultFile(
      job,
      plan,
      replayRows(plan, this.store.readLog(id)),
      this.store.folder(id),
      format,
      errorsOnly,
    );
  }

  async #run(
    job: JobFile,
    plan: PlannedRow[],
    progress: RowProgress[],
    client: Parameters<typeof runRows>[0]['client'],
    limiter: AdaptiveLimiter,
    run: RunControl,
    locks: RunLock[],
  ): Promise<JobSummary> {
    let log: ReturnType<JobStore['openLog']> | undefined;
    let status: JobStatus = 'paused';
    let message: string | undefined;
    const stopHold = limiter.onHold(() => run.reporter.flush());
    try {
      log = this.store.openLog(job.id);
      const journal = log;
      const record = (event: RowEvent) => {
        journal.append(event);
        progress[event.i] = applyEvent(progress[event.i]!, event);
        if (event.e !== 'sent') run.reporter.rowSettled(event.i);
      };
      const backoff = this.#options.backoff ?? DEFAULT_BACKOFF;
      const creates = pendingCreates(plan, progress);
      const stale = creates.length > 0 ? staleBecause(this.store, job) : null;
      if (stale)
        for (const event of await recheckCreates(creates, stale, client, job.settings.match, {
          limiter,
          backoff,
          signal: run.controller.signal,
        }))
          record(event);
      const end = await runRows({
        rows: plan,
        progress,
        client,
        match: job.settings.match,
        limiter,
        backoff,
        stop: run.controller.signal,
        record,
      });
      if (end.kind === 'finished') status = 'completed';
      else if (end.kind === 'stopped') status = run.stopAs;
      else {
        status = 'paused';
        message = `Stopped: ${end.failure.message}`;
      }
    } catch (error) {
      const cancelled = run.controller.signal.aborted && !(error instanceof AppError && error.code === 'internal');
      if (cancelled) status = run.stopAs;
      else
        message = `Stopped by an unexpected error: ${error instanceof Error ? error.message : String(error)}${error instanceof AppError && error.details ? ` ${error.details.join(' ')}` : ''}`;
      this.#log(`jobs: ${job.id} ${message ?? status}`);
    } finally {
      stopHold();
      try {
        log?.close();
      } catch (error) {
        message =
          `${message ?? ''} The journal could not be flushed: ${error instanceof Error ? error.message : String(error)}`.trim();
      }
      for (const lock of locks) lock.release();
    }
    try {
      this.#saveStatus(this.store.readJob(job.id), status, { runner: undefined, message });
    } catch (error) {
      // job.json could not be replaced (a full disk): the old one stays whole; the job reads as interrupted.
      this.#log(`jobs: ${job.id} status not saved: ${error instanceof Error ? error.message : String(error)}`);
      run.reporter.status = status;
      run.reporter.flush();
      throw error;
    }
    run.reporter.status = status;
    run.reporter.flush();
    this.#log(`jobs: ${job.id} ${status}${message ? ` (${message})` : ''}`);
    return this.#summary(this.store.readJob(job.id), plan, progress);
  }

  async #stop(id: string, as: 'paused' | 'cancelled'): Promise<JobSummary> {
    const run = this.#active.get(id);
    if (run) {
      run.stopAs = as;
      if (as === 'paused') {
        this.#saveStatus(this.store.readJob(id), 'pausing', {});
        run.reporter.status = 'pausing';
        run.reporter.flush();
      }
      run.controller.abort(
        new AppError('cancelled', as === 'paused' ? 'The job was paused.' : 'The job was cancelled.'),
      );
      return run.done;
    }
    stopWaiting(id, as);
    const job = this.store.readJob(id);
    const status = this.#statusOf(job);
    if (status === 'running')
      throw new AppError('conflict', `Job ${id} runs in another process (${job.runner?.pid ?? '?'}): stop it there.`);
    if (as === 'cancelled' && status !== 'completed' && status !== 'cancelled')
      this.#saveStatus(job, 'cancelled', { runner: undefined });
    return this.summary(id);
  }

  #limiterFor(environment: { name: string; url: string }, rate: number | null, concurrency: number): AdaptiveLimiter {
    const key = `${environment.name}\n${environment.url}`;
    const existing = this.#limiters.get(key);
    if (existing) {
      existing.reconfigure(rate, concurrency);
      return existing;
    }
    const limiter = new AdaptiveLimiter({ rate, concurrency });
    this.#limiters.set(key, limiter);
    return limiter;
  }

  #saveStatus(job: JobFile, status: JobStatus, changes: Partial<JobFile>): void {
    const next: JobFile = { ...job, ...changes, status, updatedAt: new Date().toISOString() };
    for (const key of Object.keys(next) as (keyof JobFile)[]) if (next[key] === undefined) delete next[key];
    this.store.writeJob(next);
  }

  /** A job journaled as running whose process is gone was interrupted (crash, kill, power cut). */
  #statusOf(job: JobFile): JobStatus {
    if (job.status !== 'running' && job.status !== 'pausing') return job.status;
    if (this.#active.has(job.id)) return job.status;
    const runner = job.runner;
    if (!runner || runner.pid === process.pid) return 'interrupted';
    const state = holderState({
      pid: runner.pid,
      host: runner.host ?? hostname(),
      processStart: runner.processStart ?? null,
    });
    return state === 'gone' ? 'interrupted' : job.status;
  }

  #summary(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): JobSummary {
    return this.#summaryOf(job, countRows(plan, progress));
  }

  #summaryOf(job: JobFile, counts: JobCounts): JobSummary {
    return {
      id: job.id,
      kind: job.kind,
      status: this.#statusOf(job),
      environment: job.environment,
      sourceName: job.source.name,
      counts: withExcluded(counts, job),
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      ...(job.revertOf ? { revertOf: job.revertOf } : {}),
      ...(job.revertedBy ? { revertedBy: job.revertedBy } : {}),
      ...(job.message ? { message: job.message } : {}),
    };
  }

  #emit(payload: JobProgress): void {
    this.#options.events?.emit('jobs.progress', payload);
  }
}

/**
 * A job that has run keeps its journal: without it, which rows were sent is unknown and a resume
 * would create them again. Refused rather than guessed at.
 */
function requireJournal(store: JobStore, job: JobFile): void {
  if (job.status === 'planned' || store.hasLog(job.id)) return;
  const damage = missingJournal(store, job.id);
  throw new AppError('conflict', `Nothing was sent: ${damage.problem}`, [damage.fix]);
}

function missingJournal(store: JobStore, id: string): { problem: string; fix: string } {
  return {
    problem: `the journal ${store.logPath(id)} of job ${id} is missing, so which rows were already sent cannot be known.`,
    fix: 'Put the file back from a backup, or import the file again: a new plan looks every row up on the service first and creates only the missing users.',
  };
}

/** Every write job to a production environment is confirmed by naming the environment. */
function requireConfirmation(job: JobFile, options: StartOptions): void {
  if (job.environment.kind !== 'production' || options.confirmEnvironment === job.environment.name) return;
  throw new AppError(
    'invalid-input',
    `Job ${job.id} writes to the production environment "${job.environment.name}" (${job.environment.url}); it needs a confirmation.`,
    ['Confirm by naming the environment (the command line asks, or takes --yes).'],
  );
}

function toJobRow(row: PlannedRow, progress: RowProgress): JobRow {
  return {
    index: row.index,
    rowNumber: row.rowNumber,
    plan: row.plan,
    state: progress.state,
    userId: progress.userId,
    changes: row.changes,
    message: progress.message || row.message,
    ...matchFields(row.match),
  };
}

function keepRow(row: JobRow, filter: RowFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'failed') return row.state === 'failed';
  if (filter === 'done') return row.state === 'created' || row.state === 'updated' || row.state === 'unchanged';
  return row.plan === filter;
}
