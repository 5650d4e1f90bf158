// The files a person reads after a job: every row (original columns + status, user_id, message)
// as CSV and XLSX, and the rows to fix: the original layout plus Row, Problems and Suggested fix
// (columns the mapping passes over when the fixed file is imported again), bad cells marked in XLSX.
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { guardCell, UTF8_BOM } from '../../../../src-shared/spreadsheet-safety';
import { plainXlsx, type PlainSheet } from './plain-xlsx';
import { plannedChangesLine, proposedChangesLine } from './planned-changes';
import type { RowProgress } from '../store/replay';
import { rowToFix, type BadCell } from './rows-to-fix';
import type { JobFile, PlannedRow } from '../types';

export const RESULT_COLUMNS = ['status', 'user_id', 'message'] as const;
/** Added to the rows to fix, after the original columns. */
export const TO_FIX_COLUMNS = ['Row', 'Problems', 'Suggested fix'] as const;
/** Added after the result columns when a row has proposed changes: the values kept as on the service, to review. */
export const PROPOSED_COLUMN = 'proposed changes (kept as on the service)';

/** What an update did, by the job's kind: an approval approves, a revert puts values back. */
const UPDATED_WORD: Record<JobFile['kind'], string> = { import: 'updated', approve: 'approved', revert: 'put back' };

/** The status word of a row in the results files (the same words as the app's counts). */
export function rowStatusWord(
  row: PlannedRow,
  progress: RowProgress,
  jobStatus: JobFile['status'],
  kind: JobFile['kind'] = 'import',
): string {
  if (progress.state === 'not-run') return row.plan; // conflict, held, skipped, invalid, unchanged
  if (progress.state === 'sent') return 'unknown (resume the job)';
  if (progress.state === 'pending') return jobStatus === 'planned' ? `to ${row.plan} (dry run)` : 'not sent yet';
  if (progress.state === 'updated') return UPDATED_WORD[kind];
  return progress.state;
}

/** Rows a person has to look at: they did not end created, updated or unchanged. */
export function needsFixing(row: PlannedRow, progress: RowProgress): boolean {
  return progress.state === 'failed' || row.plan === 'conflict' || row.plan === 'held' || row.plan === 'invalid';
}

export interface ResultTable {
  headers: string[];
  rows: (string | number)[][];
  /** Rows to fix: the bad cells of each row (same order as rows), highlighted with a note in XLSX. */
  badCells?: BadCell[][];
}

export function resultsTable(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): ResultTable {
  const proposed = plan.map((row) => proposedChangesLine(row.kept));
  const anyProposed = proposed.some((line) => line !== '');
  const headers = [
    ...job.source.headers,
    ...RESULT_COLUMNS.map((name) => uniqueHeader(name, job.source.headers)),
    ...(anyProposed ? [uniqueHeader(PROPOSED_COLUMN, job.source.headers)] : []),
  ];
  const rows = plan.map((row, i) => {
    const p = progress[i]!;
    // A dry run's planned update says what it would change.
    const planned = p.state === 'pending' && job.status === 'planned' && row.plan === 'update';
    const message = p.message || row.message || (planned ? plannedChangesLine(row.changes) : '');
    return [
      ...padCells(row.cells, job.source.headers.length),
      rowStatusWord(row, p, job.status, job.kind),
      p.userId ?? '',
      message,
      ...(anyProposed ? [proposed[i]!] : []),
    ];
  });
  return { headers, rows };
}

export function errorsTable(job: JobFile, plan: readonly PlannedRow[], progress: readonly RowProgress[]): ResultTable {
  const width = job.source.headers.length;
  const rows: (string | number)[][] = [];
  const badCells: BadCell[][] = [];
  plan.forEach((row, i) => {
    if (!needsFixing(row, progress[i]!)) return;
    const why = rowToFix(job, row, progress[i]!);
    // Extra cells past the headers (a ragged row) would shift the added columns: the original width only.
    rows.push([...padCells(row.cells, width).slice(0, width), row.rowNumber, why.problems, why.fix]);
    badCells.push(why.badCells);
  });
  return {
    headers: [...job.source.headers, ...TO_FIX_COLUMNS.map((name) => uniqueHeader(name, job.source.headers))],
    rows,
    badCells,
  };
}

/** CSV for Excel: UTF-8 with a byte order mark, CRLF, every text cell guarded against formulas. */
export function toCsv(table: ResultTable): string {
  const guard = (cells: (string | number)[]) =>
    cells.map((cell) => (typeof cell === 'number' ? String(cell) : guardCell(cell)));
  return (
    UTF8_BOM + Papa.unparse({ fields: guard(table.headers), data: table.rows.map(guard) }, { newline: '\r\n' }) + '\r\n'
  );
}

/**
 * XLSX with every cell written as text. A stored text cell is not run as a formula when the file
 * opens, but it would become one if a person edits it and presses Enter: the results workbook
 * is guarded like the CSV (`guard`); the errors workbook keeps values exactly as they were so
 * it can be imported again as it is.
 *
 * A table without bad cells to mark (every results workbook) is written by plain-xlsx.ts, directly
 * as SpreadsheetML; one with marks (fills and notes) by ExcelJS's streaming writer, each row
 * committed as it is added: the in-memory workbook model took about 300 MiB (and 5 s) for the
 * 20,000-row soak's results, this about 40.
 */
export async function toXlsx(
  source: ResultTable,
  sheetName: string,
  guard: boolean,
  about?: [string, string][],
): Promise<Uint8Array> {
  const cellsOf = (cells: (string | number)[]) =>
    guard ? cells.map((cell) => (typeof cell === 'number' ? cell : guardCell(cell))) : cells;
  if (!source.badCells?.some((bad) => bad.length > 0)) {
    const sheets: PlainSheet[] = [
      { name: sheetName.slice(0, 31) || 'Results', rows: [source.headers, ...source.rows].map(cellsOf), header: true },
    ];
    if (about) sheets.push({ name: 'About', rows: about.map((cells) => cells.map(guardCell)), widths: [22, 80] });
    return plainXlsx(sheets, 'Alumni Loader');
  }
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  // Loaded here, not with the module: validate and CSV results never pay for exceljs's start-up.
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Results', { views: [{ state: 'frozen', ySplit: 1 }] });
  const width = source.rows.reduce((widest, row) => Math.max(widest, row.length), source.headers.length);
  sheet.columns = Array.from({ length: width }, () => ({ style: { numFmt: '@' } }));
  const header = sheet.addRow(cellsOf(source.headers));
  header.font = { bold: true };
  header.commit();
  source.rows.forEach((cells, i) => {
    const row = sheet.addRow(cellsOf(cells));
    // A number (the Row column) is a number, not text.
    cells.forEach((cell, c) => {
      if (typeof cell === 'number') row.getCell(c + 1).numFmt = 'General';
    });
    for (const bad of source.badCells?.[i] ?? []) {
      const cell = row.getCell(bad.column + 1);
      cell.fill = BAD_CELL_FILL;
      cell.note = bad.note;
    }
    row.commit();
  });
  sheet.commit();
  if (about)
    writeAboutSheet(
      workbook,
      about.map((cells) => cells.map(guardCell)),
    );
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

function writeAboutSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, rows: string[][]): void {
  const sheet = workbook.addWorksheet('About');
  sheet.columns = [{ width: 22 }, { width: 80 }];
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
}

/** Light red, as Excel's own "bad" cell style. */
const BAD_CELL_FILL = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFC7CE' } } as const;

function padCells(cells: readonly string[], width: number): string[] {
  return Array.from({ length: Math.max(width, cells.length) }, (_, i) => cells[i] ?? '');
}

/** "status" unless the file already has a column of that name; then "status (result)". */
function uniqueHeader(name: string, headers: readonly string[]): string {
  return headers.some((h) => h.toLowerCase() === name.toLowerCase()) ? `${name} (result)` : name;
}
