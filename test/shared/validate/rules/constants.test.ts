// Values given to every row. The rule: src-shared/validate/rules/constants.ts.
import { describe, expect, it } from 'vitest';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { REQUIRED, REQUIRED_CELLS, TODAY, field, person, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));

describe('a value given to every row', () => {
  it('checks a constant like a cell, once for each row', () => {
    const { table, mapping } = tableAndMapping(
      REQUIRED.slice(0, 3),
      [REQUIRED_CELLS.slice(0, 3), REQUIRED_CELLS.slice(0, 3)],
      { constants: { enabled: 'maybe' } },
    );
    const result = validateRows(table, mapping, { today: TODAY });
    expect(result.counts.invalid).toBe(2);
    expect(result.rows[0]!.problems[0]!.message).toMatch(
      /value given to every row for Enabled, "maybe", is not a yes-or-no value/,
    );
  });

  it('reads phones, states and postcodes by a country given to every row (--set home_country=GB), a Country column winning where it has a value', () => {
    const columns: [string, ColumnTarget][] = [
      ...REQUIRED,
      ['Mobile', field('mobile_phone')],
      ['Province', field('home_state')],
      ['Postcode', field('home_zipcode')],
      ['Country', field('home_country')],
    ];
    const rows = [
      [...person(1), '07700 900124', '', 'SW1A 1AA', ''],
      [...person(2), '(416) 555-0199', 'ON', 'M5V 2T6', 'Canada'],
    ];
    const { table, mapping } = tableAndMapping(columns, rows, { constants: { home_country: 'GB' } });
    const [uk, canada] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(uk!.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(uk!.user).toMatchObject({ mobile_phone: '+44 7700 900124', home_country: 'GB', home_zipcode: 'SW1A 1AA' });
    expect(canada!.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(canada!.user).toMatchObject({ home_country: 'CA', home_state: 'ON' });
  });

  it("joins tags given to every row to each row's own tags (the batch tagged), each tag once whatever its case", () => {
    const columns: [string, ColumnTarget][] = [...REQUIRED, ['Tags', field('tags')]];
    const { table, mapping } = tableAndMapping(
      columns,
      [
        [...person(1), 'Athletics; Band'],
        [...person(2), ''],
        [...person(3), 'reunion 2026'],
      ],
      { constants: { tags: 'Reunion 2026' } },
    );
    const [own, none, same] = validateRows(table, mapping, { today: TODAY }).rows;
    expect(own!.user.tags).toEqual(['Athletics', 'Band', 'Reunion 2026']);
    expect(none!.user.tags).toEqual(['Reunion 2026']);
    expect(same!.user.tags).toEqual(['reunion 2026']);
    // Any other field given to every row fills only what no column gives.
    const named = tableAndMapping(
      [...REQUIRED, ['Nickname', field('nickname')]],
      [
        [...person(1), 'Annie'],
        [...person(2), ''],
      ],
      { constants: { nickname: 'Pal' } },
    );
    expect(validateRows(named.table, named.mapping, { today: TODAY }).rows.map((row) => row.user.nickname)).toEqual([
      'Annie',
      'Pal',
    ]);
  });
});
