// The command line's words for a refusal of --set FIELD=VALUE or a mapping file's constant: the app's (they name no
// control); file-flags.ts adds the flag's example.
import type { ConstantRefusalWordsTable } from '../../../src-shared/mapping/constants';
import { APP_CONSTANT_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/constant-refusal-words';

export const CLI_CONSTANT_REFUSAL_WORDS: ConstantRefusalWordsTable = { ...APP_CONSTANT_REFUSAL_WORDS };
