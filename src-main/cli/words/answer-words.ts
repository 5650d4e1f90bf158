// The command line's words for an answer of the service that could not be read: the app's, as they read the same in a
// terminal, but for a value of no known kind, said of the command.
import type { AnswerWordsTable } from '../../../src-shared/schemas/answer';
import type { AnswerExpectedWordsTable } from '../../../src-shared/schemas/expected';
import { APP_ANSWER_EXPECTED_WORDS, answerWords } from '../../../src-renderer/src/lib/words/answer-words';

export const CLI_ANSWER_EXPECTED_WORDS: AnswerExpectedWordsTable = {
  ...APP_ANSWER_EXPECTED_WORDS,
  other: 'not a value alumni-loader can read',
};

export const CLI_ANSWER_WORDS: AnswerWordsTable = answerWords(CLI_ANSWER_EXPECTED_WORDS);
