// An address line 1 of several lines: line 1 and line 2 from one cell. The rule: rules/address-lines.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, REQUIRED_CELLS, TODAY, field, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('address lines', () => {
  it('send the lines after the first of an address line 1 to line 2 when the row gives none, else keep them in line 1', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Mailing Street', field('home_address1')],
      ['Street 2', field('home_address2')],
      ['Work Street', field('work_address1')],
    ];
    const street = '1 Main St\r\nApt 2\r\nBuilding C';
    const { table, mapping } = tableAndMapping(columns, [
      [...person(1), street, '', '9 Office Rd\nSuite 5'],
      [...person(2), street, 'Rear', ''],
      [...person(3), street, 'NULL', ''],
    ]);
    const [spilled, joined, nullLine] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(spilled!.user).toMatchObject({
      home_address1: '1 Main St',
      home_address2: 'Apt 2, Building C',
      work_address1: '9 Office Rd',
      work_address2: 'Suite 5',
    });
    expect(spilled!.status).toBe('valid');
    expect(spilled!.problems[0]).toMatchObject({
      severity: 'warning',
      column: 'Mailing Street',
      field: 'home_address1',
      message:
        'Home address line 1 "1 Main St↵Apt 2↵Building C" holds 3 lines (↵ marks a line break), and the field keeps one: the first, "1 Main St", is sent as line 1 and the others as line 2, "Apt 2, Building C".',
    });
    expect(joined!.user).toMatchObject({ home_address1: '1 Main St, Apt 2, Building C', home_address2: 'Rear' });
    expect(joined!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        message: expect.stringMatching(/holds 3 lines .*sent as "1 Main St, Apt 2, Building C"/),
      }),
    ]);
    // NULL in line 2 reads as an empty cell: line 2 is free.
    expect(nullLine!.user).toMatchObject({ home_address1: '1 Main St', home_address2: 'Apt 2, Building C' });
  });

  it("leaves out the lines of a formatted address that repeat the row's own city, ZIP code and country columns (Workday)", () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Primary Home Address', field('home_address1')],
      ['City', field('home_city')],
      ['Postal Code', field('home_zipcode')],
      ['Country', field('home_country')],
    ];
    const { table, mapping } = tableAndMapping(columns, [
      [
        ...person(1),
        '12 Elm St\nBoston, MA 02134\nUnited States of America',
        'Boston',
        '02134',
        'United States of America',
      ],
      [...person(2), '34 Via Roma\nScala B\nMilano 20121\nItaly', 'Milano', '20121', 'Italy'],
    ]);
    const [boston, milano] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(boston!.user).toMatchObject({
      home_address1: '12 Elm St',
      home_city: 'Boston',
      home_zipcode: '02134',
      home_country: 'US',
    });
    expect(boston!.user).not.toHaveProperty('home_address2');
    expect(boston!.problems.map((p) => p.message)).toEqual([
      'Home address line 1 "12 Elm St↵Boston, MA 02134↵United States of America" holds 3 lines (↵ marks a line break), and the field keeps one: the first, "12 Elm St", is sent as line 1; "Boston, MA 02134" and "United States of America" repeat the row\'s own city, ZIP code or country and are not sent.',
    ]);
    expect(milano!.user).toMatchObject({ home_address1: '34 Via Roma', home_address2: 'Scala B' });
    // A street named after the city, a box numbered as the postcode: more than the place, sent.
    const { table: streets, mapping: same } = tableAndMapping(columns, [
      [...person(3), 'Suite 5\n1 New York Ave', 'New York', '10001', 'US'],
      [...person(4), 'Level 3\nPO Box 2000', 'Sydney', '2000', 'Australia'],
    ]);
    expect(validateRows(streets, same, { today: TODAY }).rows.map((row) => row.user.home_address2)).toEqual([
      '1 New York Ave',
      'PO Box 2000',
    ]);
  });

  it('keep an address in line 1 when every row is given a line 2', () => {
    const { table, mapping } = tableAndMapping(
      [...REQUIRED, ['Street', field('home_address1')]],
      [[...REQUIRED_CELLS, '1 Main St\nApt 2']],
      { constants: { home_address2: 'c/o Lee' } },
    );
    expect(validateRows(table, mapping, { today: TODAY }).rows[0]!.user).toMatchObject({
      home_address1: '1 Main St, Apt 2',
      home_address2: 'c/o Lee',
    });
  });
});
