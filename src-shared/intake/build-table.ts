// Raw rows + the header row -> the table: named columns, equal-length rows, empty rows counted.
import { refused } from '../errors';
import { reason } from '../problems/reasons';
import { undoFormulaGuard } from '../transforms/formula-guard';
import { isBlank } from '../transforms/text';
import { INTAKE_LIMITS } from './limits';
import type { Table } from './types';
import { nextTask } from './next-task';
import { holdsValueFrom, namedWidth, overflowingRows, repeatsHeader } from './heuristics/row-shape';
import { labelRow, takeExampleRow, takeFooter, takeTotalLines, type TotalLine } from './heuristics/set-apart-rows';

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
    const base =
      undoFormulaGuard(headerCells[column] ?? '')
        .replace(/\s+/g, ' ')
        .trim() || `Column ${column + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    names.push(count === 1 ? base : `${base} (${count})`);
  }
  return names;
}

const ROWS_PER_TASK = 20_000;

/**
 * Builds the table from every row as read (row i numbered rowNumbers[i], or i + 1 when absent),
 * in slices of rows, yielding between them (no long task in a worker).
 */
export async function buildTable(
  rawRows: string[][],
  rawNumbers: readonly number[] | undefined,
  headerRowNumber: number,
  fileName: string,
): Promise<{
  table: Table;
  skippedEmptyRows: number;
  totalLines: TotalLine[];
  repeatedHeaders: number[];
  overflowRows: number[];
}> {
  const numberOf = (i: number): number => (rawNumbers ? rawNumbers[i]! : i + 1);
  const headerIndex = rawNumbers
    ? rawNumbers.indexOf(headerRowNumber)
    : Number.isInteger(headerRowNumber) && headerRowNumber >= 1 && headerRowNumber <= rawRows.length
      ? headerRowNumber - 1
      : -1;
  // A header row needs a row below it: the last row that has one is the last to offer.
  const lastChoice = rawRows.length > 1 ? numberOf(rawRows.length - 2) : 1;
  if (headerIndex < 0) {
    const within =
      rawNumbers !== undefined &&
      rawRows.length > 0 &&
      headerRowNumber >= 1 &&
      headerRowNumber < numberOf(rawRows.length - 1);
    const given = { file: fileName, row: headerRowNumber, last: lastChoice };
    throw refused(within ? reason('header.row-empty', given) : reason('header.no-such-row', given));
  }
  const headerCells = rawRows[headerIndex]!;
  const sorting: RowSorting = {
    rows: new Array<string[]>(rawRows.length - headerIndex - 1),
    rowNumbers: new Array<number>(rawRows.length - headerIndex - 1),
    kept: 0,
    width: headerCells.length,
    skippedEmptyRows: 0,
    repeatedHeaders: [],
    setApart: [],
    pastHeader: [],
  };
  // The parse's last slice and the header row's detection ran since the last yield.
  await nextTask();
  // In slices with a yield between them (no await inside the loop over rows).
  for (let from = headerIndex + 1; from < rawRows.length; from += ROWS_PER_TASK) {
    if (from > headerIndex + 1) await nextTask();
    sortRows(rawRows, rawNumbers, from, Math.min(rawRows.length, from + ROWS_PER_TASK), headerCells, sorting);
  }
  const { rows, rowNumbers, kept, skippedEmptyRows, repeatedHeaders, setApart, pastHeader } = sorting;
  let width = sorting.width;
  rows.length = kept;
  rowNumbers.length = kept;
  // Trailing columns with neither a header nor any value (trailing commas) are not columns.
  while (
    width > 0 &&
    (headerCells[width - 1] ?? '').trim() === '' &&
    rows.every((cells) => (cells[width - 1] ?? '').trim() === '')
  )
    width--;
  const example = takeExampleRow(rows, rowNumbers, width);
  const footer = takeFooter(rows, rowNumbers, width);
  const totalLines = [...example, ...setApart, ...takeTotalLines(rows, rowNumbers, width), ...footer].sort(
    (a, b) => a.rowNumber - b.rowNumber,
  );

  if (isEmptyRow(headerCells) && rows.length > 0) {
    throw refused(reason('header.row-empty', { file: fileName, row: headerRowNumber, last: lastChoice }));
  }
  if (width === 0 || isEmptyRow(headerCells)) {
    throw refused(reason('table.no-data', { file: fileName, ...(rawRows.length > 0 ? { row: headerRowNumber } : {}) }));
  }
  if (width > INTAKE_LIMITS.maxColumns) {
    throw refused(reason('table.too-wide', { file: fileName, columns: width, max: INTAKE_LIMITS.maxColumns }));
  }
  if (rows.length === 0) {
    throw refused(reason('table.no-rows', { file: fileName, row: headerRowNumber, last: lastChoice }));
  }
  const headers = columnNames(headerCells, width);
  const overflowRows = overflowingRows(pastHeader, rowNumbers);
  // Rows of another width get a copy of the right width (the raw row stays as read).
  for (let from = 0; from < rows.length; from += ROWS_PER_TASK) {
    if (from > 0) await nextTask();
    fitToWidth(rows, from, Math.min(rows.length, from + ROWS_PER_TASK), width);
  }
  return { table: { headers, rows, rowNumbers }, skippedEmptyRows, totalLines, repeatedHeaders, overflowRows };
}

/** What the pass over the rows below the header keeps, counts and sets apart. */
interface RowSorting {
  readonly rows: string[][];
  readonly rowNumbers: number[];
  kept: number;
  width: number;
  skippedEmptyRows: number;
  readonly repeatedHeaders: number[];
  readonly setApart: TotalLine[];
  readonly pastHeader: number[];
}

/**
 * Sorts raw rows [from, to): empty rows counted, repeated headers and label rows set apart, the
 * others kept (the cells arrays as read, not copied), the width found. A small function of its
 * own, as is fitToWidth: V8 compiles each loop in a few ms, where inside buildTable the loops had
 * it compile all of buildTable, twice, at ~30 ms each.
 */
function sortRows(
  rawRows: string[][],
  rawNumbers: readonly number[] | undefined,
  from: number,
  to: number,
  headerCells: string[],
  sorting: RowSorting,
): void {
  const firstHeader = headerCells[0] ?? '';
  const named = namedWidth(headerCells);
  const { rows, rowNumbers } = sorting;
  for (let i = from; i < to; i++) {
    const cells = rawRows[i]!;
    const rowNumber = rawNumbers ? rawNumbers[i]! : i + 1;
    if (isEmptyRow(cells)) {
      sorting.skippedEmptyRows++;
      continue;
    }
    // A report repeats its header at the top of each page: the first cell tells most rows apart at once.
    if (cells[0] === firstHeader && repeatsHeader(cells, headerCells)) {
      sorting.repeatedHeaders.push(rowNumber);
      continue;
    }
    // A row of one cell within a list of three columns or more: the second cell tells most rows apart at once.
    if (named >= 3 && (cells.length < 2 || isBlank(cells[1]!))) {
      const label = labelRow(cells);
      if (label) {
        sorting.setApart.push({ rowNumber, ...label });
        continue;
      }
    }
    rows[sorting.kept] = cells;
    rowNumbers[sorting.kept++] = rowNumber;
    if (cells.length > sorting.width) sorting.width = cells.length;
    if (cells.length > named && named > 0 && holdsValueFrom(cells, named)) sorting.pastHeader.push(rowNumber);
  }
}

/** Rows [from, to) of another width replaced by a copy of the right width (the raw row stays as read). */
function fitToWidth(rows: string[][], from: number, to: number, width: number): void {
  for (let i = from; i < to; i++) {
    const cells = rows[i]!;
    if (cells.length === width) continue;
    if (cells.length > width) rows[i] = cells.slice(0, width);
    else {
      const padded = cells.slice();
      while (padded.length < width) padded.push('');
      rows[i] = padded;
    }
  }
}
