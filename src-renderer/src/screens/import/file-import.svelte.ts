// One import: everything about one file, from its reading to its job's results. The wizard makes
// a new one for each file chosen (and for "Import another file") and drops the old one with its
// worker, so nothing of a previous file (constants, edits, exclusions, filters, plan, job) can
// show under the next. Review and the plan/run live in review-state and send-state.
import type { SavedTemplate } from '../../../../src-shared/bridge/templates';
import { missingRequired, parseTemplate } from '../../../../src-shared/mapping';
import type { ColumnTarget, Mapping, TemplateReport } from '../../../../src-shared/mapping/types';
import type { TransformSettings } from '../../../../src-shared/transforms/types';
import type { FileSummary, ReadSettings } from '../../workers/import-protocol';
import type { ImportWorkerClient } from '../../workers/import-worker-client';
import type { ImportHost } from './import-host';
import { withDrafts } from './mapping-drafts';
import { withPolicy } from './update-policy-edit';
import type { UpdatePolicy } from '../../../../src-shared/update-policy/policy';
import { ReviewState } from './review-state.svelte';
import { SendState } from './send-state.svelte';
import { stepIndex, type StepId } from './wizard-steps';
import { withTemplateDictionaries } from './template-dictionaries';

function sameHeaders(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((h, i) => h === b[i]);
}

export class FileImport {
  readonly host: ImportHost;
  /** The worker holding this file; null for a job resumed without its file. */
  readonly #worker: ImportWorkerClient | null;
  file = $state.raw<FileSummary | null>(null);
  readSettings = $state.raw<ReadSettings>({});
  /** Steps the person may open: every step up to the furthest reached with what it needs. */
  reached = $state<StepId>('file');

  // 3 Mapping
  mapping = $state.raw<Mapping | null>(null);
  templateReport = $state.raw<TemplateReport | null>(null);
  templateName = $state<string | null>(null);
  /** What the person typed in the "same value for every row" boxes, kept even when not (yet) valid. */
  constantDrafts = $state<Record<string, string>>({});
  constantProblems = $state<Record<string, string>>({});
  templateNameDraft = $state('');
  unmappedRequired = $derived(this.mapping ? missingRequired(this.mapping) : []);
  /** Next was pressed while a required field had no column or value: the Mapping step says so once. */
  mappingBlocked = $state(false);

  readonly review: ReviewState;
  readonly send: SendState;

  constructor(host: ImportHost, worker: ImportWorkerClient | null, summary: FileSummary | null) {
    this.host = host;
    this.#worker = worker;
    this.review = new ReviewState(this);
    this.send = new SendState(this);
    if (summary) this.#takeSummary(summary, true);
  }

  /** The import is dropped: its worker (and the file it holds) goes. */
  close(): void {
    this.#worker?.terminate();
  }

  requireWorker(): ImportWorkerClient {
    if (!this.#worker) throw new Error('No file is open: choose a file first.');
    return this.#worker;
  }

  reach(step: StepId): void {
    if (stepIndex(step) > stepIndex(this.reached)) this.reached = step;
  }

  /** Steps after `step` hold results made from what `step` changed: they must be made again. */
  forgetAfter(step: StepId): void {
    if (stepIndex(this.reached) > stepIndex(step)) this.reached = step;
  }

  // ----- 1 File, 2 Header -----

  /** Reads the same file again with a changed encoding, delimiter, sheet or header row. */
  changeReadSettings = async (changes: ReadSettings): Promise<void> => {
    const settings = { ...this.readSettings, ...changes };
    await this.host.task('Reading the file again', async () => {
      const summary = await this.requireWorker().request({ type: 'reread', settings });
      this.readSettings = settings;
      this.#takeSummary(summary, false);
    });
  };

  chooseHeaderRow = (rowNumber: number): Promise<void> => this.changeReadSettings({ headerRow: rowNumber });

  #takeSummary(summary: FileSummary, fresh: boolean): void {
    const previous = this.file;
    this.file = summary;
    // Same columns as before (e.g. only the encoding changed): keep what the person mapped.
    const keep = !fresh && previous && this.mapping && sameHeaders(previous.headers, summary.headers);
    if (!keep) {
      this.mapping = this.#withDrafts(summary.suggestedMapping);
      this.templateReport = null;
    }
    this.review.forget();
    this.send.forget();
    this.forgetAfter('file');
    this.reach('mapping');
  }

  // ----- 3 Mapping -----

  /** What is typed in "Save this mapping as". */
  setTemplateNameDraft = (name: string): void => {
    this.templateNameDraft = name;
  };

  /** The mapping now answers to this saved template (null: to none). */
  nameTemplate(name: string | null): void {
    this.templateName = name;
  }

  setTarget = (column: number, target: ColumnTarget): void => {
    if (!this.mapping) return;
    this.mapping = {
      ...this.mapping,
      columns: this.mapping.columns.map((c) => (c.column === column ? { ...c, target } : c)),
    };
    this.forgetAfter('mapping');
  };

  /** One value for a field on every row; empty removes it. A value it cannot take is kept as typed, with why. */
  setConstant = (field: string, value: string): void => {
    if (!this.mapping) return;
    this.constantDrafts = { ...this.constantDrafts, [field]: value };
    const { [field]: _previous, ...others } = this.mapping.constants;
    this.mapping = this.#withDrafts({ ...this.mapping, constants: others });
    this.forgetAfter('mapping');
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
    this.forgetAfter('mapping');
  };

  /** What an import may change on people already there (saved with a template). Only planning reads it. */
  setUpdatePolicy = (policy: UpdatePolicy): void => {
    if (!this.mapping) return;
    const before = this.mapping;
    this.mapping = withPolicy(this.mapping, policy);
    this.review.carryChecked(before, this.mapping);
    this.send.forgetPlan();
    this.forgetAfter('plan');
  };

  resetMapping = (): void => {
    if (!this.file) return;
    this.mapping = this.#withDrafts(this.file.suggestedMapping);
    this.templateReport = null;
    this.templateName = null;
    this.forgetAfter('mapping');
  };

  /** Maps the file's columns as the saved template says; answers what the wizard tells the person. */
  async applyTemplate(saved: SavedTemplate): Promise<string> {
    const report = await this.requireWorker().request({
      type: 'apply-template',
      template: parseTemplate(saved.template),
    });
    this.mapping = this.#withDrafts(report.mapping);
    this.templateReport = report;
    this.templateName = saved.name;
    this.forgetAfter('mapping');
    const applied = report.exactMatch
      ? `Applied the template "${saved.name}": every column matched.`
      : `Applied the template "${saved.name}". Check the columns it did not know.`;
    return applied + (await this.#templateDictionaries(saved));
  }

  /** The dictionaries a template names join those in force (as the command line reads them); said in words. */
  async #templateDictionaries(saved: SavedTemplate): Promise<string> {
    const named = saved.template.dictionaries;
    if (!named?.length) return '';
    const environment = this.host.chosenTarget;
    if (!environment) return ` It names the dictionaries ${named.join(', ')}: choose an environment to read with them.`;
    const joined = await withTemplateDictionaries(this.host.client, environment.name, this.review.dictionaries, named);
    if (!joined) return '';
    this.review.setDictionaries(joined.dictionaries);
    return ` Values are read through the dictionaries it names: ${joined.added.join(', ')}.`;
  }

  acceptMapping = (): void => {
    // Every row would be refused for the same reason: one message here, not one per row in Review.
    this.mappingBlocked = this.unmappedRequired.length > 0;
    if (this.mappingBlocked) return;
    this.reach('review');
    this.host.goTo('review');
  };
}
