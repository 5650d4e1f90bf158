// Rows of lists from outside the US, validated whole: what is sent, what is said, and whether
// the person stays valid (test/shared/transforms/intl-values.test.ts has each transform alone).
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../helpers/problem-words';
import { REQUIRED, TODAY, field, person, tableAndMapping } from './helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

/** Validates rows of the required cells plus the given columns. */
function rowsOf(
  columns: [string, ColumnTarget][],
  cells: string[][],
  extra: Parameters<typeof tableAndMapping>[2] = {},
) {
  const { table, mapping } = tableAndMapping(
    [...REQUIRED, ...columns],
    cells.map((row, i) => [...person(i), ...row]),
    extra,
  );
  return validateRows(table, mapping, { today: TODAY }).rows;
}

describe('a state or region outside the US and Canada', () => {
  it('is not sent when it is not two letters, with a warning saying so; the person is', () => {
    const rows = rowsOf(
      [
        ['Country', field('home_country')],
        ['State', field('home_state')],
        ['City', field('home_city')],
      ],
      [
        ['Australia', 'NSW', 'Sydney'],
        ['India', 'Haryana', 'Gurugram'],
        ['Germany', 'BY', 'München'],
        ['Spain', 'Madrid', 'Madrid'],
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(['valid', 'valid', 'valid', 'valid']);
    expect(rows.map((row) => row.user.home_state)).toEqual([undefined, undefined, 'BY', undefined]);
    expect(rows[0]!.user).toMatchObject({ home_country: 'AU', home_city: 'Sydney' });
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        column: 'State',
        value: 'NSW',
        message: expect.stringMatching(
          /^Home state "NSW" is not a two-letter code, the only form the service takes for a state or region: not sent \(the rest of the address is\)/,
        ),
      }),
    ]);
  });
  it('is refused on a US or Canadian address, as before', () => {
    const rows = rowsOf(
      [
        ['Country', field('home_country')],
        ['State', field('home_state')],
      ],
      [
        ['United States', 'Bayern'],
        ['Canada', 'Bayern'],
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(['invalid', 'invalid']);
    expect(rows[1]!.problems[0]!.message).toMatch(/is not a Canadian province or territory/);
  });
  it('given to every row, is left out of each row the same way', () => {
    const rows = rowsOf([], [[]], { constants: { home_country: 'AU', home_state: 'Victoria' } });
    expect(rows[0]!.status).toBe('valid');
    expect(rows[0]!.user.home_state).toBeUndefined();
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({ severity: 'warning', message: expect.stringContaining('not sent') }),
    ]);
  });
});

describe('postcodes by the address country', () => {
  it("writes a Canadian code in its form, puts back the zeros Excel dropped where the country's codes are digits, silently for valid codes", () => {
    const rows = rowsOf(
      [
        ['Country', field('home_country')],
        ['Postcode', field('home_zipcode')],
      ],
      [
        ['Canada', 'v6e 3p3'],
        ['Canada', 'G1V0A6'],
        ['United Kingdom', 'SW1A 1AA'],
        ['Ireland', 'D02X285'],
        ['Germany', '1067'],
        ['Italy', '184'],
        ['Norway', '154'],
      ],
    );
    expect(rows.map((row) => row.user.home_zipcode)).toEqual([
      'V6E 3P3',
      'G1V 0A6',
      'SW1A 1AA',
      'D02 X285',
      '01067',
      '00184',
      '0154',
    ]);
    expect(rows.map((row) => row.status)).toEqual(Array(7).fill('valid'));
    expect(rows.slice(0, 4).flatMap((row) => row.problems)).toEqual([]);
    expect(rows[4]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: 'Home ZIP code "1067" has lost its leading zero, as a spreadsheet drops them: sent as 01067.',
      }),
    ]);
  });
  it('words what is wrong with a code that fits no form of its country', () => {
    const [france] = rowsOf(
      [
        ['Country', field('home_country')],
        ['Postcode', field('home_zipcode')],
      ],
      [['France', 'ABCDEFGHIJ']],
    );
    expect(france!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message:
          'Home ZIP code "ABCDEFGHIJ" is not in the form of France\'s postcodes (as 75008): sent as written; check it.',
      }),
    ]);
  });
  it('on a row without a country, names the country a foreign code is written for and how to give it', () => {
    const [uk] = rowsOf([['Postcode', field('home_zipcode')]], [['CF10 1AA']]);
    expect(uk!.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringMatching(
          /^Home ZIP code "CF10 1AA" is not a US ZIP code but has the form of a postcode of United Kingdom.*one country for every row, with the country's two-letter code, e\.g\. GB\)\.$/,
        ),
        hint: { setting: 'value-for-every-row', field: 'home_country', example: 'GB' },
      }),
    ]);
    // Given one country for every row, the same code is sent.
    expect(
      rowsOf([['Postcode', field('home_zipcode')]], [['CF10 1AA']], { constants: { home_country: 'GB' } })[0]!,
    ).toMatchObject({ status: 'valid', user: { home_zipcode: 'CF10 1AA' } });
  });
});

describe('phones of a country that has no such number', () => {
  it('are refused whether written with +code or not; valid ones still go', () => {
    const rows = rowsOf(
      [
        ['Country', field('home_country')],
        ['Mobile', field('mobile_phone')],
      ],
      [
        ['United Kingdom', '07700 9001'],
        ['United Kingdom', '+44 7700 9001'],
        ['Nigeria', '0803 123 456'],
        ['New Zealand', '09 123 4567'],
        ['Germany', '0151 23456789'],
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'valid']);
    expect(rows[0]!.problems[0]!.message).toBe(
      rows[1]!.problems[0]!.message.replace('"+44 7700 9001"', '"07700 9001"'),
    );
    expect(rows[4]!.user.mobile_phone).toBe('+49 1512 3456789');
  });
});

describe('the other values of international lists', () => {
  it("sends a provider's country domain without a typo warning, refuses a country two share, reads one by its own name", () => {
    const rows = rowsOf(
      [
        ['Other Email', field('secondary_email')],
        ['Country', field('home_country')],
      ],
      [
        ['p@yahoo.co.in', 'Congo'],
        ['q@hotmail.co.jp', 'Magyarország'],
      ],
    );
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        column: 'Country',
        message: expect.stringContaining('names two countries, Congo - Brazzaville (CG) and Congo - Kinshasa (CD)'),
      }),
    ]);
    expect(rows[1]!).toMatchObject({
      status: 'valid',
      problems: [],
      user: { secondary_email: 'q@hotmail.co.jp', home_country: 'HU' },
    });
  });
  it('reads "Not Declared" as no gender, and sends the known parts of a partial birth date', () => {
    const rows = rowsOf(
      [
        ['Gender', field('gender')],
        ['Birthdate', { kind: 'birth-date' }],
      ],
      [
        ['Not Declared', '00/00/1975'],
        ['Prefer not to say', '6/1989'],
      ],
    );
    expect(rows.map((row) => row.status)).toEqual(['valid', 'valid']);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
    expect(rows[0]!.user).not.toHaveProperty('gender');
    expect(rows[0]!.user).toMatchObject({ dob_year: 1975 });
    expect(rows[0]!.user).not.toHaveProperty('dob_month');
    expect(rows[1]!.user).toMatchObject({ dob_month: 6, dob_year: 1989 });
    expect(rows[1]!.user).not.toHaveProperty('dob_day');
  });
  it('refuses a whole name damaged by a Windows export, and keeps Spanish given names whole', () => {
    const names = ['Y?ld?z, Ay?e', 'FERNÁNDEZ RUIZ, María del Carmen', 'GARCÍA LÓPEZ, José María'];
    const { table, mapping } = tableAndMapping(
      [
        ['Apellidos y nombre', { kind: 'full-name' }],
        ['Email', field('email')],
        ['Enabled', field('enabled')],
      ],
      names.map((name, i) => [name, `p${i}@example.es`, '1']),
    );
    const rows = validateRows(table, mapping, { today: TODAY }).rows;
    expect(rows[0]!.status).toBe('invalid');
    expect(rows[0]!.problems[0]!.message).toMatch(/has "\?" where a letter should be.*"CSV UTF-8 \(Comma delimited\)"/);
    expect(rows.slice(1).map((row) => [row.user.first_name, row.user.middle_name, row.user.last_name])).toEqual([
      ['María del Carmen', undefined, 'FERNÁNDEZ RUIZ'],
      ['José María', undefined, 'GARCÍA LÓPEZ'],
    ]);
  });

  it('refuses one-word first and last names with "?" for a lost letter, as the whole name (the quick path of clean cells too)', () => {
    const columns: [string, ColumnTarget][] = [
      ['Vorname', field('first_name')],
      ['Nachname', field('last_name')],
      ['Geburtsname', field('maiden_name')],
    ];
    const { table, mapping } = tableAndMapping(
      [...columns, ['Email', field('email')], ['Enabled', field('enabled')]],
      [
        ['Ay?e', 'Y?lmaz', 'Petrovi?', 'a@example.de', '1'],
        ['Ayşe', 'Yılmaz', 'Petrović', 'b@example.de', '1'],
      ],
    );
    const [damaged, whole] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(damaged!.problems.map((p) => [p.column, p.severity])).toEqual([
      ['Vorname', 'error'],
      ['Nachname', 'error'],
      ['Geburtsname', 'error'],
    ]);
    expect(whole!.problems).toEqual([]);
    expect(whole!.user).toMatchObject({ first_name: 'Ayşe', last_name: 'Yılmaz', maiden_name: 'Petrović' });
  });
});
