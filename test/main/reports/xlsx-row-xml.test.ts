import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS, { type Style } from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XlsxSheet, type TotalCell } from '../../../src-main/services/reports/xlsx-sheet';
import { bodyStyle, HEADER_STYLE, LONG_TEXT_STYLE, totalStyle } from '../../../src-main/services/reports/xlsx-styles';
import { ZipParts } from '../../../src-main/services/reports/zip-parts';
import {
  CAMPAIGN_COLUMNS,
  DONATION_COLUMNS,
  type CellValue,
  type ColumnSpec,
} from '../../../src-shared/reports/columns';
import { DATA_COLUMNS } from '../../../src-shared/reports/giving-tables';
import { guardCell } from '../../../src-shared/spreadsheet-safety';

// XlsxSheet writes rows of plain values as XML itself (xlsx-row-xml.ts) instead of through
// exceljs's Row and Cell objects. The sheet and styles parts must come out byte for byte as
// exceljs itself writes them from the same values and styles, whatever the values hold.

let folder: string;
beforeAll(() => void (folder = mkdtempSync(join(tmpdir(), 'xlsx-row-xml-'))));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

type Row = CellValue[] | { totals: TotalCell[] };

const book = (filename: string) =>
  new ExcelJS.stream.xlsx.WorkbookWriter({ filename, useStyles: true, useSharedStrings: false });

/**
 * Writes the rows through XlsxSheet (plain rows one at a time, or all at once through addRows when
 * `batched`); answers how many it wrote as XML itself.
 */
async function ours(path: string, columns: ColumnSpec[], rows: Row[], wrap?: number, batched = false): Promise<number> {
  const workbook = book(path);
  const sheet = new XlsxSheet(workbook, 'Sheet', columns, { autoFilter: true, wrapTextWiderThan: wrap });
  if (batched) await sheet.addRows(rows as CellValue[][]);
  for (const row of batched ? [] : rows) {
    if (Array.isArray(row)) await sheet.addRow(row);
    else sheet.addTotals(row.totals);
  }
  sheet.commit();
  await workbook.commit();
  return sheet.rowsWrittenAsXml;
}

/** The same rows through exceljs's own rows and cells, styled by the same rules. */
async function exceljsOwn(path: string, columns: ColumnSpec[], rows: Row[], wrap?: number): Promise<void> {
  const workbook = book(path);
  const sheet = workbook.addWorksheet('Sheet', { views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const header = sheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => void (cell.style = HEADER_STYLE));
  header.commit();
  let data = 0;
  for (const row of rows) {
    const isTotal = !Array.isArray(row);
    if (isTotal) sheet.addRow([]).commit();
    const cells = (isTotal ? row.totals : row) as CellValue[];
    const written = sheet.addRow(cells.map((c) => (typeof c === 'string' ? guardCell(c) : c)));
    (written as unknown as { style: object }).style = {};
    cells.forEach((value, i) => {
      if (value === null) return;
      const { kind, width } = columns[i]!;
      let style: Partial<Style> = bodyStyle(typeof value === 'string' ? 'text' : kind);
      if (isTotal) style = totalStyle(kind);
      else if (wrap !== undefined && kind === 'text' && width > wrap) style = LONG_TEXT_STYLE;
      written.getCell(i + 1).style = style;
    });
    written.commit();
    if (!isTotal) data++;
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1 + data, column: columns.length } };
  sheet.commit();
  await workbook.commit();
}

async function parts(path: string): Promise<{ sheet: string; styles: string }> {
  const zip = await ZipParts.open(path);
  try {
    return { sheet: await zip.text('xl/worksheets/sheet1.xml'), styles: await zip.text('xl/styles.xml') };
  } finally {
    await zip.close();
  }
}

async function bothWays(name: string, columns: ColumnSpec[], rows: Row[], wrap?: number, batched = false) {
  const asXml = await ours(join(folder, `${name}-ours.xlsx`), columns, rows, wrap, batched);
  await exceljsOwn(join(folder, `${name}-exceljs.xlsx`), columns, rows, wrap);
  const [mine, theirs] = [
    await parts(join(folder, `${name}-ours.xlsx`)),
    await parts(join(folder, `${name}-exceljs.xlsx`)),
  ];
  return { asXml, ours: mine, exceljs: theirs };
}

const awkward = [
  'Ada <Lovelace> & "Babbage" \'s',
  '=HYPERLINK("http://x")',
  '-12',
  '@sum',
  'tab\there, line\nfeed, cr\r',
  'bell\u0007 and del\u007f and nul\u0000',
  'Zoë Łukasz García 王 😀',
  '',
  ' leading space',
];

describe('rows of plain values written as XML', () => {
  it('matches exceljs for the Data sheet (rows given at once): ids, text, years, money, blanks, awkward text', async () => {
    const rows: Row[] = [];
    for (let i = 0; i < 2_000; i++) {
      const unknown = i % 97 === 0;
      rows.push([
        unknown ? null : 100_000 + i,
        unknown ? '(unknown donor)' : awkward[i % awkward.length]!,
        i % 25 === 0 ? null : 1960 + (i % 65),
        2015 + (i % 11),
        1 + (i % 7),
        [10, 25.5, 0.1 + 0.2, 1e21, -3.75, 1234567.89][i % 6]!,
        i % 13 === 0 ? 0 : (i % 1000) / 100,
        unknown ? null : 2014 + (i % 5),
        i % 2,
        unknown ? 0 : 1,
        i % 3 === 0 ? 1 : 0,
      ]);
    }
    const { asXml, ours, exceljs } = await bothWays('data', DATA_COLUMNS, rows, undefined, true);
    expect(asXml).toBe(2_000);
    expect(ours.sheet).toContain('<row r="2001" ');
    expect(ours.sheet).toContain('&lt;Lovelace&gt; &amp; &quot;Babbage&quot; &apos;s');
    expect(ours.sheet).toBe(exceljs.sheet);
    expect(ours.styles).toBe(exceljs.styles);
  });

  it('matches exceljs for numbers of every shape, and for a row longer than the buffer rows are gathered in', async () => {
    // XmlBytes prints numbers itself (digits, and money as a whole count of hundredths): each must read as `${n}`.
    const shapes = [
      0,
      -0,
      1,
      -1,
      7,
      10,
      2 ** 31,
      2 ** 53,
      -(2 ** 53) - 2,
      999_999_999_999,
      1e12,
      1e15 + 0.5,
      1e21,
      1e-7,
    ];
    shapes.push(0.5, 0.05, -0.05, 0.1 + 0.2, 1.005, 12.3, 12.34, 12.345, 99.99, 100.1, 123456789.01, -3.75, 45352.5);
    // Either side of int32, where XmlBytes changes arithmetic.
    shapes.push(2 ** 31 - 1, -(2 ** 31 - 1), 2 ** 31 + 1, 21_474_836.47, 21_474_836.48, -21_474_836.48);
    // Either side of 2^32, where RowXml stops writing whole numbers itself.
    shapes.push(2 ** 32 - 1, 2 ** 32, 2 ** 32 + 1, 4_294_967_295.5);
    shapes.push(999_999_999_999.99, 1 / 3, Math.PI, Number.MAX_SAFE_INTEGER / 100, 5e-324);
    let seed = 11;
    const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2147483648) % n;
    const rows: Row[] = [];
    for (let i = 0; i < 3_000; i++) {
      const cents = next(2_000_000_000) - 100_000_000;
      const row: CellValue[] = [
        shapes[i % shapes.length]!,
        cents / 100,
        cents,
        next(1000) / 10,
        i === 1_500 ? 'x'.repeat(300_000) : `row ${i}`,
        next(3) === 0 ? null : cents / 1000,
        new Date(Date.UTC(2000 + (i % 30), i % 12, 1 + (i % 28), i % 24, i % 60, i % 60)),
        -cents / 100,
        i,
        next(10) / 100,
        next(100000) * 1000.01,
      ];
      rows.push(row);
    }
    const { asXml, ours, exceljs } = await bothWays('numbers', DATA_COLUMNS, rows);
    expect(asXml).toBe(3_000);
    expect(ours.sheet).toContain('x'.repeat(300_000));
    expect(ours.sheet).toBe(exceljs.sheet);
  });

  it('matches exceljs for donations (dates, text in number columns) with a totals line after them', async () => {
    const rows: Row[] = [];
    for (let i = 0; i < 1_600; i++) {
      rows.push([
        new Date(Date.UTC(2024, 1, 29, 23, 59, i % 60)),
        awkward[i % awkward.length]!,
        i % 5 === 0 ? null : 'Smith',
        i % 7 === 0 ? 'n/a' : 100 + i,
        101 + (i % 3),
        'Annual Fund',
        (i % 5000) / 100,
        `txn_${i}`,
        900_000 + i,
      ]);
    }
    rows.push([null, null, null, null, null, null, null, null, null]);
    rows.push({ totals: ['Total', null, null, null, null, null, 1234.5, null, 1601] });
    const { asXml, ours, exceljs } = await bothWays('donations', DONATION_COLUMNS, rows);
    // The blank row too (exceljs writes nothing for it, and neither does RowXml); not the totals line.
    expect(asXml).toBe(1_601);
    // The blank row is left out, as exceljs leaves it; the totals line sits two rows under the last.
    expect(ours.sheet).not.toContain('<row r="1602"');
    expect(ours.sheet).toContain('<row r="1604" ');
    expect(ours.sheet).toBe(exceljs.sheet);
    expect(ours.styles).toBe(exceljs.styles);
  });

  it('matches exceljs for wrapped long text and dates, with a formula row between plain rows', async () => {
    const plain = (i: number): CellValue[] => [
      101 + i,
      awkward[i % awkward.length]!,
      'annual',
      new Date(Date.UTC(2024, 0, 1 + i)),
      null,
      new Date(Date.UTC(2023, 11, 31)),
      1000 * i,
      12.5 * i,
      i / 7,
      i % 2 === 0 ? 'Yes' : 'No',
      'Ada Lovelace',
      'Grace Hopper, Alan Turing',
      'A very long campaign description '.repeat(i + 1),
    ];
    const formula = { formula: 'SUM(G2:G3)', result: 1000 } as unknown as CellValue;
    const rows: Row[] = [plain(0), plain(1), [...plain(2).slice(0, 6), formula, ...plain(2).slice(7)], plain(3)];
    const { asXml, ours, exceljs } = await bothWays('campaigns', CAMPAIGN_COLUMNS, rows, 40);
    expect(asXml).toBe(3);
    expect(ours.sheet).toContain('<f>SUM(G2:G3)</f>');
    expect(ours.sheet).toContain('<row r="5" ');
    expect(ours.sheet).toBe(exceljs.sheet);
    expect(ours.styles).toBe(exceljs.styles);
  });
});
