// Rows cross from the worker to the window packed: one string for all their cells, typed arrays
// for their numbers, problems only for rows that have some. Taking in 100,000 rows as objects of
// arrays of strings cost the window over a second of structured-clone work; packed, a few ms a slice.
import type { Problem, RowStatus } from '../../../src-shared/validate/types';
import type { GridRow } from './import-protocol';

/** Between cells of a row, and between rows. Control characters no CSV or sheet cell should hold. */
const CELL_SEPARATOR = '\u001f';
const ROW_SEPARATOR = '\u001e';

export interface PackedRows {
  indexes: Int32Array;
  rowNumbers: Int32Array;
  /** 1 = invalid, 0 = valid. */
  invalid: Uint8Array;
  lines: string;
  /** What each cell sends (see as-sent.ts), packed as `lines`. */
  sentLines: string;
  /** [position in this pack, problems] for the rows that have problems. */
  problems: [number, Problem[]][];
  /** [position in this pack, [column, dictionary name][]] for the rows a value dictionary changed. */
  translated?: [number, [number, string][]][];
}

export interface RowSource {
  index: number;
  rowNumber: number;
  status: RowStatus;
  problems: Problem[];
  cells: readonly string[];
  /** The cleaned value each cell sends, in column order. */
  sent: readonly string[];
  /** The cells a value dictionary changed before the row was checked. */
  translated?: readonly { column: number; dictionary: string }[];
}

/**
 * Cells joined into one line; a separator inside a cell (it would split it on display) shows as the replacement
 * character.
 */
function packLine(cells: readonly string[]): string {
  return cells
    .map((cell) => cell.replaceAll(CELL_SEPARATOR, '\uFFFD').replaceAll(ROW_SEPARATOR, '\uFFFD'))
    .join(CELL_SEPARATOR);
}

export function packRows(rows: readonly RowSource[]): PackedRows {
  const indexes = new Int32Array(rows.length);
  const rowNumbers = new Int32Array(rows.length);
  const invalid = new Uint8Array(rows.length);
  const lines: string[] = new Array(rows.length);
  const sentLines: string[] = new Array(rows.length);
  const problems: [number, Problem[]][] = [];
  const translated: [number, [number, string][]][] = [];
  rows.forEach((row, i) => {
    if (row.translated?.length) translated.push([i, row.translated.map((t) => [t.column, t.dictionary])]);
    indexes[i] = row.index;
    rowNumbers[i] = row.rowNumber;
    invalid[i] = row.status === 'invalid' ? 1 : 0;
    lines[i] = packLine(row.cells);
    sentLines[i] = packLine(row.sent);
    if (row.problems.length > 0) problems.push([i, row.problems]);
  });
  return {
    indexes,
    rowNumbers,
    invalid,
    lines: lines.join(ROW_SEPARATOR),
    sentLines: sentLines.join(ROW_SEPARATOR),
    problems,
    ...(translated.length > 0 ? { translated } : {}),
  };
}

const NO_PROBLEMS: Problem[] = [];

export function unpackRows(packed: PackedRows): GridRow[] {
  const lines = packed.indexes.length === 0 ? [] : packed.lines.split(ROW_SEPARATOR);
  const sentLines = packed.indexes.length === 0 ? [] : packed.sentLines.split(ROW_SEPARATOR);
  const problems = new Map(packed.problems);
  const translated = new Map(packed.translated ?? []);
  const rows: GridRow[] = new Array(packed.indexes.length);
  for (let i = 0; i < rows.length; i++) {
    rows[i] = {
      index: packed.indexes[i]!,
      rowNumber: packed.rowNumbers[i]!,
      status: packed.invalid[i] ? 'invalid' : 'valid',
      problems: problems.get(i) ?? NO_PROBLEMS,
      line: lines[i]!,
      sentLine: sentLines[i] ?? '',
      ...(translated.has(i) ? { translated: Object.fromEntries(translated.get(i)!) } : {}),
    };
  }
  return rows;
}

/** The cells of a row as the grid shows them (split only for the rows drawn). */
export function cellsOf(row: GridRow): string[] {
  return row.line.split(CELL_SEPARATOR);
}

/** What each cell of a row sends (split only for the rows drawn). */
export function sentCellsOf(row: GridRow): string[] {
  return row.sentLine.split(CELL_SEPARATOR);
}
