// The fields the service requires. The rule: src-shared/validate/rules/required.ts.
import { describe, expect, it } from 'vitest';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, TODAY, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('required fields', () => {
  it('needs the required fields, saying which and how to give a missing one', () => {
    const { table, mapping } = tableAndMapping(REQUIRED.slice(0, 3), [['Ann', '', 'ann@example.org']]);
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    expect(row.problems.map((p) => [p.field, p.kind, p.column])).toEqual([
      ['last_name', 'required', 'Last Name'],
      ['enabled', 'required', null],
    ]);
    expect(row.problems[1]!.message).toBe(
      'No column gives Enabled, which the service requires. Map a column to Enabled, or give one value for every row.',
    );
    // Each door names the setting from the hint (the CLI its flag, the wizard its control).
    expect(row.problems[1]!.hint).toEqual({ setting: 'value-for-every-row', field: 'enabled' });
    // A last name is each person's own: never one value for every row (test/shared/validate/hint-sense.test.ts).
    expect(row.problems[0]!.hint).toBeUndefined();
    expect(row.problems[0]!.message).toBe(
      "Last name is empty, and the service requires it. Fill the cell with the person's own last name.",
    );
    const withConstant = validateRows(table, { ...mapping, constants: { enabled: 'yes' } }, { today: TODAY });
    expect(withConstant.rows[0]!.user.enabled).toBe(1);
    expect(withConstant.missingRequired).toEqual([]);
  });
});
