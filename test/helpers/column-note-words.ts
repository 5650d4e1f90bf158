// Notes on the mapping's columns in the app's words, for tests that read what a person is told.
import { wordColumnNote, type ColumnNote } from '../../src-shared/mapping/column-note-codes';
import type { ColumnSuggestion } from '../../src-shared/mapping/types';
import { COLUMN_NOTE_WORDS } from '../../src-renderer/src/lib/words/column-note-words';

/** A column note in the app's words (undefined: no note). */
export const noteText = (note: ColumnNote | undefined): string | undefined =>
  note && wordColumnNote(COLUMN_NOTE_WORDS, note);

/** A column's suggestion with its note in the app's words. */
export const withNoteWords = (column: ColumnSuggestion | undefined) =>
  column && { ...column, note: noteText(column.note) };
