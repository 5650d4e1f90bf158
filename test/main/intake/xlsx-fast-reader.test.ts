import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { xlsxExceljsStreamReader, xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import type { RawRow } from '../../../src-shared/intake/types';
import { newCellTextStats } from '../../../src-shared/intake/xlsx/cell-text';
import { fastSheetReader } from '../../../src-shared/intake/xlsx/fast-reader';
import { inspectXlsx } from '../../../src-shared/intake/xlsx/inspect-zip';
import { UnsupportedXml } from '../../../src-shared/intake/xlsx/xml-text';
import { inline, rawWorkbook, type RawWorkbook } from '../../shared/intake/raw-workbook';
import { alumniWorkbook, workbookBytes } from '../../shared/intake/xlsx-fixtures';

// The fast sheet reader must give, for every sheet it reads, the rows and the stats exceljs's
// streaming reader (with our fixes: raw-cells.ts overrides, phonetic readings left out) gives.

const BAD_INPUT = join(import.meta.dirname, '..', '..', 'fixtures', 'bad-input', 'files');

interface Read {
  rows: RawRow[];
  stats: ReturnType<typeof newCellTextStats>;
}

async function readBoth(bytes: Uint8Array): Promise<{ fast: Read[]; exceljs: Read[] }> {
  const { sheets } = await inspectXlsx(bytes, 'test.xlsx');
  const fast: Read[] = [];
  const exceljs: Read[] = [];
  for (const [index, sheet] of sheets.entries()) {
    const own = { rows: [] as RawRow[], stats: newCellTextStats() };
    own.rows = await fastSheetReader().readSheet(bytes, sheet.part, own.stats);
    fast.push(own);
    const theirs = { rows: [] as RawRow[], stats: newCellTextStats() };
    theirs.rows = await xlsxExceljsStreamReader.readSheet(bytes, sheet, { index, merges: [], stats: theirs.stats });
    exceljs.push(theirs);
  }
  return { fast, exceljs };
}

async function expectSame(bytes: Uint8Array): Promise<RawRow[]> {
  const { fast, exceljs } = await readBoth(bytes);
  expect(fast).toEqual(exceljs);
  return fast[0]!.rows;
}

const texts = (rows: RawRow[]) => rows.map((row) => row.cells);

describe('the fast sheet reader reads every test workbook as exceljs streaming does', () => {
  const files = readdirSync(BAD_INPUT).filter((name) => name.endsWith('.xlsx'));
  const readable = ['empty-sheet.xlsx', 'formulas.xlsx', 'merged-cells.xlsx', 'several-sheets.xlsx', 'xlsx-dates.xlsx'];

  it.each(readable)('bad-input corpus: %s', async (name) => {
    expect(files).toContain(name);
    await expectSame(new Uint8Array(readFileSync(join(BAD_INPUT, name))));
  });

  it('the alumni workbook of the intake tests (dates, formulas, rich text, hyperlinks, merges)', async () => {
    const rows = await expectSame(await alumniWorkbook());
    expect(rows.length).toBeGreaterThan(3);
  });

  it('an exceljs workbook with shared strings, styles and 300 rows (as the bench writes, smaller)', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('List');
      sheet.addRow(['ID', 'Name', 'Born', 'Year', 'Zip', 'Gift', 'Member', 'Note']);
      for (let i = 0; i < 300; i++) {
        const row = sheet.addRow([
          String(200_000 + i),
          `Name ${i} & "co" <x>`,
          new Date(Date.UTC(1950 + (i % 50), i % 12, 1 + (i % 28))),
          1960 + (i % 64),
          i % 7 === 0 ? 2134 : 60614,
          i * 1.25,
          i % 3 === 0,
          i % 5 === 0 ? null : `line one\nline two ${i}`,
        ]);
        row.getCell(3).numFmt = i % 2 ? 'mm/dd/yyyy' : 'yyyy';
        row.getCell(5).numFmt = '00000';
        row.getCell(6).numFmt = '#,##0.00';
      }
    });
    const rows = await expectSame(bytes);
    expect(rows).toHaveLength(301);
  });
});

/** A one-sheet raw workbook (Excel's layout). */
const book = (rows: string, extra: Partial<RawWorkbook> = {}): Uint8Array =>
  rawWorkbook({ sheets: [{ name: 'List', rows }], ...extra });

describe('the fast sheet reader on cells written by hand', () => {
  it('shared strings: runs joined, phonetic readings left out, spaces kept, entities read', async () => {
    const bytes = book(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c>' +
        '<c r="D1" t="s"><v>3</v></c><c r="E1" t="s"><v>4</v></c><c r="F1" t="s"><v>5</v></c></row>',
      {
        sharedStrings: [
          '<t>山田</t><rPh sb="0" eb="2"><t>ヤマダ</t></rPh><phoneticPr fontId="1" type="noConversion"/>',
          '<r><t xml:space="preserve">Ann </t></r><r><rPr><b/><sz val="11"/></rPr><t>Lee</t></r>',
          '<t xml:space="preserve"> spaced </t>',
          '<t/>',
          '<t>AT&amp;T&#10;line &#x41;&lt;</t>',
        ],
      },
    );
    expect(texts(await expectSame(bytes))).toEqual([['山田', 'Ann Lee', ' spaced ', '', 'AT&T\nline A<']]);
  });

  it('text in a CDATA section, which exceljs loses, is read', async () => {
    const bytes = book(
      '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t><![CDATA[x]]></t></is></c></row>',
      {
        sharedStrings: ['<t><![CDATA[a<b & c]]></t>'],
      },
    );
    const { fast, exceljs } = await readBoth(bytes);
    expect(texts(fast[0]!.rows)).toEqual([['a<b & c', 'x']]);
    expect(texts(exceljs[0]!.rows)).toEqual([['', '']]);
  });

  it('inline strings (runs, readings), t="d", t="e", t="b", formulas with and without a result', async () => {
    const bytes = book(
      '<row r="1">' +
        inline('A1', 'plain &amp; simple') +
        '<c r="B1" t="inlineStr"><is><r><t>Jo </t></r><r><rPr><i/></rPr><t>Ng</t></r></is></c>' +
        '<c r="C1" t="inlineStr"><is><t>田中</t><rPh sb="0" eb="2"><t>タナカ</t></rPh></is></c>' +
        '<c r="D1" t="d"><v>1988-07-04</v></c><c r="E1" t="d"><v>1988-07-04T10:30:00</v></c>' +
        '<c r="F1" t="e"><v>#N/A</v></c><c r="G1" t="e"><f>1/0</f><v>#DIV/0!</v></c>' +
        '<c r="H1" t="b"><v>1</v></c><c r="I1" t="b"><v>0</v></c>' +
        '<c r="J1"><f>1+1</f><v>2</v></c><c r="K1"><f>A1&amp;"x"</f></c><c r="L1" t="str"><f>A1</f><v>text result</v></c>' +
        '<c r="M1" t="d"><f>TODAY()</f><v>2020-02-29</v></c><c r="N1" t="b"><f>TRUE()</f><v>1</v></c>' +
        '</row>' +
        '<row r="2"><c r="A2"><f t="shared" ref="A2:A3" si="0">B1</f></c><c r="B2"><f t="shared" si="0"/><v>7</v></c></row>',
    );
    const rows = await expectSame(bytes);
    expect(texts(rows)[0]).toEqual([
      'plain & simple',
      'Jo Ng',
      '田中',
      '1988-07-04',
      '1988-07-04 10:30:00',
      '#N/A',
      '#DIV/0!',
      'TRUE',
      'FALSE',
      '2',
      '',
      'text result',
      '2020-02-29',
      '1',
    ]);
  });

  it('counts and names formula cells saved without a result', async () => {
    const bytes = book('<row r="4"><c r="A4"><f>1+1</f></c><c r="C4"><f>2+2</f></c><c r="D4"><v>3</v></c></row>');
    const { fast, exceljs } = await readBoth(bytes);
    expect(fast).toEqual(exceljs);
    expect(fast[0]!.stats).toEqual({ formulasWithoutResult: 2, formulaCells: ['A4', 'C4'], unknownValues: 0 });
  });

  it('dates under built-in and custom formats, a year alone, a month and year, a ZIP under "00000"', async () => {
    const bytes = book(
      '<row r="1"><c r="A1" s="1"><v>32874</v></c><c r="B1" s="2"><v>32874.5</v></c><c r="C1" s="3"><v>32874</v></c>' +
        '<c r="D1" s="4"><v>32874</v></c><c r="E1" s="5"><v>2134</v></c><c r="F1" s="6"><v>32874</v></c>' +
        '<c r="G1" s="7"><v>32874</v></c><c r="H1" s="8"><v>1234567</v></c><c r="I1" s="9"><v>0.25</v></c>' +
        '<c r="J1" s="10"><v>32874</v></c><c r="K1" s="11"><v>32874</v></c><c r="L1" s="12"><v>12345678901234567</v></c></row>',
      {
        styles: [
          { id: 14 },
          { id: 22 },
          { id: 164, code: 'yyyy' },
          { id: 165, code: 'mmm-yy' },
          { id: 166, code: '00000' },
          { id: 167, code: '[$-409]mmmm d, yyyy;@' },
          { id: 168, code: 'dd/mm/yyyy' },
          { id: 169, code: '0\\-000\\-000' },
          { id: 10 },
          { id: 17 },
          { id: 31 },
          { id: 0 },
        ],
      },
    );
    expect(texts(await expectSame(bytes))[0]).toEqual([
      '1990-01-01',
      '1990-01-01 12:00:00',
      '1990',
      '1/1990',
      '02134',
      '1990-01-01',
      '1990-01-01',
      '1234567',
      '0.25',
      '1/1990',
      '32874', // exceljs has no code for id 31 (an East Asian date): a number, in both readers
      '1.23456789012346E+16',
    ]);
  });

  it('a 1904 workbook counts its dates from 1904', async () => {
    const bytes = book('<row r="1"><c r="A1" s="1"><v>31412</v></c><c r="B1"><v>31412</v></c></row>', {
      styles: [{ id: 14 }],
      workbookPr: 'date1904="1"',
    });
    expect(texts(await expectSame(bytes))).toEqual([['1990-01-01', '31412']]);
  });

  it('empty cells in the middle and at the end, empty and styled rows, a row style', async () => {
    const bytes = book(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>a</t></is></c><c r="B1" s="1"/><c r="D1"><v>4</v></c>' +
        '<c r="E1" t="s"><v>0</v></c><c r="F1" s="1"/></row><row r="2" s="1" customFormat="1"/>' +
        '<row r="3" s="1" customFormat="1"><c r="A3"><v>32874</v></c><c r="B3" s="2"><v>32874</v></c></row>' +
        '<row r="5"><c r="C5" t="inlineStr"><is></is></c></row>',
      { sharedStrings: ['<t></t>'], styles: [{ id: 14 }, { id: 2 }] },
    );
    const rows = await expectSame(bytes);
    expect(rows).toEqual([
      { rowNumber: 1, cells: ['a', '', '', '4'] },
      { rowNumber: 2, cells: [] },
      { rowNumber: 3, cells: ['1990-01-01', '32874'] },
      { rowNumber: 5, cells: ['', '', ''] },
    ]);
  });

  it('XML character references, line ends and a comment among the cells', async () => {
    const bytes = book(
      '<row r="1"><!-- a note --><c r="A1" t="inlineStr"><is><t>&#65;&#x42;&quot;&apos;&gt;\r\nz</t></is></c>' +
        '<c r="B1" t="str"><v>x&#13;y</v></c></row>',
    );
    expect(texts(await expectSame(bytes))).toEqual([['AB"\'>\nz', 'x\ry']]);
  });
});

/** The sheet part of a workbook with its XML changed. */
function withSheetXml(bytes: Uint8Array, change: (xml: string) => string): Uint8Array {
  const files = unzipSync(bytes);
  files['xl/worksheets/sheet1.xml'] = strToU8(change(strFromU8(files['xl/worksheets/sheet1.xml']!)));
  return zipSync(files);
}

describe('what the fast reader leaves to exceljs', () => {
  const plain = book(`<row r="1">${inline('A1', 'Name')}${inline('B1', 'Email')}</row>`);

  async function expectFallback(bytes: Uint8Array): Promise<void> {
    const { sheets } = await inspectXlsx(bytes, 'test.xlsx');
    await expect(fastSheetReader().readSheet(bytes, sheets[0]!.part, newCellTextStats())).rejects.toThrow(
      UnsupportedXml,
    );
    const context = () => ({ index: 0, merges: [], stats: newCellTextStats() });
    expect(await xlsxStreamReader.readSheet(bytes, sheets[0]!, context())).toEqual(
      await xlsxExceljsStreamReader.readSheet(bytes, sheets[0]!, context()),
    );
  }

  it('a sheet whose tags carry a namespace prefix (<x:c>)', async () => {
    await expectFallback(
      withSheetXml(plain, (xml) =>
        xml
          .replace('<worksheet xmlns=', '<x:worksheet xmlns:x=')
          .replace('</worksheet>', '</x:worksheet>')
          .replace(/<(\/?)(sheetData|row|c|is|t)\b/g, '<$1x:$2'),
      ),
    );
  });

  it('indented cells (exceljs adds the indentation after a value to it)', async () => {
    await expectFallback(book('<row r="1"><c r="A1" t="str">\n  <v>text</v>\n</c></row>'));
  });

  it('an entity XML does not define: refused by exceljs as before', async () => {
    const bytes = book('<row r="1"><c r="A1" t="str"><v>a&nbsp;b</v></c></row>');
    const sheet = (await inspectXlsx(bytes, 'test.xlsx')).sheets[0]!;
    await expect(fastSheetReader().readSheet(bytes, sheet.part, newCellTextStats())).rejects.toThrow(UnsupportedXml);
    await expect(
      xlsxStreamReader.readSheet(bytes, sheet, { index: 0, merges: [], stats: newCellTextStats() }),
    ).rejects.toThrow(/undefined entity/);
  });
});

describe('rows and cells without r (Excel allows them: they follow the row or cell before)', () => {
  it('are counted from the one before (exceljs refuses the sheet)', async () => {
    const bytes = book(
      '<row r="2"><c r="B2"><v>1</v></c></row><row><c><v>2</v></c><c><v>3</v></c><c r="E3"><v>4</v></c><c><v>5</v></c></row>',
    );
    const rows = await fastSheetReader().readSheet(bytes, 'xl/worksheets/sheet1.xml', newCellTextStats());
    expect(rows).toEqual([
      { rowNumber: 2, cells: ['', '1'] },
      { rowNumber: 3, cells: ['2', '3', '', '', '4', '5'] },
    ]);
    const sheet = (await inspectXlsx(bytes, 'test.xlsx')).sheets[0]!;
    await expect(
      xlsxExceljsStreamReader.readSheet(bytes, sheet, { index: 0, merges: [], stats: newCellTextStats() }),
    ).rejects.toThrow(/Invalid row number/);
  });
});
