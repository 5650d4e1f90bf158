// The files a person reads after a job: every row (original columns + status, user_id, message)
// as CSV and XLSX, and the rows to fix in the original layout, ready to import again.
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { guardCell, UTF8_BOM } from '../../../src-shared/spreadsheet-safety';
import type { RowProgress } from './replay';
import type { JobFile, PlannedRow } from './types';

export const RESULT_COLUMNS = ['status', 'user_id', 'message'] as const;

/** The status word of a row in the results files. */
export function rowStatusWord(row: PlannedRow, progress: RowProgress, jobStatus: JobFile['status']): string {
  if (progress.state === 'not-run') return row.plan; // conflict, held, skipped, invalid, unchanged
  if (progress.state === 'sent') return 'unknown (resume the job)';
  if (progress.state === 'pending') return jobStatus === 'planned' ? `to ${row.plan}` : 'not sent yet';
  return progress.state;
}

/** Rows a person has to look at: they did not end created, updated or unchanged. */
export function needsFixing(row: PlannedRow, progress: RowProgress): boolean {
  return progress.state === 'failed' || row.plan === 'conflict' || row.plan === 'held' || row.plan === 'invalid';
}

export interface ResultTable {
  headers: string[];
  rows: string[][];
}

export function resultsTable(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): ResultTable {
  const headers = [...job.source.headers, ...RESULT_COLUMNS.map((name) => uniqueHeader(name, job.source.headers))];
  const rows = plan.map((row, i) => {
    const p = progress[i]!;
    const message = p.message || row.message;
    return [...padCells(row.cells, job.source.headers.length), rowStatusWord(row, p, job.status), p.userId === null ? '' : String(p.userId), message];
  });
  return { headers, rows };
}

export function errorsTable(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): ResultTable {
  return {
    headers: [...job.source.headers],
    rows: plan.filter((row, i) => needsFixing(row, progress[i]!)).map((row) => padCells(row.cells, job.source.headers.length)),
  };
}

/** CSV for Excel: UTF-8 with a byte order mark, CRLF, every text cell guarded against formulas. */
export function toCsv(table: ResultTable): string {
  const guard = (cells: string[]) => cells.map(guardCell);
  return UTF8_BOM + Papa.unparse({ fields: guard(table.headers), data: table.rows.map(guard) }, { newline: '\r\n' }) + '\r\n';
}

/**
 * XLSX with every cell written as text. A stored text cell is not run as a formula when the file
 * opens, but it would become one if a person edits it and presses Enter: the results workbook
 * is guarded like the CSV (`guard`); the errors workbook keeps values exactly as they were so
 * it can be imported again as it is.
 *
 * Written with ExcelJS's streaming writer, each row committed as it is added: the in-memory
 * workbook model took about 300 MiB (and 5 s) for the 20,000-row soak's results, this about 40.
 */
export async function toXlsx(source: ResultTable, sheetName: string, guard: boolean, about?: [string, string][]): Promise<Uint8Array> {
  const cellsOf = (cells: string[]) => (guard ? cells.map(guardCell) : cells);
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = source.rows.reduce((widest, row) => Math.max(widest, row.length), source.headers.length);
  sheet.columns = Array.from({ length: width }, () => ({ style: { numFmt: '@' } }));
  const header = sheet.addRow(cellsOf(source.headers));
  header.font = { bold: true };
  header.commit();
  for (const row of source.rows) sheet.addRow(cellsOf(row)).commit();
  sheet.commit();
  if (about) writeAboutSheet(workbook, about.map((cells) => cells.map(guardCell)));
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

function writeAboutSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, rows: string[][]): void {
  const sheet = workbook.addWorksheet('About');
  sheet.columns = [{ width: 22 }, { width: 80 }];
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
}

function padCells(cells: readonly string[], width: number): string[] {
  return Array.from({ length: Math.max(width, cells.length) }, (_, i) => cells[i] ?? '');
}

/** "status" unless the file already has a column of that name; then "status (result)". */
function uniqueHeader(name: string, headers: readonly string[]): string {
  return headers.some((h) => h.toLowerCase() === name) ? `${name} (result)` : name;
}
