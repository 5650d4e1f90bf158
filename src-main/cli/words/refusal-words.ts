// The command line's words for every refusal of an option (src-shared/problems/refusals.ts): the app's, as a refusal
// reads the same in a terminal (its option is named by the flag, which the command puts before it).
import type { RefusalWordsTable } from '../../../src-shared/problems/refusals';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';

export const CLI_REFUSAL_WORDS: RefusalWordsTable = { ...APP_REFUSAL_WORDS };
