// Value dictionaries (translation tables): "in this kind of column, this value means that".
import type { Problem } from '../validate/types';

/**
 * The kind of column an entry applies to: a User field name ("gender", "name_title", "tags",
 * "year_graduated") or "custom:<name>" for a custom field.
 */
export type ColumnKind = string;

export interface DictionaryEntry {
  kind: ColumnKind;
  /** The value as files spell it; compared without case, accents or surrounding spaces. */
  from: string;
  /** The value to read instead (then cleaned and checked like any cell). */
  to: string;
}

export interface Dictionary {
  /** Letters, digits, spaces, dots, dashes and underscores; unique per environment. */
  name: string;
  entries: DictionaryEntry[];
}

/** A dictionary problem: a code and its parameters; each door words it. */
export type DictionaryProblem =
  | { code: 'bad-name'; name: string }
  | { code: 'unknown-kind'; entry: number; kind: string }
  | { code: 'blank-from'; entry: number; kind: string }
  /** `reason`: the field's refusal of the value, as data (each door words it). */
  | { code: 'refused-to'; entry: number; kind: string; from: string; to: string; reason: Problem }
  | { code: 'csv-header'; found: string[] }
  | { code: 'csv-row'; line: number; cells: number }
  | { code: 'clashing-entry'; entry: number; kind: string; from: string; to: string; other: number; otherTo: string };

/** One cell a dictionary changed before the row was checked. */
export interface Translation {
  /** 0-based row index in the table. */
  row: number;
  /** 0-based column index. */
  column: number;
  from: string;
  to: string;
  dictionary: string;
}
