import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { matchRulesOf } from '../../../src-main/cli/match-rules-flag';
import { MATCH_RULE_PRESETS, matchRow, matchRulesSchema, UserIndex } from '../../../src-shared/matching';
import { readRefusal } from '../../../src-shared/problems/refusals';

const folder = mkdtempSync(join(tmpdir(), 'match-rules-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  const path = join(folder, name);
  writeFileSync(path, text);
  return path;
};

describe('--match-rules NAME|FILE', () => {
  it('absent: no rules (the planner uses standard); a preset by name', () => {
    expect(matchRulesOf({})).toEqual({});
    expect(matchRulesOf({ matchRules: 'strict' }).rules).toBe(MATCH_RULE_PRESETS.strict);
    expect(matchRulesOf({ matchRules: 'lenient' }).rules?.sure).toBe(0.99);
  });

  it('a file starts from its preset and is named after itself', () => {
    const path = file('office.json', '{ "preset": "strict", "sure": 0.995, "anchors": ["inst_id"] }');
    expect(matchRulesOf({ matchRules: path }).rules).toEqual({
      ...MATCH_RULE_PRESETS.strict,
      name: 'office',
      sure: 0.995,
      anchors: ['inst_id'],
    });
  });

  it('says where a file is wrong', () => {
    expect(() => matchRulesOf({ matchRules: join(folder, 'none.json') })).toThrow(/neither a preset .* nor a readable/);
    expect(() => matchRulesOf({ matchRules: file('bad.json', '{ "sure": 2 }') })).toThrow(/not valid match rules/);
    expect(() => matchRulesOf({ matchRules: file('odd.json', '{ "fields": ["shoe_size"] }') })).toThrow(/not valid/);
    expect(() => matchRulesOf({ matchRules: file('swap.json', '{ "sure": 0.5, "possible": 0.9 }') })).toThrow(
      /not valid/,
    );
    expect(() => matchRulesOf({ matchRules: file('broken.json', '{ "sure": ') })).toThrow(/not valid JSON/);
  });

  it('says a "possible" not below "sure" in the command line\'s words, from the refusal\'s code', () => {
    const path = file('swapped.json', '{ "sure": 0.5, "possible": 0.9 }');
    const refused = matchRulesSchema.safeParse({ sure: 0.5, possible: 0.9 });
    expect(refused.error?.issues.map((issue) => readRefusal(issue.message))).toEqual([
      { code: 'input.possible-below-sure', params: { possible: 0.9, sure: 0.5 } },
    ]);
    expect(() => matchRulesOf({ matchRules: path })).toThrow(
      expect.objectContaining({ details: ['possible: "possible" (0.9) must be below "sure" (0.5)'] }),
    );
    expect(matchRulesSchema.safeParse({ sure: 0.9, possible: 0.5 }).success).toBe(true);
  });

  it('the presets decide differently on the same evidence: name and birth date, nothing else', () => {
    const index = new UserIndex([
      { user_id: 1, first_name: 'Ellen', last_name: 'Goodrich', dob_year: 1980, dob_month: 4, dob_day: 2 },
    ]);
    const row = { first_name: 'Ellie', last_name: 'Goodrich', dob_year: 1980, dob_month: 4, dob_day: 2 };
    const kinds = (['strict', 'standard', 'lenient'] as const).map(
      (name) => matchRow(row, index, { rules: MATCH_RULE_PRESETS[name] }).kind,
    );
    expect(kinds[2]).toBe('sure');
    expect(kinds[0]).toBe('possible');
    // Fields left out of the rules count for nothing: a birth date alone does not find the person.
    const onlyNames = { ...MATCH_RULE_PRESETS.standard, fields: ['first_name' as const, 'last_name' as const] };
    expect(matchRow(row, index, { rules: onlyNames }).kind).not.toBe('sure');
  });
});
