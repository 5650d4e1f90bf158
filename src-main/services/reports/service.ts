import { mkdirSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MAX_DOWNLOAD_BYTES,
  type GivingPreview,
  type GivingRequest,
  type ReportPreview,
  type ReportRequest,
} from '../../../src-shared/bridge/reports';
import { AppError } from '../../../src-shared/errors';
import type { AppContext } from '../context';
import type { OpenedEnvironment } from '../environments/types';
import { writeCampaignsReport } from './campaigns-report';
import { writeDonationsReport } from './donations-report';
import { previewGiving } from './giving-preview';
import { writeGivingReport } from './giving-report';
import type { ReportOutcome, ReportRequestBase } from './report-run';
import type { ReportFormat } from './output-file';
import { previewCampaigns, previewDonations } from './preview';
import type { ProgressListener } from './progress';

export const REPORTS_FOLDER = 'reports';

export interface ReportExportResult extends ReportOutcome {
  fileName: string;
  downloadable: boolean;
}

export interface ReportsService {
  preview(request: ReportRequest): Promise<ReportPreview>;
  /** Writes the report to `out`, or to <home>/reports under a name of its own. */
  export(options: {
    request: ReportRequest;
    format: ReportFormat;
    out?: string;
    exportId?: string;
    onProgress?: ProgressListener;
  }): Promise<ReportExportResult>;
  previewGiving(request: GivingRequest): Promise<GivingPreview>;
  exportGiving(options: {
    request: GivingRequest;
    format: ReportFormat;
    out?: string;
    exportId?: string;
    onProgress?: ProgressListener;
  }): Promise<ReportExportResult>;
  /** Stops a running export (its partial file is removed). False when none runs under that id. */
  cancel(exportId: string): boolean;
  download(fileName: string): Promise<{ fileName: string; mimeType: string; base64: string }>;
}

const MIME_TYPES: Record<ReportFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

const safePart = (text: string) =>
  text
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 40);

/**
 * "donations-sandbox-2026-11-22-024107.xlsx"; with filters, what they chose comes after the
 * environment: "donations-sandbox-campaign-105-2024-01-01-to-2024-12-31-2026-11-22-024107.xlsx",
 * "retention-FY2025-sandbox-2026-11-22-024107.xlsx".
 */
export function reportFileName(request: ReportRequest | GivingRequest, format: ReportFormat, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace('T', '-').replace(/:/g, '');
  const environment = safePart(request.environment);
  const parts: string[] = [request.report];
  if ('options' in request) {
    if (request.options.fiscalYear !== undefined) parts.push(`FY${request.options.fiscalYear}`);
    parts.push(environment);
    if (request.options.campaignId !== undefined) parts.push(`campaign-${request.options.campaignId}`);
  } else {
    parts.push(environment);
    if (request.report === 'donations' && request.filter.campaignId !== undefined)
      parts.push(`campaign-${request.filter.campaignId}`);
  }
  const range = 'options' in request ? request.options : request.report === 'donations' ? request.filter : {};
  if (range.from !== undefined || range.to !== undefined)
    parts.push(`${range.from ?? 'start'}-to-${range.to ?? 'now'}`);
  return `${[...parts, stamp].join('-')}.${format}`;
}

type ExportOptions<R> = {
  request: R;
  format: ReportFormat;
  out?: string;
  exportId?: string;
  onProgress?: ProgressListener;
};

export function createReportsService(ctx: Pick<AppContext, 'home' | 'environments' | 'log'>): ReportsService {
  const folder = join(ctx.home, REPORTS_FOLDER);
  const running = new Map<string, AbortController>();

  async function open(name: string, signal?: AbortSignal): Promise<OpenedEnvironment> {
    return ctx.environments.open(name, signal);
  }

  /** Opens the environment, chooses the file, runs `write`, keeps the cancel handle: the same for every report. */
  async function runExport(
    { request, format, out, exportId, onProgress }: ExportOptions<ReportRequest | GivingRequest>,
    write: (common: ReportRequestBase) => Promise<ReportOutcome>,
  ): Promise<ReportExportResult> {
    if (exportId !== undefined && running.has(exportId)) {
      throw new AppError('conflict', 'An export with this id is already running.');
    }
    // The client shares the export's signal: Cancel also stops a download that stalls.
    const controller = new AbortController();
    const { client, environment } = await open(request.environment, controller.signal);
    const now = new Date();
    let target = out;
    if (target === undefined) {
      mkdirSync(folder, { recursive: true, mode: 0o700 });
      target = join(folder, reportFileName(request, format, now));
    }
    if (exportId !== undefined) running.set(exportId, controller);
    const common = { client, environment, out: target, onProgress, signal: controller.signal, now: () => now };
    ctx.log(`reports: ${request.report} report of ${environment.name} to ${target} started`);
    try {
      const outcome = await write(common);
      ctx.log(`reports: ${request.report} report written, ${outcome.rows} rows, ${outcome.bytes} bytes`);
      const fileName = outcome.file.split(/[\\/]/).pop() ?? outcome.file;
      return {
        ...outcome,
        fileName,
        downloadable: outcome.file === join(folder, fileName) && outcome.bytes <= MAX_DOWNLOAD_BYTES,
      };
    } catch (error) {
      ctx.log(`reports: ${request.report} report failed: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    } finally {
      if (exportId !== undefined) running.delete(exportId);
    }
  }

  async function startMonthOf(request: GivingRequest): Promise<number> {
    return request.options.startMonth ?? (await ctx.environments.fiscalYearStart(request.environment));
  }

  return {
    async preview(request) {
      const { client } = await open(request.environment);
      return request.report === 'donations'
        ? previewDonations(client, request.filter)
        : previewCampaigns(client, request.filter);
    },

    export(options) {
      const { request } = options;
      return runExport(options, (common) =>
        request.report === 'donations'
          ? writeDonationsReport({ ...common, filter: request.filter })
          : writeCampaignsReport({ ...common, filter: request.filter }),
      );
    },

    async previewGiving(request) {
      const { client } = await open(request.environment);
      return previewGiving(client, request, await startMonthOf(request), new Date());
    },

    async exportGiving(options) {
      const startMonth = await startMonthOf(options.request);
      return runExport(options, (common) =>
        writeGivingReport({ ...common, kind: options.request.report, options: options.request.options, startMonth }),
      );
    },

    cancel(exportId) {
      const controller = running.get(exportId);
      controller?.abort();
      return controller !== undefined;
    },

    async download(fileName) {
      const path = join(folder, fileName);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) throw new AppError('not-found', `There is no report named ${fileName} in ${folder}.`);
      if (info.size > MAX_DOWNLOAD_BYTES) {
        throw new AppError(
          'invalid-input',
          `${fileName} is too large to hand over in the app (${Math.round(info.size / 1e6)} MB); open it from ${folder}.`,
        );
      }
      const format: ReportFormat = fileName.endsWith('.csv') ? 'csv' : 'xlsx';
      return { fileName, mimeType: MIME_TYPES[format], base64: (await readFile(path)).toString('base64') };
    },
  };
}
