// Numbers whose kinds another column names: each to the field of its kind. The rule: rules/phones-by-kind.ts.
// The suggestions of such columns, and vendors' exports, are tested in test/shared/mapping/phone-by-type.test.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, TODAY, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

const BY_TYPE: ColumnTarget = { kind: 'phone-by-type', typeHeader: 'Phone Type' };
const TYPE: ColumnTarget = { kind: 'ignore' };

/** Rows of the required cells plus [number, kind], with a Home Phone column when `home` is given. */
function validate(pairs: [string, string][], home?: string[]) {
  const columns: [string, ColumnTarget][] = [...REQUIRED, ['Phone', BY_TYPE], ['Phone Type', TYPE]];
  if (home) columns.push(['Home Phone', { kind: 'field', field: 'home_phone' }]);
  const rows = pairs.map(([number, kind], i) => [...person(i), number, kind, ...(home ? [home[i]!] : [])]);
  const { table, mapping } = tableAndMapping(columns, rows);
  return validateRows(table, mapping, { today: TODAY }).rows;
}

describe('a column of numbers by kind', () => {
  it('sends each number to the field of its kind, and an address to the email fields', () => {
    const rows = validate([
      ['617 555 0100', 'Home'],
      ['617 555 0101', 'Mobile'],
      ['617 555 0102', 'Business'],
      ['ann.work@example.org', 'E-mail'],
    ]);
    expect(rows.map((row) => row.problems)).toEqual([[], [], [], []]);
    expect(rows[0]!.user.home_phone).toBe('+1 617 555 0100');
    expect(rows[1]!.user.mobile_phone).toBe('+1 617 555 0101');
    expect(rows[2]!.user.work_phone).toBe('+1 617 555 0102');
    expect(rows[3]!.user.secondary_email).toBe('ann.work@example.org');
  });

  it('says why a number is not sent: a fax, no kind, or a field another column gives', () => {
    const rows = validate(
      [
        ['617 555 0100', 'Fax'],
        ['617 555 0101', ''],
        ['617 555 0102', 'Home'],
      ],
      ['', '', '212 555 0199'],
    );
    const messages = rows.map((row) => row.problems.map((p) => [p.severity, p.message]));
    expect(messages[0]).toEqual([
      ['warning', expect.stringMatching(/^"617 555 0100" in "Phone" is a fax.*not sent\.$/)],
    ]);
    expect(messages[1]).toEqual([['warning', expect.stringMatching(/has no kind in "Phone Type".*not sent\.$/)]]);
    expect(messages[2]).toEqual([
      [
        'warning',
        expect.stringMatching(/but the row's Home phone is already ".*" \(from "Home Phone"\): not sent\.$/i),
      ],
    ]);
    expect(rows.every((row) => row.status === 'valid')).toBe(true);
  });

  it('sends numbers that Google Contacts joins with " ::: " each by its own kind', () => {
    const [row] = validate([['617 555 0100 ::: 617 555 0101', 'Home ::: Mobile']]);
    expect(row!.problems).toEqual([]);
    expect(row!.user.home_phone).toBe('+1 617 555 0100');
    expect(row!.user.mobile_phone).toBe('+1 617 555 0101');
  });
});
