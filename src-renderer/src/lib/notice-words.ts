// The window's words for the notices of the intake, by code (src-shared/intake/notices.ts), and the step and control
// a notice's hint names after them.
import { noticeHint, wordNotice, type Notice, type NoticeWordsTable } from '../../../src-shared/intake/notices';
import { NOTICE_WORDS } from './words/notice-words';
import { withWizardWords } from './setting-words';

/** Every notice code in the window's words (a notice names no control itself: its hint does). */
export const WIZARD_NOTICE_WORDS: NoticeWordsTable = { ...NOTICE_WORDS };

/** A notice as the window says it: its words, then the step and control that clear it. */
export function wizardNotice(said: Notice): string {
  return withWizardWords(wordNotice(WIZARD_NOTICE_WORDS, said), noticeHint(said));
}
