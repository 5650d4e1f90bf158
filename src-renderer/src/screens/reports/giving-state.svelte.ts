import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import { describeIssues } from '../../../../src-shared/bridge/define';
import { APP_REFUSAL_WORDS } from '../../lib/words/refusal-words';
import { givingRequestSchema, type GivingPreview, type GivingRequest } from '../../../../src-shared/bridge/reports';
import { isAppError } from '../../../../src-shared/errors';
import { parseFiscalYear } from '../../../../src-shared/reports/fiscal-year';
import type { GivingReportKind } from '../../../../src-shared/reports/giving-options';
import { downloadBase64 } from '../../lib/download';
import type { ExportDone, Problem, ReportFormat } from './reports-state.svelte';

export interface GivingFields {
  fiscalYear: string;
  years: string;
  alumniOfRecord: 'all' | 'enabled' | 'approved' | 'enabled-and-approved';
  bands: string;
  classYear: string;
  tag: string;
  campaignId: string;
  from: string;
  to: string;
}

const EMPTY: GivingFields = {
  fiscalYear: '',
  years: '5',
  alumniOfRecord: 'all',
  bands: '100, 1000, 10000',
  classYear: '',
  tag: '',
  campaignId: '',
  from: '',
  to: '',
};

const given = (value: string) => (value.trim() === '' ? undefined : value.trim());

function toProblem(error: unknown): Problem {
  if (isAppError(error)) return { message: error.message, details: error.details ?? [] };
  return { message: error instanceof Error ? error.message : String(error), details: [] };
}

/** The fiscal-year reports' part of the Reports screen: choices, preview with chart, one-click save. */
export class GivingState {
  report = $state<GivingReportKind>('summary');
  fields = $state<GivingFields>({ ...EMPTY });
  /** The environment's fiscal-year start month as saved; the select shows `startMonth`. */
  savedStartMonth = $state<number | null>(null);
  startMonth = $state(1);
  format = $state<ReportFormat>('xlsx');
  preview = $state.raw<GivingPreview | null>(null);
  loading = $state(false);
  saving = $state(false);
  problem = $state<Problem | null>(null);
  lastExport = $state.raw<ExportDone | null>(null);
  #environment: string | null = null;
  readonly #client: BridgeClient;

  constructor(client: BridgeClient) {
    this.#client = client;
  }

  loadSetting = async (environment: string): Promise<void> => {
    if (this.#environment === environment) return;
    this.#environment = environment;
    this.preview = null;
    this.lastExport = null;
    try {
      const { month } = await this.#client.call('reports.fiscalYearStart', { environment });
      this.savedStartMonth = month;
      this.startMonth = month;
    } catch (error) {
      this.problem = toProblem(error);
    }
  };

  saveStartMonth = async (environment: string): Promise<void> => {
    const { month } = await this.#client.call('reports.setFiscalYearStart', { environment, month: this.startMonth });
    this.savedStartMonth = month;
  };

  choose = (report: GivingReportKind): void => {
    this.report = report;
    this.preview = null;
    this.problem = null;
  };

  request = (environment: string): { ok: true; request: GivingRequest } | { ok: false; lines: string[] } => {
    const f = this.fields;
    const fy = given(f.fiscalYear);
    const fiscalYear = fy === undefined ? undefined : (parseFiscalYear(fy) ?? fy);
    const bands = given(f.bands)
      ?.split(',')
      .map((part) => {
        const dollars = Number(part.replace(/[$\s]/g, ''));
        return Number.isFinite(dollars) ? Math.round(dollars * 100) : part;
      });
    const options = {
      fiscalYear,
      startMonth: this.startMonth,
      years: given(f.years),
      alumniOfRecord: f.alumniOfRecord,
      bandCutsCents: bands,
      classYears: given(f.classYear)
        ?.split(',')
        .map((c) => c.trim()),
      tag: given(f.tag),
      campaignId: given(f.campaignId),
      from: given(f.from),
      to: given(f.to),
    };
    const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
    const parsed = givingRequestSchema.safeParse({ report: this.report, environment, options: defined });
    return parsed.success
      ? { ok: true, request: parsed.data }
      : { ok: false, lines: describeIssues(parsed.error, APP_REFUSAL_WORDS) };
  };

  #checked = (environment: string): GivingRequest | null => {
    const checked = this.request(environment);
    if (checked.ok) return checked.request;
    this.problem = { message: 'Some choices are not valid.', details: checked.lines };
    return null;
  };

  loadPreview = async (environment: string): Promise<void> => {
    const request = this.#checked(environment);
    if (!request) return;
    this.loading = true;
    this.problem = null;
    try {
      this.preview = await this.#client.call('reports.previewGiving', request);
    } catch (error) {
      this.preview = null;
      this.problem = toProblem(error);
    } finally {
      this.loading = false;
    }
  };

  /** One click: writes the file in the environment's reports folder and hands it over. */
  save = async (environment: string): Promise<void> => {
    const request = this.#checked(environment);
    if (!request) return;
    this.saving = true;
    this.problem = null;
    this.lastExport = null;
    try {
      const exportId = crypto.randomUUID();
      this.lastExport = await this.#client.call('reports.exportGiving', { exportId, request, format: this.format });
      if (this.lastExport.downloadable) {
        const file = await this.#client.call('reports.download', { fileName: this.lastExport.fileName });
        downloadBase64(file.fileName, file.mimeType, file.base64);
      }
    } catch (error) {
      this.problem = toProblem(error);
    } finally {
      this.saving = false;
    }
  };
}
