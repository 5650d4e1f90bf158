// What the person should know of a column beyond its target, as data: a code per distinct note and its parameters.
// Each door words a note from its own table keyed by code (ColumnNoteWordsTable), as it does notices and problems.
import type { PartName } from './headers/part-headers';

/** Each column note's parameters, by its code. */
export interface ColumnNoteParams {
  /** Headers repeating an earlier column's, not read (the first of each name is). */
  'repeated-headers': { headers: string[] };
  /** A Mailchimp export's whole address in one column, its parts two spaces apart. */
  'mailchimp-whole-address': { header: string };
  /** Mailchimp's export of its unsubscribed or cleaned members. */
  'mailchimp-left-list': { header: string; unsubscribed: boolean };
  /** "City, State ZIP" in one cell, sent whole as the city. */
  'city-state-zip': { header: string };
  /** A contact preference left unmapped; `unsubscribeHeader`: the column that gives Unsubscribe, if one does. */
  'contact-preference': { header: string; unsubscribeHeader?: string };
  /** A gender column of H and M (Spanish hombre, mujer). */
  'gender-h-m': { header: string };
  /** A gender column holding words for "not given" (read as empty). */
  'gender-not-given': { header: string; values: string[] };
  /** Birthdays without a year; `yearHeader`: the column giving the birth year, if one does. */
  'birthday-without-year': { header: string; example: string; yearHeader?: string };
  /** Address 1's type column says Work on some rows only. */
  'address-partly-work': { typeHeader: string };
  /** The columns of another numbered address block, left out. */
  'address-block-left-out': { headers: string[]; block: number };
  /** A part column whose partner's values already hold the part: not sent. */
  'part-already-whole': { part: PartName; header: string; wholeHeader: string };
  /** A part column and its partner: what becomes of the two, with a value of each when the file has one. */
  'part-of-column': {
    part: PartName;
    header: string;
    wholeHeader: string;
    partSample?: string;
    wholeSample?: string;
    partFirst: boolean;
  };
}

export type ColumnNoteCode = keyof ColumnNoteParams;

/** One column note: its code and parameters. */
export type ColumnNote = { [C in ColumnNoteCode]: { code: C; params: ColumnNoteParams[C] } }[ColumnNoteCode];

/** Words for every column note code: one table a door. */
export type ColumnNoteWordsTable = { readonly [C in ColumnNoteCode]: (params: ColumnNoteParams[C]) => string };

/** Every column note code (a missing one fails to compile), for the test that walks them in every door. */
const CODES: { readonly [C in ColumnNoteCode]: true } = {
  'repeated-headers': true,
  'mailchimp-whole-address': true,
  'mailchimp-left-list': true,
  'city-state-zip': true,
  'contact-preference': true,
  'gender-h-m': true,
  'gender-not-given': true,
  'birthday-without-year': true,
  'address-partly-work': true,
  'address-block-left-out': true,
  'part-already-whole': true,
  'part-of-column': true,
};
export const COLUMN_NOTE_CODES = Object.keys(CODES) as ColumnNoteCode[];

/** A column note made from its code and parameters. */
export function columnNoteOf<C extends ColumnNoteCode>(code: C, params: ColumnNoteParams[C]): ColumnNote {
  return { code, params } as ColumnNote;
}

/** A column note in a door's words (from its table, by the note's code). */
export function wordColumnNote(table: ColumnNoteWordsTable, note: ColumnNote): string {
  return (table[note.code] as (params: ColumnNoteParams[ColumnNoteCode]) => string)(note.params);
}
