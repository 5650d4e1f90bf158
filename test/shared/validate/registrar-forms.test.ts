// Registrar forms (issue 33, point 5): "Class of 1967" read as 1967 with a note; "'69" and "1/17/80" read in the
// century that makes sense (a class year not in the future, a birth date giving an age of at least 15) and marked to
// check; only a cell that reads two ways stays an error.
import { describe, expect, it } from 'vitest';
import { field, one } from './helpers';
import { fullYear } from '../../../src-shared/validate/values/year-written';

const BIRTH_DATE = { kind: 'birth-date' } as const;
const THIS_YEAR = new Date().getUTCFullYear();

describe('registrar forms', () => {
  it('reads "Class of 1967" and a year among words as the year, with a note', () => {
    for (const cell of ['Class of 1967', 'C/O 1967', '1967 (BA)']) {
      const row = one('Class', field('year_graduated'), cell);
      expect(row.user.year_graduated, cell).toBe(1967);
      expect(row.status).toBe('valid');
      expect(row.problems).toEqual([
        expect.objectContaining({
          kind: 'read-as',
          severity: 'warning',
          message: `Class year "${cell}" is read as 1967.`,
        }),
      ]);
    }
  });

  it('reads a class year of two digits never in the future, marked to check', () => {
    const row = one('Class', field('year_graduated'), "'69");
    expect(row.user.year_graduated).toBe(1969);
    expect(row.problems[0]).toMatchObject({ kind: 'read-as', message: `Class year "'69" is read as 1969 — check.` });
    const thisYearShort = String(THIS_YEAR % 100).padStart(2, '0');
    expect(one('Class', field('year_graduated'), `'${thisYearShort}`).user.year_graduated).toBe(THIS_YEAR);
    const nextShort = String((THIS_YEAR + 1) % 100).padStart(2, '0');
    expect(one('Class', field('year_graduated'), `'${nextShort}`).user.year_graduated).toBe(THIS_YEAR + 1 - 100);
  });

  it('reads a birth year of two digits as someone at least 15', () => {
    expect(fullYear(10, 15, new Date(Date.UTC(2026, 5, 15)))).toBe(2010);
    expect(fullYear(12, 15, new Date(Date.UTC(2026, 5, 15)))).toBe(1912);
    expect(fullYear(69, 0, new Date(Date.UTC(2026, 5, 15)))).toBe(1969);
    expect(fullYear(26, 0, new Date(Date.UTC(2026, 5, 15)))).toBe(2026);
    const row = one('Birth Year', field('dob_year'), "'69");
    expect(row.user.dob_year).toBe(1969);
    expect(row.problems[0]).toMatchObject({ kind: 'read-as', severity: 'warning' });
  });

  it('reads 1/17/80 as a birth date in 1980, marked "read as 1980-01-17 — check"', () => {
    const row = one('Birth Date', BIRTH_DATE, '1/17/80');
    expect(row.user).toMatchObject({ dob_year: 1980, dob_month: 1, dob_day: 17 });
    expect(row.status).toBe('valid');
    expect(row.problems).toEqual([
      expect.objectContaining({
        kind: 'read-as',
        field: 'dob_year',
        message: 'Birth date "1/17/80" is read as 1980-01-17 — check.',
      }),
    ]);
    // The helpers' today is 2026-06-15: a birth in '12 is 1912, not a child of 14.
    expect(one('Birth Date', BIRTH_DATE, '5/6/12').problems[0]).toMatchObject({ kind: 'ambiguous-date' });
    expect(one('Birth Date', BIRTH_DATE, '5/16/12').user).toMatchObject({ dob_year: 1912 });
    expect(one('Birth Date', BIRTH_DATE, '5/16/10').user).toMatchObject({ dob_year: 2010 });
  });

  it('keeps a cell that reads two ways an error: 03/04/80 is March or April', () => {
    const row = one('Birth Date', BIRTH_DATE, '03/04/80');
    expect(row.status).toBe('invalid');
    expect(row.problems[0]).toMatchObject({ kind: 'ambiguous-date', hint: { setting: 'date-order' } });
    expect(row.problems[0]!.message).toContain('4 March 1980 or 3 April 1980');
  });
});
