// The window's words for the notices of the intake (src-shared/intake/notices.ts) and the notes on the mapping's
// columns (src-shared/mapping/column-note-codes.ts), by code, and the step and control a hint names after them.
import { noticeHint, wordNotice, type Notice, type NoticeWordsTable } from '../../../src-shared/intake/notices';
import {
  wordColumnNote,
  type ColumnNote,
  type ColumnNoteWordsTable,
} from '../../../src-shared/mapping/column-note-codes';
import type { SettingHint } from '../../../src-shared/setting-hint';
import { COLUMN_NOTE_WORDS } from './words/column-note-words';
import { NOTICE_WORDS } from './words/notice-words';
import { withWizardWords } from './setting-words';

/** Every notice code in the window's words (a notice names no control itself: its hint does). */
export const WIZARD_NOTICE_WORDS: NoticeWordsTable = { ...NOTICE_WORDS };

/** A notice as the window says it: its words, then the step and control that clear it. */
export function wizardNotice(said: Notice): string {
  return withWizardWords(wordNotice(WIZARD_NOTICE_WORDS, said), noticeHint(said));
}

/** Every column note code in the window's words (a note names no control itself: its hint does). */
export const WIZARD_COLUMN_NOTE_WORDS: ColumnNoteWordsTable = { ...COLUMN_NOTE_WORDS };

/** A note on a column as the window says it: its words, then the step and control that clear it. */
export function wizardColumnNote(note: ColumnNote, hint: SettingHint | undefined): string {
  return withWizardWords(wordColumnNote(WIZARD_COLUMN_NOTE_WORDS, note), hint);
}
