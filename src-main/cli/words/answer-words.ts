// The command line's words for an answer of the service that could not be read: the app's, as they read the same in a
// terminal.
import type { AnswerWordsTable } from '../../../src-shared/schemas/answer';
import { APP_ANSWER_WORDS } from '../../../src-renderer/src/lib/words/answer-words';

export const CLI_ANSWER_WORDS: AnswerWordsTable = { ...APP_ANSWER_WORDS };
