// Which fields can take one value for every row: a code and parameters, in words that name no door.
import { describe, expect, it } from 'vitest';
import { CONSTANT_REFUSAL_CODES, checkConstant, wordConstantRefusal } from '../../../src-shared/mapping/constants';
import { APP_CONSTANT_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/constant-refusal-words';
import { CLI_CONSTANT_REFUSAL_WORDS } from '../../../src-main/cli/words/constant-refusal-words';

describe('checkConstant', () => {
  it('takes a field and its value, a name in another case as that field, the value trimmed', () => {
    expect(checkConstant('enabled', '1')).toEqual({ ok: true, field: 'enabled', value: '1' });
    expect(checkConstant(' Home_Country ', ' GB ')).toEqual({ ok: true, field: 'home_country', value: 'GB' });
  });

  it('refuses with a code and the parameters a door words', () => {
    const refusal = (field: string, value: string) => {
      const checked = checkConstant(field, value);
      return checked.ok ? undefined : checked.refusal;
    };
    expect(refusal('enabeld', '1')).toEqual({ code: 'not-a-field', field: 'enabeld', nearest: 'enabled' });
    expect(refusal('custom_fields.Major', 'History')).toEqual({ code: 'custom-field', field: 'custom_fields.major' });
    expect(refusal('user_id', '5')).toEqual({ code: 'set-by-service', field: 'user_id' });
    expect(refusal('enabled', ' ')).toEqual({ code: 'no-value', field: 'enabled', flag: true });
    expect(refusal('username', 'ann')).toEqual({ code: 'one-persons', field: 'username', label: 'Username' });
    expect(refusal('tags', ';,|')).toEqual({ code: 'no-list-item', field: 'tags' });
  });

  it.each([
    ['app', APP_CONSTANT_REFUSAL_WORDS],
    ['cli', CLI_CONSTANT_REFUSAL_WORDS],
  ] as const)('the %s door words every refusal code without a flag or a control', (_door, table) => {
    expect(Object.keys(table).sort()).toEqual([...CONSTANT_REFUSAL_CODES].sort());
    const refusals = [
      checkConstant('enabeld', '1'),
      checkConstant('custom_fields.Major', 'x'),
      checkConstant('user_id', '5'),
      checkConstant('enabled', ''),
      checkConstant('username', 'ann'),
      checkConstant('tags', ';'),
      checkConstant('user_career_info', 'x'),
    ];
    expect(refusals.map((checked) => !checked.ok && checked.refusal.code).sort()).toEqual(
      [...CONSTANT_REFUSAL_CODES].sort(),
    );
    for (const checked of refusals) {
      if (checked.ok) throw new Error('taken');
      const { reason, details } = wordConstantRefusal(table, checked.refusal);
      expect([reason, ...details].join(' ')).not.toMatch(/--[a-z]|wizard|CLI/);
      expect(reason.length).toBeGreaterThan(5);
    }
    const one = checkConstant('username', 'ann');
    expect(!one.ok && wordConstantRefusal(table, one.refusal)).toEqual({
      reason: "Username is one person's own, so one value for every row would make them all one person",
      details: ["Map the column holding each person's username."],
    });
  });
});
