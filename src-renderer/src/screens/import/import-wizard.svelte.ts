// The import wizard around one import at a time: which step is open, the status area, the
// environment, templates, recent files and jobs left unfinished. Everything about a file lives in
// `run` (a FileImport), made new for each file chosen and for "Import another file": nothing of
// a previous file can show under the next. Heavy work goes to the worker, service work to main.
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { EnvironmentInfoDto } from '../../../../src-shared/bridge/env';
import type { JobSummary } from '../../../../src-shared/bridge/jobs';
import type { RecentFile, SavedTemplate } from '../../../../src-shared/bridge/templates';
import { toProblem, type Problem } from '../../lib/problem';
import { runTask } from '../../lib/run-task';
import type { FileSummary } from '../../workers/import-protocol';
import type { ImportWorkerClient } from '../../workers/import-worker-client';
import { FileImport } from './file-import.svelte';
import type { ImportEnvironment, ImportHost } from './import-host';
import { loadTemplate, rememberFile, removeTemplate, saveTemplate } from './wizard-templates';
import { stepIndex, type PendingConfirmation, type StepId } from './wizard-steps';

export type { RowFilter } from '../../lib/row-filter';
export {
  fieldLabel,
  PLAN_PAGE_ROWS,
  STEPS,
  type PendingConfirmation,
  type PlanRowFilter,
  type StepId,
} from './wizard-steps';

const READABLE = ['.csv', '.xlsx', '.txt', '.tsv'];

export class ImportWizard implements ImportHost {
  step = $state<StepId>('file');
  /** What is being done now, in words; null when idle. */
  busy = $state<string | null>(null);
  progress = $state<{ stage: string; done: number; total: number } | null>(null);
  problem = $state<Problem | null>(null);
  notice = $state<string | null>(null);

  /** The import under way: one per file, made new when a file is chosen. */
  run = $state.raw<FileImport>(new FileImport(this, null, null));

  recentFiles = $state.raw<RecentFile[]>([]);
  templates = $state.raw<SavedTemplate[]>([]);
  /** A saved template to apply to the next file opened. */
  preferredTemplate = $state<string | null>(null);
  /** Jobs left paused or interrupted (e.g. by closing the app), offered for resumption. */
  unfinishedJobs = $state.raw<JobSummary[]>([]);
  environments = $state.raw<EnvironmentInfoDto[]>([]);
  /** The environment chosen for imports; null follows the app's active environment. */
  chosenEnvironment = $state<string | null>(null);
  confirmation = $state.raw<PendingConfirmation | null>(null);

  readonly client: BridgeClient;
  readonly #startWorker: () => ImportWorkerClient;
  readonly #activeEnvironment: () => ImportEnvironment | null;
  /**
   * A worker started ahead of the next file: a module worker compiles the whole import pipeline when it starts,
   * a few hundred milliseconds that are then not between the drop and the grid. Never used for two files.
   */
  #spareWorker: ImportWorkerClient | null = null;

  constructor(
    client: BridgeClient,
    startWorker: () => ImportWorkerClient,
    activeEnvironment: () => ImportEnvironment | null,
  ) {
    this.client = client;
    this.#startWorker = startWorker;
    this.#activeEnvironment = activeEnvironment;
    client.on('jobs.progress', (progress) => this.run.send.onProgress(progress));
  }

  /** The environment chosen for the next plan, with its kind (for colour and confirmation). */
  get chosenTarget(): ImportEnvironment | null {
    const active = this.#activeEnvironment();
    const name = this.chosenEnvironment ?? active?.name;
    if (!name) return null;
    const listed = this.environments.find((e) => e.name === name);
    if (listed) return { name: listed.name, kind: listed.kind, url: listed.url };
    return active && active.name === name ? active : { name, kind: 'test', url: '' };
  }

  /** The environment this import writes to: a started job writes where it was planned, whatever is chosen now. */
  get environment(): ImportEnvironment | null {
    return this.run.send.job?.environment ?? this.chosenTarget;
  }

  tell = (notice: string | null): void => {
    this.notice = notice;
  };

  report = (error: unknown): void => {
    this.problem = toProblem(error);
  };

  showProgress = (stage: string, done: number, total: number): void => {
    this.progress = { stage, done, total };
  };

  canOpen = (step: StepId): boolean => stepIndex(step) <= stepIndex(this.run.reached);

  goTo = (step: StepId): void => {
    if (!this.canOpen(step)) return;
    this.problem = null;
    this.notice = null;
    this.step = step;
    if (step === 'review') void this.run.review.ensureValidated();
    if (step === 'plan') void this.loadEnvironments();
    if (step === 'file') this.prepareWorker();
  };

  /** Starts the worker the next file will be read by, if none is waiting. */
  prepareWorker = (): void => {
    this.#spareWorker ??= this.#startWorker();
  };

  #takeWorker(): ImportWorkerClient {
    const worker = this.#spareWorker ?? this.#startWorker();
    this.#spareWorker = null;
    return worker;
  }

  load = async (): Promise<void> => {
    this.prepareWorker();
    const [recent, templates, jobs] = await Promise.allSettled([
      this.client.call('templates.recentFiles', {}),
      this.client.call('templates.list', {}),
      this.client.call('jobs.list', {}),
    ]);
    if (recent.status === 'fulfilled') this.recentFiles = recent.value;
    if (templates.status === 'fulfilled') this.templates = templates.value;
    if (jobs.status === 'fulfilled')
      this.unfinishedJobs = jobs.value.filter((j) => j.status === 'interrupted' || j.status === 'paused');
    const failed = [recent, templates, jobs].find((r) => r.status === 'rejected');
    if (failed && failed.status === 'rejected') this.problem = toProblem(failed.reason);
  };

  // ----- 1 File -----

  openFile = async (file: File): Promise<void> => {
    const lower = file.name.toLowerCase();
    if (!READABLE.some((ending) => lower.endsWith(ending))) {
      this.problem = {
        message: `"${file.name}" is not a CSV or XLSX file.`,
        details: [
          'Save the list from Excel as .xlsx or as CSV and choose it again. Old .xls files must be saved as .xlsx first.',
        ],
      };
      return;
    }
    await this.task('Reading the file', async () => {
      // A new worker per file; the import holding the current file stays until the new file is read.
      const worker = this.#takeWorker();
      let summary: FileSummary;
      try {
        summary = await worker.request({
          type: 'open',
          fileName: file.name,
          bytes: await file.arrayBuffer(),
          settings: {},
        });
      } catch (error) {
        worker.terminate();
        throw error;
      }
      this.#replaceRun(new FileImport(this, worker, summary));
      const remembered = this.preferredTemplate ?? this.recentFiles.find((r) => r.fileName === file.name)?.templateName;
      const saved = this.templates.find((t) => t.name === remembered);
      if (saved) this.notice = await this.run.applyTemplate(saved);
      void rememberFile(this);
    });
  };

  /** Starts over with a new file; templates, recent files and the environment stay. */
  startOver = (): void => {
    this.#replaceRun(new FileImport(this, null, null));
    this.prepareWorker();
    this.step = 'file';
    this.problem = null;
    this.notice = null;
  };

  #replaceRun(next: FileImport): void {
    this.run.close();
    this.run = next;
    this.confirmation = null;
  }

  // ----- templates (kept across files) -----

  /** The saved template the next file opened is mapped with; null: suggest from its headers. */
  setPreferredTemplate = (name: string | null): void => {
    this.preferredTemplate = name;
  };

  saveTemplate = (name: string): Promise<void> => saveTemplate(this, name);
  loadTemplate = (name: string): Promise<void> => loadTemplate(this, name);
  removeTemplate = (name: string): Promise<void> => removeTemplate(this, name);

  // ----- 5 Plan: the environment -----

  loadEnvironments = async (): Promise<void> => {
    try {
      this.environments = await this.client.call('env.list', {});
    } catch (error) {
      this.problem = toProblem(error);
    }
  };

  #activeSeen: string | null = null;

  /**
   * The app's active environment is now `name`: a choice made on the Plan step, and a plan made on another
   * environment but not started, are put aside (nothing from the last environment carries over unseen).
   */
  followActiveEnvironment = (name: string | null): void => {
    const before = this.#activeSeen;
    this.#activeSeen = name;
    if (before === null || name === null || name === before) return;
    this.chosenEnvironment = null;
    const plan = this.run.send.plan;
    if (!plan || this.run.send.job || plan.environment.name === name) return;
    this.run.send.forgetPlan();
    this.run.forgetAfter('plan');
    this.notice = `The plan made on "${plan.environment.name}" was put aside: "${name}" is now active. Make the plan again.`;
  };

  chooseEnvironment = (name: string): void => {
    this.chosenEnvironment = name;
    this.run.send.forgetPlan();
    this.run.forgetAfter('plan');
  };

  // ----- confirming a write, unfinished jobs -----

  confirmThen(environment: ImportEnvironment, what: string, run: (confirmEnvironment: string) => Promise<void>): void {
    const go = (name: string) => this.task('Starting the job', () => run(name));
    if (environment.kind === 'production') this.confirmation = { environment: environment.name, what, run: go };
    else void go(environment.name);
  }

  confirm = async (typedName: string): Promise<void> => {
    const pending = this.confirmation;
    if (!pending || typedName !== pending.environment) return;
    this.confirmation = null;
    await pending.run(typedName);
  };

  cancelConfirmation = (): void => {
    this.confirmation = null;
  };

  /** Opens an interrupted or paused job (from the start-up offer) in the Run step and resumes it. */
  resumeUnfinished = (job: JobSummary): void => {
    this.unfinishedJobs = this.unfinishedJobs.filter((j) => j.id !== job.id);
    this.#replaceRun(new FileImport(this, null, null));
    this.run.send.resumeJob(job);
  };

  dismissUnfinished = (id: string): void => {
    this.unfinishedJobs = this.unfinishedJobs.filter((j) => j.id !== id);
  };

  /** Runs one action (see runTask); the progress of a finished action is cleared. */
  async task(label: string | null, work: () => Promise<void>): Promise<void> {
    // A notice says what the last action did: the next one makes it stale ("Fixed 1 row." after an edit).
    this.notice = null;
    await runTask(this, label, work);
    this.progress = null;
  }
}
