// A birth-date column: one cell gives the day, month and year of birth. The rule: rules/birth-date.ts.
import { describe, expect, it } from 'vitest';
import { readTable } from '../../../../src-shared/intake/read-table';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, REQUIRED_CELLS, TODAY, field, one, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('a birth-date column', () => {
  it('reads a birth-date column into the three dob fields, and refuses 30 February', () => {
    const good = one('Birth Date', { kind: 'birth-date' }, '07/04/1985', { transforms: { dateOrder: 'mdy' } });
    expect(good.user).toMatchObject({ dob_day: 4, dob_month: 7, dob_year: 1985 });
    const bad = one('Birth Date', { kind: 'birth-date' }, '02/30/1987', { transforms: { dateOrder: 'mdy' } });
    expect(bad.problems[0]!.message).toMatch(/February 1987 has no day 30/);
    expect(bad.user.dob_year).toBeUndefined();
  });

  it('reads a birthday without its year into day and month, the year left empty', () => {
    const birthday = one('Birthday', { kind: 'birth-date' }, 'July 4');
    expect(birthday.problems).toEqual([]);
    expect(birthday.user).toMatchObject({ dob_day: 4, dob_month: 7 });
    expect(birthday.user.dob_year).toBeUndefined();
    // A dot after two numbers is a day and a month here, not Excel's day 4.7 (4 January 1900).
    expect(one('Birthday', { kind: 'birth-date' }, '4.7', { transforms: { dateOrder: 'dmy' } }).user).toMatchObject({
      dob_day: 4,
      dob_month: 7,
    });
    const ambiguous = one('Birthday', { kind: 'birth-date' }, '03/04');
    expect(ambiguous.problems).toEqual([
      expect.objectContaining({
        kind: 'ambiguous-date',
        severity: 'error',
        column: 'Birthday',
        message: expect.stringMatching(/^Birth date "03\/04" could be 4 March or 3 April/),
      }),
    ]);
    expect(ambiguous.user.dob_day).toBeUndefined();
    const bad = one('Birthday', { kind: 'birth-date' }, '02/30', { transforms: { dateOrder: 'mdy' } });
    expect(bad.problems[0]!.message).toMatch(/February has no day 30/);
    // Date reading switched off: only the written-out form without a year (--MM-DD) is read.
    expect(
      one('Birthday', { kind: 'birth-date' }, '--07-04', { transforms: { parseDates: false } }).user,
    ).toMatchObject({ dob_day: 4, dob_month: 7 });
    expect(
      one('Birthday', { kind: 'birth-date' }, '07/04', { transforms: { parseDates: false } }).problems[0]!.severity,
    ).toBe('error');
  });

  it('refuses a birth date in the future, quoting the cell as written (one column) or the values (three columns)', () => {
    const future = one('Birth Date', { kind: 'birth-date' }, '2099-01-05');
    expect(future.problems).toEqual([
      expect.objectContaining({
        kind: 'out-of-range',
        column: 'Birth Date',
        value: '2099-01-05',
        message: 'Birth date 2099-01-05 is in the future.',
      }),
    ]);
    expect(future.status).toBe('invalid');
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Day', field('dob_day')],
      ['Month', field('dob_month')],
      ['Year', field('dob_year')],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      [...person(1), '16', '6', '2026'],
      [...person(2), '15', '6', '2026'],
    ]);
    const [tomorrow, today] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(tomorrow!.problems).toEqual([
      expect.objectContaining({
        kind: 'out-of-range',
        column: 'Day',
        value: '16 / 6 / 2026',
        message: 'Birth date 2026-06-16 is in the future.',
      }),
    ]);
    expect(today!.status).toBe('valid');
  });
});

describe('birth dates before 1900', () => {
  const birthDate: ColumnTarget = { kind: 'birth-date' };

  it('are refused from a birth-date column as a Birth Year column refuses them, whichever way the date is read', () => {
    // The quick reading (ISO, slashed), parseDate (words, a year alone, a time after the date) and the placeholders.
    const cases: [string, RegExp][] = [
      ['1800-06-15', /^Birth date "1800-06-15" gives the year 1800: a birth year must be 1900 or more\.$/],
      ['06/15/1800', /gives the year 1800: a birth year must be 1900 or more/],
      ['1899-12-29', /gives the year 1899: a birth year must be 1900 or more/],
      ['1 January 1850', /gives the year 1850: a birth year must be 1900 or more/],
      ['1850', /gives the year 1850: a birth year must be 1900 or more/],
      ['1800-06-15 00:00:00', /gives the year 1800/],
      [
        '0001-01-01',
        /is the earliest date many databases and programs store \(1 January of year 1\): a placeholder a database or a spreadsheet writes where there is no date/,
      ],
      ['01/01/0001', /is the earliest date many databases and programs store/],
      ['1753-01-01', /is SQL Server's earliest date: a placeholder/],
      ['1899-12-30', /is Excel's date zero \(what a date cell holding 0 shows\): a placeholder/],
      ['12/30/1899', /is Excel's date zero/],
      ['1899-12-31', /is Excel's date zero, as some programs show it/],
      ['1900-01-00', /is Excel's date zero, as Excel shows it/],
      ['0', /is Excel's date zero \(an empty date cell\)/],
      ['0000-00-00', /is MySQL's empty date/],
    ];
    for (const [cell, message] of cases) {
      const row = one('Birth Date', birthDate, cell, { transforms: { dateOrder: 'mdy' } });
      expect(row.status, cell).toBe('invalid');
      expect(row.user, cell).not.toHaveProperty('dob_year');
      expect(row.user, cell).not.toHaveProperty('dob_day');
      expect(row.problems, cell).toEqual([
        expect.objectContaining({
          column: 'Birth Date',
          field: 'dob_year',
          value: cell,
          severity: 'error',
          message: expect.stringMatching(message),
        }),
      ]);
    }
    expect(one('Birth Date', birthDate, '1753-01-01').problems[0]!.fix).toMatchObject({
      description: 'leave the cell empty',
      value: '',
    });
  });

  it('takes 1900 itself, and refuses a year alone that is in the future', () => {
    expect(one('Birth Date', birthDate, '1900-01-01').user).toMatchObject({ dob_day: 1, dob_month: 1, dob_year: 1900 });
    expect(one('Birth Date', birthDate, '1900').user).toMatchObject({ dob_year: 1900 });
    expect(one('Birth Date', birthDate, '2100').problems).toEqual([
      expect.objectContaining({
        kind: 'out-of-range',
        message: 'Birth date "2100" gives the year 2100, which is in the future.',
      }),
    ]);
  });

  it('are refused from an XLSX date cell holding 0 (read as 1899-12-30)', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Alumni');
    sheet.addRow(['First Name', 'Last Name', 'Email', 'Birth Date']);
    sheet.addRow(['Ann', 'Lee', 'ann@example.org', 0]).getCell(4).numFmt = 'yyyy-mm-dd';
    sheet.addRow(['Bob', 'Ray', 'bob@example.org', new Date(Date.UTC(1985, 6, 4))]).getCell(4).numFmt = 'yyyy-mm-dd';
    const { table } = await readTable(new Uint8Array(await workbook.xlsx.writeBuffer()), { fileName: 'zero.xlsx' });
    const { mapping } = tableAndMapping([...REQUIRED.slice(0, 3), ['Birth Date', birthDate]], [], {
      constants: { enabled: '1' },
    });
    const [zero, real] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(zero!.problems).toEqual([
      expect.objectContaining({ field: 'dob_year', message: expect.stringMatching(/Excel's date zero/) }),
    ]);
    expect(zero!.user.dob_year).toBeUndefined();
    expect(real!.user).toMatchObject({ dob_year: 1985, dob_month: 7, dob_day: 4 });
  });

  it('are refused from a Birth Year column and from a value given to every row, as before', () => {
    expect(one('Birth Year', field('dob_year'), '1899').problems[0]!.message).toMatch(
      /Birth year "1899" must be 1900 or more/,
    );
    const { table, mapping } = tableAndMapping(REQUIRED, [REQUIRED_CELLS], { constants: { dob_year: '1753' } });
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    expect(row.status).toBe('invalid');
    expect(row.problems[0]!.message).toMatch(/value given to every row for Birth year, "1753", must be 1900 or more/);
  });
});
