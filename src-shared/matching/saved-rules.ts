// Match rules an office saves for an environment: a copy of a preset (or a rules file) under its own
// name, with fields switched off or other thresholds. Checked here, before any door saves them; the
// problems carry a code and parameters, each door words them (lib/words/saved-rules-words.ts, cli/words/).
import type { MatchField } from './levels';
import { isPresetName, MATCH_RULE_PRESETS, type MatchRulePreset, type MatchRules } from './rules';

export type SavedRulesProblem =
  | { code: 'name-is-a-preset'; name: string }
  | { code: 'possible-not-below-sure'; possible: number; sure: number }
  | { code: 'no-fields' }
  | { code: 'anchor-not-compared'; field: MatchField }
  | { code: 'every-anchor-off'; preset: string };

export const MATCH_RULES_NAME_MAX = 64;

/** What keeps rules from being saved under their name (none: they may be). */
export function savedRulesProblems(rules: MatchRules): SavedRulesProblem[] {
  const problems: SavedRulesProblem[] = [];
  if (isPresetName(rules.name.trim().toLowerCase()))
    problems.push({ code: 'name-is-a-preset', name: rules.name.trim().toLowerCase() });
  if (rules.possible >= rules.sure)
    problems.push({ code: 'possible-not-below-sure', possible: rules.possible, sure: rules.sure });
  if (rules.fields.length === 0) problems.push({ code: 'no-fields' });
  for (const field of rules.anchors)
    if (!rules.fields.includes(field)) problems.push({ code: 'anchor-not-compared', field });
  return problems;
}

/**
 * A copy of a preset under a new name with some fields switched off (not compared at all). The fields a
 * sure match may rest on follow: a field switched off can no longer make a match. Switching off every one
 * of them would leave "any field" (looser than the preset), so that is a problem, not a copy.
 */
export function presetCopy(
  preset: MatchRulePreset,
  name: string,
  off: readonly MatchField[],
): { rules: MatchRules; problems: SavedRulesProblem[] } {
  const base = MATCH_RULE_PRESETS[preset];
  const fields = base.fields.filter((field) => !off.includes(field));
  const anchors = base.anchors.filter((field) => fields.includes(field));
  const rules: MatchRules = { ...base, name: name.trim(), fields, anchors };
  const problems = savedRulesProblems(rules);
  if (base.anchors.length > 0 && anchors.length === 0) problems.push({ code: 'every-anchor-off', preset });
  return { rules, problems };
}

export type SavedRulesProblemCode = SavedRulesProblem['code'];
/** A door's words for every problem of rules saved, by code (decision 0007). */
export type SavedRulesWordsTable = {
  readonly [C in SavedRulesProblemCode]: (problem: Extract<SavedRulesProblem, { code: C }>) => string;
};

const CODES: { readonly [C in SavedRulesProblemCode]: true } = {
  'name-is-a-preset': true,
  'possible-not-below-sure': true,
  'no-fields': true,
  'anchor-not-compared': true,
  'every-anchor-off': true,
};
export const SAVED_RULES_PROBLEM_CODES = Object.keys(CODES) as SavedRulesProblemCode[];

/** A problem of rules saved in a door's words. */
export function wordSavedRulesProblem(table: SavedRulesWordsTable, problem: SavedRulesProblem): string {
  return (table[problem.code] as (problem: SavedRulesProblem) => string)(problem);
}
