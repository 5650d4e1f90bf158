// The command line's words for the match evidence and guard codes: the app's, as they read the same in a terminal.
import {
  APP_EVIDENCE_WORDS,
  APP_GUARD_WORDS,
  type MatchWordsTables,
} from '../../../src-renderer/src/lib/words/match-evidence-words';

export const CLI_MATCH_WORDS: MatchWordsTables = {
  evidence: { ...APP_EVIDENCE_WORDS },
  guards: { ...APP_GUARD_WORDS },
};
