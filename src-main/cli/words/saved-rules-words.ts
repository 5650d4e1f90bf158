// The command line's words for every problem of match rules saved (src-shared/matching/saved-rules.ts): the app's, as
// they read the same in a terminal.
import type { SavedRulesWordsTable } from '../../../src-shared/matching/saved-rules';
import { APP_SAVED_RULES_WORDS } from '../../../src-renderer/src/lib/words/saved-rules-words';

export const CLI_SAVED_RULES_WORDS: SavedRulesWordsTable = { ...APP_SAVED_RULES_WORDS };
