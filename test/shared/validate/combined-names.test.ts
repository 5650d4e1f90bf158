// Two names in one cell (issue 33, point 3): "Baptiste/Moreau", "Hale (Jefferson)", "Hale née Jefferson" in a last
// name column, "Robert (Bob)" in a first name column. Split when the mapping says so (the suggestion does for a
// "Last/Maiden" column); else sent with a warning and the first name as the fix.
import { describe, expect, it } from 'vitest';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { COMBINED_NAME_FORMS, splitCombinedName } from '../../../src-shared/transforms/combined-names';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../helpers/problem-words';
import { field, REQUIRED, TODAY, person, tableAndMapping } from './helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

const CELLS = ['Baptiste/Moreau', 'Hale (Jefferson)', 'Hale née Jefferson', 'Hale, nee Jefferson', 'Li'];

function validated(split: boolean, extra: [string, ColumnTarget][] = [], extraCells: string[] = []) {
  const lastMaiden: [string, ColumnTarget] = ['Last/Maiden', field('last_name')];
  const columns: [string, ColumnTarget][] = [REQUIRED[0]!, lastMaiden, ...REQUIRED.slice(2), ...extra];
  const rows = CELLS.map((cell, i) => {
    const [first, , email, enabled] = person(i);
    return [first!, cell, email!, enabled!, ...extraCells];
  });
  const { table, mapping } = tableAndMapping(columns, rows, { transforms: { splitCombinedNames: split } });
  return validateRows(table, mapping, { today: TODAY }).rows;
}

describe('two names in one cell', () => {
  it('reads each form of the table, the née form only for a surname', () => {
    expect(COMBINED_NAME_FORMS.map((row) => row.form)).toEqual(['slash', 'parentheses', 'née']);
    expect(splitCombinedName('Baptiste/Moreau', true)).toEqual({ form: 'slash', kept: 'Baptiste', other: 'Moreau' });
    expect(splitCombinedName('Baptiste / Moreau', true)).toMatchObject({ kept: 'Baptiste', other: 'Moreau' });
    expect(splitCombinedName('Hale (Jefferson)', true)).toMatchObject({ form: 'parentheses', other: 'Jefferson' });
    expect(splitCombinedName('Hale née Jefferson', true)).toMatchObject({ form: 'née', kept: 'Hale' });
    expect(splitCombinedName('Robert (Bob)', false)).toMatchObject({ kept: 'Robert', other: 'Bob' });
    expect(splitCombinedName('Anne nee Marie', false)).toBeUndefined();
    for (const plain of ['Li', "O'Neill", 'Smith-Jones', 'van der Berg', 'A/', '/B', '(Bob)'])
      expect(splitCombinedName(plain, true), plain).toBeUndefined();
  });

  it('split: the surname to Last name, the other to Maiden name, each form alike', () => {
    const rows = validated(true);
    expect(rows.map((row) => [row.user.last_name, row.user.maiden_name])).toEqual([
      ['Baptiste', 'Moreau'],
      ['Hale', 'Jefferson'],
      ['Hale', 'Jefferson'],
      ['Hale', 'Jefferson'],
      ['Li', undefined],
    ]);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  it('not split: sent as written with a warning naming both names, the surname as the fix', () => {
    const rows = validated(false);
    expect(rows[0]!.user.last_name).toBe('Baptiste/Moreau');
    expect(rows[0]!.status).toBe('valid');
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({
        kind: 'suspicious',
        severity: 'warning',
        message:
          'Last name "Baptiste/Moreau" holds two names, "Baptiste" and "Moreau" (a maiden name?); split, "Moreau" ' +
          'goes to Maiden name.',
        fix: expect.objectContaining({ description: 'send "Baptiste"', value: 'Baptiste' }),
      }),
    ]);
    expect(rows[4]!.problems).toEqual([]);
  });

  it('never splits over a Maiden Name column the file has: its value stays, the two names are warned about', () => {
    const rows = validated(true, [['Maiden Name', field('maiden_name')]], ['Own']);
    expect(rows[0]!.user).toMatchObject({ last_name: 'Baptiste/Moreau', maiden_name: 'Own' });
    expect(rows[0]!.problems[0]).toMatchObject({ kind: 'suspicious', fix: { value: 'Baptiste' } });
  });

  it('splits a first name and the name in parentheses into First name and Nickname', () => {
    const { table, mapping } = tableAndMapping(REQUIRED, [['Robert (Bob)', 'Lee', 'rob@example.org', '1']], {
      transforms: { splitCombinedNames: true },
    });
    expect(validateRows(table, mapping, { today: TODAY }).rows[0]!.user).toMatchObject({
      first_name: 'Robert',
      nickname: 'Bob',
    });
  });

  it('the suggestion splits a "Last/Maiden" column, and reads "Pref First" beside First Name as the nickname', () => {
    const headers = ['First Name', 'Pref First', 'Last/Maiden', 'Email'];
    const rows = [
      ['Marie', 'Mimi', 'Baptiste/Moreau', 'm@example.org'],
      ['Joan', '', 'Hale (Jefferson)', 'j@example.org'],
      ['Bo', '', 'Li', 'b@example.org'],
    ];
    const suggestion = suggestMapping({ headers, rows, rowNumbers: [2, 3, 4] });
    expect(suggestion.mapping.columns.map((c) => c.target)).toEqual([
      field('first_name'),
      field('nickname'),
      field('last_name'),
      field('email'),
    ]);
    expect(suggestion.mapping.transforms.splitCombinedNames).toBe(true);
    // "Pref First" offers both: the nickname beside a first name, the first name as its alternative.
    expect(suggestion.columns[1]!.alternatives[0]!.target).toEqual(field('first_name'));
    const alone = suggestMapping({ headers: ['Pref First', 'Last'], rows: [['Bob', 'Lee']], rowNumbers: [2] });
    expect(alone.columns[0]!.target).toEqual(field('first_name'));
    expect(alone.columns[0]!.alternatives[0]!.target).toEqual(field('nickname'));
    // An ordinary Last Name column of plain surnames is not split.
    const plain = suggestMapping({
      headers: ['Last Name'],
      rows: [['Li'], ['Baptiste/Moreau'], ['Wu'], ['Oh']],
      rowNumbers: [2, 3, 4, 5],
    });
    expect(plain.mapping.transforms.splitCombinedNames).toBe(false);
  });
});
