// The Plan, Run and Results steps of one import: the plan made on the service, the job started
// from it and its files. Part of a FileImport: a new file starts with no plan and no job.
import type {
  BlankRule,
  ImportMode,
  JobDetail,
  JobProgress,
  JobRow,
  JobSummary,
  MatchDecision,
  MatchKey,
} from '../../../../src-shared/bridge/jobs';
import { handOverPlanRows } from '../../../../src-shared/bridge/plan-chunks';
import type { MatchRules } from '../../../../src-shared/matching/rules';
import { counted } from '../../lib/counted';
import { downloadBase64 } from '../../lib/download';
import { QuietJobCheck } from '../../lib/quiet-job-check';
import { appendNew } from '../../lib/row-set';
import type { SendOwner } from './import-parts';
import { PLAN_PAGE_ROWS, type PlanRowFilter } from './wizard-steps';

/** The Run step lists this many errors at most (the newest); the results file has them all. */
const LIVE_ERRORS_MAX = 500;
const FINISHED: readonly JobSummary['status'][] = ['completed', 'cancelled'];
const RUNNING: readonly JobSummary['status'][] = ['running', 'pausing'];

export class SendState {
  readonly #run: SendOwner;
  mode = $state<ImportMode>('upsert');
  match = $state<MatchKey>('email');
  blank = $state<BlankRule>('keep');
  plan = $state.raw<JobDetail | null>(null);
  planFilter = $state<PlanRowFilter>('all');
  planRows = $state.raw<JobRow[]>([]);
  planRowsTotal = $state(0);
  /** Decisions on possible matches (possible-matches.svelte), sent with the next plan. */
  matchDecisions: MatchDecision[] = [];
  /** Tags and groups: added to the user's (default) or replacing them. */
  listRule = $state<'add' | 'replace'>('add');
  /** The match rules chosen (match-rules-choice.svelte); null: the planner's default, standard. */
  matchRules = $state.raw<MatchRules | null>(null);
  /** Proposed changes a person accepted (update-policy-section.svelte), sent with the next plan. */
  acceptRows = $state.raw<number[]>([]);
  acceptAll = $state(false);
  /** The first rows with proposed changes not applied. */
  proposedRows = $state.raw<JobRow[]>([]);
  proposedTotal = $state(0);
  planOffset = $state(0);
  planSearch = $state('');

  job = $state.raw<JobSummary | null>(null);
  jobProgress = $state.raw<JobProgress | null>(null);
  liveErrors = $state.raw<readonly { rowNumber: number; message: string }[]>([]);
  savedFiles = $state.raw<{ label: string; savedTo: string }[]>([]);
  /** Set while the started job waits for another import creating users on the same environment. */
  lockWait = $state.raw<JobProgress['waitingForJob'] | null>(null);
  /** The job jobs.start or jobs.resume is starting: its progress may arrive before their answer. */
  #starting: string | null = null;
  readonly #quietCheck = new QuietJobCheck(() => this.#askStatus());

  constructor(run: SendOwner) {
    this.#run = run;
  }

  get #client() {
    return this.#run.host.client;
  }

  /** The plan was made from what changed since: it must be made again. */
  forgetPlan(): void {
    this.plan = null;
  }

  /** The rows are read again: no plan, no job. */
  forget(): void {
    this.plan = null;
    this.job = null;
    this.acceptRows = [];
    this.acceptAll = false;
  }

  setPlanSetting = (changes: Partial<{ mode: ImportMode; match: MatchKey; blank: BlankRule }>): void => {
    if (changes.mode) this.mode = changes.mode;
    if (changes.match) this.match = changes.match;
    if (changes.blank) this.blank = changes.blank;
    this.plan = null;
    this.#run.forgetAfter('plan');
  };

  /** Tags and groups of people already there: the file's are added to theirs, or replace them. */
  setListRule = (rule: 'add' | 'replace'): void => {
    this.listRule = rule;
    this.setPlanSetting({});
  };

  /** Other match rules (null: the planner's standard ones); the plan is made again with them. */
  setMatchRules = (rules: MatchRules | null): void => {
    this.matchRules = rules;
    this.setPlanSetting({});
  };

  /** Plans again with the person's decisions on the possible matches. */
  planWithDecisions = (decisions: MatchDecision[]): Promise<void> => {
    this.matchDecisions = decisions;
    return this.makePlan();
  };

  /** Looks every row up on the environment and plans it: a dry run, nothing is written. */
  makePlan = (): Promise<void> =>
    this.#run.host.task('Looking the rows up on the service', async () => {
      const environment = this.#run.host.chosenTarget;
      if (!environment) throw new Error('Choose the environment to import into.');
      const { review } = this.#run;
      if (this.#run.mapping !== review.checkedWith) await review.ensureValidated();
      const mapping = this.#run.mapping;
      const worker = this.#run.requireWorker();
      const input = await worker.request({ type: 'plan-input', excluded: [...review.excluded] });
      const rows = await handOverPlanRows(this.#client, input.rows);
      this.plan = await this.#client.call('jobs.plan', {
        environment: environment.name,
        source: input.source,
        mapping,
        fields: input.fields,
        ...rows,
        excluded: review.excludedRowNumbers(),
        mode: this.mode,
        match: this.match,
        blank: this.blank,
        matching: {
          decisions: this.matchDecisions,
          lists: this.listRule,
          ...(this.matchRules ? { rules: this.matchRules } : {}),
          onlyFillEmpty: mapping?.onlyFillEmpty ?? [],
          ...(mapping?.updatePolicy ? { updatePolicy: mapping.updatePolicy } : {}),
          accept: { all: this.acceptAll, rows: this.acceptRows },
        },
      });
      await this.loadProposed();
      this.job = null;
      this.planFilter = this.plan.counts.update > 0 ? 'update' : 'all';
      await this.loadPlanRows(this.planFilter, 0, '');
    });

  /** Accepts the proposed changes of one row (or, without one, every row's) and plans again. */
  acceptProposed = (rowNumber?: number): Promise<void> => {
    if (rowNumber === undefined) this.acceptAll = true;
    else if (!this.acceptRows.includes(rowNumber)) this.acceptRows = [...this.acceptRows, rowNumber];
    return this.makePlan();
  };

  /** Takes back every acceptance and plans again. */
  undoAccepted = (): Promise<void> => {
    this.acceptRows = [];
    this.acceptAll = false;
    return this.makePlan();
  };

  loadProposed = async (): Promise<void> => {
    const plan = this.plan;
    if (!plan || (plan.updates?.proposed ?? 0) === 0) {
      this.proposedRows = [];
      this.proposedTotal = 0;
      return;
    }
    const page = await this.#client.call('jobs.rows', { id: plan.id, filter: 'proposed', offset: 0, limit: 50 });
    this.proposedRows = page.rows;
    this.proposedTotal = page.total;
  };

  loadPlanRows = async (filter: PlanRowFilter, offset: number, search = this.planSearch): Promise<void> => {
    const plan = this.plan;
    if (!plan) return;
    try {
      const page = await this.#client.call('jobs.rows', { id: plan.id, filter, offset, limit: PLAN_PAGE_ROWS, search });
      this.planFilter = filter;
      this.planOffset = offset;
      this.planSearch = search;
      this.planRows = page.rows;
      this.planRowsTotal = page.total;
    } catch (error) {
      this.#run.host.report(error);
    }
  };

  /** Starts the planned job; on production, only once the person has confirmed by its name. */
  startJob = (): void => {
    const plan = this.plan;
    if (!plan) return;
    const what = `${counted(plan.counts.create, 'new user')} and ${counted(plan.counts.update, 'update')}`;
    this.#run.host.confirmThen(plan.environment, what, async (confirmEnvironment) => {
      this.liveErrors = [];
      this.jobProgress = null;
      try {
        await this.#started(plan.id, () =>
          this.#client.call('jobs.start', { id: plan.id, ...(confirmEnvironment ? { confirmEnvironment } : {}) }),
        );
      } finally {
        this.lockWait = null;
      }
      this.#run.reach('run');
      this.#run.host.goTo('run');
    });
  };

  pause = (): Promise<void> => this.#jobCall('Pausing', (id) => this.#client.call('jobs.pause', { id }));
  cancel = (): Promise<void> => this.#jobCall('Cancelling', (id) => this.#client.call('jobs.cancel', { id }));

  resume = (): void => {
    const job = this.job;
    if (!job) return;
    this.#run.host.confirmThen(job.environment, `the rest of job ${job.id}`, (confirmEnvironment) =>
      this.#started(job.id, () =>
        this.#client.call('jobs.resume', { id: job.id, ...(confirmEnvironment ? { confirmEnvironment } : {}) }),
      ),
    );
  };

  /**
   * Starts (or resumes) a job. Its answer says "running"; a short job may already have finished by then, its
   * progress arriving first on the event stream: the newest status wins, and a finished job shows its results.
   */
  async #started(id: string, start: () => Promise<JobSummary>): Promise<void> {
    this.#starting = id;
    const before = this.jobProgress;
    try {
      this.job = await start();
    } finally {
      this.#starting = null;
    }
    const during = this.jobProgress;
    if (during && during !== before && during.jobId === this.job.id) this.#showStatus(during.status);
    this.#quietCheck.start();
  }

  #showStatus(status: JobSummary['status']): void {
    if (!this.job) return;
    if (status !== this.job.status) this.job = { ...this.job, status };
    if (FINISHED.includes(status)) void this.#finished();
  }

  /** Asked while the job runs; a paused, interrupted or finished one sends nothing more to wait for. */
  async #askStatus(): Promise<'watching' | 'done'> {
    const job = this.job;
    if (!job || !RUNNING.includes(job.status)) return 'done';
    const shown = await this.#client.call('jobs.show', { id: job.id });
    if (this.job?.id === shown.id && this.#quietCheck.quiet) this.#showStatus(shown.status);
    return RUNNING.includes(shown.status) ? 'watching' : 'done';
  }

  /** Takes an interrupted or paused job (from the start-up offer) to the Run step and resumes it. */
  resumeJob(job: JobSummary): void {
    this.job = job;
    this.#run.reach('run');
    this.#run.host.goTo('run');
    this.resume();
  }

  async #jobCall(label: string, call: (id: string) => Promise<JobSummary>): Promise<void> {
    const job = this.job;
    if (!job) return;
    await this.#run.host.task(`${label} the job`, async () => {
      this.job = await call(job.id);
      if (FINISHED.includes(this.job.status)) await this.#finished();
    });
  }

  /** Cancels the planned job while it waits for the other import: its start then ends, nothing sent. */
  cancelWaiting = async (): Promise<void> => {
    const plan = this.plan;
    if (!plan) return;
    try {
      await this.#client.call('jobs.cancel', { id: plan.id });
    } catch (error) {
      this.#run.host.report(error);
    }
  };

  onProgress(progress: JobProgress): void {
    if (progress.waitingForJob && progress.jobId === this.plan?.id && !this.job) {
      this.lockWait = progress.waitingForJob;
      return;
    }
    if (progress.jobId !== (this.#starting ?? this.job?.id)) return;
    this.jobProgress = progress;
    this.#quietCheck.heard();
    if (progress.recentErrors.length > 0)
      this.liveErrors = appendNew(
        this.liveErrors,
        progress.recentErrors,
        (e) => `${e.rowNumber}\u0000${e.message}`,
        LIVE_ERRORS_MAX,
      );
    if (this.#starting !== progress.jobId) this.#showStatus(progress.status);
  }

  async #finished(): Promise<void> {
    const job = this.job;
    if (!job) return;
    try {
      this.job = await this.#client.call('jobs.show', { id: job.id });
    } catch (error) {
      this.#run.host.report(error);
    }
    this.#run.reach('results');
  }

  showResults = (): void => this.#run.host.goTo('results');

  saveResults = (format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<void> => {
    const host = this.#run.host;
    return host.task('Writing the results file', async () => {
      const job = this.job;
      if (!job) return;
      const file = await this.#client.call('jobs.results', { id: job.id, format, errorsOnly });
      downloadBase64(file.fileName, file.mediaType, file.base64);
      const label = `${errorsOnly ? 'Rows to fix' : 'All results'} (${format.toUpperCase()})`;
      this.savedFiles = [...this.savedFiles.filter((f) => f.label !== label), { label, savedTo: file.savedTo }];
      host.tell(`Saved ${file.fileName}: in your downloads, and a copy at ${file.savedTo}.`);
    });
  };
}
