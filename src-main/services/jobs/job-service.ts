// The job engine's front: plan, start, pause, resume, cancel, list, show, rows, revert, results.
// The CLI, the Electron IPC binding and the web host all drive jobs through this one object.
import type { JobDetail, JobProgress, JobRow, JobStatus, JobSummary } from '../../../src-shared/bridge/jobs';
import { AppError } from '../../../src-shared/errors';
import {
  createOperationsJob,
  createRevertJob,
  planImportJob,
  type JobCreationContext,
  type OperationsJobInput,
  type PlanOptions,
  type PlanRequestInput,
} from './plan/job-creation';
import { EnvironmentLimiters } from './requests/environment-limiters';
import {
  requireConfirmation,
  requireJournal,
  requireSameAddress,
  requireStartable,
  type StartOptions,
} from './run/job-guards';
import { JobResults } from './results/job-results';
import { jobRows, type RowFilter } from './store/job-rows';
import { runJob, type RunControl, type RunInput } from './run/run-job';
import { JobStore } from './store/job-store';
import { JobSummaries } from './store/job-summaries';
import { ProgressReporter } from './run/progress-reporter';
import type { AdaptiveLimiter } from './requests/rate-limiter';
import { replayRows, type RowProgress } from './store/replay';
import { acquireRunLock, thisProcess, type RunLock } from './locks/run-lock';
import { stopWaiting } from './locks/create-lock-wait';
import { takeWriteLocks } from './locks/write-locks';
import type { OneResultFile, ResultFiles } from './results/result-writer';
import type { JobFile, PlannedRow } from './types';
import type { JobServiceOptions } from './job-service-options';

export { DEFAULT_CONCURRENCY, DEFAULT_RATE, type OperationsJobInput, type PlanRequestInput } from './plan/job-creation';
export type { StartOptions } from './run/job-guards';
export type { RowFilter } from './store/job-rows';
export type { JobServiceOptions } from './job-service-options';

interface ActiveRun extends RunControl {
  done: Promise<JobSummary>;
}

export class JobService {
  readonly store: JobStore;
  readonly #options: JobServiceOptions;
  readonly #active = new Map<string, ActiveRun>();
  readonly #limiters = new EnvironmentLimiters();
  readonly #results: JobResults;
  readonly #log: (line: string) => void;
  readonly #summaries: JobSummaries;

  constructor(options: JobServiceOptions) {
    this.#options = options;
    this.store = new JobStore(options.home);
    this.#summaries = new JobSummaries(this.store, (id) => this.#active.has(id));
    this.#results = new JobResults(this.store);
    this.#log = options.log ?? (() => {});
  }

  /** Looks the rows up on the service and writes the plan to a new job folder. Sends no write. */
  async plan(request: PlanRequestInput, options: PlanOptions = {}): Promise<JobDetail> {
    return this.show(await planImportJob(this.#creation(), request, options));
  }

  /** A job from ready-made row operations (approvals); see createOperationsJob. */
  async createJob(input: OperationsJobInput): Promise<JobDetail> {
    return this.show(await createOperationsJob(this.#creation(), input));
  }

  #creation(): JobCreationContext {
    const { home, environments, backoff, lookup, onLookupProgress } = this.#options;
    const limiterFor = this.#limiters.for.bind(this.#limiters);
    return { home, store: this.store, environments, log: this.#log, backoff, lookup, onLookupProgress, limiterFor };
  }

  /** Starts (or resumes) a job in the background; `waitFor` resolves when it stops. */
  async start(id: string, options: StartOptions = {}): Promise<JobSummary> {
    if (this.#active.has(id)) throw new AppError('conflict', `Job ${id} is already running.`);
    // job.json and plan.json are read once here and passed along (guards, locks, run, summary).
    const job = this.store.readJob(id);
    const status = this.#summaries.statusOf(job);
    let planRows: PlannedRow[] | undefined;
    const readPlan = (): PlannedRow[] => (planRows ??= this.store.readPlan(id).rows);
    if (status === 'completed' && !readPlan().some((row) => row.op)) return this.#summaries.summaryOf(job, readPlan());
    requireStartable(job, status);
    requireConfirmation(job, options);
    requireJournal(this.store, job);
    const lock = acquireRunLock(this.store.folder(id), id);
    let writeLocks: RunLock[] = [];
    try {
      const opened = await this.#options.environments.open(job.environment.name);
      requireSameAddress(job, opened.environment);
      const plan = readPlan();
      const progress = replayRows(plan, this.store.readLog(id));
      writeLocks = await takeWriteLocks(this.store, job, plan, progress, this.#options.createLockWaitMs, (payload) =>
        this.#emit(payload),
      );
      const limiter = this.#limiters.for(job.environment, job.settings.rate, job.settings.concurrency);
      if (options.maxWaitSeconds !== undefined) limiter.maxWaitMs = options.maxWaitSeconds * 1000;
      const reporter = new ProgressReporter(id, plan, progress, limiter, (payload) => this.#emit(payload));
      const controller = new AbortController();
      const stopping: RunControl = { controller, stopAs: 'paused', reporter };
      const me = thisProcess(id);
      const running = this.#saveStatus(job, 'running', {
        runner: { pid: me.pid, startedAt: me.since, host: me.host, processStart: me.processStart },
        message: undefined,
      });
      this.#results.forget(id);
      const locks = [lock, ...writeLocks];
      const interrupted = status === 'interrupted';
      const done = this.#run(job, plan, progress, opened.client, limiter, stopping, locks, interrupted).finally(() =>
        this.#active.delete(id),
      );
      done.catch(() => {}); // the caller sees the failure through waitFor or the job's status
      this.#active.set(id, Object.assign(stopping, { done }));
      return this.#summaries.of(running, plan, progress);
    } catch (error) {
      for (const held of [...writeLocks].reverse()) held.release();
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
    return this.#summaries.list();
  }

  summary(id: string): JobSummary {
    return this.#summaries.summary(id);
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
      ...(job.updates ? { updates: job.updates } : {}),
    };
  }

  rows(id: string, filter: RowFilter = 'all', offset = 0, limit = 200, search = ''): { total: number; rows: JobRow[] } {
    return jobRows(this.store, id, { filter, offset, limit, search });
  }

  /**
   * Puts back what an update job changed, as a new job of kind "revert": each user is read
   * first, and one whose fields differ from what the job wrote is skipped and reported.
   */
  async revert(id: string, options: StartOptions = {}): Promise<JobSummary> {
    const original = this.store.readJob(id);
    if (this.#active.has(id) || this.#summaries.statusOf(original) === 'running')
      throw new AppError('conflict', `Job ${id} is running: pause or cancel it before reverting.`);
    if (original.revertedBy)
      throw new AppError('conflict', `Job ${id} was already reverted by job ${original.revertedBy}.`);
    requireConfirmation(original, options);
    const revert = createRevertJob(this.store, original);
    this.#saveStatus(original, this.#summaries.statusOf(original), { revertedBy: revert.id });
    return this.start(revert.id, options);
  }

  /** Writes the results files into the job folder (again, with the rows as they stand now). */
  async writeResults(id: string): Promise<ResultFiles> {
    return this.#results.write(id);
  }

  /**
   * The results files of the job as it stands (written into its folder on first ask after a
   * run: they are derived from the journal, so a run does not spend its time on them).
   */
  async results(id: string): Promise<ResultFiles> {
    return this.#results.latest(id);
  }

  /** One results file in the format asked for, for the window to offer as a download. */
  async resultFile(id: string, format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<OneResultFile> {
    return this.#results.one(id, format, errorsOnly);
  }

  async #run(
    job: JobFile,
    plan: PlannedRow[],
    progress: RowProgress[],
    client: RunInput['client'],
    limiter: AdaptiveLimiter,
    run: RunControl,
    locks: RunLock[],
    interrupted: boolean,
  ): Promise<JobSummary> {
    const { store } = this;
    const ended = await runJob({
      store,
      log: this.#log,
      backoff: this.#options.backoff,
      job,
      plan,
      progress,
      client,
      limiter,
      run,
      locks,
      interrupted,
      ...(this.#options.timing ? { timing: this.#options.timing } : {}),
    });
    const { status, message } = ended;
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
    return this.#summaries.of(this.store.readJob(job.id), plan, progress);
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
    const status = this.#summaries.statusOf(job);
    if (status === 'running')
      throw new AppError('conflict', `Job ${id} runs in another process (${job.runner?.pid ?? '?'}): stop it there.`);
    if (as === 'cancelled' && status !== 'completed' && status !== 'cancelled')
      this.#saveStatus(job, 'cancelled', { runner: undefined });
    return this.summary(id);
  }

  /** Writes job.json with the new status and answers what was written. */
  #saveStatus(job: JobFile, status: JobStatus, changes: Partial<JobFile>): JobFile {
    const next: JobFile = { ...job, ...changes, status, updatedAt: new Date().toISOString() };
    for (const key of Object.keys(next) as (keyof JobFile)[]) if (next[key] === undefined) delete next[key];
    this.store.writeJob(next);
    return next;
  }

  #emit(payload: JobProgress): void {
    this.#options.events?.emit('jobs.progress', payload);
  }
}
