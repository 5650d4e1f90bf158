import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import { suggestMapping } from '../../../src-shared/mapping/suggest';
import { foldedHash } from '../../../src-shared/transforms/email';
import { sendSchemas } from '../../../src-shared/validate/send-schemas';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords, rowWithWords } from '../../helpers/problem-words';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { REQUIRED, REQUIRED_CELLS, TODAY, errorsOf, field, one, person, tableAndMapping } from './helpers';

// The problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));
const validateOneRow = (...args: Parameters<typeof plain.validateOneRow>) =>
  rowWithWords(plain.validateOneRow(...args));
const validateRowsInChunks = async (...args: Parameters<typeof plain.validateRowsInChunks>) =>
  resultWithWords(await plain.validateRowsInChunks(...args));
const { markDuplicateEmails } = plain;

describe('validation rules, each both ways', () => {
  it.each([
    // field, good value, expected sent value, bad value, what the message says
    ['first_name', 'Zoë', 'Zoë', 'x'.repeat(256), /is 256 characters long; the service takes at most 255/],
    ['email', 'ANN@Example.org', 'ann@example.org', 'ann@', /is not an email address/],
    ['secondary_email', 'a.lee@work.example.com', 'a.lee@work.example.com', 'a.lee@work', /is not an email address/],
    ['approved', 'yes', 1, 'maybe', /not a yes-or-no value/],
    ['gender', 'Female', 'f', 'x', /m or f/],
    ['dob_day', '31', 31, '32', /must be 31 or less/],
    ['dob_day', '1', 1, '0', /must be 1 or more/],
    ['dob_month', '12', 12, '13', /must be 12 or less/],
    ['dob_month', 'July', 7, 'Julember', /is not a whole number/],
    ['dob_year', '1900', 1900, '1899', /must be 1900 or more/],
    ['dob_year', '2026', 2026, '2027', /must be 2026 or less/],
    ['year_graduated', '2032', 2032, '2033', /must be 2032 or less/],
    ['year_graduated', '1990', 1990, '19900', /is not within|must be|out of range|is more than|at most/],
    ['year_graduated', '1990.0', 1990, '1990.5', /is not a whole number/],
    ['home_zipcode', '2134', '02134', '2134-12', /is not a US ZIP code/],
    ['home_zipcode', '2134.0', '02134', '2134.5', /is not a US ZIP code/],
    [
      'inst_id',
      '12345',
      '12345',
      '12345.0',
      /ends in \.0, as a column of numbers saved by a script or a spreadsheet does: the ID is probably 12345\.$/,
    ],
    ['mobile_phone', '6175550100.0', '+1 617 555 0100', '617.5', /is not a phone number/],
    ['website', 'example.org', 'https://example.org', 'not a site', /is not a web address/],
    [
      'social_c_link',
      'https://www.linkedin.com/in/ann',
      'https://www.linkedin.com/in/ann',
      'linkedin',
      /is not a web address/,
    ],
    ['home_lat', '42.3601', 42.3601, '90.5', /must be 90 or less/],
    ['home_lat', '42,3601', 42.3601, 'north', /is not a number/],
    ['home_lng', '-71.0589', -71.0589, '-180.1', /must be -180 or more/],
    ['home_state', 'Massachusetts', 'MA', 'Massachusets', /is not a US state/],
    ['home_country', 'USA', 'US', 'Atlantis', /is not a country we recognise/],
    ['mobile_phone', '617 555 0143', '+1 617 555 0143', '12', /is not a phone number/],
    ['enabled', 'TRUE', 1, '2', /not a yes-or-no value/],
    [
      'unsubscribe',
      'Y',
      1,
      'Inactive',
      /is neither a yes or a no \(Y\/N, yes\/no, true\/false, 1\/0\) nor a whole number/,
    ],
    ['unsubscribe', '2', 2, 'often', /nor a whole number/],
  ] as const)('%s: %j is sent as %j; %j is refused', (name, good, sent, bad, message) => {
    const target = field(name);
    const header = `Column for ${name}`;
    const passing = one(header, target, good);
    expect(errorsOf(passing)).toEqual([]);
    expect(passing.user[name]).toEqual(sent);
    const failing = one(header, target, bad);
    expect(failing.status).toBe('invalid');
    expect(failing.user[name]).toBeUndefined();
    const problem = errorsOf(failing)[0]!;
    expect(problem).toMatchObject({ row: 2, column: header, field: name, value: bad, severity: 'error' });
    expect(problem.message).toMatch(message);
  });

  it('reads a year written as class lists write it, saying so; two digits marked to check', () => {
    const read: [string, string, number, string][] = [
      ['year_graduated', 'Class of 2006', 2006, 'is read as 2006'],
      ['year_graduated', '2006 (MBA)', 2006, 'is read as 2006'],
      ['year_graduated', "'85", 1985, 'is read as 1985 — check'],
      ['year_graduated', 'Class of ’06', 2006, 'is read as 2006 — check'],
      // The century is read from today's year (cleanValue has no other): cases far from its edge.
      ['year_graduated', '99', 1999, 'is read as 1999 — check'],
      ['year_graduated', '12', 2012, 'is read as 2012 — check'],
      ['dob_year', '85', 1985, 'is read as 1985 — check'],
      ['dob_year', '01', 2001, 'is read as 2001 — check'],
    ];
    for (const [name, cell, year, words] of read) {
      const row = one('Year', field(name), cell);
      expect(row.user[name], cell).toBe(year);
      expect(row.problems, cell).toEqual([
        expect.objectContaining({ field: name, value: cell, kind: 'read-as', message: expect.stringContaining(words) }),
      ]);
    }
    const refused: [string, string, string, string][] = [
      // An alum with two degrees: the first year is offered as the preferred one.
      ['year_graduated', '1985, 1990', '1985', 'holds more than one year'],
      ['year_graduated', '1985/1990', '1985', 'holds more than one year'],
      ['year_graduated', '1985 & 1990', '1985', 'holds more than one year'],
    ];
    for (const [name, cell, year, words] of refused) {
      const row = one('Year', field(name), cell);
      expect(errorsOf(row), cell).toEqual([
        expect.objectContaining({
          field: name,
          value: cell,
          message: expect.stringContaining(words),
          fix: expect.objectContaining({ value: year }),
        }),
      ]);
    }
    // A year among other numbers is not guessed at (academic years and two years:
    // test/shared/validate/class-years.test.ts); a whole date is a graduation date, its year sent (below).
    for (const cell of ['2006 (2)', 'FY2006'])
      expect(errorsOf(one('Year', field('year_graduated'), cell))[0]!.fix, cell).toBeUndefined();
    expect(one('Year', field('year_graduated'), '2006-07-01').user.year_graduated).toBe(2006);
  });

  it("warns about a mail provider's domain mistyped, suggesting the likely address, and leaves real domains alone", () => {
    for (const [cell, likely] of [
      ['ann@gmial.com', 'ann@gmail.com'],
      ['Ann@Yahoo.con', 'ann@yahoo.com'],
      ['ann@hotmail.co', 'ann@hotmail.com'],
      ['ann@outlok.com', 'ann@outlook.com'],
      ['ann@company.con', 'ann@company.com'],
    ]) {
      const row = one('Email', field('email'), cell!);
      expect(row.status, cell).toBe('valid');
      expect(row.user.email).toBe(cell!.toLowerCase());
      expect(row.problems, cell).toEqual([
        expect.objectContaining({
          severity: 'warning',
          kind: 'suspicious',
          message: expect.stringContaining('looks like a typo of'),
          fix: expect.objectContaining({ value: likely }),
        }),
      ]);
    }
    for (const cell of [
      'ann@gmail.com',
      'ann@mail.com',
      'ann@gmx.com',
      'ann@harvard.edu',
      'ann@x.org',
      'ann@aim.com',
      'ann@omantel.om',
      'ann@empresa.co',
    ])
      expect(one('Email', field('email'), cell).problems, cell).toEqual([]);
    // Down a column the domains last met are compared in place: a typo among them is still found.
    const { table, mapping } = tableAndMapping(
      [...REQUIRED.filter(([, t]) => t.kind !== 'field' || t.field !== 'email'), ['Email', field('email')]],
      [
        ['Ann', 'Lee', '1', 'a@gmail.com'],
        ['Bob', 'Ray', '1', 'b@gmial.com'],
        ['Cy', 'Li', '1', 'c@gmail.com'],
        ['Di', 'Wu', '1', 'd@gmial.com'],
        ['Ed', 'Ng', '1', 'e@x.org'],
      ],
    );
    expect(validateRows(table, mapping, { today: TODAY }).rows.map((row) => row.problems.length)).toEqual([
      0, 1, 0, 1, 0,
    ]);
  });

  it("reads a phone number without +code in the country of its row's address, else in the default country", () => {
    const { table, mapping } = tableAndMapping(
      [
        ...REQUIRED,
        ['Country', field('home_country')],
        ['Home Phone', field('home_phone')],
        ['Work Country', field('work_country')],
        ['Work Phone', field('work_phone')],
      ],
      [
        [...person(1), 'United Kingdom', '020 7946 0958', '', '030 1234 5678'],
        [...person(2), 'US', '(617) 555-0143', 'Germany', '030 1234 5678'],
        [...person(3), '', '617.555.0143', '', ''],
        [...person(4), 'GB', '+1 617 555 0143', '', ''],
        [...person(5), 'Canada', '(416) 555-0199', '', ''],
      ],
    );
    const rows = validateRows(table, mapping, { today: TODAY }).rows;
    expect(rows.map((row) => [row.user.home_phone, row.user.work_phone])).toEqual([
      ['+44 20 7946 0958', '+44 301 234 5678'], // the work phone read in GB: no work country
      ['+1 617 555 0143', '+49 30 12345678'],
      ['+1 617 555 0143', undefined],
      ['+1 617 555 0143', undefined],
      ['+1 416 555 0199', undefined],
    ]);
    expect(rows.every((row) => row.status === 'valid')).toBe(true);
  });

  it('refuses an ID, phone or ZIP that Excel wrote in scientific notation (its digits are lost), and keeps other cells that hold an E', () => {
    for (const [name, cell] of [
      ['inst_id', '1.23457E+11'],
      ['mobile_phone', '6.18E+09'],
      ['home_zipcode', '2.13E+03'],
      ['nickname', '1.5E+04'],
    ] as const) {
      expect(errorsOf(one('Column', field(name), cell)), cell).toEqual([
        expect.objectContaining({
          field: name,
          message: expect.stringContaining('scientific notation, so its last digits are lost'),
        }),
      ]);
    }
    for (const [name, cell] of [
      ['inst_id', 'E12345'],
      ['inst_id', '12E+11'],
      ['nickname', 'Ed E+'],
    ] as const)
      expect(errorsOf(one('Column', field(name), cell)), cell).toEqual([]);
  });

  it("refuses Excel's error values (a failed formula saved into the file) in any column, suggesting to empty the cell", () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Nickname', field('nickname')],
      ['Class Year', field('year_graduated')],
      ['Birth Date', { kind: 'birth-date' }],
      ['Region', { kind: 'custom', name: 'Region' }],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      ['#N/A', 'Lee', 'ann@example.org', '1', '#REF!', '#VALUE!', '#DIV/0!', '#n/a'],
      ['Bob', 'Ray', 'bob@example.org', '1', '#1 fan', '2006', '1985-07-04', 'North #2'],
    ]);
    const result = validateRows(table, mapping, { today: TODAY });
    const problems = result.rows[0]!.problems;
    expect(problems.map((p) => [p.column, p.value, p.fix?.value])).toEqual([
      ['First Name', '#N/A', ''],
      ['Nickname', '#REF!', ''],
      ['Class Year', '#VALUE!', ''],
      ['Birth Date', '#DIV/0!', ''],
      ['Region', '#n/a', ''],
    ]);
    expect(problems[0]!.message).toBe(
      'First name "#N/A" is the Excel error #N/A (a lookup found nothing), not data: correct the formula in the file, or empty the cell.',
    );
    expect(problems[4]!.message).toMatch(/^Custom field "Region" "#n\/a" is the Excel error #N\/A/);
    // A value that merely starts with # is data.
    expect(result.rows[1]!).toMatchObject({ status: 'valid', problems: [] });
    expect(result.rows[1]!.user).toMatchObject({ nickname: '#1 fan', custom_fields: [{ Region: 'North #2' }] });
  });

  it('reads NULL, None, NaN and N/A (how databases and data tools write an empty cell) as empty in every kind of column, and sends them as written when switched off', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Middle Name', field('middle_name')],
      ['City', field('home_city')],
      ['Phone', field('mobile_phone')],
      ['Email 2', field('secondary_email')],
      ['Class Year', field('year_graduated')],
      ['Birth Date', { kind: 'birth-date' }],
      ['Region', { kind: 'custom', name: 'Region' }],
    ];
    const cells = [
      ['NULL', 'None', 'NaN', 'nan', ' N/A ', '<NA>', '(null)'],
      ['Null', 'Nan', 'NONE', 'n/a', 'null', 'NaT', 'None'],
    ];
    const { table, mapping } = tableAndMapping(
      columns,
      cells.map((row, i) => [
        ...REQUIRED_CELLS.slice(0, 2),
        `person${i}@example.org`,
        ...REQUIRED_CELLS.slice(3),
        ...row,
      ]),
    );
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.rows[0]).toMatchObject({ status: 'valid', problems: [] });
    expect(result.rows[0]!.user).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'person0@example.org',
      enabled: 1,
    });
    // Null is a surname, Nan a nickname and NONE no form a tool writes: sent (and judged) as written.
    expect(result.rows[1]!.user).toMatchObject({ middle_name: 'Null', home_city: 'Nan' });
    expect(result.rows[1]!.user.custom_fields).toBeUndefined();
    expect(errorsOf(result.rows[1]!).map((p) => p.column)).toEqual(['Phone']);
    // Switched off, NULL is a value like any other: sent as a name, refused as a class year.
    const { table: offTable, mapping: offMapping } = tableAndMapping(columns, [[...REQUIRED_CELLS, ...cells[0]!]], {
      transforms: { emptyWords: false },
    });
    const off = validateRows(offTable, offMapping, { today: TODAY }).rows[0]!;
    expect(off.user).toMatchObject({ middle_name: 'NULL', home_city: 'None', custom_fields: [{ Region: '(null)' }] });
    expect(errorsOf(off).map((p) => p.column)).toEqual(['Phone', 'Email 2', 'Class Year', 'Birth Date']);
    // A whole-name column too: NULL is no name to split, unless it is read as written.
    expect(one('Name', { kind: 'full-name' }, 'NULL').problems).toEqual([]);
    expect(
      errorsOf(one('Name', { kind: 'full-name' }, 'NULL', { transforms: { emptyWords: false } })).map((p) => p.column),
    ).toEqual(['Name']);
  });

  it('reads numbers typed in full width or in Arabic-Indic digits as the same numbers, and a name split by an ideographic space', () => {
    expect(
      one('Mobile', field('mobile_phone'), '０９０－１２３４－５６７８', { transforms: { defaultPhoneCountry: 'JP' } })
        .user.mobile_phone,
    ).toBe('+81 90 1234 5678');
    expect(one('Class Year', field('year_graduated'), '２００８').user.year_graduated).toBe(2008);
    expect(one('Class Year', field('year_graduated'), '٢٠١٥').user.year_graduated).toBe(2015);
    const named = tableAndMapping(
      [
        ['Name', { kind: 'full-name' }],
        ['Email', field('email')],
      ],
      [['山田\u3000太郎', 'taro@example.jp']],
      { constants: { enabled: '1' } },
    );
    expect(validateRows(named.table, named.mapping, { today: TODAY }).rows[0]!.user).toMatchObject({
      first_name: '太郎',
      last_name: '山田',
    });
    // The values of a column of such numbers are judged as numbers when the mapping is suggested.
    const suggestion = suggestMapping({
      headers: ['Mobile', 'Class Year'],
      rows: [
        ['０９０－１２３４－５６７８', '２００８'],
        ['٠٥٠١٢٣٤٥٦٧', '٢٠١٥'],
      ],
      rowNumbers: [2, 3],
    });
    expect(suggestion.columns.map((c) => c.target)).toEqual([field('mobile_phone'), field('year_graduated')]);
  });

  it('sends the year of a graduation date as the class year, whichever the order of its day and month, with a warning', () => {
    for (const [cell, year] of [
      ['05/20/2007', 2007],
      ['20/05/2007', 2007],
      ['2009-12-15', 2009],
    ] as const) {
      const row = one('Graduation Date', field('year_graduated'), cell);
      expect(row.status, cell).toBe('valid');
      expect(row.user.year_graduated, cell).toBe(year);
      expect(row.problems, cell).toEqual([
        expect.objectContaining({
          severity: 'warning',
          message: `Class year "${cell}" is a date: its year, ${year}, is sent as the class year.`,
        }),
      ]);
    }
  });

  it('offers the first of values Google Contacts joins with " ::: ", for an email and for a phone', () => {
    expect(errorsOf(one('Email', field('email'), 'ann@x.org ::: ann.lee@gmail.com'))[0]).toMatchObject({
      fix: { value: 'ann@x.org' },
    });
    expect(errorsOf(one('Phone', field('home_phone'), '312-555-0110 ::: 312-555-0111'))[0]).toMatchObject({
      fix: { value: '+1 312 555 0110' },
    });
  });

  it("refuses a North American number whose area code or exchange cannot exist, and says a leading 0 is another country's", () => {
    expect(errorsOf(one('Phone', field('home_phone'), '617 055 0100'))[0]!.message).toMatch(
      /is not a phone number we can read/,
    );
    expect(errorsOf(one('Phone', field('home_phone'), '138 0013 8000'))).toHaveLength(1);
    expect(errorsOf(one('Phone', field('home_phone'), '03-1234-5678'))[0]!.message).toMatch(
      /is not a North American number \(none starts with 0\).*Write it with its code/,
    );
    expect(one('Phone', field('home_phone'), '(617) 555-0143').user.home_phone).toBe('+1 617 555 0143');
  });

  it("reads a state by the address's country: Canadian provinces by name, other regions in two letters or not sent, saying so", () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Country', field('home_country')],
      ['Province', field('home_state')],
    ];
    const cells = [
      ['Canada', 'Québec'],
      ['Germany', 'by'],
      ['Germany', 'Bavaria'],
      ['United States', 'Ontario'],
      ['', 'Texas'],
    ];
    const { table, mapping } = tableAndMapping(
      columns,
      cells.map((pair, i) => [...person(i), ...pair]),
    );
    const rows = validateRows(table, mapping, { today: TODAY }).rows;
    expect(rows.map((row) => row.user.home_state)).toEqual(['QC', 'BY', undefined, undefined, 'TX']);
    // A region abroad not in two letters is left out with a warning; the person is sent.
    expect(rows[2]!.status).toBe('valid');
    expect(rows[2]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        column: 'Province',
        value: 'Bavaria',
        message: expect.stringMatching(
          /^Home state "Bavaria" is not a two-letter code, the only form the service takes for a state or region: not sent/,
        ),
      }),
    ]);
    expect(rows[3]!.problems[0]!.message).toMatch(/Home state "Ontario" is not a US state/);
  });

  it('flags an ambiguous date until the order is chosen', () => {
    const unsure = one('Birth Date', { kind: 'birth-date' }, '03/04/1990');
    expect(unsure.problems[0]).toMatchObject({ kind: 'ambiguous-date' });
    const chosen = one('Birth Date', { kind: 'birth-date' }, '03/04/1990', { transforms: { dateOrder: 'dmy' } });
    expect(chosen.user).toMatchObject({ dob_day: 3, dob_month: 4 });
  });

  it("sends a postcode of an address outside the US in its country's form, without a warning (test/shared/validate/intl-values.test.ts for the others)", () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Zip', field('home_zipcode')],
      ['Country', field('home_country')],
    ];
    const { table, mapping } = tableAndMapping(columns, [[...REQUIRED_CELLS, 'M5V 2T6', 'Canada']]);
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    expect(row).toMatchObject({ status: 'valid', user: { home_zipcode: 'M5V 2T6', home_country: 'CA' } });
    expect(row.problems).toEqual([]);
  });

  it('splits tags, joins address lines and keeps custom fields by name', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Affinities', field('tags')],
      ['Interests', field('tags')],
      ['Address 2', field('home_address2')],
      ['Address 3', field('home_address2')],
      ['Major', { kind: 'custom', name: 'Major' }],
      ['Opt-in', { kind: 'ignore' }],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      [...REQUIRED_CELLS, 'Band; Athletics', 'Band|Chess', 'Apt 4', 'Building C', ' History ', 'Y'],
    ]);
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    expect(row.user).toMatchObject({
      tags: ['Band', 'Athletics', 'Chess'],
      home_address2: 'Apt 4, Building C',
      custom_fields: [{ Major: 'History' }],
    });
    expect(row.user).not.toHaveProperty('Opt-in');
  });

  it('flags two columns that give different values for one field', () => {
    const columns: [string, ColumnTarget][] = [...REQUIRED, ['Email 2', field('email')]];
    const { table, mapping } = tableAndMapping(columns, [
      [...REQUIRED_CELLS, 'other@example.org'],
      [...REQUIRED_CELLS, 'ANN@example.org'],
    ]);
    const [clash, same] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(clash!.problems[0]!.message).toMatch(/disagrees with "ann@example.org" from column "Email"/);
    expect(same!.status).toBe('valid');
  });
});

describe('duplicate emails inside the file', () => {
  const rows = [
    ['Ann', 'Lee', 'ann@example.org', '1'],
    ['Bob', 'Ray', 'bob@example.org', '1'],
    ['Ann', 'Lee', 'ANN@example.org', '1'],
    ['Ann', 'Lee-Smith', 'ann@example.org', '1'],
  ];
  it('are flagged on every row involved, naming the other rows', () => {
    const { table, mapping } = tableAndMapping(REQUIRED, rows);
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.counts).toMatchObject({ rows: 4, valid: 1, invalid: 3, duplicates: 3 });
    expect(result.rows[0]!.problems[0]).toMatchObject({
      kind: 'duplicate-email',
      column: 'Email',
      message: expect.stringMatching(/also on rows 4, 5/),
    });
    expect(result.rows[3]!.problems[0]!.message).toMatch(/also on rows 2, 4/);
  });

  it('quote each address as its cell writes it, though found in any case', () => {
    const { table, mapping } = tableAndMapping(REQUIRED, [
      ['Ann', 'Lee', 'Ann.Lee@Example.org', '1'],
      ['Ann', 'Lee', ' ANN.LEE@EXAMPLE.ORG', '1'],
    ]);
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.rows.map((row) => row.problems.map((p) => [p.value, p.message]))).toEqual([
      [
        [
          'Ann.Lee@Example.org',
          'Email "Ann.Lee@Example.org" is also on row 3 of this file: one person, one row. Keep one row or correct the address.',
        ],
      ],
      [
        [
          'ANN.LEE@EXAMPLE.ORG',
          'Email "ANN.LEE@EXAMPLE.ORG" is also on row 2 of this file: one person, one row. Keep one row or correct the address.',
        ],
      ],
    ]);
  });

  it('are found by the address alone when a cell writes it with a name, which is sent without it and warned about', () => {
    const named = [
      ['Ann', 'Lee', 'Ann Lee <Ann@Example.org>', '1'],
      ['Bob', 'Ray', 'mailto:bob@example.org', '1'],
      ['Ann', 'Lee', 'ann@example.org', '1'],
    ];
    const { table, mapping } = tableAndMapping(REQUIRED, named);
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.counts).toMatchObject({ rows: 3, valid: 1, invalid: 2, warnings: 2, duplicates: 2 });
    expect(result.rows[1]!.status).toBe('valid');
    expect(result.rows[1]!.user.email).toBe('bob@example.org');
    expect(result.rows[1]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        field: 'email',
        value: 'mailto:bob@example.org',
        message:
          'Email "mailto:bob@example.org" holds more than the address; the address alone, bob@example.org, is sent.',
      }),
    ]);
    expect(result.rows[0]!.problems.map((p) => p.code)).toEqual(['email.more-than-address', 'email.duplicate']);
  });

  it('are found among 30,000 addresses, in any case and with lower-casing off', () => {
    // Row i repeats the address of row i - 1000 when i % 7 === 0 (written in capitals): 3,857 pairs.
    const many = Array.from({ length: 30_000 }, (_, i) => [
      'Ann',
      'Lee',
      i % 7 === 0 && i >= 1000 ? `A${i - 1000}@Example.org` : `a${i}@example.org`,
      '1',
    ]);
    for (const lowercaseEmail of [true, false]) {
      const { table, mapping } = tableAndMapping(REQUIRED, many, { transforms: { lowercaseEmail } });
      const result = validateRows(table, mapping, { today: TODAY });
      const pairs = many.filter((_, i) => i % 7 === 0 && i >= 1000).length;
      expect(result.counts.duplicates).toBe(pairs * 2);
      expect(result.rows[7_000]!.problems[0]!.message).toMatch(/is also on row 6002 of this file/);
      expect(result.rows[6_000]!.problems[0]!.message).toMatch(/is also on row 7002 of this file/);
      expect(result.rows[6_001]!.status).toBe('valid');
    }
  });

  it('are told apart by the address itself, not by its hash: two addresses whose hashes agree are not duplicates', async () => {
    const byHash = new Map<number, string>();
    let pair: [string, string] | undefined;
    for (let i = 0; !pair; i++) {
      const address = `alum${i}@example.org`;
      const other = byHash.get(foldedHash(address));
      if (other) pair = [other, address];
      else byHash.set(foldedHash(address), address);
    }
    // The second address meets the first one's hash; the third repeats the first.
    const cells = [pair[0], pair[1], pair[0].toUpperCase(), 'x@example.org'];
    const expected = [true, false, true, false];
    for (const chunks of [false, true]) {
      const { table, mapping } = tableAndMapping(
        REQUIRED,
        cells.map((email) => ['Ann', 'Lee', email, '1']),
      );
      const result = chunks
        ? await validateRowsInChunks(table, mapping, { today: TODAY, chunkRows: 2 })
        : validateRows(table, mapping, { today: TODAY });
      expect(result.rows.map((row) => row.problems.some((p) => p.kind === 'duplicate-email'))).toEqual(expected);
      expect(markDuplicateEmails(result.rows, 'Email')).toBe(2);
      expect(result.rows.map((row) => row.status)).toEqual(['invalid', 'valid', 'invalid', 'valid']);
    }
  });

  it('are recounted after one row is edited', () => {
    const { table, mapping } = tableAndMapping(REQUIRED, rows);
    const result = validateRows(table, mapping, { today: TODAY });
    table.rows[2] = ['Ann', 'Lee', 'ann.lee@example.org', '1'];
    result.rows[2] = validateOneRow(table, mapping, 2, { today: TODAY });
    expect(markDuplicateEmails(result.rows, 'Email')).toBe(2);
    expect(result.rows[2]!.status).toBe('valid');
  });
});

describe('the apostrophe our errors files put before formula-like cells', () => {
  it('is removed before cleaning when the transform is on (the default), kept when off; problems quote the cell as written', () => {
    const on = one('Phone', field('mobile_phone'), "'+1 617 555 0143");
    expect(on.user.mobile_phone).toBe('+1 617 555 0143');
    expect(one('City', field('home_city'), "'=Springfield").user.home_city).toBe('=Springfield');
    expect(one('Email', field('email'), "'@example.org").problems[0]).toMatchObject({
      field: 'email',
      value: "'@example.org",
    });
    const off = one('City', field('home_city'), "'=Springfield", { transforms: { undoFormulaGuard: false } });
    expect(off.user.home_city).toBe("'=Springfield");
  });

  it('is kept where our guard would not have put it: a plain number, a name', () => {
    expect(one('City', field('home_city'), "'-12").user.home_city).toBe("'-12");
    expect(one('Last', field('last_name'), "O'Neill").user.last_name).toBe("O'Neill");
    expect(one('Last', field('last_name'), "'Neill").user.last_name).toBe("'Neill");
  });

  it('comes off custom fields too; a guarded blank is an empty cell', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['Handle', { kind: 'custom', name: 'Handle' }], ['Phone', field('home_phone')]],
      [[...REQUIRED_CELLS, "'@ann", "'\t"]],
    );
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    expect(row.user.custom_fields).toEqual([{ Handle: '@ann' }]);
    expect(row.user.home_phone).toBeUndefined();
    expect(row.problems).toEqual([]);
  });
});

describe('validation in chunks', () => {
  it('gives the same result as all at once, reporting progress and yielding between chunks', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => [
      `Ann${i}`,
      'Lee',
      i % 500 === 0 ? 'broken@' : `ann${i % 2400}@example.org`,
      'yes',
    ]);
    const { table, mapping } = tableAndMapping(REQUIRED, rows);
    const progress: number[] = [];
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 0);
    const chunked = await validateRowsInChunks(table, mapping, {
      today: TODAY,
      chunkRows: 500,
      onProgress: (done) => progress.push(done),
    });
    clearInterval(ticker);
    const whole = validateRows(table, mapping, { today: TODAY });
    expect(chunked).toEqual(whole);
    expect(chunked.rows.map((row) => row.user)).toEqual(whole.rows.map((row) => row.user));
    expect(progress).toEqual([500, 1000, 1500, 2000, 2500]);
    expect(ticks).toBeGreaterThan(0);
  });

  it('by default slices by time: the same result, progress rising to the total', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) => [`Ann${i}`, 'Lee', `ann${i % 19_000}@example.org`, 'yes']);
    const { table, mapping } = tableAndMapping(REQUIRED, rows);
    const progress: number[] = [];
    const sliced = await validateRowsInChunks(table, mapping, {
      today: TODAY,
      onProgress: (done) => progress.push(done),
    });
    expect(sliced).toEqual(validateRows(table, mapping, { today: TODAY }));
    expect(progress.at(-1)).toBe(20_000);
    expect(progress.every((done, i) => i === 0 || done > progress[i - 1]!)).toBe(true);
  });

  it('checks a block of rows column by column as if each row were checked alone; Users written on first read match', async () => {
    // The sample file: many kinds of column and its deliberate problems (duplicates, bad dates, ...).
    const bytes = new Uint8Array(
      readFileSync(join(import.meta.dirname, '../../../resources/samples/alumni-sample.csv')),
    );
    const sample = (await readTable(bytes, { fileName: 'alumni-sample.csv' })).table;
    // Three times over: more than one block of rows (copies of the cells, so no row shares an array).
    const table = {
      headers: sample.headers,
      rows: [0, 1, 2].flatMap(() => sample.rows.map((cells) => [...cells])),
      rowNumbers: [0, 1, 2].flatMap((n) => sample.rowNumbers.map((r) => r + n * 1000)),
    };
    const base = suggestMapping(table).mapping;
    // Two columns into one field (a conflict on some rows) and a custom field exercise the rarer paths.
    const mapping = {
      ...base,
      columns: base.columns.map((c, i) => (i === 1 ? { ...c, target: { kind: 'custom' as const, name: 'extra' } } : c)),
      constants: { enabled: '1' },
    };
    const all = validateRows(table, mapping, { today: TODAY });
    expect(all.counts.invalid).toBeGreaterThan(0);
    expect(all.rows.length).toBeGreaterThan(256); // more than one block
    for (let i = 0; i < table.rows.length; i++) {
      const alone = validateOneRow(table, mapping, i, { today: TODAY });
      const row = all.rows[i]!;
      expect({
        problems: row.problems.filter((p) => p.kind !== 'duplicate-email'),
        status: row.problems.some((p) => p.kind === 'duplicate-email') ? alone.status : row.status,
      }).toEqual({ problems: alone.problems, status: alone.status });
      expect(row.user).toEqual(alone.user);
      expect(row.user).toBe(row.user); // written once, then kept
    }
    expect(all.rows.some((row) => Array.isArray(row.user.custom_fields))).toBe(true);
    // The worker checks slices and renumbers them: a row's User still comes from its own cells.
    const slice = { headers: table.headers, rows: table.rows.slice(100), rowNumbers: table.rowNumbers.slice(100) };
    const sliced = validateRows(slice, mapping, { today: TODAY }).rows;
    for (const row of sliced) row.index += 100;
    expect(sliced.map((row) => row.user)).toEqual(all.rows.slice(100).map((row) => row.user));
  });

  it('stops when cancelled', async () => {
    const { table, mapping } = tableAndMapping(
      REQUIRED,
      Array.from({ length: 100 }, () => REQUIRED_CELLS),
    );
    const controller = new AbortController();
    controller.abort();
    await expect(validateRowsInChunks(table, mapping, { signal: controller.signal })).rejects.toThrow();
  });
});

describe('the zod schemas generated from the catalogue', () => {
  it('accept every valid row as a whole User to create, and refuse an incomplete one', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['Birth', { kind: 'birth-date' }], ['Zip', field('home_zipcode')], ['Tags', field('tags')]],
      [[...REQUIRED_CELLS, '1985-07-04', '2134', 'a;b']],
    );
    const row = validateRows(table, mapping, { today: TODAY }).rows[0]!;
    const { user } = sendSchemas(2026);
    expect(user.safeParse(row.user).success).toBe(true);
    expect(user.safeParse({ first_name: 'Ann' }).success).toBe(false);
    expect(user.safeParse({ ...row.user, dob_day: 30, dob_month: 2 }).success).toBe(false);
    expect(user.safeParse({ ...row.user, home_zipcode: 'M5V 2T6' }).success).toBe(false);
    expect(user.safeParse({ ...row.user, home_zipcode: 'M5V 2T6', home_country: 'CA' }).success).toBe(true);
    expect(user.safeParse({ ...row.user, user_id: 7 }).success).toBe(false);
  });
});

describe('Excel\'s text formula ="…" (how a CSV file keeps leading zeros)', () => {
  it('gives its text to any field, with a warning naming the form', () => {
    const cases: [string, string, unknown][] = [
      ['inst_id', '="00123"', '00123'],
      ['first_name', '="Ann"', 'Ann'],
      ['middle_name', '="Say ""hi"""', 'Say "hi"'],
      ['about', '="Line"', 'Line'],
      ['home_zipcode', '="02134"', '02134'],
      ['year_graduated', '="1985"', 1985],
      ['mobile_phone', '="6175550100"', '+1 617 555 0100'],
      ['email', '="Ann@Example.org"', 'ann@example.org'],
      ['gender', '="F"', 'f'],
      ['enabled', '="1"', 1],
      ['home_state', '="MA"', 'MA'],
      ['social_c_link', '="https://www.linkedin.com/in/ann"', 'https://www.linkedin.com/in/ann'],
      ['inst_id', ' = "00123" ', '00123'],
    ];
    for (const [name, cell, sent] of cases) {
      const row = one(`Column for ${name}`, field(name), cell);
      expect(row.user[name], `${name} ${cell}`).toEqual(sent);
      expect(row.problems, `${name} ${cell}`).toEqual([
        expect.objectContaining({
          severity: 'warning',
          field: name,
          value: cell,
          message: expect.stringMatching(
            /is written ="…", the formula that makes Excel keep a text as typed \(leading zeros included\): its text, ".*", is sent\.$/,
          ),
        }),
      ]);
    }
  });

  it('refuses its text as the text itself would be refused, saying so and keeping the fix', () => {
    const row = one('Class Year', field('year_graduated'), '="1985/1990"');
    expect(row.problems).toEqual([
      expect.objectContaining({
        severity: 'error',
        message: expect.stringMatching(
          /^Class year "="1985\/1990"" is written ="…", the formula that makes Excel keep a text as typed, and its text, "1985\/1990", holds more than one year/,
        ),
        fix: expect.objectContaining({ value: '1985' }),
      }),
    ]);
    // A text read as a year keeps its reading's code.
    expect(one('Class Year', field('year_graduated'), '="85"').problems[0]).toMatchObject({
      severity: 'warning',
      kind: 'read-as',
      message: expect.stringContaining('its text, "85", is sent; that text is read as 1985 — check'),
    });
    expect(one('Student ID', field('inst_id'), '="12345.0"').problems[0]).toMatchObject({
      severity: 'error',
      fix: { value: '12345' },
    });
  });

  it('reads ="" as an empty cell; a formula that is more than a text stays as written', () => {
    const empty = one('Middle', field('middle_name'), '=""');
    expect(empty.problems).toEqual([]);
    expect(empty.user).not.toHaveProperty('middle_name');
    expect(one('City', field('home_city'), '="a"&"b"').user.home_city).toBe('="a"&"b"');
  });

  it('gives its text in a birth-date, whole-name, custom or deceased column too', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED.slice(2),
      ['Name', { kind: 'full-name' }],
      ['DOB', { kind: 'birth-date' }],
      ['Code', { kind: 'custom', name: 'Code' }],
      ['Deceased', { kind: 'ignore' }],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      ['ann@example.org', '1', '="Ann Lee"', '="1985-07-04"', '="007"', '="N"'],
      ['bob@example.org', '1', 'Bob Ray', '1985-07-04', 'x', '="Y"'],
    ]);
    const [ann, bob] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(ann!.user).toMatchObject({
      first_name: 'Ann',
      last_name: 'Lee',
      dob_year: 1985,
      dob_month: 7,
      dob_day: 4,
      custom_fields: [{ Code: '007' }],
    });
    expect(ann!.status).toBe('valid');
    expect(ann!.problems.map((p) => [p.column, p.severity])).toEqual([
      ['Name', 'warning'],
      ['DOB', 'warning'],
      ['Code', 'warning'],
    ]);
    expect(bob!.problems).toEqual([
      expect.objectContaining({ column: 'Deceased', kind: 'deceased', severity: 'error' }),
    ]);
  });
});

describe('line breaks in fields of one line', () => {
  it('join the lines of a city with ", " and of a name with a space, with a warning quoting the cell; About keeps them', () => {
    const city = one('City', field('home_city'), 'Boston\r\nMA');
    expect(city.user.home_city).toBe('Boston, MA');
    expect(city.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        value: 'Boston\r\nMA',
        message:
          'Home city "Boston↵MA" holds 2 lines (↵ marks a line break), and the field keeps one line: sent as "Boston, MA".',
      }),
    ]);
    expect(one('First', field('first_name'), 'Ann\nMarie').user.first_name).toBe('Ann Marie');
    expect(one('Middle', field('middle_name'), 'Ann\u2028Marie').user.middle_name).toBe('Ann Marie');
    expect(one('Title', field('name_title'), 'Dr.\r\n\r\nProf.').user.name_title).toBe('Dr. Prof.');
    const about = one('Bio', field('about'), 'Line one\nLine two');
    expect(about.user.about).toBe('Line one\nLine two');
    expect(about.problems).toEqual([]);
  });

  it('refuse an ID of several lines (two IDs, maybe): one made of both would match no one', () => {
    const id = one('Student ID', field('inst_id'), '12345\n67890');
    expect(id.status).toBe('invalid');
    expect(id.problems[0]!.message).toBe(
      'Institution ID "12345↵67890" holds 2 lines, and an ID is one value on one line: correct the cell.',
    );
  });

  it('read the lines of a whole name as one name, and two lines of phone numbers as two numbers', () => {
    const name = one('Name', { kind: 'full-name' }, 'Ann\r\nLee');
    expect(name.user).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
    expect(name.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        column: 'Name',
        message: 'Name "Ann↵Lee" holds 2 lines (↵ marks a line break): read as one name, "Ann Lee".',
      }),
    ]);
    const phone = one('Phone', field('home_phone'), '617 555 0100\n617 555 0101');
    expect(phone.problems[0]).toMatchObject({
      severity: 'error',
      message: expect.stringMatching(/holds more than one phone number/),
      fix: { value: '+1 617 555 0100' },
    });
  });
});

describe("the service's permission groups", () => {
  it('sends a groups list making someone an admin with a warning saying what admin grants; other groups without one', () => {
    const admin = one('Groups', field('groups'), 'user; Admin');
    expect(admin.status).toBe('valid');
    expect(admin.user.groups).toEqual(['user', 'Admin']);
    expect(admin.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(
          /^Groups "user; Admin" puts this person in the service's admin group, which gives the right to administer the service .*map it to Tags instead/,
        ),
      }),
    ]);
    const user = one('Groups', field('groups'), 'user');
    expect(user.problems).toEqual([]);
    expect(user.user.groups).toEqual(['user']);
  });
});

describe("an apostrophe before a number: Excel's mark to keep it as typed", () => {
  it('reads the number after it in an ID, a ZIP code and a class year, with a warning naming the mark', () => {
    const id = one('Constituent ID', field('inst_id'), "'00124");
    expect(id.user.inst_id).toBe('00124');
    expect(id.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message:
          'Institution ID "\'00124" starts with an apostrophe, the mark that makes Excel keep a number as typed (leading zeros included): "00124" is sent.',
      }),
    ]);
    expect(one('Zip', field('home_zipcode'), "'02134").user.home_zipcode).toBe('02134');
    expect(one('Class Year', field('year_graduated'), '’2010').user.year_graduated).toBe(2010);
    // In a name an apostrophe is a letter: kept, no warning.
    const name = one('First', field('first_name'), "'Ilima");
    expect(name.user.first_name).toBe("'Ilima");
    expect(name.problems).toEqual([]);
  });
});

describe('invisible characters copied from web pages and documents', () => {
  it('refuses a zero-width space in an email and in a name alike, naming it, with the cell without it as the fix', () => {
    for (const [header, target, cell, clean] of [
      ['Other Email', field('secondary_email'), 'ann@example.org\u200b', 'ann@example.org'],
      ['First', field('first_name'), 'An\u200bn', 'Ann'],
      ['City', field('home_city'), 'Bos\u00adton', 'Boston'],
    ] as const) {
      const row = one(header, target, cell);
      expect(row.status, header).toBe('invalid');
      expect(row.problems[0]!.message, header).toMatch(
        /holds an invisible character \(U\+(200B|00AD), a (zero-width space|soft hyphen), which copying from a web page or a document leaves\) at position/,
      );
      expect(row.problems[0]!.fix?.value, header).toBe(clean);
    }
    // The joiners Persian names and emoji need are kept.
    expect(one('First', field('first_name'), 'می\u200cخواهم').problems).toEqual([]);
  });
});

describe('a title or a suffix inside a name column', () => {
  it('sends "Dr. Ann" and "Ray, Jr." as written with a warning naming the field of their own, and the name without it as the fix', () => {
    const first = one('First', field('first_name'), 'Dr. Ann');
    expect(first.user.first_name).toBe('Dr. Ann');
    expect(first.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(
          /starts with the title "Dr\.", which the service keeps in a field of its own \(Title\)/,
        ),
        fix: expect.objectContaining({ description: 'send "Ann"', value: 'Ann' }),
      }),
    ]);
    const last = one('Last', field('last_name'), 'Ray, Jr.');
    expect(last.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/ends with "Jr\.", which the service keeps in a field of its own \(Suffix\)/),
        fix: expect.objectContaining({ description: 'send "Ray"', value: 'Ray' }),
      }),
    ]);
    // Names that only look so: one word, a particle, a first name Md.
    for (const [target, cell] of [
      ['first_name', 'Md'],
      ['last_name', 'Van Dyke'],
      ['first_name', 'Mary Ann'],
      ['last_name', 'Ii'],
    ] as const)
      expect(one('Name', field(target), cell).problems, cell).toEqual([]);
  });
});

describe('bounce counts', () => {
  it('take a count of 0 or more, and refuse a negative one', () => {
    expect(one('Hard Bounces', field('hard_bounce'), '2').user.hard_bounce).toBe(2);
    const negative = one('Soft Bounces', field('soft_bounce'), '-3');
    expect(negative.status).toBe('invalid');
    expect(negative.problems[0]!.message).toMatch(/must be 0 or more/);
  });
});

describe('titles and suffixes that are names too', () => {
  it('warns on "Hon." and "Garcia, MD" but not on the Cantonese name Hon Wai nor the surname Md; a class year \'85 is the shorthand, not Excel\'s mark', () => {
    expect(one('First', field('first_name'), 'Hon Wai').problems).toEqual([]);
    expect(one('First', field('first_name'), 'Hon. Ann').problems[0]!.message).toMatch(/starts with the title "Hon\."/);
    expect(one('Last', field('last_name'), 'Rahman Md').problems).toEqual([]);
    expect(one('Last', field('last_name'), 'Garcia, MD').problems[0]!.message).toMatch(/ends with "MD"/);
    const year = one('Class Year', field('year_graduated'), "'85");
    expect(year.problems[0]!.message).toBe('Class year "\'85" is read as 1985 — check.');
    expect(year.user.year_graduated).toBe(1985);
  });
});
