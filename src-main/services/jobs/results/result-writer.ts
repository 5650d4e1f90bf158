// Writes a job's results files into its folder: results.csv, results.xlsx and the rows to fix
// (errors.csv or errors.xlsx, the source file's own format).
import { extname, join } from 'node:path';
import { writeFileWhole } from '../store/disk-files';
import { withExcluded } from '../store/excluded-rows';
import { countRows, type RowProgress } from '../store/replay';
import { resultsAboutRows } from '../../results-about';
import { errorsTable, resultsTable, toCsv, toXlsx } from './results-files';
import type { JobFile, PlannedRow } from '../types';

/** What to do once a results file could be written again (the job itself is kept whole). */
const AFTER = 'ask for the results again: the job and its journal are kept.';

/** A results file whole or not at all (a temporary file renamed), a failure in words. */
function save(path: string, content: string | Uint8Array): void {
  writeFileWhole(path, content, AFTER);
}

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
  save(resultsCsv, toCsv(results));
  save(
    resultsXlsx,
    await toXlsx(results, 'Results', true, resultsAboutRows(job, withExcluded(countRows(plan, progress), job))),
  );
  const errors = errorsTable(job, plan, progress);
  if (errors.rows.length === 0) return { resultsCsv, resultsXlsx, errors: null, errorRows: 0 };
  const asXlsx = extname(job.source.name).toLowerCase() === '.xlsx';
  const errorsFile = join(folder, asXlsx ? 'errors.xlsx' : 'errors.csv');
  save(errorsFile, asXlsx ? await toXlsx(errors, 'Rows to fix', false) : toCsv(errors));
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
  save(path, bytes);
  return { path, bytes, mediaType: MEDIA_TYPES[format] };
}
