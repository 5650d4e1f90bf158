// The per-cell fast path must give exactly what cleanValue gives, or step aside (undefined).
// Checked on every cell of the samples and of the bad-input corpus, each fed to every field
// kind that has a fast path, under the transform settings that change the fast path, and on
// hand-made cells at the edges (spaces, control characters, case, URL hosts, phone forms).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fieldSpec, type FieldSpec } from '../../../src-shared/fields/catalogue';
import { readTable } from '../../../src-shared/intake/read-table';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import { cleanValue, type RowContext } from '../../../src-shared/validate/clean-field';
import {
  fastCell,
  fastCheck,
  hasControl,
  hasControlOrLineBreak,
  needsTrimming,
  needsTrimmingLine,
} from '../../../src-shared/validate/fast-cells';
import { isBlank } from '../../../src-shared/transforms/text';
import { SETTINGS } from './fast-path-settings';
import { fieldAccepts, sendSchemas } from '../../../src-shared/validate/send-schemas';
import { corpusBytes, corpusFileNames } from '../bad-input/corpus';

const THIS_YEAR = 2026;
const FIELDS = [
  'first_name',
  'last_name',
  'middle_name',
  'home_city',
  'home_address1',
  'inst_id',
  'unsubscribe',
  'about',
  'email',
  'mobile_phone',
  'social_c_link',
  'home_zipcode',
  'home_state',
  'enabled',
  'gender',
  'year_graduated',
  'dob_day',
  'dob_month',
  'dob_year',
];
const ROWS: RowContext[] = [undefined, 'US', 'CA'].map((country) => ({ countryOf: () => country }));
const ROWS_READ_AS_US = ROWS.slice(0, 2);

const EDGE_CELLS = [
  'Ann',
  ' Ann',
  'Ann ',
  'Ann  Lee',
  'Ann Lee',
  'Ann\tLee',
  'Ann\u00a0Lee',
  'Ann\u2007Lee',
  'Ann\u202fLee',
  'Ann\u3000',
  '\ufeffAnn',
  'Ann\u200bLee',
  'line one\nline two',
  'line one\r\nline two',
  '\nAnn',
  'Ann\u0000',
  'Ann\u0007Lee',
  'Ann\u007f',
  'Ann\u0085',
  'Ann\u009f',
  'Ann\u00a1',
  'é',
  '😀',
  'ann@example.org',
  'Ann.Lee@Example.ORG',
  'ann@gmial.com',
  'Ann@Gmail.con',
  'ann@gmail.com',
  'ann@example',
  '\u212Aim@example.org',
  'İnci@example.org',
  'ann lee@example.org',
  `${'a'.repeat(250)}@example.org`,
  '1.23457E+11',
  '6.18E+09',
  '-1.5E-03',
  '2.13e+03',
  '1E+100',
  'E+11',
  '12E+11',
  '(617) 555-0143',
  '617.555.0143',
  '+1 617 555 0143',
  '16175550143',
  '+44 20 7946 0958',
  '020 7946 0958',
  '555-0143',
  '(117) 555-0143',
  'call me',
  'https://www.linkedin.com/in/ann-lee',
  'http://example.org',
  'HTTPS://EXAMPLE.ORG',
  'https://Example.ORG/Path?q=1#x',
  'www.linkedin.com/in/ann',
  'https://xn--a.com',
  'https://XN--a.com/x',
  'https://1.2.3.4.5',
  'https://a.b.c1',
  'https://localhost',
  'https://a-.com',
  `https://${'a'.repeat(70)}.com`,
  'https://a.com:8080/',
  'https://a.com/ x',
  `https://example.org/${'p'.repeat(240)}`,
  'ftp://example.org',
  'https://a..com',
  'https://.a.com',
  'https://a.com./x',
  'https://a_b.com',
  'https://example.org ',
  ' https://example.org',
  'https://example.org/a\u200bb',
  'https://example.org/\u00a0',
  'https://example.org/a\tb',
  'https://example.org/\u00e9',
  '02134',
  '02134-1234',
  '2134',
  '021341234',
  '02134 1234',
  'K1A 0B6',
  'MA',
  'Ma',
  'Massachusetts',
  'ON',
  'ZZ',
  'DC',
  'PR',
  'WY',
  'AA',
  '@A',
  'A[',
  'M',
  'MAS',
  '1',
  '0',
  'yes',
  'm',
  'f',
  'M',
  'F',
  'Female',
  "'+1 555 0100",
  "'=SUM(A1)",
  '#N/A',
  '#n/a',
  '#REF!',
  '#1 fan',
  '#',
  'C#',
  '1985',
  '2032',
  '2033',
  '1899',
  '1900',
  '0',
  '00',
  '07',
  '12',
  '13',
  '31',
  '32',
  '1985.0',
  '+1985',
  '-1',
  '１９８５',
  '123456789012345',
  '1234567890123456',
  '9'.repeat(20),
  'NULL',
  'null',
  'None',
  'NaN',
  'N/A',
  'Null',
  'Nan',
  '12345.0',
  '12345.00',
  '12345.000',
  '123.0000',
  '120.',
  '100',
  '2134.0',
  '6175550100.0',
  'V2.0',
  '10',
  '100',
  '="00123"',
  '="Ann"',
  '="ann@example.org"',
  '="6175550100"',
  '="02134"',
  '="1985"',
  '="1"',
  '="m"',
  '="MA"',
  '="https://example.org"',
  '=""',
  '= "x"',
  '=A1',
  '="a"&"b"',
  'Boston\r\nMA',
  'Boston\nMA',
  'Boston\rMA',
  'Boston\u2028MA',
  'Boston\u2029MA',
  '1 Main St\r\nApt 2\r\nBuilding C',
  '12345\n67890',
  'Ay?e',
  '?',
  '+Ann',
  '-Ann',
  '@Ann',
  '\u2019Ann',
  '-SUM(A1)',
  '@SUM(1+1)*cmd',
  "+cmd|' /C calc'!A0",
  'Lee-Smith',
  'van der Berg',
  "O'Brien",
];

function specOf(name: string): FieldSpec {
  const spec = fieldSpec(name);
  if (!spec) throw new Error(`no field ${name}`);
  return spec;
}

/** Every cell of a file as read (CSV and XLSX alike), or none when the file is refused. */
async function cellsOf(bytes: Uint8Array, fileName: string): Promise<string[]> {
  try {
    const { table } = await readTable(bytes, { fileName });
    return [...table.headers, ...table.rows.flat()];
  } catch {
    return [];
  }
}

/** Cells where the fast path and cleanValue disagree, described; empty when they agree. */
function disagreements(cells: Iterable<string>): string[] {
  const found: string[] = [];
  const schemas = sendSchemas(THIS_YEAR);
  for (const [label, settings] of SETTINGS) {
    for (const name of FIELDS) {
      const spec = specOf(name);
      const fast = fastCell(spec, settings, fieldAccepts(spec, THIS_YEAR));
      if (!fast) continue;
      for (const cell of cells) {
        if (cell.trim() === '') continue; // blank cells never reach a cleaner
        const value = fast(cell);
        if (value === undefined) continue;
        // The row validator leaves a ZIP on an address abroad to cleanValue (its country's form): the
        // fast path only has to agree on rows read as US.
        for (const row of spec.kind === 'zipcode' ? ROWS_READ_AS_US : ROWS) {
          const slow = cleanValue(spec, schemas.fields.get(name)!, cell, settings, row);
          const agrees = slow.ok && slow.warning === undefined && JSON.stringify(slow.value) === JSON.stringify(value);
          if (!agrees)
            found.push(
              `${label} ${name} ${JSON.stringify(cell)}: fast ${JSON.stringify(value)}, cleanValue ${JSON.stringify(slow)}`,
            );
        }
      }
    }
  }
  return found;
}

describe('isBlank', () => {
  it('is trim() === "" on every edge cell and every kind of blank', () => {
    const blanks = [
      '',
      ' ',
      '\t',
      '\n',
      '\r\n',
      '\u00a0',
      '\u1680',
      '\u2000\u200a',
      '\u2028\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      ' \u00a0\t ',
    ];
    for (const cell of [...EDGE_CELLS, ...blanks, ...blanks.map((blank) => `${blank}x`)])
      expect(isBlank(cell), JSON.stringify(cell)).toBe(cell.trim() === '');
  });
});

describe('the check without the value (phones) agrees with the fast path', () => {
  it('says a cell is clean exactly when the fast path gives it a value', () => {
    for (const [label, settings] of SETTINGS) {
      const check = fastCheck(specOf('mobile_phone'), settings);
      const fast = fastCell(specOf('mobile_phone'), settings)!;
      if (!settings.normalisePhones) {
        expect(check, label).toBeUndefined();
        continue;
      }
      for (const cell of EDGE_CELLS)
        expect(check!(cell), `${label} ${JSON.stringify(cell)}`).toBe(fast(cell) !== undefined);
    }
    expect(fastCheck(specOf('first_name'), DEFAULT_TRANSFORMS)).toBeUndefined();
  });
});

describe('the per-cell fast path agrees with cleanValue', () => {
  it('on every cell of the sample files', async () => {
    const samples = join(import.meta.dirname, '../../../resources/samples');
    const cells = new Set<string>();
    for (const file of ['alumni-sample.csv', 'alumni-sample.xlsx'])
      for (const cell of await cellsOf(new Uint8Array(readFileSync(join(samples, file))), file)) cells.add(cell);
    expect(cells.size).toBeGreaterThan(1000);
    expect(disagreements(cells)).toEqual([]);
  });

  it('on every cell of the bad-input corpus', async () => {
    const cells = new Set<string>();
    for (const file of corpusFileNames()) for (const cell of await cellsOf(corpusBytes(file), file)) cells.add(cell);
    expect(cells.size).toBeGreaterThan(100);
    expect(disagreements(cells)).toEqual([]);
  });

  it('on the forms registrars write and names of two people joined (issue 33)', () => {
    const cells = ['Class of 1967', "'69", '69', '’85', 'MBA 2006', '1/17/80', '03/04/80', '1967', '2025'];
    const names = ['Baptiste/Moreau', 'Hale (Jefferson)', 'Hale née Jefferson', 'Hale nee Jefferson', 'Moreau'];
    expect(disagreements([...cells, ...names])).toEqual([]);
  });

  it('on hand-made cells at the edges, and takes the common clean forms itself', () => {
    expect(disagreements(EDGE_CELLS)).toEqual([]);
    const fast = (name: string, cell: string, settings = DEFAULT_TRANSFORMS) =>
      fastCell(specOf(name), settings, fieldAccepts(specOf(name), THIS_YEAR))!(cell);
    expect(fast('first_name', 'Ann')).toBe('Ann');
    expect(fast('home_city', 'New York')).toBe('New York');
    // A first or last name of several words goes the full way: cleanValue looks for a title or a suffix in it.
    expect(fast('first_name', 'Mary Ann')).toBeUndefined();
    expect(fast('email', 'Ann.Lee@Example.ORG')).toBe('ann.lee@example.org');
    expect(fast('mobile_phone', '(617) 555-0143')).toBe('+1 617 555 0143');
    expect(fast('social_c_link', 'https://www.linkedin.com/in/ann-lee')).toBe('https://www.linkedin.com/in/ann-lee');
    expect(fast('home_zipcode', '02134')).toBe('02134');
    expect(fast('home_state', 'MA')).toBe('MA');
    expect(fast('enabled', '1')).toBe(1);
    expect(fast('year_graduated', '1985')).toBe(1985);
    expect(fast('dob_month', '07')).toBe(7);
    // Left to cleanValue: values to convert or to refuse.
    // A text formula leaves the fast path in every field; a line break in every field but About (and Admin notes).
    for (const name of ['first_name', 'inst_id', 'about', 'mobile_phone']) {
      for (const settings of [DEFAULT_TRANSFORMS, { ...DEFAULT_TRANSFORMS, trimSpaces: false, normalisePhones: false }])
        expect(fast(name, '="00123"', settings), name).toBeUndefined();
    }
    for (const cell of ['Boston\nMA', 'Boston\r\nMA', 'Boston\u2028MA']) {
      expect(fast('home_city', cell), JSON.stringify(cell)).toBeUndefined();
      expect(
        fast('home_city', cell, { ...DEFAULT_TRANSFORMS, trimSpaces: false }),
        JSON.stringify(cell),
      ).toBeUndefined();
      expect(fast('about', cell), JSON.stringify(cell)).toBe(cell);
    }
    for (const [name, cell] of [
      ['first_name', ' Ann'],
      ['home_state', 'Massachusetts'],
      ['home_zipcode', '2134'],
      ['email', 'ann@example'],
      ['social_c_link', 'www.x.org'],
      ['mobile_phone', '+44 20 7946 0958'],
      ['year_graduated', '2033'],
      ['year_graduated', '1985.0'],
      ['dob_day', '32'],
    ]) {
      expect(fast(name!, cell!), `${name} ${cell}`).toBeUndefined();
    }
  });

  it('the character scans say what collapseSpaces and the control-character check would do', () => {
    for (const cell of ['Ann', 'Ann Lee', 'a\nb', 'é']) expect(needsTrimming(cell), cell).toBe(false);
    for (const cell of ['Ann', 'Ann Lee', 'é', '="1"']) expect(needsTrimmingLine(cell), cell).toBe(false);
    for (const cell of ['a\nb', 'a\rb', 'a\u2028b', 'a\u2029b', ' a', 'a  b', 'a\tb', 'a\u0001'])
      expect(needsTrimmingLine(cell), JSON.stringify(cell)).toBe(true);
    for (const cell of ['a\nb', 'a\rb', 'a\u2028b', 'a\u0001'])
      expect(hasControlOrLineBreak(cell), JSON.stringify(cell)).toBe(true);
    expect(hasControlOrLineBreak(' a\tb ')).toBe(false);
    for (const cell of [
      ' a',
      'a ',
      'a  b',
      'a\tb',
      'a\u00a0b',
      'a\u2007b',
      'a\u202fb',
      '\u3000a',
      'a\u0001',
      'a\u0085',
    ])
      expect(needsTrimming(cell), JSON.stringify(cell)).toBe(true);
    expect(hasControl(' a\tb ')).toBe(false);
    expect(hasControl('a\u007fb')).toBe(true);
  });
});
