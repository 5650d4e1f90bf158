// Match rules saved per environment in the home folder: checked before saving, a preset's name never
// taken, found by name (case ignored) beside the presets, removed; a copy of a preset with fields off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MATCH_RULE_PRESETS } from '../../../src-shared/matching/rules';
import { presetCopy, wordSavedRulesProblem } from '../../../src-shared/matching/saved-rules';
import { APP_SAVED_RULES_WORDS } from '../../../src-renderer/src/lib/words/saved-rules-words';
import { CLI_SAVED_RULES_WORDS } from '../../../src-main/cli/words/saved-rules-words';
import { MATCH_RULES_FILE_NAME, MatchRulesStore } from '../../../src-main/services/match-rules';
import { tempHome } from '../jobs/job-fixtures';

const temp = tempHome();
afterAll(() => temp.remove());

describe('match rules saved per environment', () => {
  const store = new MatchRulesStore(temp.home);

  it('saves per environment, finds by name beside the presets, replaces and removes', async () => {
    const office = { ...MATCH_RULE_PRESETS.strict, name: 'Office', sure: 0.9995 };
    await store.save('test', office);
    expect(await store.list('test')).toEqual([office]);
    expect(await store.list('production')).toEqual([]);
    expect(await store.find('test', 'office')).toEqual(office);
    expect(await store.find('production', 'office')).toBeUndefined();
    expect(await store.find('production', 'Strict')).toBe(MATCH_RULE_PRESETS.strict);
    await expect(store.get('production', 'office')).rejects.toThrow(/no match rules "office" for environment/);

    await store.save('test', { ...office, name: 'OFFICE', possible: 0.02 });
    expect((await store.list('test')).map((r) => [r.name, r.possible])).toEqual([['OFFICE', 0.02]]);
    const file = JSON.parse(readFileSync(join(temp.home, MATCH_RULES_FILE_NAME), 'utf8')) as object;
    expect(file).toMatchObject({ version: 1, environments: { test: [{ name: 'OFFICE', sure: 0.9995 }] } });

    await expect(store.remove('test', 'standard')).rejects.toThrow(/is a preset/);
    await expect(store.remove('test', 'nosuch')).rejects.toThrow(/no saved match rules "nosuch"/);
    expect((await store.remove('test', 'office')).name).toBe('OFFICE');
    expect(await store.list('test')).toEqual([]);
  });

  it('refuses rules that cannot work, saying why, and saves nothing', async () => {
    const save = (change: object) => store.save('test', { ...MATCH_RULE_PRESETS.standard, name: 'x', ...change });
    await expect(save({ name: 'Lenient' })).rejects.toMatchObject({
      details: ['"lenient" is the name of a preset: choose another name.'],
    });
    await expect(save({ possible: 0.999 })).rejects.toMatchObject({
      details: ['"possible" (0.999) must be below "sure" (0.998).'],
    });
    await expect(save({ fields: ['first_name', 'last_name'], anchors: ['email'] })).rejects.toMatchObject({
      details: [expect.stringMatching(/^email may make a sure match but is not compared/)],
    });
    await expect(save({ fields: [], anchors: [] })).rejects.toMatchObject({
      details: ['No field is compared: switch at least one on.'],
    });
    expect(await store.list('test')).toEqual([]);
  });

  it('a copy of a preset with fields switched off: the anchors follow; every anchor off is refused', () => {
    const copy = presetCopy('standard', ' No email ', ['email', 'phone']);
    expect(copy.problems).toEqual([]);
    expect(copy.rules.name).toBe('No email');
    expect(copy.rules.fields).not.toContain('email');
    expect(copy.rules.anchors).toEqual(['inst_id', 'birth_date', 'street']);
    expect(copy.rules.sure).toBe(MATCH_RULE_PRESETS.standard.sure);

    const none = presetCopy('strict', 'bare', ['inst_id', 'email', 'birth_date']);
    expect(none.problems).toEqual([{ code: 'every-anchor-off', preset: 'strict' }]);
    for (const table of [APP_SAVED_RULES_WORDS, CLI_SAVED_RULES_WORDS])
      expect(none.problems.map((problem) => wordSavedRulesProblem(table, problem))).toEqual([
        'Every field that may make a sure match under strict is switched off: keep at least one of them on.',
      ]);
    // Lenient has no anchors: switching fields off leaves it as loose as it was.
    expect(presetCopy('lenient', 'loose', ['email']).problems).toEqual([]);
  });
});
