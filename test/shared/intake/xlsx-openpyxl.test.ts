import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import type { XlsxRowReader } from '../../../src-shared/intake/types';
import { exceljsLoadReader } from '../../../src-shared/intake/xlsx/exceljs-reader';
import { fastReaderWithFallback } from '../../../src-shared/intake/xlsx/fast-with-fallback';
import { isoDateCellText } from '../../../src-shared/intake/xlsx/raw-cells';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { runImportPipeline } from '../../../src-shared/import-pipeline';

// Workbooks laid out as openpyxl / pandas write them, built part by part: xl/workbook.xml after
// the sheets in the zip, absolute relationship targets, inline strings, t="d" cells.

const readers: [string, XlsxRowReader][] = [
  [
    'the fast reader, then exceljs load (the default, as in the browser worker)',
    fastReaderWithFallback(exceljsLoadReader()),
  ],
  ["exceljs load alone (the default's fallback)", exceljsLoadReader()],
  ['the fast reader with zlib, then exceljs streaming (Node)', xlsxStreamReader],
];

const NS =
  'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const sheetXml = (rows: string[][], extra = '') =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><dimension ref="A1:D${rows.length}"/><sheetData>${rows.map((cells, i) => `<row r="${i + 1}">${cells.join('')}</row>`).join('')}</sheetData>${extra}</worksheet>`;
const people = (...rows: [string, string, string][]) => [
  [text('A1', 'First Name'), text('B1', 'Last Name'), text('C1', 'Email')],
  ...rows.map((row, i) => row.map((value, c) => text(`${'ABC'[c]}${i + 2}`, value))),
];

interface Tab {
  name: string;
  /** File name under xl/worksheets/. */
  part: string;
  xml: string;
  /** Extra parts of the sheet: its rels and what they point to. */
  parts?: Record<string, string>;
}

/**
 * An openpyxl-like workbook: the sheets first in the zip, then styles, the workbook and its rels (absolute targets).
 */
function openpyxlWorkbook(tabs: Tab[]): Uint8Array {
  const files: Record<string, Uint8Array> = {};
  const add = (name: string, xml: string) => (files[name] = strToU8(xml));
  add(
    '_rels/.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="/xl/workbook.xml"/></Relationships>`,
  );
  for (const tab of [...tabs].sort((a, b) => a.part.localeCompare(b.part))) {
    add(`xl/worksheets/${tab.part}`, tab.xml);
    for (const [name, xml] of Object.entries(tab.parts ?? {})) add(name, xml);
  }
  add(
    'xl/styles.xml',
    `<styleSheet ${NS}><fonts count="1"><font/></fonts><fills count="1"><fill/></fills><borders count="1"><border/></borders><cellStyleXfs count="1"><xf/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0"/><xf numFmtId="14" applyNumberFormat="1"/></cellXfs></styleSheet>`,
  );
  add(
    'xl/workbook.xml',
    `<workbook ${NS}><sheets>${tabs.map((tab, i) => `<sheet name="${tab.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`,
  );
  add(
    'xl/_rels/workbook.xml.rels',
    `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${tabs.map((tab, i) => `<Relationship Type="${REL}/worksheet" Target="/xl/worksheets/${tab.part}" Id="rId${i + 1}"/>`).join('')}<Relationship Type="${REL}/styles" Target="/xl/styles.xml" Id="rId${tabs.length + 1}"/></Relationships>`,
  );
  add(
    '[Content_Types].xml',
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${tabs.map((tab) => `<Override PartName="/xl/worksheets/${tab.part}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/><Override PartName="/xl/tables/table1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.table+xml"/></Types>`,
  );
  return zipSync(files);
}

describe.each(readers)('openpyxl-like XLSX through %s', (_name, xlsxReader) => {
  it('reads the tab asked for by its relationship, not by the part order or a default name ("Sheet2" is sheet1.xml)', async () => {
    const bytes = openpyxlWorkbook([
      { name: 'Sheet2', part: 'sheet1.xml', xml: sheetXml(people(['Ann', 'Lee', 'ann@example.org'])) },
      { name: 'Sheet1', part: 'sheet2.xml', xml: sheetXml(people(['Zed', 'Other', 'zed@example.org'])) },
    ]);
    const read = async (sheet?: string) => {
      const { table, detected } = await readTable(
        bytes,
        { fileName: 'swap.xlsx', ...(sheet === undefined ? {} : { sheet }) },
        { xlsxReader },
      );
      return [detected.sheet, table.rows];
    };
    const ann = ['Sheet2', [['Ann', 'Lee', 'ann@example.org']]];
    const zed = ['Sheet1', [['Zed', 'Other', 'zed@example.org']]];
    expect(await read()).toEqual(ann);
    expect(await read('Sheet2')).toEqual(ann);
    expect(await read('1')).toEqual(ann);
    expect(await read('Sheet1')).toEqual(zed);
    expect(await read('2')).toEqual(zed);
  });

  it('reads t="d" cells (ISO 8601 dates) as the date they state, with or without a date style', async () => {
    const rows = [
      [text('A1', 'First Name'), text('B1', 'Email'), text('C1', 'Birth Date'), text('D1', 'Joined')],
      [
        text('A2', 'Ann'),
        text('B2', 'ann@example.org'),
        '<c r="C2" t="d"><v>1988-07-04T00:00:00</v></c>',
        '<c r="D2" s="1" t="d"><v>2001-02-03T10:30:00</v></c>',
      ],
      [
        text('A3', 'Bob'),
        text('B3', 'bob@example.org'),
        '<c r="C3" s="1" t="d"><v>1990-01-15</v></c>',
        '<c r="D3" t="d"><v>2004-02-29T00:00:00Z</v></c>',
      ],
    ];
    const bytes = openpyxlWorkbook([{ name: 'Sheet1', part: 'sheet1.xml', xml: sheetXml(rows) }]);
    const { table, notices } = await readTable(bytes, { fileName: 'iso.xlsx' }, { xlsxReader });
    expect(table.rows).toEqual([
      ['Ann', 'ann@example.org', '1988-07-04', '2001-02-03 10:30:00'],
      ['Bob', 'bob@example.org', '1990-01-15', '2004-02-29'],
    ]);
    expect(notices).toEqual([]);
  });

  it('reads a formula whose saved result is an Excel error as the error, which the validation refuses', async () => {
    const rows = [
      [text('A1', 'First Name'), text('B1', 'Last Name'), text('C1', 'Email'), text('D1', 'Class Year')],
      [
        text('A2', 'Ann'),
        text('B2', 'Lee'),
        text('C2', 'ann@example.org'),
        '<c r="D2" t="e"><f>VLOOKUP(A2,X!A:B,2,0)</f><v>#N/A</v></c>',
      ],
      [text('A3', 'Bob'), text('B3', 'Ray'), text('C3', 'bob@example.org'), '<c r="D3" t="e"><v>#N/A</v></c>'],
    ];
    // Named as exceljs's streaming reader names the part when it cannot link it (workbook.xml last).
    const bytes = openpyxlWorkbook([{ name: 'Sheet1', part: 'sheet1.xml', xml: sheetXml(rows) }]);
    const { intake, validation } = await runImportPipeline(
      bytes,
      { fileName: 'err.xlsx', constants: { enabled: '1' } },
      { xlsxReader },
    );
    expect(intake.table.rows.map((row) => row[3])).toEqual(['#N/A', '#N/A']);
    expect(intake.notices.map((notice) => notice.code)).not.toContain('formulas-without-result');
    expect(validation.rows.map((row) => row.status)).toEqual(['invalid', 'invalid']);
  });

  it('reads a sheet whose table part has an absolute target (openpyxl ws.add_table)', async () => {
    const rows = people(['Ann', 'Lee', 'ann@example.org'], ['Bob', 'Ray', 'bob@example.org']);
    const bytes = openpyxlWorkbook([
      {
        name: 'Grads',
        part: 'sheet1.xml',
        xml: sheetXml(rows, '<tableParts count="1"><tablePart r:id="rId1"/></tableParts>'),
        parts: {
          'xl/worksheets/_rels/sheet1.xml.rels': `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Type="${REL}/table" Target="/xl/tables/table1.xml" Id="rId1"/></Relationships>`,
          'xl/tables/table1.xml': `<table xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" id="1" name="Grads" displayName="Grads" ref="A1:C3"><autoFilter ref="A1:C3"/><tableColumns count="3"><tableColumn id="1" name="First Name"/><tableColumn id="2" name="Last Name"/><tableColumn id="3" name="Email"/></tableColumns><tableStyleInfo name="TableStyleMedium9" showRowStripes="1"/></table>`,
        },
      },
    ]);
    const { table } = await readTable(bytes, { fileName: 'table.xlsx' }, { xlsxReader });
    expect(table.rows).toEqual([
      ['Ann', 'Lee', 'ann@example.org'],
      ['Bob', 'Ray', 'bob@example.org'],
    ]);
  });
});

describe('isoDateCellText', () => {
  it('gives what a date cell gives, and keeps text that is no calendar date as written', () => {
    expect(isoDateCellText('1988-07-04')).toBe('1988-07-04');
    expect(isoDateCellText('1988-07-04T00:00:00')).toBe('1988-07-04');
    expect(isoDateCellText('1988-07-04T23:05:09.000+02:00')).toBe('1988-07-04 23:05:09');
    expect(isoDateCellText('0099-01-02')).toBe('0099-01-02');
    expect(isoDateCellText('1988-02-30')).toBe('1988-02-30');
    expect(isoDateCellText('next week')).toBe('next week');
  });
});
