import { AppError } from '../../src-shared/errors';
import { MATCH_RULE_PRESETS } from '../../src-shared/matching/rules';
import { presetCopy, wordSavedRulesProblem } from '../../src-shared/matching/saved-rules';
import { APP_SAVED_RULES_WORDS } from '../../src-renderer/src/lib/words/saved-rules-words';
import type { AppContext } from '../services/context';
import { MatchRulesStore } from '../services/match-rules';
import type { DomainHandlers } from './handlers';

/** Thin: each matchRules.* call goes to the match rules store of the home folder. */
export function createMatchRulesHandlers(ctx: AppContext): DomainHandlers<'matchRules'> {
  const store = new MatchRulesStore(ctx.home);
  return {
    'matchRules.list': async ({ environment }) => ({
      presets: Object.values(MATCH_RULE_PRESETS),
      saved: await store.list(environment),
    }),
    'matchRules.saveCopy': async ({ environment, preset, name, off }) => {
      const copy = presetCopy(preset, name, off);
      if (copy.problems.length > 0)
        throw new AppError(
          'invalid-input',
          `The match rules "${copy.rules.name}" were not saved.`,
          copy.problems.map((problem) => wordSavedRulesProblem(APP_SAVED_RULES_WORDS, problem)),
        );
      return store.save(environment, copy.rules);
    },
    'matchRules.remove': async ({ environment, name }) => ({ removed: (await store.remove(environment, name)).name }),
  };
}
