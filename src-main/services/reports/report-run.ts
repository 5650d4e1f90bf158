import { AppError } from '../../../src-shared/errors';
import type { ApiClient } from '../api/types';
import { writeAboutSheet } from './about-sheet';
import type { ReportFormat } from './output-file';
import { throttledProgress, type ProgressListener } from './progress';
import { openReportFile, type ReportFile } from './report-file';

// What every report does around its own rows: open the file, tell progress, honour cancel, add the
// About sheet, put the file in place, and leave nothing behind when anything fails.

export interface ReportEnvironment {
  name: string;
  kind: string;
  url: string;
}

export interface ReportRequestBase {
  client: ApiClient;
  environment: ReportEnvironment;
  /** Target file; its extension (.xlsx or .csv) chooses the format. */
  out: string;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  now?: () => Date;
}

export interface ReportOutcome {
  file: string;
  format: ReportFormat;
  bytes: number;
  /** Records in the main table. */
  rows: number;
  /** Sum of the donations in cents; null for a campaigns report. */
  totalCents: number | null;
  /** Things the person should know (campaigns the service could not name, undated donations). */
  warnings: string[];
  /** The figures a person reads first (fiscal-year reports). */
  headline?: string[];
}

export interface ReportContent {
  rows: number;
  totalCents: number | null;
  warnings: string[];
  /** Counts and totals for the About sheet, after the environment and filters. */
  aboutLines: [string, string][];
  headline?: string[];
}

export interface ReportSteps {
  file: ReportFile;
  progress: ProgressListener;
  /** Throws AppError 'cancelled' once the export was cancelled. */
  checkCancel: () => void;
}

export async function runReport(
  request: ReportRequestBase,
  about: { report: string; filters: string[] },
  writeContent: (steps: ReportSteps) => Promise<ReportContent>,
): Promise<ReportOutcome> {
  const progress = throttledProgress(request.onProgress);
  const checkCancel = () => {
    if (request.signal?.aborted) throw new AppError('cancelled', 'The export was cancelled. Nothing was saved.');
  };
  const file = openReportFile(request.out);
  try {
    checkCancel();
    progress({ phase: 'fetching', rows: 0, total: null });
    const content = await writeContent({ file, progress, checkCancel });
    await writeAboutSheet(file, {
      report: about.report,
      environment: request.environment,
      filters: about.filters,
      exportedAt: (request.now ?? (() => new Date()))(),
      lines: [...content.aboutLines, ...content.warnings.map((w): [string, string] => ['Note', w])],
    });
    checkCancel();
    const bytes = await file.complete();
    progress({ phase: 'done', rows: content.rows, total: content.rows });
    return {
      file: file.target,
      format: file.format,
      bytes,
      rows: content.rows,
      totalCents: content.totalCents,
      warnings: content.warnings,
      ...(content.headline ? { headline: content.headline } : {}),
    };
  } catch (error) {
    await file.discard();
    // A request aborted by the cancel says so in the words of an export, not of a request.
    if (request.signal?.aborted) checkCancel();
    throw error;
  }
}
