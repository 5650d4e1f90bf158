// <home>/match-rules.json: match rules an office saved, kept per environment (as dictionaries are:
// a production service may call for stricter rules than the test one). The presets are not stored;
// a saved name never takes a preset's. Checked before every save.
import { join } from 'node:path';
import { z } from 'zod';
import { AppError } from '../../../src-shared/errors';
import {
  isPresetName,
  MATCH_RULE_PRESETS,
  matchRulesValueSchema,
  type MatchRules,
} from '../../../src-shared/matching/rules';
import { savedRulesProblems, wordSavedRulesProblem } from '../../../src-shared/matching/saved-rules';
import { APP_SAVED_RULES_WORDS } from '../../../src-renderer/src/lib/words/saved-rules-words';
import { JsonFileStore } from '../json-file-store';

export const MATCH_RULES_FILE_NAME = 'match-rules.json';

const fileSchema = z.object({
  version: z.literal(1).default(1),
  /** Environment name -> the rules saved for it. */
  environments: z.record(z.string(), z.array(matchRulesValueSchema)).default({}),
});

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export class MatchRulesStore {
  readonly #store: JsonFileStore<typeof fileSchema>;

  constructor(home: string) {
    this.#store = new JsonFileStore(join(home, MATCH_RULES_FILE_NAME), fileSchema, {
      name: 'The match rules file',
      remedy: 'Fix it, or move it away to start with no saved match rules.',
    });
  }

  /** The rules saved for an environment, by name. */
  async list(environment: string): Promise<MatchRules[]> {
    const all = (await this.#store.read()).environments[environment] ?? [];
    return [...all].sort((a, b) => a.name.localeCompare(b.name));
  }

  /** A preset or a saved name (case ignored); undefined when neither. */
  async find(environment: string, name: string): Promise<MatchRules | undefined> {
    const key = name.trim().toLowerCase();
    if (isPresetName(key)) return MATCH_RULE_PRESETS[key];
    return (await this.list(environment)).find((rules) => sameName(rules.name, name));
  }

  async get(environment: string, name: string): Promise<MatchRules> {
    const found = await this.find(environment, name);
    if (found) return found;
    const saved = (await this.list(environment)).map((rules) => rules.name);
    throw new AppError('not-found', `There are no match rules "${name}" for environment "${environment}".`, [
      `The presets: ${Object.keys(MATCH_RULE_PRESETS).join(', ')}.`,
      saved.length > 0 ? `Saved for ${environment}: ${saved.join(', ')}.` : `None is saved for ${environment} yet.`,
    ]);
  }

  /** Saves the rules under their name (replacing rules of the same name) once they pass their checks. */
  async save(environment: string, rules: MatchRules): Promise<MatchRules> {
    const checked = matchRulesValueSchema.parse({ ...rules, name: rules.name.trim() });
    const problems = savedRulesProblems(checked);
    if (problems.length > 0)
      throw new AppError(
        'invalid-input',
        `The match rules "${checked.name}" were not saved.`,
        problems.map((problem) => wordSavedRulesProblem(APP_SAVED_RULES_WORDS, problem)),
      );
    return this.#store.update((data) => {
      const all = data.environments[environment] ?? [];
      data.environments[environment] = [...all.filter((r) => !sameName(r.name, checked.name)), checked];
      return checked;
    });
  }

  /** Removes saved rules (a preset cannot be removed). */
  async remove(environment: string, name: string): Promise<MatchRules> {
    if (isPresetName(name.trim().toLowerCase()))
      throw new AppError('invalid-input', `"${name}" is a preset: it cannot be removed.`);
    return this.#store.update((data) => {
      const all = data.environments[environment] ?? [];
      const found = all.find((rules) => sameName(rules.name, name));
      if (!found)
        throw new AppError('not-found', `There are no saved match rules "${name}" for environment "${environment}".`);
      data.environments[environment] = all.filter((rules) => rules !== found);
      return found;
    });
  }
}
