// The first rows of a column, as the passes read them.
import type { Table } from '../../intake/types';
import { isEmptyWord } from '../../transforms/empty-words';

/** How many rows of a file the passes read. */
export const SAMPLE_SCAN_ROWS = 2000;

/**
 * Distinct non-empty values of a column's first rows. A word for an empty cell (NULL) is no
 * sample when such words read as empty (a column of mostly NULL is judged by its other values);
 * those met are returned apart.
 */
export function samplesOf(
  table: Table,
  column: number,
  size: number,
  readEmptyWords: boolean,
): { samples: string[]; emptyWords: Set<string> } {
  const seen = new Set<string>();
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  let above: string | undefined;
  const emptyWords = new Set<string>();
  for (let row = 0; row < limit && seen.size < size; row++) {
    const cell = table.rows[row]![column];
    // A column of few values (a country, a gender) mostly repeats the cell above: one comparison
    // then, not a trim and a lookup (the scan of a large file's first 2,000 rows halves).
    if (cell === undefined || cell === above) continue;
    above = cell;
    const value = cell.trim();
    if (readEmptyWords && isEmptyWord(value)) emptyWords.add(value);
    else if (value) seen.add(value);
  }
  return { samples: [...seen], emptyWords };
}

/** A column's cells in the first rows (the scan's), as read. */
export function firstCells(table: Table, column: number): string[] {
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  const cells: string[] = [];
  for (let row = 0; row < limit; row++) cells.push(table.rows[row]![column] ?? '');
  return cells;
}

/** The cells of two columns on the first row where both hold something: an example of joining them. */
export function firstRowWithBoth(
  table: Table,
  first: number,
  second: number,
): [string | undefined, string | undefined] {
  const limit = Math.min(table.rows.length, SAMPLE_SCAN_ROWS);
  for (let row = 0; row < limit; row++) {
    const a = table.rows[row]![first]?.trim();
    const b = table.rows[row]![second]?.trim();
    if (a && b && !isEmptyWord(a) && !isEmptyWord(b)) return [a, b];
  }
  return [undefined, undefined];
}
