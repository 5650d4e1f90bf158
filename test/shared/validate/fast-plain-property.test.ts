// Property: on generated cells of every field kind, the per-cell fast path gives exactly what the
// plain path (cleanValue) gives, or steps aside. fast-cells.test.ts checks chosen cells and the
// corpus; this walks cells built from the pieces real files carry (names, emails, phones, ZIPs,
// numbers, dates, web addresses, flags) and damaged the way files damage them (spaces, controls,
// case, invisible characters, formula marks), for every mappable field with a fast path.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAPPABLE_FIELDS } from '../../../src-shared/fields/catalogue';
import { cleanValue, type RowContext } from '../../../src-shared/validate/clean-field';
import { fastCell } from '../../../src-shared/validate/fast-cells';
import { SETTINGS } from './fast-path-settings';
import { fieldAccepts, sendSchemas } from '../../../src-shared/validate/send-schemas';

const THIS_YEAR = 2026;
const ROWS: RowContext[] = [undefined, 'US', 'CA'].map((country) => ({ countryOf: () => country }));

const word = fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/);
const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
/** What a cell of each kind looks like when it is clean, or nearly. */
const PIECES = {
  name: fc.oneof(
    word,
    fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    word.map((w) => `O'${w}`),
  ),
  accented: fc.constantFrom('José', 'Zoë', 'Ærø', 'İnci', 'Łukasz', 'Đorđe', '😀', 'Ｆｕｌｌ'),
  email: fc
    .tuple(word, fc.constantFrom('example.org', 'Gmail.com', 'gmial.com', 'EXAMPLE.ORG', 'uni.ac.uk', 'x'))
    .map(([local, domain]) => `${local}@${domain}`),
  phone: fc.oneof(
    digits(7, 12),
    fc.tuple(digits(3, 3), digits(3, 3), digits(4, 4)).map(([a, b, c]) => `(${a}) ${b}-${c}`),
    fc.tuple(digits(2, 3), digits(3, 4), digits(4, 4)).map(([a, b, c]) => `+${a} ${b} ${c}`),
  ),
  zip: fc.oneof(
    digits(3, 9),
    fc.tuple(digits(5, 5), digits(4, 4)).map(([a, b]) => `${a}-${b}`),
  ),
  number: fc.oneof(
    fc.integer({ min: -5, max: 3000 }).map(String),
    fc.double({ min: -1e6, max: 1e12, noNaN: true }).map(String),
    fc.tuple(digits(1, 4), digits(0, 4)).map(([a, b]) => `${a}.${b}`),
    fc.tuple(digits(1, 2), digits(1, 2)).map(([a, b]) => `${a}E+${b}`),
  ),
  date: fc
    .tuple(fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), fc.integer({ min: 1890, max: 2040 }))
    .chain(([m, d, y]) => fc.constantFrom(`${m}/${d}/${y}`, `${y}-${m}-${d}`, `${d}.${m}.${y}`, String(y))),
  url: fc
    .tuple(
      fc.constantFrom('https://', 'http://', 'HTTPS://', 'www.', 'ftp://', ''),
      word,
      fc.constantFrom('.com', '.org', ''),
    )
    .map(([scheme, host, tld]) => `${scheme}${host}${tld}/in/${host}`),
  flag: fc.constantFrom('1', '0', 'yes', 'No', 'TRUE', 'x', 'Y', 'n', 'm', 'f', 'Female', 'MA', 'ON', 'ZZ', 'Ma'),
  empty: fc.constantFrom('NULL', 'null', 'None', 'N/A', 'NaN', '#N/A', '#REF!', '-'),
};
/** The damage files carry, applied to a clean piece. */
const DAMAGE: fc.Arbitrary<(cell: string) => string>[] = [
  fc.constant((cell: string) => cell),
  fc.constant((cell: string) => ` ${cell}`),
  fc.constant((cell: string) => `${cell} `),
  fc.constant((cell: string) => cell.toUpperCase()),
  fc.constant((cell: string) => cell.toLowerCase()),
  fc.constant((cell: string) => `="${cell}"`),
  fc.constant((cell: string) => `'${cell}`),
  fc.constant((cell: string) => `${cell}.0`),
  fc
    .tuple(
      fc.constantFrom(
        ' ',
        '  ',
        '\t',
        '\n',
        '\r\n',
        '\u00a0',
        '\u200b',
        '\ufeff',
        '\u0007',
        '\u0085',
        '\u2028',
        '+',
        '=',
      ),
      fc.nat(),
    )
    .map(([inserted, at]) => (cell: string) => {
      const i = cell.length === 0 ? 0 : at % cell.length;
      return `${cell.slice(0, i)}${inserted}${cell.slice(i)}`;
    }),
];
const cellArbitrary = fc
  .tuple(fc.oneof(...Object.values(PIECES)), fc.oneof(...DAMAGE))
  .map(([piece, damage]) => damage(piece))
  .filter((cell) => cell.trim() !== ''); // blank cells never reach a cleaner

const schemas = sendSchemas(THIS_YEAR);
const FAST_FIELDS = SETTINGS.flatMap(([label, settings]) =>
  MAPPABLE_FIELDS.flatMap((spec) => {
    const fast = fastCell(spec, settings, fieldAccepts(spec, THIS_YEAR));
    const schema = schemas.fields.get(spec.name);
    return fast && schema ? [{ label, settings, spec, fast, schema }] : [];
  }),
);

describe('the fast path and the plain path agree on generated cells', () => {
  it('covers every kind of field that has a fast path', () => {
    const kinds = new Set(FAST_FIELDS.map((field) => field.spec.kind));
    for (const kind of ['string', 'email', 'phone', 'zipcode', 'integer', 'flag', 'url', 'state', 'gender'])
      expect(kinds, kind).toContain(kind);
  });

  for (const field of FAST_FIELDS) {
    it(`${field.spec.name} (${field.spec.kind}), ${field.label}`, () => {
      fc.assert(
        fc.property(cellArbitrary, (cell) => {
          const value = field.fast(cell);
          if (value === undefined) return; // stepped aside: the plain path decides
          // A ZIP on an address abroad is left to cleanValue by the row validator (its country's form).
          const rows = field.spec.kind === 'zipcode' ? ROWS.slice(0, 2) : ROWS;
          for (const row of rows) {
            const plain = cleanValue(field.spec, field.schema, cell, field.settings, row);
            expect(plain.ok && plain.warning === undefined, JSON.stringify({ cell, plain })).toBe(true);
            expect(plain.ok ? plain.value : undefined, JSON.stringify(cell)).toEqual(value);
          }
        }),
        { numRuns: 400, seed: 20261202 },
      );
    });
  }
});
