// The command line's words for the update policy (src-shared/update-policy): the app's, as they read the same in a
// terminal.
import type { UpdatePolicyWordsTable } from '../../../src-shared/update-policy';
import { APP_UPDATE_POLICY_WORDS } from '../../../src-renderer/src/lib/words/update-policy-words';

export const CLI_UPDATE_POLICY_WORDS: UpdatePolicyWordsTable = { ...APP_UPDATE_POLICY_WORDS };
