// Property: on generated cells of every field kind, the fast paths give exactly what the plain path
// gives. First the per-cell fast path (fastCell) against cleanValue, for every mappable field with
// one; then the whole engine (blocks, the email loop, the memo, the cell above repeated, the quick
// birth date) against the engine with every fast path off (each cell read by its rule), on columns
// of generated cells for every field of the catalogue, and for the birth-date, whole-name and
// custom columns, alone and beside a second column for the same field (values and problems, codes
// and params, compared row by row). fast-cells.test.ts checks chosen cells and the corpus; this walks cells built from
// the pieces real files carry (names, emails, phones, ZIPs, numbers, dates, web addresses, flags)
// and damaged the way files damage them (spaces, controls, case, invisible characters, formula marks).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAPPABLE_FIELDS, USER_FIELDS, type FieldKind } from '../../../src-shared/fields/catalogue';
import type { ColumnTarget } from '../../../src-shared/mapping/types';
import { validateRows } from '../../../src-shared/validate/validate-rows';
import { cleanValue, type RowContext } from '../../../src-shared/validate/clean-field';
import { fastCell } from '../../../src-shared/validate/fast-cells';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import type { TransformSettings } from '../../../src-shared/transforms/types';
import { SETTINGS } from './fast-path-settings';
import { tableAndMapping } from './helpers';
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

/** Kinds no mappable field reads on a fast path: every cell of theirs goes through cleanValue (or the memo). */
const NO_FAST_PATH: readonly FieldKind[] = ['country', 'decimal', 'object-list', 'string-list'];
/** Kinds only fields the service sets have (never mapped: a birth date comes through the birth-date column). */
const SERVICE_ONLY: readonly FieldKind[] = ['date'];

describe('the engine with its fast paths and without them agree on generated columns', () => {
  it("walks every kind of the catalogue: each mapped below, with or without a fast path, or the service's own", () => {
    const mapped = new Set(MAPPABLE_FIELDS.map((spec) => spec.kind));
    const fast = new Set(FAST_FIELDS.map((field) => field.spec.kind));
    expect([...mapped].filter((kind) => !fast.has(kind)).sort()).toEqual(NO_FAST_PATH);
    expect([...new Set(USER_FIELDS.map((spec) => spec.kind))].filter((kind) => !mapped.has(kind))).toEqual(
      SERVICE_ONLY,
    );
  });

  const COUNTRIES = fc.constantFrom('', 'US', 'United States', 'Canada', 'CA', 'Germany', 'GB', 'Narnia');
  /** A column of cells that repeat (the cell above, the memo) with empty ones among them. */
  const column = (cells: fc.Arbitrary<string>) =>
    fc
      .array(fc.oneof({ weight: 5, arbitrary: cells }, { weight: 1, arbitrary: fc.constant('') }), {
        minLength: 1,
        maxLength: 6,
      })
      .chain((pool) => fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 14 }));
  const rowsOf = (cells: fc.Arbitrary<string>) =>
    column(cells).chain((main) =>
      fc.tuple(
        fc.constant(main),
        fc.array(fc.tuple(COUNTRIES, COUNTRIES), { minLength: main.length, maxLength: main.length }),
      ),
    );

  /** Everything a row's check gives: its status, its problems and its User. */
  const outcome = (rows: ReturnType<typeof validateRows>['rows']) =>
    rows.map((row) => ({ status: row.status, problems: row.problems, user: row.user, given: row.given }));

  /** The pieces a column of each kind mostly holds (damaged as files damage them), among cells of every other kind. */
  const LIKELY: Record<FieldKind | 'birth-date' | 'full-name' | 'custom', keyof typeof PIECES> = {
    string: 'name',
    text: 'accented',
    email: 'email',
    url: 'url',
    phone: 'phone',
    zipcode: 'zip',
    integer: 'number',
    decimal: 'number',
    flag: 'flag',
    gender: 'flag',
    state: 'flag',
    country: 'flag',
    date: 'date',
    'object-list': 'name',
    'string-list': 'name',
    'birth-date': 'date',
    'full-name': 'name',
    custom: 'empty',
  };
  const cellsFor = (kind: keyof typeof LIKELY): fc.Arbitrary<string> =>
    fc.oneof(
      {
        weight: 3,
        arbitrary: fc
          .tuple(PIECES[LIKELY[kind]], fc.oneof(...DAMAGE))
          .map(([piece, damage]) => damage(piece))
          .filter((cell) => cell.trim() !== ''),
      },
      { weight: 2, arbitrary: cellArbitrary },
    );

  const targets: [string, ColumnTarget, keyof typeof LIKELY][] = [
    ...MAPPABLE_FIELDS.map((spec): [string, ColumnTarget, FieldKind] => [
      spec.name,
      { kind: 'field', field: spec.name },
      spec.kind,
    ]),
    ['birth date', { kind: 'birth-date' }, 'birth-date'],
    ['whole name', { kind: 'full-name' }, 'full-name'],
    ['custom field', { kind: 'custom', name: 'Major' }, 'custom'],
  ];

  const today = new Date(Date.UTC(THIS_YEAR, 5, 15));
  /** Validates the rows with the fast paths and without: the same statuses, problems (codes, params), Users, counts. */
  function expectAgreement(columns: [string, ColumnTarget][], rows: string[][], settings: TransformSettings): void {
    const { table, mapping } = tableAndMapping(columns, rows, { transforms: settings });
    const fast = validateRows(table, mapping, { today });
    const plain = validateRows(table, mapping, { today, fastPaths: false });
    expect(outcome(fast.rows), JSON.stringify(rows)).toEqual(outcome(plain.rows));
    expect(fast.counts).toEqual(plain.counts);
  }
  const COUNTRY_COLUMNS: [string, ColumnTarget][] = [
    ['Home Country', { kind: 'field', field: 'home_country' }],
    ['Work Country', { kind: 'field', field: 'work_country' }],
  ];

  for (const [label, settings] of SETTINGS.slice(0, 2))
    for (const [name, target, kind] of targets) {
      it(`${name}, ${label}`, () => {
        fc.assert(
          fc.property(rowsOf(cellsFor(kind)), ([cells, countries]) => {
            const rows = cells.map((cell, i) => [countries[i]![0], countries[i]![1], cell]);
            expectAgreement([...COUNTRY_COLUMNS, ['Under test', target]], rows, settings);
          }),
          { numRuns: 25, seed: 20261202 },
        );
      });
    }

  // Values given to every row beside the column: written by the engine's fast path when all are clean (enabled, a
  // home country), by the rule row by row when one is a list that joins (tags) or says something (a bad ZIP).
  const GIVEN: Record<string, string>[] = [
    { enabled: '1', home_country: 'Canada' },
    { enabled: '1', tags: 'Reunion 2026', home_zipcode: 'ABC' },
  ];
  for (const constants of GIVEN)
    it(`every field beside values given to every row (${Object.keys(constants).join(', ')}), defaults`, () => {
      for (const spec of MAPPABLE_FIELDS)
        fc.assert(
          fc.property(rowsOf(cellsFor(spec.kind)), ([cells, countries]) => {
            const rows = cells.map((cell, i) => [countries[i]![1], cell]);
            const columns: [string, ColumnTarget][] = [
              ['Work Country', { kind: 'field', field: 'work_country' }],
              ['Under test', { kind: 'field', field: spec.name }],
            ];
            const { table, mapping } = tableAndMapping(columns, rows, { constants });
            const fast = validateRows(table, mapping, { today });
            const plain = validateRows(table, mapping, { today, fastPaths: false });
            expect(outcome(fast.rows), `${spec.name} ${JSON.stringify(rows)}`).toEqual(outcome(plain.rows));
          }),
          { numRuns: 5, seed: 20261202 },
        );
    });

  // A second column for the same field (or one a rule also writes): the fast paths then write into a row that has a
  // value or an error already (two columns disagreeing, joined names, a birth date beside a birth year).
  const pairs: [string, ColumnTarget, ColumnTarget, keyof typeof LIKELY][] = [
    ...MAPPABLE_FIELDS.map((spec): [string, ColumnTarget, ColumnTarget, FieldKind] => {
      const target: ColumnTarget = { kind: 'field', field: spec.name };
      return [spec.name, target, target, spec.kind];
    }),
    ['birth date', { kind: 'birth-date' }, { kind: 'field', field: 'dob_year' }, 'birth-date'],
    ['whole name', { kind: 'full-name' }, { kind: 'field', field: 'last_name' }, 'full-name'],
  ];
  for (const [name, target, other, kind] of pairs) {
    it(`${name} beside a second column for it, defaults`, () => {
      fc.assert(
        fc.property(rowsOf(cellsFor(kind)), column(cellsFor(kind)), ([cells, countries], second) => {
          const rows = cells.map((cell, i) => [countries[i]![0], countries[i]![1], cell, second[i % second.length]!]);
          expectAgreement([...COUNTRY_COLUMNS, ['Under test', target], ['Second', other]], rows, DEFAULT_TRANSFORMS);
        }),
        { numRuns: 15, seed: 20261202 },
      );
    });
  }
});
