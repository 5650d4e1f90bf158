// The app's words for an answer of the service that could not be read (src-shared/schemas/answer.ts), by code: the
// field and the value named, and what was expected (src-shared/schemas/expected.ts). Main's API client words its
// errors with it; the CLI's table starts from it.
import type { AnswerProblem, AnswerWordsTable } from '../../../../src-shared/schemas/answer';
import type { AnswerExpectedWordsTable } from '../../../../src-shared/schemas/expected';

export const APP_ANSWER_EXPECTED_WORDS: AnswerExpectedWordsTable = {
  number: 'expected a number',
  'whole-number': 'expected a whole number',
  '1-or-0': 'expected 1 or 0',
  text: 'expected text',
  object: 'expected an object',
  list: 'expected a list',
  other: 'not a value the app can read',
};

/** "a user", or "a user (item 2 of the list)" for an item of a list. */
function what({ subject, item }: { subject: string; item?: number }): string {
  return item === undefined ? subject : `a ${subject} (item ${item} of the list)`;
}

const shown = (problem: Extract<AnswerProblem, { value?: string }>): string => problem.value ?? 'missing';

/** A door's answer words, saying what was expected with its own table of those. */
export function answerWords(expected: AnswerExpectedWordsTable): AnswerWordsTable {
  return {
    'answer.unreadable': (problem) =>
      `The service answered ${what(problem)} that could not be read: ${shown(problem)} ` +
      `(${expected[problem.expected]}).`,
    'answer.field': (problem) =>
      `The service answered ${what(problem)} whose ${problem.where} ` +
      `${problem.value === undefined ? 'is missing' : `is ${problem.value}`} (${expected[problem.expected]}).`,
    'answer.unread': (problem) => `The service answered ${what(problem)} that could not be read.`,
    'answer.not-a-list': (problem) =>
      `The service answered ${shown(problem)} where a list of ${problem.subject}s was expected.`,
  };
}

export const APP_ANSWER_WORDS: AnswerWordsTable = answerWords(APP_ANSWER_EXPECTED_WORDS);
