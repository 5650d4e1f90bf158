// The command line's words for every validation problem and fix, keyed by code (decision 0007). The problems
// themselves read the same in a terminal and in the window, so this table starts from the app's and replaces the
// entries whose words differ here (none today); where a setting clears a problem, the flag is added from its hint
// (setting-words.ts).
import type { FixWordsTable, ProblemWordsTable } from '../../../src-shared/problems/problem';
import { APP_FIX_WORDS, APP_PROBLEM_WORDS } from '../../../src-renderer/src/lib/words/problem-words';
import type { ProblemTables } from '../../../src-renderer/src/lib/words/problem-sentence';

export const CLI_PROBLEM_WORDS: ProblemWordsTable = { ...APP_PROBLEM_WORDS };
export const CLI_FIX_WORDS: FixWordsTable = { ...APP_FIX_WORDS };
export const CLI_TABLES: ProblemTables = { problems: CLI_PROBLEM_WORDS, fixes: CLI_FIX_WORDS };
