// The XLSX reader that runs everywhere (browser worker included): exceljs loads the workbook
// from memory. Node uses a streaming reader instead (src-main/services/intake).
import ExcelJS from 'exceljs';
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../types';
import { cellToText, MOST_FORMULA_CELLS, shownText, type CellTextStats } from './cell-text';
import { columnLetters } from './merges';
import { applyRowOverrides, typedCellOverrides, withoutInlineReadings, type CellOverrides } from './raw-cells';

export type WorkbookLoader = (source: Uint8Array) => Promise<ExcelJS.Workbook>;

export const loadWorkbook: WorkbookLoader = async (source) => {
  const workbook = new ExcelJS.Workbook();
  relativeSheetRelTargets(workbook);
  // exceljs's types ask for a Node Buffer; it reads any ArrayBuffer view through JSZip.
  await workbook.xlsx.load(source as unknown as ArrayBuffer);
  return workbook;
};

/**
 * A reader that keeps the last workbook it loaded: choosing the sheet may read a cover, instructions and the list
 * of one file, and each read would otherwise load the whole workbook again.
 */
export function exceljsLoadReader(load: WorkbookLoader = loadWorkbook): XlsxRowReader {
  let last: { source: Uint8Array; workbook: Promise<ExcelJS.Workbook> } | undefined;
  const loadOnce: WorkbookLoader = (source) => {
    if (last?.source !== source) {
      const workbook = load(source);
      last = { source, workbook };
      workbook.catch(() => (last = undefined));
    }
    return last.workbook;
  };
  return {
    async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
      const overrides = sheet.part ? await typedCellOverrides(bytes, sheet.part) : new Map();
      return loadSheetRows(bytes, sheet, context, overrides, loadOnce);
    },
  };
}

/**
 * The sheet's rows, read by loading the workbook; `overrides`: the cells exceljs misreads (typedCellOverrides), found
 * already.
 */
export async function loadSheetRows(
  bytes: Uint8Array,
  sheet: SheetInfo,
  context: XlsxSheetContext,
  overrides: CellOverrides,
  load: WorkbookLoader = loadWorkbook,
): Promise<RawRow[]> {
  // A sheet with phonetic readings is read from bytes of its own (a new array: never the cached workbook's).
  const source = overrides.inlineReadings && sheet.part ? withoutInlineReadings(bytes, sheet.part) : bytes;
  const workbook = await load(source);
  const worksheet = workbook.getWorksheet(sheet.name) ?? workbook.worksheets[context.index];
  const rows: RawRow[] = [];
  worksheet?.eachRow({ includeEmpty: false }, (row, rowNumber) =>
    rows.push({ rowNumber, cells: rowCells(row, rowNumber, overrides, context.stats) }),
  );
  return rows;
}

/**
 * One row's cells as text, as both readers give them: Excel's shown text, the cells exceljs misreads from `overrides`.
 */
export function rowCells(
  row: ExcelJS.Row,
  rowNumber: number,
  overrides: CellOverrides,
  stats: CellTextStats,
): string[] {
  const cells: string[] = [];
  const own = overrides.get(rowNumber);
  const withoutResult = stats.formulasWithoutResult;
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    while (cells.length < column - 1) cells.push('');
    // A merged cell's value is read from its master, once, by applyMerges (the streaming reader knows no merges).
    cells[column - 1] =
      cell.isMerged && cell.master !== cell
        ? ''
        : (own?.get(column) ?? shownText(cell.value, cell.numFmt, cellToText(cell.value, stats)));
  });
  if (stats.formulasWithoutResult !== withoutResult) nameFormulasWithoutResult(row, rowNumber, stats, own);
  applyRowOverrides(rowNumber, cells, overrides);
  return cells;
}

/** Names the row's formula cells saved without a result ("C5"), for the note that counts them. */
function nameFormulasWithoutResult(
  row: ExcelJS.Row,
  rowNumber: number,
  stats: CellTextStats,
  own: Map<number, string> | undefined,
): void {
  row.eachCell({ includeEmpty: false }, (cell, column) => {
    if (own?.has(column) || (cell.isMerged && cell.master !== cell)) return;
    const value = cell.value as unknown as Record<string, unknown> | null;
    const formula = typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
    if (
      formula &&
      (value.result === undefined || value.result === null) &&
      stats.formulaCells.length < MOST_FORMULA_CELLS
    )
      stats.formulaCells.push(`${columnLetters(column)}${rowNumber}`);
  });
}

interface SheetRelsLoader {
  _processWorksheetRelsEntry?: (
    stream: unknown,
    model: { worksheetRels: Record<string, { Target?: string; TargetMode?: string }[]> },
    sheetNo: string,
  ) => Promise<void>;
}

/**
 * exceljs finds a sheet's tables (and comments) by the relative target Excel writes
 * ("../tables/table1.xml"); openpyxl writes absolute ones ("/xl/tables/table1.xml"), which
 * exceljs then fails on ("Cannot read properties of undefined (reading 'name')"). The sheet's
 * relationships are made relative as they are read.
 */
function relativeSheetRelTargets(workbook: ExcelJS.Workbook): void {
  const xlsx = workbook.xlsx as unknown as SheetRelsLoader;
  const read = xlsx._processWorksheetRelsEntry;
  if (typeof read !== 'function') return;
  xlsx._processWorksheetRelsEntry = async function (stream, model, sheetNo) {
    await read.call(this, stream, model, sheetNo);
    for (const rel of model.worksheetRels[sheetNo] ?? []) {
      if (rel.TargetMode !== 'External' && typeof rel.Target === 'string' && rel.Target.startsWith('/xl/'))
        rel.Target = `../${rel.Target.slice('/xl/'.length)}`;
    }
  };
}
