// Postcodes abroad are read by the row's country, never as US ZIP codes: not reformatted as one,
// not zero-padded to five digits, not refused for not being one. Small files and large ones (the
// quick path of a long column) read them alike.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import * as plain from '../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../helpers/problem-words';
import { REQUIRED, TODAY, field, person, tableAndMapping } from './helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

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

const ABROAD: [string, string, string][] = [
  // country as written, postcode as written, what is sent
  ['United Kingdom', 'sw1a 1aa', 'SW1A 1AA'],
  ['UK', 'SW1A1AA', 'SW1A 1AA'],
  ['Canada', 'K1A0B6', 'K1A 0B6'],
  ['CA', 'k1a 0b6', 'K1A 0B6'],
  ['Ireland', 'D02X285', 'D02 X285'],
  ['IE', 'A65 F4E2', 'A65 F4E2'],
  ['France', '75008', '75008'],
  ['FR', '75008', '75008'],
  ['Germany', '10115', '10115'],
  ['Deutschland', '80331', '80331'],
  ['Netherlands', '1012ab', '1012 AB'],
  ['Switzerland', '8001', '8001'],
  ['Austria', '1010', '1010'],
  ['Japan', '1000001', '100-0001'],
];

describe('postcodes follow the row’s country', () => {
  it.each([1, 400])('reads each in its country’s form, with no word of ZIP codes (%i rows a country)', (times) => {
    const cells = ABROAD.flatMap(([country, code]) => Array.from({ length: times }, () => [country, code]));
    const rows = rowsOf(
      [
        ['Country', field('home_country')],
        ['Postcode', field('home_zipcode')],
      ],
      cells,
    );
    const sent = ABROAD.map((_, i) => rows[i * times]!.user.home_zipcode);
    expect(sent).toEqual(ABROAD.map(([, , value]) => value));
    expect(rows.every((row) => row.status === 'valid')).toBe(true);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  it('does not pad a short code of a country whose codes are four digits, nor a Swiss one to five', () => {
    const rows = rowsOf(
      [
        ['Country', field('work_country')],
        ['Postcode', field('work_zipcode')],
      ],
      [
        ['Switzerland', '8001'],
        ['Belgium', '1000'],
        ['Australia', '2000'],
        ['United States', '2134'],
      ],
    );
    expect(rows.map((row) => row.user.work_zipcode)).toEqual(['8001', '1000', '2000', '02134']);
  });

  it('a country given for every row reads the column by that country', () => {
    const rows = rowsOf([['Postcode', field('home_zipcode')]], [['SW1A 1AA'], ['ec1a1bb']], {
      constants: { home_country: 'GB' },
    });
    expect(rows.map((row) => row.user.home_zipcode)).toEqual(['SW1A 1AA', 'EC1A 1BB']);
    expect(rows.flatMap((row) => row.problems)).toEqual([]);
  });

  it('a US row with a British postcode is refused as a ZIP, with the reason', () => {
    const [row] = rowsOf(
      [
        ['Country', field('home_country')],
        ['Postcode', field('home_zipcode')],
      ],
      [['United States', 'SW1A 1AA']],
    );
    expect(row!.problems).toEqual([expect.objectContaining({ message: expect.stringContaining('ZIP') })]);
  });
});
