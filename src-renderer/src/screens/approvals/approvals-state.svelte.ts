// The Approvals screen's state: the pending users of the active environment (loaded once, every
// page), the filter (applied here with the same predicate main uses), the selection, one user's
// details, and the approve job while it runs (progress from jobs.progress, pause, resume, revert).
import { describeApprovalFilter } from '../../lib/words/approval-filter-words';
import {
  matchesApprovalFilter,
  type ApprovalEnvironment,
  type ApprovalFilter,
  type ApprovalOutcome,
  type DetailField,
  type PendingUser,
} from '../../../../src-shared/bridge/approvals';
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { JobProgress, JobSummary } from '../../../../src-shared/bridge/jobs';
import { downloadBase64 } from '../../lib/download';
import { jobName } from '../../lib/plain-words';
import { QuietJobCheck } from '../../lib/quiet-job-check';
import { runTask } from '../../lib/run-task';
import { toProblem, type Problem } from '../../lib/problem';
import { idSet, keepOnly, toggled } from './id-sets';

/** An import job that created users on this environment: a choice for the job filter. */
export interface ImportJobChoice {
  id: string;
  label: string;
}

export interface RunningApproval {
  job: JobSummary;
  progress: JobProgress | null;
  outcome: ApprovalOutcome | null;
}

const FINISHED: readonly JobSummary['status'][] = ['completed', 'cancelled', 'paused', 'interrupted'];
const ENDED: readonly JobSummary['status'][] = ['completed', 'cancelled'];

export class ApprovalsState {
  environment = $state<ApprovalEnvironment | null>(null);
  /** Every pending user of the environment, as last loaded (kept raw: it can be tens of thousands). */
  users = $state.raw<PendingUser[]>([]);
  loadedHow = $state('');
  filter = $state<ApprovalFilter>({});
  /** The users the filter's job created; null until read. */
  jobUserIds = $state.raw<ReadonlySet<number> | null>(null);
  importJobs = $state.raw<ImportJobChoice[]>([]);
  selection = $state.raw<ReadonlySet<number>>(idSet([]));
  enable = $state(false);
  detail = $state<{ userId: number; fields: DetailField[] | null; problem: string | null } | null>(null);
  busy = $state<string | null>(null);
  problem = $state<Problem | null>(null);
  notice = $state<string | null>(null);
  confirming = $state(false);
  run = $state<RunningApproval | null>(null);

  readonly shown = $derived(
    this.users.filter((user) => matchesApprovalFilter(user, this.filter, this.jobUserIds ?? undefined)),
  );
  readonly selectedShown = $derived(this.shown.reduce((n, user) => (this.selection.has(user.user_id) ? n + 1 : n), 0));
  readonly selectedHidden = $derived(this.selection.size - this.selectedShown);
  readonly running = $derived(this.run !== null && !FINISHED.includes(this.run.job.status));
  readonly filterWords = $derived(describeApprovalFilter(this.filter));

  readonly #client: BridgeClient;
  readonly #quietCheck = new QuietJobCheck(() => this.#askStatus());

  /** Lives as long as the app (the screen keeps one): it follows jobs.progress from the start. */
  constructor(client: BridgeClient) {
    this.#client = client;
    client.on('jobs.progress', (progress) => this.#onProgress(progress));
  }

  /** Reads every pending user of the environment, and the import jobs that can filter them. */
  load = async (environment: ApprovalEnvironment): Promise<void> => {
    const left = this.environment?.name !== environment.name ? this.#forgetEnvironment(this.environment) : null;
    this.environment = environment;
    await this.#guard('Reading the users pending approval (every page)', async () => {
      const list = await this.#client.call('approvals.pending', { environment: environment.name, filter: {} });
      const jobs = await this.#client.call('jobs.list', {});
      // The active environment may have changed while the list was read: that load wins.
      if (this.environment?.name !== environment.name) return;
      this.users = list.users;
      this.loadedHow = list.how;
      const present = idSet(list.users.map((user) => user.user_id));
      this.selection = keepOnly(this.selection, (id) => present.has(id));
      this.importJobs = jobs
        .filter((job) => job.kind === 'import' && job.environment.name === environment.name && job.counts.created > 0)
        .map((job) => ({ id: job.id, label: `${jobName(job)}: ${job.counts.created} created (job ${job.id})` }));
    });
    if (this.filter.jobId) await this.setJob(this.filter.jobId);
    if (left) this.notice ??= left;
  };

  /** Filters by the users an import job created (reads the job's journal in main). */
  setJob = async (jobId: string | undefined): Promise<void> => {
    this.filter = { ...this.filter, jobId };
    this.jobUserIds = null;
    if (!jobId) return;
    await this.#guard(`Reading the users job ${jobId} created`, async () => {
      const found = await this.#client.call('approvals.jobUsers', { id: jobId });
      this.jobUserIds = idSet(found.userIds);
      if (this.environment && found.environment !== this.environment.name) {
        this.notice = `Job ${jobId} created its users on "${found.environment}", not on "${this.environment.name}": choose that environment to approve them.`;
      }
    });
  };

  setFilter = (changes: Partial<ApprovalFilter>): void => {
    const next: ApprovalFilter = { ...this.filter, ...changes };
    for (const key of Object.keys(next) as (keyof ApprovalFilter)[])
      if (next[key] === undefined || next[key] === '') delete next[key];
    this.filter = next;
  };

  toggle = (userId: number): void => {
    this.selection = toggled(this.selection, userId);
  };

  selectAllShown = (): void => {
    this.selection = idSet([...this.selection, ...this.shown.map((user) => user.user_id)]);
  };

  clearSelection = (): void => {
    this.selection = idSet([]);
  };

  showDetail = async (userId: number): Promise<void> => {
    if (!this.environment) return;
    this.detail = { userId, fields: null, problem: null };
    try {
      const answer = await this.#client.call('approvals.user', { environment: this.environment.name, userId });
      if (this.detail?.userId === userId) this.detail = { userId, fields: answer.fields, problem: null };
    } catch (error) {
      if (this.detail?.userId === userId) this.detail = { userId, fields: null, problem: toProblem(error).message };
    }
  };

  closeDetail = (): void => {
    this.detail = null;
  };

  /** Plans the job for the selection and starts it; `confirmEnvironment` is the typed name on production. */
  approve = async (confirmEnvironment?: string): Promise<void> => {
    const environment = this.environment;
    if (!environment || this.selection.size === 0) return;
    this.confirming = false;
    await this.#guard(`Planning the approval of ${this.selection.size} users`, async () => {
      const plan = await this.#client.call('approvals.plan', {
        environment: environment.name,
        userIds: [...this.selection],
        enable: this.enable,
        description:
          this.selection.size === this.shown.length && this.selectedHidden === 0
            ? this.filterWords
            : `${this.selection.size} selected`,
      });
      this.run = { job: plan, progress: null, outcome: null };
      const started = await this.#client.call('jobs.start', {
        id: plan.id,
        confirmEnvironment: environment.kind === 'production' ? confirmEnvironment : environment.name,
      });
      this.#setJob(started);
      this.#quietCheck.start();
    });
  };

  pause = async (): Promise<void> => {
    if (this.run)
      await this.#guard('Pausing after the requests in flight', async () =>
        this.#setJob(await this.#client.call('jobs.pause', { id: this.run!.job.id })),
      );
  };

  resume = async (confirmEnvironment?: string): Promise<void> => {
    const run = this.run;
    if (!run) return;
    await this.#guard('Resuming', async () => {
      this.#setJob(
        await this.#client.call('jobs.resume', {
          id: run.job.id,
          confirmEnvironment: confirmEnvironment ?? run.job.environment.name,
        }),
      );
      this.#quietCheck.start();
    });
  };

  /** Puts approved (and enabled) back as they were, as a new job. */
  revert = async (confirmEnvironment?: string): Promise<void> => {
    const run = this.run;
    if (!run) return;
    await this.#guard('Reverting the approval', async () => {
      const started = await this.#client.call('jobs.revert', {
        id: run.job.id,
        confirmEnvironment: confirmEnvironment ?? run.job.environment.name,
      });
      this.notice = `Revert job ${started.id} started: approved${run.outcome && run.outcome.enabled > 0 ? ' and enabled are' : ' is'} being put back. Follow it in the Jobs screen.`;
    });
  };

  saveResults = async (format: 'csv' | 'xlsx'): Promise<void> => {
    const run = this.run;
    if (!run) return;
    await this.#guard('Preparing the results file', async () => {
      const file = await this.#client.call('jobs.results', { id: run.job.id, format, errorsOnly: false });
      downloadBase64(file.fileName, file.mediaType, file.base64);
    });
  };

  dismissRun = (): void => {
    this.run = null;
  };

  #onProgress(progress: JobProgress): void {
    const run = this.run;
    if (!run || progress.jobId !== run.job.id) return;
    this.#quietCheck.heard();
    this.run = { ...run, progress, job: { ...run.job, status: progress.status } };
    if (FINISHED.includes(progress.status)) void this.#finish(run.job.id);
  }

  async #askStatus(): Promise<'watching' | 'done'> {
    const run = this.run;
    if (!run || FINISHED.includes(run.job.status)) return 'done';
    const shown = await this.#client.call('jobs.show', { id: run.job.id });
    if (this.#quietCheck.quiet) this.#setJob(shown);
    return FINISHED.includes(shown.status) ? 'done' : 'watching';
  }

  #setJob(job: JobSummary): void {
    if (!this.run || this.run.job.id !== job.id) return;
    // A short job may finish, its progress coming first, before the answer that says it runs.
    const live = this.run.progress;
    if (live?.jobId === job.id && ENDED.includes(live.status) && !ENDED.includes(job.status)) return;
    this.run = { ...this.run, job };
    if (FINISHED.includes(job.status)) void this.#finish(job.id);
  }

  /** Once the job stops: its counts, and the list without the users it approved. */
  async #finish(jobId: string): Promise<void> {
    try {
      const [outcome, job] = await Promise.all([
        this.#client.call('approvals.outcome', { id: jobId }),
        this.#client.call('jobs.show', { id: jobId }),
      ]);
      if (this.run?.job.id !== jobId) return;
      this.run = { ...this.run, outcome, job };
      // The open user's details were read before the job: read them again.
      if (this.detail) void this.showDetail(this.detail.userId);
      if (job.status === 'completed') {
        const rows = await this.#client.call('jobs.rows', { id: jobId, filter: 'done', offset: 0, limit: 1000 });
        const done = idSet(rows.rows.flatMap((row) => (row.userId === null ? [] : [row.userId])));
        if (rows.total <= rows.rows.length) {
          this.users = this.users.filter((user) => !done.has(user.user_id));
          this.selection = keepOnly(this.selection, (id) => !done.has(id));
        } else if (this.environment) await this.load(this.environment);
      }
    } catch (error) {
      this.problem = toProblem(error);
    }
  }

  /**
   * Another environment: its user ids mean other people, and nothing done or chosen on the last one carries over
   * (an approval's result with its Revert button, "also enable", a confirmation left open).
   */
  #forgetEnvironment(previous: ApprovalEnvironment | null): string | null {
    const run = this.run;
    this.users = [];
    this.selection = idSet([]);
    this.detail = null;
    this.enable = false;
    this.confirming = false;
    this.problem = null;
    this.run = null;
    return run && previous
      ? `The approval job ${run.job.id} on "${previous.name}" is in the Jobs screen, with its results and Revert.`
      : null;
  }

  /** One action at a time, as every screen does it; a new action clears the last notice. */
  #guard(what: string, work: () => Promise<void>): Promise<void> {
    this.notice = null;
    return runTask(this, what, work);
  }
}
