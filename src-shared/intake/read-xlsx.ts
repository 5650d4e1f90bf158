// An XLSX workbook as rows: the sheet asked for, or the first that holds a list, with its merges applied.
import { AppError, refused } from '../errors';
import { reason } from '../problems/reasons';
import { firstListSheet, sheetIndexAsked } from './heuristics/sheet-choice';
import { INTAKE_LIMITS } from './limits';
import { notice, type Notice } from './notices';
import type { RawTable } from './raw-table';
import type { IntakeDeps, IntakeOptions, RawRow, XlsxRowReader } from './types';
import { newCellTextStats, type CellTextStats } from './xlsx/cell-text';
import { exceljsLoadReader } from './xlsx/exceljs-reader';
import { fastReaderWithFallback } from './xlsx/fast-with-fallback';
import { inspectXlsx } from './xlsx/inspect-zip';
import { applyMerges } from './xlsx/merges';

type XlsxSheets = Awaited<ReturnType<typeof inspectXlsx>>['sheets'];

/** One sheet's rows as read (merges not yet applied), with the counters of its cells. */
async function readSheet(
  bytes: Uint8Array,
  sheets: XlsxSheets,
  index: number,
  reader: XlsxRowReader,
  fileName: string,
): Promise<{ rows: RawRow[]; stats: CellTextStats }> {
  const sheet = sheets[index]!;
  const stats = newCellTextStats();
  let rows: RawRow[];
  try {
    rows = await reader.readSheet(bytes, sheet, { index, merges: sheet.merges, stats });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw refused(reason('xlsx.sheet-unreadable', { file: fileName, sheet: sheet.name, cause }));
  }
  if (rows.length > INTAKE_LIMITS.maxRows + 1) {
    throw refused(reason('xlsx.too-many-rows', { sheet: sheet.name, max: INTAKE_LIMITS.maxRows }));
  }
  return { rows, stats };
}

export async function readXlsx(bytes: Uint8Array, options: IntakeOptions, deps: IntakeDeps): Promise<RawTable> {
  const { sheets, date1904 } = await inspectXlsx(bytes, options.fileName);
  const sheetList = sheets.map(({ name, rows, hidden }) => ({ name, rows, ...(hidden ? { hidden } : {}) }));
  let index = 0;
  if (options.sheet !== undefined) {
    index = sheetIndexAsked(sheets, options.sheet);
    if (index < 0) {
      const names = sheets.map(({ name }) => name);
      throw refused(reason('xlsx.no-sheet', { file: options.fileName, sheet: options.sheet, sheets: names }));
    }
  }
  // Without a reader of the caller's, the fast reader unpacking with DecompressionStream, then exceljs.
  const reader = deps.xlsxReader ?? fastReaderWithFallback(exceljsLoadReader());
  const picked =
    options.sheet !== undefined
      ? { index, ...(await readSheet(bytes, sheets, index, reader, options.fileName)), passed: [] }
      : await firstListSheet(sheets, (at) => readSheet(bytes, sheets, at, reader, options.fileName));
  index = picked.index;
  const sheet = sheets[index]!;
  const { stats } = picked;
  let { rows } = picked;
  rows = applyMerges(rows, sheet.merges);
  const notices: Notice[] = picked.passed.map((passed) => notice('sheet-passed-over', { passed, read: sheet.name }));
  if (options.sheet === undefined) {
    // The first sheet with data was read: say so when another one Excel shows is bigger (an
    // "Instructions" or "Summary" tab before the list).
    const bigger = sheets.filter(
      (other, i) =>
        i !== index &&
        !other.hidden &&
        !picked.passed.includes(other.name) &&
        other.rows !== null &&
        other.rows > (sheet.rows ?? 0) + 1,
    );
    if (bigger.length > 0) {
      const others = bigger.map((other) => ({ name: other.name, rows: other.rows! }));
      notices.push(notice('bigger-sheet', { read: sheet.name, readRows: sheet.rows, others }));
    }
  }
  if (stats.formulasWithoutResult > 0)
    notices.push(
      notice('formulas-without-result', {
        count: stats.formulasWithoutResult,
        cells: stats.formulaCells.slice(0, 5),
      }),
    );
  if (stats.unknownValues > 0) notices.push(notice('unreadable-cells', { count: stats.unknownValues }));
  return {
    rows: rows.map((row) => row.cells),
    rowNumbers: rows.map((row) => row.rowNumber),
    layout: { format: 'xlsx', sheets: sheetList, sheet: sheet.name, ...(date1904 ? { date1904 } : {}) },
    notices,
    hidden: { rows: sheet.hiddenRows, columns: sheet.hiddenColumns },
  };
}
