import type { RawRow } from '../types';

/** "AB12" -> { row: 12, column: 28 } (1-based). */
export function parseCellRef(ref: string): { row: number; column: number } | undefined {
  const match = /^\$?([A-Z]{1,3})\$?(\d+)$/i.exec(ref.trim());
  if (!match) return undefined;
  let column = 0;
  for (const letter of match[1]!.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return { row: Number(match[2]), column };
}

/** 1 -> A, 28 -> AB: a column as Excel names it. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

/**
 * Gives every cell a merged range covers the value of its top-left cell (a "Class of 1990" merged
 * down five rows belongs to each of the five). Rows with no value of their own stay empty: a
 * merged label alone does not make a record.
 */
export function applyMerges(rows: RawRow[], merges: readonly string[]): RawRow[] {
  if (merges.length === 0) return rows;
  const byNumber = new Map(rows.map((row) => [row.rowNumber, row]));
  const hasOwnValue = new Set(
    rows.filter((row) => row.cells.some((cell) => cell.trim() !== '')).map((row) => row.rowNumber),
  );
  for (const range of merges) {
    const [from, to] = range.split(':').map(parseCellRef);
    if (!from || !to) continue;
    const value = byNumber.get(from.row)?.cells[from.column - 1] ?? '';
    if (value === '') continue;
    for (let r = from.row; r <= to.row; r++) {
      const row = byNumber.get(r);
      if (!row || !hasOwnValue.has(r)) continue;
      for (let c = from.column; c <= to.column; c++) {
        while (row.cells.length < c) row.cells.push('');
        row.cells[c - 1] = value;
      }
    }
  }
  return rows;
}
