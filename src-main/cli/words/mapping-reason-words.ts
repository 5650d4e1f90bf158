// The command line's words for why the mapping suggests a target for a column, or none
// (src-shared/mapping/reason-codes.ts): the app's, as a terminal says a column left out in the same words.
import type { MappingReasonWordsTable } from '../../../src-shared/mapping/reason-codes';
import { APP_MAPPING_REASON_WORDS } from '../../../src-renderer/src/lib/words/mapping-reason-words';

export const CLI_MAPPING_REASON_WORDS: MappingReasonWordsTable = { ...APP_MAPPING_REASON_WORDS };
