// The Jobs screen's state and actions: history, one job's details and rows, resume, pause,
// cancel, revert, results files. The components only show it.
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { JobDetail, JobProgress, JobRow, JobRowFilter, JobSummary } from '../../../../src-shared/bridge/jobs';
import { downloadBase64 } from '../../lib/download';
import { runTask } from '../../lib/run-task';
import type { Problem } from '../../lib/problem';

export type { JobRowFilter };
export const JOB_ROWS_PAGE = 50;

/** An action on a job that needs a yes first: naming the environment on production. */
export interface JobConfirmation {
  kind: 'resume' | 'revert';
  job: JobSummary;
}

export class JobsState {
  jobs = $state.raw<JobSummary[]>([]);
  loaded = $state(false);
  /** Dry runs (plans never started) wrote nothing: listed only on request. */
  showDryRuns = $state(false);
  selected = $state.raw<JobDetail | null>(null);
  rowFilter = $state<JobRowFilter>('all');
  rows = $state.raw<JobRow[]>([]);
  rowsTotal = $state(0);
  rowsOffset = $state(0);
  rowsSearch = $state('');
  /** Live progress of running jobs, by id. */
  progress = $state.raw<Record<string, JobProgress>>({});
  busy = $state<string | null>(null);
  problem = $state<Problem | null>(null);
  notice = $state<string | null>(null);
  confirmation = $state.raw<JobConfirmation | null>(null);

  readonly #client: BridgeClient;

  constructor(client: BridgeClient) {
    this.#client = client;
    client.on('jobs.progress', (progress) => this.#onProgress(progress));
  }

  load = (): Promise<void> =>
    this.#task(null, async () => {
      this.jobs = await this.#client.call('jobs.list', {});
      this.loaded = true;
    });

  select = (id: string): Promise<void> =>
    this.#task('Opening the job', async () => {
      this.selected = await this.#client.call('jobs.show', { id });
      await this.loadRows('all', 0, '');
    });

  close = (): void => {
    this.selected = null;
    this.rows = [];
  };

  loadRows = async (filter: JobRowFilter, offset: number, search = this.rowsSearch): Promise<void> => {
    const job = this.selected;
    if (!job) return;
    await this.#task(null, async () => {
      const page = await this.#client.call('jobs.rows', { id: job.id, filter, offset, limit: JOB_ROWS_PAGE, search });
      this.rowFilter = filter;
      this.rowsOffset = offset;
      this.rowsSearch = search;
      this.rows = page.rows;
      this.rowsTotal = page.total;
    });
  };

  /** Resume or revert: on production only after the user typed the environment's name. */
  ask = (kind: JobConfirmation['kind'], job: JobSummary): void => {
    this.problem = null;
    this.confirmation = { kind, job };
  };

  confirm = async (typedName: string): Promise<void> => {
    const pending = this.confirmation;
    if (!pending) return;
    const production = pending.job.environment.kind === 'production';
    if (production && typedName !== pending.job.environment.name) return;
    this.confirmation = null;
    const confirmEnvironment = production ? { confirmEnvironment: typedName } : {};
    if (pending.kind === 'resume') {
      await this.#jobAction(
        'Resuming',
        () => this.#client.call('jobs.resume', { id: pending.job.id, ...confirmEnvironment }),
        'resumed',
      );
    } else {
      await this.#jobAction(
        'Reverting',
        () => this.#client.call('jobs.revert', { id: pending.job.id, ...confirmEnvironment }),
        'started as a revert job',
      );
    }
  };

  cancelConfirmation = (): void => {
    this.confirmation = null;
  };

  pause = (job: JobSummary): Promise<void> =>
    this.#jobAction('Pausing', () => this.#client.call('jobs.pause', { id: job.id }), 'paused');
  cancel = (job: JobSummary): Promise<void> =>
    this.#jobAction('Cancelling', () => this.#client.call('jobs.cancel', { id: job.id }), 'cancelled');

  saveResults = (job: JobSummary, format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<void> =>
    this.#task('Writing the results file', async () => {
      const file = await this.#client.call('jobs.results', { id: job.id, format, errorsOnly });
      downloadBase64(file.fileName, file.mediaType, file.base64);
      this.notice = `Saved ${file.fileName}: in your downloads, and a copy at ${file.savedTo}.`;
    });

  async #jobAction(label: string, call: () => Promise<JobSummary>, done: string): Promise<void> {
    await this.#task(`${label} the job`, async () => {
      const summary = await call();
      this.notice = `Job ${summary.id} ${done}.`;
      await this.#refresh(summary.id);
    });
  }

  async #refresh(id?: string): Promise<void> {
    this.jobs = await this.#client.call('jobs.list', {});
    const open = this.selected;
    if (open && (id === undefined || open.id === id || this.jobs.some((j) => j.revertOf === open.id))) {
      this.selected = await this.#client.call('jobs.show', { id: open.id });
      await this.loadRows(this.rowFilter, this.rowsOffset);
    }
  }

  #onProgress(progress: JobProgress): void {
    this.progress = { ...this.progress, [progress.jobId]: progress };
    const known = this.jobs.find((j) => j.id === progress.jobId);
    if (!known || known.status !== progress.status) void this.#refresh(progress.jobId).catch(() => {});
  }

  #task(label: string | null, work: () => Promise<void>): Promise<void> {
    return runTask(this, label, work);
  }
}
