// Writes a job's results files into its folder: results.csv, results.xlsx and the rows to fix
// (errors.csv or errors.xlsx, the source file's own format).
import { writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { withExcluded } from './excluded-rows';
import { countRows, type RowProgress } from './replay';
import { resultsAboutRows } from '../results-about';
import { errorsTable, resultsTable, toCsv, toXlsx } from './results-files';
import type { JobFile, PlannedRow } from './types';

export interface ResultFiles {
  resultsCsv: string;
  resultsXlsx: string;
  /** Null when no row needs fixing. */
  errors: string | null;
  /** How many rows the errors file holds. */
  errorRows: number;
}

export async function writeResultFiles(
  job: JobFile,
  plan: readonly PlannedRow[],
  progress: readonly RowProgress[],
  folder: string,
): Promise<ResultFiles> {
  const results = resultsTable(job, plan, progress);
  const resultsCsv = join(folder, 'results.csv');
  const resultsXlsx = join(folder, 'results.xlsx');
  writeFileSync(resultsCsv, toCsv(results), { mode: 0o600 });
  writeFileSync(
    resultsXlsx,
    await toXlsx(results, 'Results', true, resultsAboutRows(job, withExcluded(countRows(plan, progress), job))),
    { mode: 0o600 },
  );
  const errors = errorsTable(job, plan, progress);
  if (errors.rows.length === 0) return { resultsCsv, resultsXlsx, errors: null, errorRows: 0 };
  const asXlsx = extname(job.source.name).toLowerCase() === '.xlsx';
  const errorsFile = join(folder, asXlsx ? 'errors.xlsx' : 'errors.csv');
  writeFileSync(errorsFile, asXlsx ? await toXlsx(errors, 'Rows to fix', false) : toCsv(errors), { mode: 0o600 });
  return { resultsCsv, resultsXlsx, errors: errorsFile, errorRows: errors.rows.length };
}

export interface OneResultFile {
  path: string;
  bytes: Uint8Array;
  mediaType: string;
}

const MEDIA_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** One results file in the format asked for (saved in the job folder too), for a download. */
export async function writeOneResultFile(
  job: JobFile,
  plan: readonly PlannedRow[],
  progress: readonly RowProgress[],
  folder: string,
  format: 'csv' | 'xlsx',
  errorsOnly: boolean,
): Promise<OneResultFile> {
  const table = errorsOnly ? errorsTable(job, plan, progress) : resultsTable(job, plan, progress);
  const bytes =
    format === 'csv'
      ? new TextEncoder().encode(toCsv(table))
      : await toXlsx(
          table,
          errorsOnly ? 'Rows to fix' : 'Results',
          !errorsOnly,
          errorsOnly ? undefined : resultsAboutRows(job, withExcluded(countRows(plan, progress), job)),
        );
  const path = join(folder, `${errorsOnly ? 'errors' : 'results'}.${format}`);
  writeFileSync(path, bytes, { mode: 0o600 });
  return { path, bytes, mediaType: MEDIA_TYPES[format] };
}
