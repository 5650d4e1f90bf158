import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import { describeIssues } from '../../../../src-shared/bridge/define';
import { APP_REFUSAL_WORDS } from '../../lib/words/refusal-words';
import {
  reportRequestSchema,
  type ReportKind,
  type ReportPhase,
  type ReportPreview,
  type ReportRequest,
} from '../../../../src-shared/bridge/reports';
import { isAppError } from '../../../../src-shared/errors';
import { downloadBase64 } from '../../lib/download';

export type ReportFormat = 'xlsx' | 'csv';

export interface Problem {
  message: string;
  details: string[];
}

export interface FilterFields {
  campaignId: string;
  userId: string;
  from: string;
  to: string;
  createdSince: string;
  createdBefore: string;
}

export interface ExportProgress {
  phase: ReportPhase;
  rows: number;
  total: number | null;
}

export interface ExportDone {
  fileName: string;
  path: string;
  rows: number;
  bytes: number;
  warnings: string[];
  downloadable: boolean;
}

function toProblem(error: unknown): Problem {
  if (isAppError(error)) return { message: error.message, details: error.details ?? [] };
  return { message: error instanceof Error ? error.message : String(error), details: [] };
}

const EMPTY_FILTERS: FilterFields = {
  campaignId: '',
  userId: '',
  from: '',
  to: '',
  createdSince: '',
  createdBefore: '',
};

/** Blank fields are no filter. */
function given(value: string): string | undefined {
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** The Reports screen's state and actions; its components only show it. */
export class ReportsState {
  report = $state<ReportKind>('donations');
  fields = $state<FilterFields>({ ...EMPTY_FILTERS });
  format = $state<ReportFormat>('xlsx');
  /** Raw: the preview is replaced whole, never edited in place. */
  preview = $state.raw<ReportPreview | null>(null);
  loading = $state(false);
  problem = $state<Problem | null>(null);
  exportId = $state<string | null>(null);
  progress = $state<ExportProgress | null>(null);
  lastExport = $state.raw<ExportDone | null>(null);
  downloading = $state(false);
  /** Every campaign of the environment, for the campaign picker; null until read (or when it could not be). */
  campaigns = $state.raw<ReportPreview['campaigns'] | null>(null);
  #campaignsOf: string | null = null;

  readonly #client: BridgeClient;
  readonly #unsubscribe: () => void;

  constructor(client: BridgeClient) {
    this.#client = client;
    this.#unsubscribe = client.on('reports.progress', (payload) => {
      if (payload.exportId === this.exportId)
        this.progress = { phase: payload.phase, rows: payload.rows, total: payload.total };
    });
  }

  dispose = (): void => this.#unsubscribe();

  /** Reads the campaigns once per environment; the picker falls back to typing an ID if it cannot. */
  loadCampaigns = async (environment: string): Promise<void> => {
    if (this.#campaignsOf === environment) return;
    this.#campaignsOf = environment;
    this.campaigns = null;
    try {
      const preview = await this.#client.call('reports.preview', { report: 'campaigns', environment, filter: {} });
      if (this.#campaignsOf === environment) this.campaigns = preview.campaigns;
    } catch {
      // The Campaign ID box stays a text box.
    }
  };

  /** The request the form describes, or the problems with it as "field: why" lines. */
  request = (environment: string): { ok: true; request: ReportRequest } | { ok: false; lines: string[] } => {
    const f = this.fields;
    const filter =
      this.report === 'donations'
        ? { campaignId: given(f.campaignId), userId: given(f.userId), from: given(f.from), to: given(f.to) }
        : { createdSince: given(f.createdSince), createdBefore: given(f.createdBefore) };
    const parsed = reportRequestSchema.safeParse({ report: this.report, environment, filter });
    return parsed.success
      ? { ok: true, request: parsed.data }
      : { ok: false, lines: describeIssues(parsed.error, APP_REFUSAL_WORDS) };
  };

  /** Field name -> what is wrong with it, for the messages beside the inputs. */
  fieldProblems = (environment: string): Partial<Record<keyof FilterFields, string>> => {
    const checked = this.request(environment);
    if (checked.ok) return {};
    const problems: Partial<Record<keyof FilterFields, string>> = {};
    for (const line of checked.lines) {
      const match = /^filter\.(\w+): (.*)$/.exec(line);
      if (match) problems[match[1] as keyof FilterFields] ??= match[2];
    }
    return problems;
  };

  choose = (report: ReportKind): void => {
    if (report === this.report) return;
    this.report = report;
    this.preview = null;
    this.problem = null;
  };

  /** The request, or null with the problems shown. */
  #checked = (environment: string): ReportRequest | null => {
    const checked = this.request(environment);
    if (checked.ok) return checked.request;
    this.problem = { message: 'Some filters are not valid.', details: checked.lines };
    return null;
  };

  loadPreview = async (environment: string): Promise<void> => {
    const request = this.#checked(environment);
    if (!request) return;
    this.loading = true;
    this.problem = null;
    try {
      this.preview = await this.#client.call('reports.preview', request);
    } catch (error) {
      this.preview = null;
      this.problem = toProblem(error);
    } finally {
      this.loading = false;
    }
  };

  startExport = async (environment: string): Promise<void> => {
    const request = this.#checked(environment);
    if (!request) return;
    const exportId = crypto.randomUUID();
    this.exportId = exportId;
    this.progress = { phase: 'fetching', rows: 0, total: null };
    this.lastExport = null;
    this.problem = null;
    try {
      this.lastExport = await this.#client.call('reports.export', { exportId, request, format: this.format });
    } catch (error) {
      this.problem = toProblem(error);
    } finally {
      this.exportId = null;
      this.progress = null;
    }
    // Like the import results: the file downloads at once (the button stays, to fetch it again).
    if (this.lastExport?.downloadable) await this.download();
  };

  cancelExport = async (): Promise<void> => {
    if (this.exportId) await this.#client.call('reports.cancel', { exportId: this.exportId });
  };

  /** Hands the finished file to the browser as a download. */
  download = async (): Promise<void> => {
    const done = this.lastExport;
    if (!done) return;
    this.downloading = true;
    try {
      const file = await this.#client.call('reports.download', { fileName: done.fileName });
      downloadBase64(file.fileName, file.mimeType, file.base64);
    } catch (error) {
      this.problem = toProblem(error);
    } finally {
      this.downloading = false;
    }
  };
}
