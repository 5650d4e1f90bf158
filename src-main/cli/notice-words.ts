// The command line's words for the notices of the intake (src-shared/intake/notices.ts) and the notes on the mapping's
// columns (src-shared/mapping/column-note-codes.ts), by code, and the flag a hint names after them. They read the same
// in a terminal and in the window, so these tables start from the app's (decision 0007) and replace the entries whose
// words differ here (none today).
import { noticeHint, wordNotice, type Notice, type NoticeWordsTable } from '../../src-shared/intake/notices';
import { wordColumnNote, type ColumnNoteWordsTable } from '../../src-shared/mapping/column-note-codes';
import type { ColumnNoteEntry } from '../../src-shared/mapping/column-notes';
import { COLUMN_NOTE_WORDS } from '../../src-renderer/src/lib/words/column-note-words';
import { NOTICE_WORDS } from '../../src-renderer/src/lib/words/notice-words';
import { withCliWords } from './setting-words';

/** Every notice code in the command line's words (a notice names no flag itself: its hint does). */
export const CLI_NOTICE_WORDS: NoticeWordsTable = { ...NOTICE_WORDS };

/** A notice as the command line says it: its words, then the flag that clears it. */
export function cliNotice(said: Notice): string {
  return withCliWords(wordNotice(CLI_NOTICE_WORDS, said), noticeHint(said));
}

/** Every column note code in the command line's words (the app's: a note names no flag itself). */
export const CLI_COLUMN_NOTE_WORDS: ColumnNoteWordsTable = { ...COLUMN_NOTE_WORDS };

/** A note on a column as the command line says it: its words, then the flag that clears it. */
export function cliColumnNote({ note, hint }: ColumnNoteEntry): string {
  return withCliWords(wordColumnNote(CLI_COLUMN_NOTE_WORDS, note), hint);
}
