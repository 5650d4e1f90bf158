// The command line's words for why a file cannot be read (src-shared/problems/reasons.ts): the app's, as a file is
// refused in the same words in a terminal; the setting that clears it is said by the hint, in flag words.
import type { ReasonWordsTable } from '../../../src-shared/problems/reasons';
import { APP_REASON_WORDS } from '../../../src-renderer/src/lib/words/reason-words';

export const CLI_REASON_WORDS: ReasonWordsTable = { ...APP_REASON_WORDS };
