// A number dialled at home abroad on a row with no country is refused as a North American number;
// a British mobile (07911 123456), the case the advice names, gets the advice applied as its fix.
import { describe, expect, it } from 'vitest';
import * as t_phone from '../../../src-shared/transforms/phone';
import { validateRows } from '../../../src-shared/validate';
import { field, person, REQUIRED, tableAndMapping, TODAY } from '../validate/helpers';
import { flatSaying } from '../../helpers/problem-words';

// Outcomes flat, with their problem's words (the app's table) beside the codes.
const toPhone = flatSaying(t_phone.toPhone);

describe('a UK mobile in a list without a country column', () => {
  it('is refused with the number in British form as the fix', () => {
    const outcome = toPhone('07911 123456', true, 'US', false);
    expect(outcome).toMatchObject({
      ok: false,
      fix: { value: '+44 7911 123456', description: 'if it is a British mobile number, use +44 7911 123456' },
    });
    expect(outcome.ok === false && outcome.message).toMatch(/none starts with 0/);
  });

  it('gets no fix when the row gives a country, or when the number is no British mobile', () => {
    expect(toPhone('07911 123456', true, 'US', true)).not.toHaveProperty('fix');
    expect(toPhone('0113 496 0000', true, 'US', false)).toMatchObject({ ok: false });
    expect(toPhone('0000 000', true, 'US', false)).not.toHaveProperty('fix');
  });

  it('reaches the row: the problem carries the fix the wizard offers for every such cell', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['Mobile', field('mobile_phone')]],
      [
        [...person(1), '07911 123456'],
        [...person(2), '(617) 555-0143'],
      ],
    );
    const rows = validateRows(table, mapping, { today: TODAY }).rows;
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({
        field: 'mobile_phone',
        severity: 'error',
        fix: expect.objectContaining({ value: '+44 7911 123456' }),
      }),
    ]);
    expect(rows[1]!.problems).toEqual([]);
  });
});
