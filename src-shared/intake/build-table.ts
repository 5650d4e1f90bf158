// Raw rows + the header row -> the table: named columns, equal-length rows, empty rows counted.
import { AppError } from '../errors';
import { undoFormulaGuard } from '../transforms/formula-guard';
import { isBlank } from '../transforms/text';
import { INTAKE_LIMITS } from './limits';
import type { Table } from './types';
import { nextTask } from './next-task';

function isEmptyRow(cells: string[]): boolean {
  for (let i = 0; i < cells.length; i++) if (!isBlank(cells[i]!)) return false;
  return true;
}

/** Unique, non-empty column names: blanks become "Column N", repeats get " (2)", " (3)". */
export function columnNames(headerCells: string[], width: number): string[] {
  const seen = new Map<string, number>();
  const names: string[] = [];
  for (let column = 0; column < width; column++) {
    // A header our errors file guarded ("'=Total") reads as it was first written ("=Total").
    const base = undoFormulaGuard(headerCells[column] ?? '').replace(/\s+/g, ' ').trim() || `Column ${column + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    names.push(count === 1 ? base : `${base} (${count})`);
  }
  return names;
}

const ROWS_PER_TASK = 20_000;

/** A line below the data that sums it up ("Total: 3", "Grand Total", "152 records", "End of report"). */
const TOTAL_LINE = /^(?:grand\s+)?totals?\b|^(?:record|row)s?\s+count\b|^count\b|^\d[\d,.]*\s+(?:records?|rows?|alumni|constituents?|people)\b|^end\s+of\s+(?:report|file|data|list)\b/i;
/** At most this many such lines are taken off the end (a total, a count, an end marker). */
const MOST_TOTAL_LINES = 3;

/** The one filled cell of a row, or undefined when none or several are filled. */
function onlyCell(cells: string[]): string | undefined {
  let only: string | undefined;
  for (const cell of cells) {
    if (cell.trim() === '') continue;
    if (only !== undefined) return undefined;
    only = cell.trim();
  }
  return only;
}

/** A row below the data that was not taken as a person. */
export interface TotalLine {
  rowNumber: number;
  text: string;
}

/**
 * Takes off the end of the rows the total lines exports add below the data: a row whose one
 * filled cell reads as a total, of a table at least three columns wide (where no person fits
 * in one cell). Counted and told, never dropped silently; at least one row stays.
 */
function takeTotalLines(rows: string[][], rowNumbers: number[], width: number): TotalLine[] {
  const taken: TotalLine[] = [];
  if (width < 3) return taken;
  while (taken.length < MOST_TOTAL_LINES && rows.length > 1) {
    const text = onlyCell(rows[rows.length - 1]!);
    if (text === undefined || !TOTAL_LINE.test(text)) break;
    taken.unshift({ rowNumber: rowNumbers[rowNumbers.length - 1]!, text });
    rows.pop();
    rowNumbers.pop();
  }
  return taken;
}

/**
 * Builds the table from every row as read (row i numbered rowNumbers[i], or i + 1 when absent),
 * in slices of rows, yielding between them (no long task in a worker).
 */
export async function buildTable(
  rawRows: string[][],
  rawNumbers: readonly number[] | undefined,
  headerRowNumber: number,
  fileName: string,
): Promise<{ table: Table; skippedEmptyRows: number; totalLines: TotalLine[] }> {
  const numberOf = (i: number): number => (rawNumbers ? rawNumbers[i]! : i + 1);
  const headerIndex = rawNumbers ? rawNumbers.indexOf(headerRowNumber) : Number.isInteger(headerRowNumber) && headerRowNumber >= 1 && headerRowNumber <= rawRows.length ? headerRowNumber - 1 : -1;
  if (headerIndex < 0) {
    throw new AppError('invalid-input', `${fileName} has no row ${headerRowNumber} to use as the header row.`, [`Choose a header row between 1 and ${rawRows.length > 0 ? numberOf(rawRows.length - 1) : 1}.`]);
  }
  const headerCells = rawRows[headerIndex]!;
  let skippedEmptyRows = 0;
  let width = headerCells.length;
  // One pass keeps the rows with a value (the cells arrays as read, not copied) and finds the width.
  const rows = new Array<string[]>(rawRows.length - headerIndex - 1);
  const rowNumbers = new Array<number>(rows.length);
  let kept = 0;
  for (let i = headerIndex + 1; i < rawRows.length; i++) {
    if (i % ROWS_PER_TASK === 0) await nextTask();
    const cells = rawRows[i]!;
    if (isEmptyRow(cells)) {
      skippedEmptyRows++;
      continue;
    }
    rows[kept] = cells;
    rowNumbers[kept++] = numberOf(i);
    if (cells.length > width) width = cells.length;
  }
  rows.length = kept;
  rowNumbers.length = kept;
  // Trailing columns with neither a header nor any value (trailing commas) are not columns.
  while (width > 0 && (headerCells[width - 1] ?? '').trim() === '' && rows.every((cells) => (cells[width - 1] ?? '').trim() === '')) width--;
  const totalLines = takeTotalLines(rows, rowNumbers, width);

  if (width === 0 || isEmptyRow(headerCells)) {
    throw new AppError('invalid-input', `${fileName} holds no data: every cell${rawRows.length > 0 ? ` from row ${headerRowNumber} down` : ''} is empty.`, ['Check that you chose the right file (and sheet).']);
  }
  if (width > INTAKE_LIMITS.maxColumns) {
    throw new AppError('invalid-input', `${fileName} has ${width} columns, more than the ${INTAKE_LIMITS.maxColumns} one import can take.`, ['Remove the columns you do not import, or check the delimiter.']);
  }
  if (rows.length === 0) {
    throw new AppError('invalid-input', `${fileName} has a header row (row ${headerRowNumber}) but no data rows below it.`, ['Check that you chose the right file, sheet and header row.']);
  }
  const headers = columnNames(headerCells, width);
  // Rows of another width get a copy of the right width (the raw row stays as read).
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_TASK === 0) await nextTask();
    const cells = rows[i]!;
    if (cells.length === width) continue;
    if (cells.length > width) rows[i] = cells.slice(0, width);
    else {
      const padded = cells.slice();
      while (padded.length < width) padded.push('');
      rows[i] = padded;
    }
  }
  return { table: { headers, rows, rowNumbers }, skippedEmptyRows, totalLines };
}
