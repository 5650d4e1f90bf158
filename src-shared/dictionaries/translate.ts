// Applies dictionaries to a table before its rows are checked: each cell of a mapped column whose
// kind a dictionary knows is replaced by the entry's "to". Rows not touched are shared, not copied.
import type { Table } from '../intake/types';
import type { Mapping } from '../mapping/types';
import { kindOfTarget } from './column-kind';
import { dictionaryKey } from './normalise';
import type { Dictionary, Translation } from './types';

interface Reading {
  to: string;
  dictionary: string;
}

/** kind -> normalised from -> reading. The first dictionary given wins a value two of them know. */
export type DictionaryLookup = Map<string, Map<string, Reading>>;

export function dictionaryLookup(dictionaries: readonly Dictionary[]): DictionaryLookup {
  const lookup: DictionaryLookup = new Map();
  for (const dictionary of dictionaries) {
    for (const entry of dictionary.entries) {
      const kind = entry.kind.trim();
      let readings = lookup.get(kind);
      if (!readings) lookup.set(kind, (readings = new Map()));
      const key = dictionaryKey(entry.from);
      if (key !== '' && !readings.has(key)) readings.set(key, { to: entry.to, dictionary: dictionary.name });
    }
  }
  return lookup;
}

/** The columns of the mapping a dictionary applies to: column index -> its readings. */
function translatedColumns(mapping: Mapping, lookup: DictionaryLookup): Map<number, Map<string, Reading>> {
  const columns = new Map<number, Map<string, Reading>>();
  for (const column of mapping.columns) {
    const kind = kindOfTarget(column.target);
    const readings = kind === null ? undefined : lookup.get(kind);
    if (readings) columns.set(column.column, readings);
  }
  return columns;
}

/** The table as the rows are to be read, and every cell changed. `table` itself is left as it is. */
export function translateTable(
  table: Table,
  mapping: Mapping,
  dictionaries: readonly Dictionary[],
): { table: Table; translations: Translation[] } {
  const translations: Translation[] = [];
  if (dictionaries.length === 0) return { table, translations };
  const columns = translatedColumns(mapping, dictionaryLookup(dictionaries));
  if (columns.size === 0) return { table, translations };
  const rows = table.rows.map((cells, row) => translateRow(cells, row, columns, translations));
  return { table: { ...table, rows }, translations };
}

/** One row: the same array when nothing changed, a copy otherwise. */
export function translateRow(
  cells: string[],
  row: number,
  columns: ReadonlyMap<number, ReadonlyMap<string, Reading>>,
  into: Translation[],
): string[] {
  let copy: string[] | undefined;
  for (const [column, readings] of columns) {
    const cell = cells[column];
    if (cell === undefined || cell === '') continue;
    const reading = readings.get(dictionaryKey(cell));
    if (!reading || reading.to === cell) continue;
    copy ??= [...cells];
    copy[column] = reading.to;
    into.push({ row, column, from: cell, to: reading.to, dictionary: reading.dictionary });
  }
  return copy ?? cells;
}

/** A row's translations, for one row re-read after an edit. */
export function translateOneRow(
  table: Table,
  mapping: Mapping,
  dictionaries: readonly Dictionary[],
  row: number,
): { cells: string[]; translations: Translation[] } {
  const translations: Translation[] = [];
  const cells = table.rows[row] ?? [];
  if (dictionaries.length === 0) return { cells, translations };
  const columns = translatedColumns(mapping, dictionaryLookup(dictionaries));
  return { cells: translateRow(cells, row, columns, translations), translations };
}
