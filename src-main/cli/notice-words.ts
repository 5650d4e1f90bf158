// The command line's words for the notices of the intake, by code (src-shared/intake/notices.ts), and the flag a
// notice's hint names after them. A notice reads the same in a terminal and in the window, so this table starts
// from the app's (decision 0007) and replaces the entries whose words differ here (none today).
import { noticeHint, wordNotice, type Notice, type NoticeWordsTable } from '../../src-shared/intake/notices';
import { NOTICE_WORDS } from '../../src-renderer/src/lib/words/notice-words';
import { withCliWords } from './setting-words';

/** Every notice code in the command line's words (a notice names no flag itself: its hint does). */
export const CLI_NOTICE_WORDS: NoticeWordsTable = { ...NOTICE_WORDS };

/** A notice as the command line says it: its words, then the flag that clears it. */
export function cliNotice(said: Notice): string {
  return withCliWords(wordNotice(CLI_NOTICE_WORDS, said), noticeHint(said));
}
