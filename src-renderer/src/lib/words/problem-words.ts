// The app's words for every validation problem and fix, keyed by code (decision 0007). Pure TypeScript over
// src-shared: the results and rows-to-fix files main writes use these words too, and the CLI's table starts from them.
import type { Fix } from '../../../../src-shared/problems/codes';
import type { ProblemWordsTable } from '../../../../src-shared/problems/problem';
import type { Problem } from '../../../../src-shared/validate/types';
import { CONTACT_PROBLEM_WORDS } from './contact-problem-words';
import { APP_FIX_WORDS } from './fix-words';
import { NAME_PROBLEM_WORDS } from './name-problem-words';
import { fixWords, problemSentence } from './problem-sentence';
import { ROW_PROBLEM_WORDS } from './row-problem-words';
import { SEND_PROBLEM_WORDS } from './send-problem-words';
import { VALUE_PROBLEM_WORDS } from './value-problem-words';

export { APP_FIX_WORDS };

/** Every problem code in the app's words, from the tables of each kind of value (a missing code fails to compile). */
export const APP_PROBLEM_WORDS: ProblemWordsTable = {
  ...VALUE_PROBLEM_WORDS,
  ...CONTACT_PROBLEM_WORDS,
  ...NAME_PROBLEM_WORDS,
  ...ROW_PROBLEM_WORDS,
  ...SEND_PROBLEM_WORDS,
};

export const APP_TABLES = { problems: APP_PROBLEM_WORDS, fixes: APP_FIX_WORDS } as const;

/** A problem as one sentence in the app's words (without the control its hint names). */
export const appProblemSentence = (problem: Problem): string => problemSentence(APP_TABLES, problem);

/** What a fix does, in the app's words. */
export const appFixWords = (fix: Fix): string => fixWords(APP_TABLES, fix);
