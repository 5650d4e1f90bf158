// Which fields can take one value for every row: a code and parameters, in words that name no door.
import { describe, expect, it } from 'vitest';
import { checkConstant, constantRefusalWords } from '../../../src-shared/mapping/constants';

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

  it('words every refusal without a flag or a control', () => {
    const refusals = [
      checkConstant('enabeld', '1'),
      checkConstant('custom_fields.Major', 'x'),
      checkConstant('user_id', '5'),
      checkConstant('enabled', ''),
      checkConstant('username', 'ann'),
      checkConstant('tags', ';'),
    ];
    for (const checked of refusals) {
      if (checked.ok) throw new Error('taken');
      const { reason, details } = constantRefusalWords(checked.refusal);
      expect([reason, ...details].join(' ')).not.toMatch(/--[a-z]|wizard|CLI/);
      expect(reason.length).toBeGreaterThan(5);
    }
  });
});
