// Checks across fields of one row (birth date, class year). The rule: src-shared/validate/rules/across-fields.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, TODAY, field, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('checks across fields', () => {
  it('takes the birth year of a birthday without one from a Birth Year column, and flags a year that disagrees', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Birthday', { kind: 'birth-date' }],
      ['Birth Year', field('dob_year')],
    ];
    const { table, mapping } = tableAndMapping(
      columns,
      [
        [...person(1), 'July 4', '1985'],
        [...person(2), '1990-12-25', '1991'],
      ],
      { transforms: { dateOrder: 'mdy' } },
    );
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.mappingProblems).toEqual([expect.objectContaining({ severity: 'warning', column: 'Birth Year' })]);
    expect(result.rows[0]!.problems).toEqual([]);
    expect(result.rows[0]!.user).toMatchObject({ dob_day: 4, dob_month: 7, dob_year: 1985 });
    expect(result.rows[1]!.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        column: 'Birth Year',
        message: expect.stringMatching(/disagrees with "1990" from column "Birthday"/),
      }),
    ]);
  });

  it('refuses separate dob fields that make no real date', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Day', field('dob_day')],
      ['Month', field('dob_month')],
      ['Year', field('dob_year')],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      [...person(1), '30', '2', '1990'],
      [...person(2), '29', '2', '1992'],
    ]);
    const [bad, good] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(bad!.problems[0]).toMatchObject({
      kind: 'bad-date',
      severity: 'error',
      message: expect.stringMatching(/February 1990 has 28 days/),
    });
    expect(good!.status).toBe('valid');
  });

  it('warns, but sends, when the class year comes less than 15 years after the birth year', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Birth Year', field('dob_year')],
      ['Class', field('year_graduated')],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      [...person(1), '1992', '1999'],
      [...person(2), '1970', '1992'],
    ]);
    const [young, fine] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(young!.status).toBe('valid');
    expect(young!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'year_graduated',
        message: expect.stringMatching(/less than 15 years after the birth year 1992/),
      }),
    ]);
    expect(fine!.problems).toEqual([]);
  });
});
