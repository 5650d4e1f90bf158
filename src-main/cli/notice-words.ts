// The command line's words for the notices of the intake, by code (src-shared/intake/notices.ts), and the flag a
// notice's hint names after them.
import { PLAIN_NOTICE_WORDS } from '../../src-shared/intake/notice-words';
import { noticeHint, wordNotice, type Notice, type NoticeWordsTable } from '../../src-shared/intake/notices';
import { withCliWords } from './setting-words';

/** Every notice code in the command line's words (the plain words: a notice names no flag itself). */
export const CLI_NOTICE_WORDS: NoticeWordsTable = { ...PLAIN_NOTICE_WORDS };

/** A notice as the command line says it: its words, then the flag that clears it. */
export function cliNotice(said: Notice): string {
  return withCliWords(wordNotice(CLI_NOTICE_WORDS, said), noticeHint(said));
}
