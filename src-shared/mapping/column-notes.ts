// Notes on columns beyond their targets: what becomes of values the service cannot take as
// they are written (a header repeated, a whole address or "City, State ZIP" in one cell, a
// contact preference left out, Spanish H and M, a gender not given, birthdays without a year).
import { parseDayAndMonth } from '../transforms/date';
import { isGenderNotKnown } from '../transforms/gender';
import type { SettingHint } from '../setting-hint';
import { columnNoteOf, type ColumnNote } from './column-note-codes';
import { MESSAGE_WORDS, POSTAL_WORDS, PREFERENCE_ALONE, PREFERENCE_WORDS } from './headers/preference-words';
import { normaliseHeader, wordsOf } from './normalise-header';
import type { ValueProfile } from './sample-values';
import type { ColumnTarget } from './types';

/** A note on a column, as data (each door words it), and the setting it points at when its advice is to change one. */
export interface ColumnNoteEntry {
  note: ColumnNote;
  hint?: SettingHint;
}
/** The name planning still imports (services/jobs/plan/source-file.ts): a note entry, no longer words. */
export type ColumnNoteText = ColumnNoteEntry;

/** A column as the suggestion read it. */
export interface ReadColumn {
  column: number;
  header: string;
  samples: string[];
  profile: ValueProfile;
}

export interface FileFacts {
  /** Columns whose header repeats an earlier one's, with that column. */
  repeats: ReadonlyMap<number, number>;
  /** A Mailchimp export's IP-based location columns (none outside one). */
  ipLocated: ReadonlySet<number>;
  /** Columns of birthdays without a year. */
  yearless: ReadonlySet<number>;
  /** Gender columns written H and M (hombre, mujer), judged on their cells. */
  mujer: ReadonlySet<number>;
  /** Mailchimp's export of unsubscribed or cleaned members: its UNSUB_TIME or CLEAN_TIME column. */
  leftList: { column: number; unsubscribed: boolean } | undefined;
  /**
   * Columns flagging one phone number ("Phone 1 Do Not Contact"): about that number, no contact preference of the
   * alum's.
   */
  numberFlags?: ReadonlySet<number>;
}

/**
 * Whether a header names a contact preference: an email opt-out, opt-in or consent, a permission status, solicit codes,
 * a mailing list.
 */
export function isContactPreference(header: string): boolean {
  const words = wordsOf(normaliseHeader(header));
  // "Do Not Contact", "No Email": a refusal of the message is a preference too (not "(Do Not Modify) Contact", nor a
  // postal "No Mail").
  const refused = (at: number): boolean =>
    at < words.length && MESSAGE_WORDS.has(words[at]!) && !POSTAL_WORDS.has(words[at]!);
  const refuses =
    (words[0] === 'no' && refused(1)) ||
    words.some((word, at) => word === 'not' && words[at - 1] === 'do' && refused(at + 1));
  return (
    refuses ||
    words.some((word) => PREFERENCE_ALONE.has(word)) ||
    (words.some((word) => PREFERENCE_WORDS.has(word)) && words.some((word) => MESSAGE_WORDS.has(word)))
  );
}

/** The notes of the columns, by column; `targetOf` gives a column's chosen target (undefined: left out). */
export function columnNotes(
  columns: readonly ReadColumn[],
  targetOf: (column: number) => ColumnTarget | undefined,
  facts: FileFacts,
): Map<number, ColumnNoteEntry> {
  const data = columnNoteData(columns, targetOf, facts);
  const notes = new Map<number, ColumnNoteEntry>();
  for (const [column, note] of data) notes.set(column, { note });
  // Mailchimp's export of its unsubscribed or cleaned members: the way out is one value of Unsubscribe for every row.
  const { leftList } = facts;
  if (leftList && data.has(leftList.column))
    notes.set(leftList.column, {
      note: data.get(leftList.column)!,
      hint: { setting: 'value-for-every-row', field: 'unsubscribe', example: '1' },
    });
  return notes;
}

function columnNoteData(
  columns: readonly ReadColumn[],
  targetOf: (column: number) => ColumnTarget | undefined,
  { repeats, ipLocated, yearless, mujer, leftList, numberFlags }: FileFacts,
): Map<number, ColumnNote> {
  const notes = new Map<number, ColumnNote>();
  // Headers the file repeats: said once, with what it may mean.
  const repeated = [...repeats.keys()];
  if (repeated.length > 0)
    notes.set(
      repeated[0]!,
      columnNoteOf('repeated-headers', { headers: repeated.map((column) => columns[column]!.header) }),
    );

  // Mailchimp writes a whole address in one column, its parts two spaces apart.
  if (ipLocated.size > 0) {
    for (const entry of columns) {
      const target = targetOf(entry.column);
      if (
        target?.kind === 'field' &&
        target.field === 'home_address1' &&
        entry.samples.some((value) => /\S {2}\S.* {2}\S/.test(value))
      ) {
        notes.set(entry.column, columnNoteOf('mailchimp-whole-address', { header: entry.header }));
      }
    }
  }

  // Mailchimp's export of its unsubscribed or cleaned members: every person in it opted out, or their address bounced.
  if (leftList) {
    const { unsubscribed } = leftList;
    const header = columns[leftList.column]!.header;
    notes.set(leftList.column, columnNoteOf('mailchimp-left-list', { header, unsubscribed }));
  }

  // "City, State ZIP": the three in one cell, which the service keeps apart.
  for (const entry of columns) {
    const target = targetOf(entry.column);
    const words = wordsOf(normaliseHeader(entry.header));
    if (
      notes.has(entry.column) ||
      target?.kind !== 'field' ||
      !/_city$/.test(target.field) ||
      !words.some((word) => ['state', 'zip', 'postal', 'province', 'st'].includes(word))
    )
      continue;
    if (!entry.samples.some((value) => /,|\d{4,}/.test(value))) continue; // cities alone, as the values show
    notes.set(entry.column, columnNoteOf('city-state-zip', { header: entry.header }));
  }

  // A contact preference left unmapped (an opt-in, a permission status, solicit codes): said, since
  // the people it marks as not to be emailed would be emailed all the same.
  const unsubscribing = columns.find((entry) => {
    const target = targetOf(entry.column);
    return target?.kind === 'field' && target.field === 'unsubscribe';
  });
  for (const entry of columns) {
    if (
      targetOf(entry.column) !== undefined ||
      notes.has(entry.column) ||
      numberFlags?.has(entry.column) ||
      !isContactPreference(entry.header)
    )
      continue;
    // Only one column can give Unsubscribe: a second opt-out needs joining to it in the file (the note says so).
    const unsubscribeHeader = unsubscribing?.header;
    notes.set(
      entry.column,
      columnNoteOf('contact-preference', { header: entry.header, ...(unsubscribeHeader ? { unsubscribeHeader } : {}) }),
    );
  }

  // A gender column of H and M (Spanish hombre, mujer): its M is read as a woman.
  for (const entry of columns) {
    const target = targetOf(entry.column);
    if (target?.kind === 'field' && target.field === 'gender' && mujer.has(entry.column)) {
      notes.set(entry.column, columnNoteOf('gender-h-m', { header: entry.header }));
    }
    const notKnown =
      target?.kind === 'field' && target.field === 'gender'
        ? [...new Set(entry.samples.filter(isGenderNotKnown).map((value) => value.trim()))]
        : [];
    if (notKnown.length > 0 && !notes.has(entry.column)) {
      notes.set(entry.column, columnNoteOf('gender-not-given', { header: entry.header, values: notKnown }));
    }
  }

  // Birthdays without their year (07/04): the day and month are sent, the year is left empty.
  for (const entry of columns) {
    if (targetOf(entry.column)?.kind !== 'birth-date' || !yearless.has(entry.column)) continue;
    const example = entry.samples.find((value) => parseDayAndMonth(value.trim(), null)?.ok === true) ?? '07/04';
    const yearColumn = columns.find((other) => {
      const target = targetOf(other.column);
      return target?.kind === 'field' && target.field === 'dob_year';
    });
    const yearHeader = yearColumn?.header;
    notes.set(
      entry.column,
      columnNoteOf('birthday-without-year', { header: entry.header, example, ...(yearHeader ? { yearHeader } : {}) }),
    );
  }

  return notes;
}
