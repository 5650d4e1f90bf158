// The app's words for an answer of the service that could not be read (src-shared/schemas/answer.ts), by code: the
// field and the value named. Main's API client words its errors with it; the CLI's table starts from it.
import type { AnswerProblem, AnswerWordsTable } from '../../../../src-shared/schemas/answer';

/** "a user", or "a user (item 2 of the list)" for an item of a list. */
function what({ subject, item }: { subject: string; item?: number }): string {
  return item === undefined ? subject : `a ${subject} (item ${item} of the list)`;
}

const shown = (problem: Extract<AnswerProblem, { value?: string }>): string => problem.value ?? 'missing';

export const APP_ANSWER_WORDS: AnswerWordsTable = {
  'answer.unreadable': (problem) =>
    `The service answered ${what(problem)} that could not be read: ${shown(problem)} (${problem.expected}).`,
  'answer.field': (problem) =>
    `The service answered ${what(problem)} whose ${problem.where} ` +
    `${problem.value === undefined ? 'is missing' : `is ${problem.value}`} (${problem.expected}).`,
  'answer.unread': (problem) => `The service answered ${what(problem)} that could not be read.`,
  'answer.not-a-list': (problem) =>
    `The service answered ${shown(problem)} where a list of ${problem.subject}s was expected.`,
};
