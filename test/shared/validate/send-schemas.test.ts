import { describe, expect, it } from 'vitest';
import { MAPPABLE_FIELDS } from '../../../src-shared/fields/catalogue';
import { fieldAccepts, sendSchemas } from '../../../src-shared/validate/send-schemas';

const CANDIDATES: unknown[] = [
  '',
  'Ann',
  'x'.repeat(255),
  'x'.repeat(256),
  'ann@example.org',
  'ann@example',
  'ANN@EXAMPLE.ORG',
  'https://example.org',
  'http://example.org/a?b=c',
  'https://example',
  'https://exa mple.org',
  'ftp://example.org',
  '2026-01-02',
  '2026-1-2',
  '02/01/2026',
  'm',
  'f',
  'M',
  'US',
  'us',
  'USA',
  '02134',
  '02134-1234',
  0,
  1,
  2,
  -1,
  0.5,
  1899,
  1900,
  1999,
  2026,
  2027,
  2032,
  2033,
  31,
  32,
  12,
  13,
  90,
  90.5,
  -90,
  -180,
  -180.5,
  180,
  Number.NaN,
  Infinity,
  null,
  undefined,
  true,
  [],
  ['a'],
  ['a', 'b c'],
  ['a', ''],
  ['a', 1],
  [null],
  {},
];

describe('the cheap twins of the generated field schemas', () => {
  const thisYear = 2026;
  const { fields } = sendSchemas(thisYear);
  const twins = MAPPABLE_FIELDS.flatMap((spec) => {
    const accepts = fieldAccepts(spec, thisYear);
    return accepts ? [[spec.name, accepts, fields.get(spec.name)!] as const] : [];
  });

  it('exist for the plain kinds', () => {
    expect(twins.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'first_name',
        'email',
        'enabled',
        'gender',
        'dob_day',
        'year_graduated',
        'home_lat',
        'home_state',
        'home_country',
        'home_zipcode',
        'website',
        'tags',
      ]),
    );
  });

  it.each(twins)('%s: the twin accepts exactly what zod accepts', (_name, accepts, schema) => {
    for (const value of CANDIDATES) expect([value, accepts(value)]).toEqual([value, schema.safeParse(value).success]);
  });
});
