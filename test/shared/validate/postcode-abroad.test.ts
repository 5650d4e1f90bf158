// A ZIP in the US form (12345) on a row of another country is read as that country's postcode,
// on the quick path for clean cells as on the full one: Canada's are A1A 1A1 (12345 is sent with a
// warning, like any postcode out of its country's form), Germany's 5 digits.
import { describe, expect, it } from 'vitest';
import { validateRows as plainValidateRows } from '../../../src-shared/validate';
import { resultWithWords } from '../../helpers/problem-words';
import { field, person, REQUIRED, tableAndMapping, TODAY } from './helpers';

const COLUMNS = [...REQUIRED, ['Country', field('home_country')], ['ZIP', field('home_zipcode')]] as Parameters<
  typeof tableAndMapping
>[0];

function check(rows: [string, string][], constants: Record<string, string> = {}) {
  const { table, mapping } = tableAndMapping(
    COLUMNS,
    rows.map(([country, zip], i) => [...person(i), country, zip]),
    { constants },
  );
  return resultWithWords(plainValidateRows(table, mapping, { today: TODAY })).rows;
}

describe('a US-form ZIP on an address abroad', () => {
  it('is called out on a Canadian row and sent quietly on a German or US one, however many clean ZIPs come before', () => {
    const rows: [string, string][] = [
      ...Array.from({ length: 50 }, () => ['USA', '02134'] as [string, string]),
      ['Canada', '12345'],
      ['Germany', '12345'],
      ['USA', '12345'],
      ['Canada', 'K1A 0B1'],
    ];
    const checked = check(rows);
    const canadian = checked[50]!;
    expect(canadian.problems).toEqual([
      expect.objectContaining({
        field: 'home_zipcode',
        severity: 'warning',
        value: '12345',
        message: expect.stringMatching(/form of Canada's postcodes \(as K1A 0B1\)/),
      }),
    ]);
    expect(checked[51]!.problems).toEqual([]);
    expect(checked[51]!.user).toMatchObject({ home_country: 'DE', home_zipcode: '12345' });
    expect(checked[52]!.user).toMatchObject({ home_country: 'US', home_zipcode: '12345' });
    expect(checked[53]!.user).toMatchObject({ home_country: 'CA', home_zipcode: 'K1A 0B1' });
  });
});
