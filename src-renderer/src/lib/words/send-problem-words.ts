// The app's words for the problems of a row's User checked again before it is planned to be sent (part of
// problem-words.ts): said of "Row 3: Birth day (dob_day)", the subject a problem of the User as sent has.
import type { ProblemWordsFor } from '../../../../src-shared/problems/problem';

export const SEND_PROBLEM_WORDS: ProblemWordsFor<'send'> = {
  'send.not-a-field': () => 'is not a field of a user',
  'send.kept-by-service': () => 'is kept by the service and is never sent',
  'send.not-for-new-user': () => 'is not a field a new user takes',
  'send.missing-to-create': () => 'is missing, and a new user needs it',
  'send.birth-date-not-real': () => 'with the birth month and year is not a real date',
  'send.zip-form': () => 'must be a ZIP code written ##### or #####-####',
};
