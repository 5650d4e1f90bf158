// The import wizard's one state: every step reads it and calls its actions; the components only
// show it. Heavy work goes to the worker (src-shared pipeline), service work to main (bridge).
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { EnvironmentInfoDto } from '../../../../src-shared/bridge/env';
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
import type { RecentFile, SavedTemplate } from '../../../../src-shared/bridge/templates';
import { missingRequired, parseTemplate, toTemplate } from '../../../../src-shared/mapping';
import type { ColumnTarget, Mapping, TemplateReport } from '../../../../src-shared/mapping/types';
import type { TransformSettings } from '../../../../src-shared/transforms/types';
import { downloadBase64, downloadText } from '../../lib/download';
import { runTask } from '../../lib/run-task';
import { appendNew, below, NO_ROWS, toggled, withRow } from '../../lib/row-set';
import { filterRows, type RowFilter, type TouchedRows } from '../../lib/row-filter';
import type {
  FileSummary,
  FixSuggestion,
  GridRow,
  ReadSettings,
  ValidationSummary,
} from '../../workers/import-protocol';
import type { ImportWorkerClient } from '../../workers/import-worker-client';
import { unpackRows, type PackedRows } from '../../workers/packed-rows';
import { toProblem, type Problem } from '../../lib/problem';
import { counted } from '../../lib/counted';
import { withChanged, withSlice } from './grid-rows';
import { withDrafts } from './mapping-drafts';
import { withOnlyFillEmpty } from './only-fill-empty';
import { PLAN_PAGE_ROWS, stepIndex, type PendingConfirmation, type PlanRowFilter, type StepId } from './wizard-steps';

export type { RowFilter } from '../../lib/row-filter';
export {
  fieldLabel,
  PLAN_PAGE_ROWS,
  STEPS,
  type PendingConfirmation,
  type PlanRowFilter,
  type StepId,
} from './wizard-steps';
/** The Run step lists this many errors at most (the newest); the results file has them all. */
const LIVE_ERRORS_MAX = 500;
const FINISHED: readonly JobSummary['status'][] = ['completed', 'cancelled'];

function sameHeaders(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((h, i) => h === b[i]);
}

export class ImportWizard {
  step = $state<StepId>('file');
  /** Steps the user may open: every step up to the furthest reached with what it needs. */
  reached = $state<StepId>('file');
  /** What is being done now, in words; null when idle. */
  busy = $state<string | null>(null);
  progress = $state<{ stage: string; done: number; total: number } | null>(null);
  problem = $state<Problem | null>(null);
  notice = $state<string | null>(null);

  // 1 File
  file = $state.raw<FileSummary | null>(null);
  readSettings = $state.raw<ReadSettings>({});
  recentFiles = $state.raw<RecentFile[]>([]);
  templates = $state.raw<SavedTemplate[]>([]);
  /** Jobs left paused or interrupted (e.g. by closing the app), offered for resumption. */
  unfinishedJobs = $state.raw<JobSummary[]>([]);

  // 3 Mapping
  mapping = $state.raw<Mapping | null>(null);
  templateReport = $state.raw<TemplateReport | null>(null);
  templateName = $state<string | null>(null);
  /** What the user typed in the "same value for every row" boxes, kept even when not (yet) valid. */
  constantDrafts = $state<Record<string, string>>({});
  constantProblems = $state<Record<string, string>>({});
  templateNameDraft = $state('');
  /** A saved template to apply to the next file opened. */
  preferredTemplate = $state<string | null>(null);
  unmappedRequired = $derived(this.mapping ? missingRequired(this.mapping) : []);
  /** Next was pressed while a required field had no column or value: the Mapping step says so once. */
  mappingBlocked = $state(false);

  // 4 Review
  rows = $state.raw<GridRow[]>([]);
  summary = $state.raw<ValidationSummary | null>(null);
  excluded = $state.raw<ReadonlySet<number>>(NO_ROWS);
  #rowFilter = $state<RowFilter>('all');
  /** Rows edited or left out under the filter in force: they stay in view until the filter changes. */
  touched = $state.raw<TouchedRows>({ filter: 'all', indexes: NO_ROWS });
  /** The Review grid shows each cell's value as sent (cleaned) instead of as written. */
  asSent = $state(false);
  visibleRows = $derived(filterRows(this.rows, this.rowFilter, this.excluded, this.touched));
  /** Rows loaded so far while the worker streams them in. */
  rowsLoaded = $derived(this.rows.length);

  // 5 Plan
  environments = $state.raw<EnvironmentInfoDto[]>([]);
  /** The environment chosen for this import; null follows the app's active environment. */
  chosenEnvironment = $state<string | null>(null);
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
  planOffset = $state(0);
  planSearch = $state('');

  // 6 Run, 7 Results
  job = $state.raw<JobSummary | null>(null);
  jobProgress = $state.raw<JobProgress | null>(null);
  liveErrors = $state.raw<readonly { rowNumber: number; message: string }[]>([]);
  savedFiles = $state.raw<{ label: string; savedTo: string }[]>([]);
  confirmation = $state.raw<PendingConfirmation | null>(null);

  readonly #client: BridgeClient;
  readonly #startWorker: () => ImportWorkerClient;
  #worker: ImportWorkerClient | null = null;
  /** The mapping the rows in the grid were checked with (to know when to check again). */
  #validatedMapping: Mapping | null = null;
  readonly #activeEnvironment: () =>
    EnvironmentInfoDto | { name: string; kind: 'test' | 'production'; url: string } | null;

  constructor(
    client: BridgeClient,
    startWorker: () => ImportWorkerClient,
    activeEnvironment: () => { name: string; kind: 'test' | 'production'; url: string } | null,
  ) {
    this.#client = client;
    this.#startWorker = startWorker;
    this.#activeEnvironment = activeEnvironment;
    client.on('jobs.progress', (progress) => this.#onProgress(progress));
  }

  /** The environment this import writes to, with its kind (for colour and confirmation). */
  get environment(): { name: string; kind: 'test' | 'production'; url: string } | null {
    // A started job writes where it was planned, whatever is chosen now.
    if (this.job) return this.job.environment;
    const active = this.#activeEnvironment();
    const name = this.chosenEnvironment ?? active?.name;
    if (!name) return null;
    const listed = this.environments.find((e) => e.name === name);
    if (listed) return { name: listed.name, kind: listed.kind, url: listed.url };
    return active && active.name === name ? active : { name, kind: 'test', url: '' };
  }

  canOpen = (step: StepId): boolean => stepIndex(step) <= stepIndex(this.reached);

  goTo = (step: StepId): void => {
    if (!this.canOpen(step)) return;
    this.problem = null;
    this.notice = null;
    this.step = step;
    if (step === 'review') void this.ensureValidated();
    if (step === 'plan') void this.loadEnvironments();
  };

  #reach(step: StepId): void {
    if (stepIndex(step) > stepIndex(this.reached)) this.reached = step;
  }

  /** Steps after `step` hold results made from what `step` changed: they must be made again. */
  #forgetAfter(step: StepId): void {
    if (stepIndex(this.reached) > stepIndex(step)) this.reached = step;
  }

  // ----- start-up -----

  load = async (): Promise<void> => {
    const [recent, templates, jobs] = await Promise.allSettled([
      this.#client.call('templates.recentFiles', {}),
      this.#client.call('templates.list', {}),
      this.#client.call('jobs.list', {}),
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
    if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx') && !lower.endsWith('.txt') && !lower.endsWith('.tsv')) {
      this.problem = {
        message: `"${file.name}" is not a CSV or XLSX file.`,
        details: [
          'Save the list from Excel as .xlsx or as CSV and choose it again. Old .xls files must be saved as .xlsx first.',
        ],
      };
      return;
    }
    await this.#task('Reading the file', async () => {
      // A new worker per file; the one holding the current file stays until the new file is read.
      const worker = this.#startWorker();
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
      this.#worker?.terminate();
      this.#worker = worker;
      this.readSettings = {};
      this.#forgetFileChoices();
      this.#takeSummary(summary, true);
      this.templateName = null;
      this.templateReport = null;
      this.notice = null;
      const remembered = this.preferredTemplate ?? this.recentFiles.find((r) => r.fileName === file.name)?.templateName;
      if (remembered && this.templates.some((t) => t.name === remembered)) await this.#applyTemplate(remembered);
      void this.#rememberFile();
    });
  };

  /** Reads the same file again with a changed encoding, delimiter, sheet or header row. */
  changeReadSettings = async (changes: ReadSettings): Promise<void> => {
    const settings = { ...this.readSettings, ...changes };
    await this.#task('Reading the file again', async () => {
      const summary = await this.#requireWorker().request({ type: 'reread', settings });
      this.readSettings = settings;
      this.#takeSummary(summary, false);
    });
  };

  chooseHeaderRow = (rowNumber: number): Promise<void> => this.changeReadSettings({ headerRow: rowNumber });

  #takeSummary(summary: FileSummary, fresh: boolean): void {
    const previous = this.file;
    this.file = summary;
    // Same columns as before (e.g. only the encoding changed): keep what the user mapped.
    const keep = !fresh && previous && this.mapping && sameHeaders(previous.headers, summary.headers);
    if (!keep) {
      this.mapping = this.#withDrafts(summary.suggestedMapping);
      this.templateReport = null;
    }
    this.#forgetRows();
    this.#forgetAfter('file');
    this.#reach('mapping');
  }

  /** What the person chose for the previous file: a new file starts from its own suggestions. */
  #forgetFileChoices(): void {
    this.constantDrafts = {};
    this.constantProblems = {};
    this.mappingBlocked = false;
    this.rowFilter = 'all';
    this.planFilter = 'all';
    this.planSearch = '';
  }

  /** The checked rows and what was made from them (plan, job): another file or reading is coming. */
  #forgetRows(): void {
    this.rows = [];
    this.summary = null;
    this.excluded = NO_ROWS;
    this.touched = { filter: 'all', indexes: NO_ROWS };
    this.#validatedMapping = null;
    this.plan = null;
    this.job = null;
  }

  async #rememberFile(): Promise<void> {
    const file = this.file;
    if (!file) return;
    try {
      this.recentFiles = await this.#client.call('templates.rememberFile', {
        fileName: file.fileName,
        size: file.size,
        format: file.detected.format,
        rows: file.rowCount,
        ...(this.templateName ? { templateName: this.templateName } : {}),
      });
    } catch {
      // The recent-files list is a convenience: the import goes on without it.
    }
  }

  // ----- 3 Mapping -----

  setTarget = (column: number, target: ColumnTarget): void => {
    if (!this.mapping) return;
    this.mapping = {
      ...this.mapping,
      columns: this.mapping.columns.map((c) => (c.column === column ? { ...c, target } : c)),
    };
    this.#forgetAfter('mapping');
  };

  /**
   * One value for a field on every row; an empty value removes it. A value it cannot take is kept as typed, with the
   * reason.
   */
  setConstant = (field: string, value: string): void => {
    if (!this.mapping) return;
    this.constantDrafts = { ...this.constantDrafts, [field]: value };
    const { [field]: _previous, ...others } = this.mapping.constants;
    this.mapping = this.#withDrafts({ ...this.mapping, constants: others });
    this.#forgetAfter('mapping');
  };

  /** The mapping with every valid typed constant in force; the reasons for the others in constantProblems. */
  #withDrafts(mapping: Mapping): Mapping {
    const drafted = withDrafts(mapping, this.constantDrafts);
    this.constantProblems = drafted.problems;
    return drafted.mapping;
  }

  setTransform = <K extends keyof TransformSettings>(name: K, value: TransformSettings[K]): void => {
    if (!this.mapping) return;
    this.mapping = { ...this.mapping, transforms: { ...this.mapping.transforms, [name]: value } };
    this.#forgetAfter('mapping');
  };

  /** Writes `field` only where the service holds nothing, or always. Only planning reads it: checked rows stay so. */
  setOnlyFillEmpty = (field: string, on: boolean): void => {
    if (!this.mapping) return;
    const checked = this.mapping === this.#validatedMapping;
    this.mapping = withOnlyFillEmpty(this.mapping, field, on);
    if (checked) this.#validatedMapping = this.mapping;
    this.plan = null;
    this.#forgetAfter('review');
  };

  resetMapping = (): void => {
    if (!this.file) return;
    this.mapping = this.#withDrafts(this.file.suggestedMapping);
    this.templateReport = null;
    this.templateName = null;
    this.#forgetAfter('mapping');
  };

  saveTemplate = async (name: string): Promise<void> => {
    const { file, mapping } = this;
    if (!file || !mapping) return;
    await this.#task('Saving the template', async () => {
      const template = toTemplate(mapping, { headers: file.headers, rows: [], rowNumbers: [] }, name);
      const saved = await this.#client.call('templates.save', { name, template });
      this.templates = [saved, ...this.templates.filter((t) => t.name !== saved.name)];
      this.templateName = saved.name;
      this.notice = `Saved the mapping as "${saved.name}". Files with the same columns will map themselves.`;
      void this.#rememberFile();
    });
  };

  loadTemplate = (name: string): Promise<void> => this.#task('Applying the template', () => this.#applyTemplate(name));

  async #applyTemplate(name: string): Promise<void> {
    const saved = this.templates.find((t) => t.name === name);
    if (!saved) throw new Error(`There is no saved template named "${name}".`);
    const report = await this.#requireWorker().request({
      type: 'apply-template',
      template: parseTemplate(saved.template),
    });
    this.mapping = this.#withDrafts(report.mapping);
    this.templateReport = report;
    this.templateName = saved.name;
    this.#forgetAfter('mapping');
    this.notice = report.exactMatch
      ? `Applied the template "${saved.name}": every column matched.`
      : `Applied the template "${saved.name}". Check the columns it did not know.`;
  }

  removeTemplate = (name: string): Promise<void> =>
    this.#task('Removing the template', async () => {
      await this.#client.call('templates.remove', { name });
      this.templates = this.templates.filter((t) => t.name !== name);
      if (this.templateName === name) this.templateName = null;
    });

  acceptMapping = (): void => {
    // Every row would be refused for the same reason: one message here, not one per row in Review.
    this.mappingBlocked = this.unmappedRequired.length > 0;
    if (this.mappingBlocked) return;
    this.#reach('review');
    this.goTo('review');
  };

  // ----- 4 Review -----

  /** Checks every row with the mapping in force, unless the grid already shows that. */
  ensureValidated = async (): Promise<void> => {
    const mapping = this.mapping;
    if (!mapping || mapping === this.#validatedMapping) return;
    await this.#task('Checking every row', async () => {
      this.rows = [];
      this.summary = null;
      let loaded: GridRow[] = [];
      const summary = await this.#requireWorker().request(
        { type: 'validate', mapping },
        {
          onProgress: (stage, done, total) => (this.progress = { stage, done, total }),
          onRows: (slice) => {
            loaded = withSlice(loaded, slice);
            this.rows = loaded;
          },
        },
      );
      this.#validatedMapping = mapping;
      this.summary = summary;
      this.excluded = below(this.excluded, loaded.length);
    });
  };

  editCell = async (index: number, column: number, value: string): Promise<void> => {
    this.#keepInView(index);
    await this.#task(null, async () => {
      const answer = await this.#requireWorker().request({ type: 'edit', index, column, value });
      this.#takeChangedRows(answer);
    });
  };

  /** Leaves a row out of the import (or takes it back); duplicates are judged again among the rows kept. */
  toggleExcluded = async (index: number): Promise<void> => {
    const next = toggled(this.excluded, index);
    this.#keepInView(index);
    this.excluded = next;
    this.#forgetAfter('review');
    await this.#task(null, async () => {
      const answer = await this.#requireWorker().request({ type: 'exclude', excluded: [...next] });
      this.#takeChangedRows(answer);
    });
  };

  get rowFilter(): RowFilter {
    return this.#rowFilter;
  }

  /** Another filter: the rows kept in view under the previous one go. */
  set rowFilter(filter: RowFilter) {
    this.#rowFilter = filter;
    this.notice = null;
    this.touched = { filter, indexes: NO_ROWS };
  }

  /** A row the user just changed does not vanish from under the pointer when it stops matching the filter. */
  #keepInView(index: number): void {
    // The rowFilter setter starts a new set for each filter.
    this.touched = { filter: this.rowFilter, indexes: withRow(this.touched.indexes, index) };
  }

  applyFix = async (fix: FixSuggestion): Promise<void> => {
    if (fix.action.kind === 'transform') {
      this.setTransform(fix.action.name, true);
      await this.ensureValidated();
      return;
    }
    const { field, code } = fix.action;
    await this.#task('Applying the fixes', async () => {
      const fixed = this.#takeChangedRows(await this.#requireWorker().request({ type: 'fix', field, code }));
      this.notice = `Fixed ${fixed} row${fixed === 1 ? '' : 's'}.`;
    });
  };

  /** Puts the rows the worker sent back in place; answers how many. */
  #takeChangedRows(answer: ValidationSummary & { rows: PackedRows }): number {
    const changed = unpackRows(answer.rows);
    this.rows = withChanged(this.rows, changed);
    this.summary = {
      counts: answer.counts,
      missingRequired: answer.missingRequired,
      mappingProblems: answer.mappingProblems,
      fixes: answer.fixes,
    };
    this.#forgetAfter('review');
    return changed.length;
  }

  exportProblems = (): Promise<void> =>
    this.#task('Writing the problems file', async () => {
      const { csv, count } = await this.#requireWorker().request({
        type: 'export-problems',
        excluded: [...this.excluded],
      });
      const base = (this.file?.fileName ?? 'import').replace(/\.[^.]+$/, '');
      downloadText(`${base}-problems.csv`, 'text/csv;charset=utf-8', csv);
      this.notice = `Saved ${count} problem${count === 1 ? '' : 's'} to ${base}-problems.csv (in your downloads).`;
    });

  acceptReview = (): void => {
    this.#reach('plan');
    this.goTo('plan');
  };

  // ----- 5 Plan -----

  loadEnvironments = async (): Promise<void> => {
    try {
      this.environments = await this.#client.call('env.list', {});
    } catch (error) {
      this.problem = toProblem(error);
    }
  };

  chooseEnvironment = (name: string): void => {
    this.chosenEnvironment = name;
    this.plan = null;
    this.#forgetAfter('plan');
  };

  setPlanSetting = (changes: Partial<{ mode: ImportMode; match: MatchKey; blank: BlankRule }>): void => {
    if (changes.mode) this.mode = changes.mode;
    if (changes.match) this.match = changes.match;
    if (changes.blank) this.blank = changes.blank;
    this.plan = null;
    this.#forgetAfter('plan');
  };

  /** Looks every row up on the environment and plans it: a dry run, nothing is written. */
  makePlan = (): Promise<void> =>
    this.#task('Looking the rows up on the service', async () => {
      const environment = this.environment;
      if (!environment) throw new Error('Choose the environment to import into.');
      const mapping = this.mapping;
      if (mapping !== this.#validatedMapping) await this.ensureValidated();
      const input = await this.#requireWorker().request({ type: 'plan-input', excluded: [...this.excluded] });
      const rows = await handOverPlanRows(this.#client, input.rows);
      this.plan = await this.#client.call('jobs.plan', {
        environment: environment.name,
        source: input.source,
        mapping: this.mapping,
        fields: input.fields,
        ...rows,
        excluded: [...this.excluded].flatMap((index) => this.rows[index]?.rowNumber ?? []),
        mode: this.mode,
        match: this.match,
        blank: this.blank,
        matching: {
          decisions: this.matchDecisions,
          lists: this.listRule,
          onlyFillEmpty: this.mapping?.onlyFillEmpty ?? [],
        },
      });
      this.job = null;
      this.planFilter = this.plan.counts.update > 0 ? 'update' : 'all';
      await this.loadPlanRows(this.planFilter, 0, '');
    });

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
      this.problem = toProblem(error);
    }
  };

  /** Starts the planned job; on production, only once the user has confirmed by its name. */
  startJob = (): void => {
    const plan = this.plan;
    if (!plan) return;
    const what = `${counted(plan.counts.create, 'new user')} and ${counted(plan.counts.update, 'update')}`;
    this.#confirmThen(plan.environment, what, async (confirmEnvironment) => {
      this.liveErrors = [];
      this.jobProgress = null;
      this.job = await this.#client.call('jobs.start', {
        id: plan.id,
        ...(confirmEnvironment ? { confirmEnvironment } : {}),
      });
      this.#reach('run');
      this.step = 'run';
    });
  };

  #confirmThen(
    environment: { name: string; kind: 'test' | 'production' },
    what: string,
    run: (confirmEnvironment: string) => Promise<void>,
  ): void {
    const go = (name: string) => this.#task('Starting the job', () => run(name));
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

  // ----- 6 Run -----

  pause = (): Promise<void> => this.#jobCall('Pausing', (id) => this.#client.call('jobs.pause', { id }));
  cancel = (): Promise<void> => this.#jobCall('Cancelling', (id) => this.#client.call('jobs.cancel', { id }));

  resume = (): void => {
    const job = this.job;
    if (!job) return;
    this.#confirmThen(job.environment, `the rest of job ${job.id}`, async (confirmEnvironment) => {
      this.job = await this.#client.call('jobs.resume', {
        id: job.id,
        ...(confirmEnvironment ? { confirmEnvironment } : {}),
      });
    });
  };

  /** Opens an interrupted or paused job (from the start-up offer) in the Run step and resumes it. */
  resumeUnfinished = (job: JobSummary): void => {
    this.job = job;
    this.plan = null;
    this.liveErrors = [];
    this.jobProgress = null;
    this.unfinishedJobs = this.unfinishedJobs.filter((j) => j.id !== job.id);
    this.#reach('run');
    this.step = 'run';
    this.resume();
  };

  dismissUnfinished = (id: string): void => {
    this.unfinishedJobs = this.unfinishedJobs.filter((j) => j.id !== id);
  };

  async #jobCall(label: string, call: (id: string) => Promise<JobSummary>): Promise<void> {
    const job = this.job;
    if (!job) return;
    await this.#task(`${label} the job`, async () => {
      this.job = await call(job.id);
      if (FINISHED.includes(this.job.status)) await this.#finished();
    });
  }

  #onProgress(progress: JobProgress): void {
    if (!this.job || progress.jobId !== this.job.id) return;
    this.jobProgress = progress;
    if (progress.recentErrors.length > 0)
      this.liveErrors = appendNew(
        this.liveErrors,
        progress.recentErrors,
        (e) => `${e.rowNumber}\u0000${e.message}`,
        LIVE_ERRORS_MAX,
      );
    if (progress.status !== this.job.status) this.job = { ...this.job, status: progress.status };
    if (FINISHED.includes(progress.status)) void this.#finished();
  }

  async #finished(): Promise<void> {
    const job = this.job;
    if (!job) return;
    try {
      this.job = await this.#client.call('jobs.show', { id: job.id });
    } catch (error) {
      this.problem = toProblem(error);
    }
    this.#reach('results');
  }

  showResults = (): void => this.goTo('results');

  // ----- 7 Results -----

  saveResults = (format: 'csv' | 'xlsx', errorsOnly: boolean): Promise<void> =>
    this.#task('Writing the results file', async () => {
      const job = this.job;
      if (!job) return;
      const file = await this.#client.call('jobs.results', { id: job.id, format, errorsOnly });
      downloadBase64(file.fileName, file.mediaType, file.base64);
      const label = `${errorsOnly ? 'Rows to fix' : 'All results'} (${format.toUpperCase()})`;
      this.savedFiles = [...this.savedFiles.filter((f) => f.label !== label), { label, savedTo: file.savedTo }];
      this.notice = `Saved ${file.fileName}: in your downloads, and a copy at ${file.savedTo}.`;
    });

  /** Starts over with a new file; templates, recent files and the environment stay. */
  startOver = (): void => {
    this.#worker?.terminate();
    this.#worker = null;
    this.file = null;
    this.mapping = null;
    this.#forgetFileChoices();
    this.#forgetRows();
    this.jobProgress = null;
    this.liveErrors = [];
    this.savedFiles = [];
    this.templateName = null;
    this.templateReport = null;
    this.reached = 'file';
    this.step = 'file';
    this.problem = null;
    this.notice = null;
  };

  // ----- helpers -----

  #requireWorker(): ImportWorkerClient {
    if (!this.#worker) throw new Error('No file is open: choose a file first.');
    return this.#worker;
  }

  /** Runs one action (see runTask); the progress of a finished action is cleared. */
  async #task(label: string | null, work: () => Promise<void>): Promise<void> {
    // A notice says what the last action did: the next one makes it stale ("Fixed 1 row." after an edit).
    this.notice = null;
    await runTask(this, label, work);
    this.progress = null;
  }
}
