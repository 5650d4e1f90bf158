import { noticeWords } from './helpers';
import { describe, expect, it } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import type { XlsxRowReader } from '../../../src-shared/intake/types';
import { exceljsLoadReader, loadWorkbook } from '../../../src-shared/intake/xlsx/exceljs-reader';
import { fastReaderWithFallback } from '../../../src-shared/intake/xlsx/fast-with-fallback';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { inline, inlineRow, rawWorkbook } from './raw-workbook';

// Workbooks as Excel (and other tools) lay them out, built part by part: every reader must give the same.

const readers: [string, XlsxRowReader][] = [
  [
    'the fast reader, then exceljs load (the default, as in the browser worker)',
    fastReaderWithFallback(exceljsLoadReader()),
  ],
  ["exceljs load alone (the default's fallback)", exceljsLoadReader()],
  ['the fast reader with zlib, then exceljs streaming (Node)', xlsxStreamReader],
];

const header = inlineRow(1, ['First Name', 'Last Name', 'Email']);

describe.each(readers)('XLSX layouts through %s', (_name, xlsxReader) => {
  const read = async (bytes: Uint8Array, options: { sheet?: string; headerRow?: number } = {}) => {
    const result = await readTable(bytes, { fileName: 'alumni.xlsx', ...options }, { xlsxReader });
    return { ...result, notices: noticeWords(result.notices) };
  };

  it('reads a Japanese name, not its phonetic reading (furigana), in shared and inline strings', async () => {
    const bytes = rawWorkbook({
      sharedStrings: [
        '<t>山田</t><rPh sb="0" eb="2"><t>ヤマダ</t></rPh><phoneticPr fontId="1"/>',
        '<t>太郎</t><rPh sb="0" eb="2"><t>タロウ</t></rPh>',
        '<r><t>An</t></r><r><rPr><b/></rPr><t>n</t></r>',
      ],
      sheets: [
        {
          name: 'Alumni',
          rows:
            `${header}<row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" t="s"><v>0</v></c>${inline('C2', 'taro@example.jp')}</row>` +
            `<row r="3"><c r="A3" t="inlineStr"><is><t>花子</t><rPh sb="0" eb="2"><t>ハナコ</t></rPh><phoneticPr fontId="1"/></is></c><c r="B3" t="inlineStr"><is><r><t>佐</t></r><r><rPr><b/></rPr><t>藤</t></r><rPh sb="0" eb="2"><t>サトウ</t></rPh></is></c>${inline('C3', 'hanako@example.jp')}</row>` +
            `<row r="4"><c r="A4" t="s"><v>2</v></c>${inline('B4', 'Lee')}${inline('C4', 'ann@example.org')}</row>`,
        },
      ],
    });
    const { table } = await read(bytes);
    expect(table.rows).toEqual([
      ['太郎', '山田', 'taro@example.jp'],
      ['花子', '佐藤', 'hanako@example.jp'],
      ['Ann', 'Lee', 'ann@example.org'],
    ]);
  });

  const alumni = {
    name: 'Alumni',
    rows: `${header}${inlineRow(2, ['Ann', 'Lee', 'ann@example.org'])}${inlineRow(3, ['Bob', 'Ray', 'bob@example.org'])}`,
    dimension: 'A1:C3',
  };

  it('passes over a cover sheet of formatted empty cells for the first sheet holding data', async () => {
    const bytes = rawWorkbook({
      sheets: [{ name: 'Cover', rows: '<row r="3"><c r="C3" s="0"/></row>', dimension: 'C3' }, alumni],
    });
    const result = await read(bytes);
    expect(result.detected.sheet).toBe('Alumni');
    expect(result.table.rows).toHaveLength(2);
  });

  it('passes over instructions in one column for the list on the next sheet shown, and says so', async () => {
    const lines = [
      'How to use this file',
      '1. One alumnus per row on the Data tab.',
      '2. Do not change the headers.',
      'Questions: advancement@example.edu',
    ];
    const instructions = {
      name: 'Instructions',
      rows: lines.map((line, i) => inlineRow(i + 1, [line])).join(''),
      dimension: 'A1:A4',
    };
    const lookup = {
      name: 'Lookup',
      rows: `${inlineRow(1, ['Code', 'Meaning'])}${inlineRow(2, ['A', 'Alumnus'])}`,
      dimension: 'A1:B2',
      state: 'hidden' as const,
    };
    const result = await read(rawWorkbook({ sheets: [instructions, lookup, { ...alumni, name: 'Data' }] }));
    expect(result.detected.sheet).toBe('Data');
    expect(result.table.rows).toHaveLength(2);
    expect(result.notices.join(' ')).toContain(
      'The sheet "Instructions" holds text in one column (instructions or notes), not a list: the sheet "Data" was read instead.',
    );
    // Chosen, it is read; and a one-column list of email addresses is a list.
    expect(
      (await read(rawWorkbook({ sheets: [instructions, { ...alumni, name: 'Data' }] }), { sheet: 'Instructions' }))
        .detected.sheet,
    ).toBe('Instructions');
    const emails = {
      name: 'Emails',
      rows: `${inlineRow(1, ['Email'])}${inlineRow(2, ['ann@example.org'])}`,
      dimension: 'A1:A2',
    };
    expect((await read(rawWorkbook({ sheets: [emails, { ...alumni, name: 'Data' }] }))).detected.sheet).toBe('Emails');
  });

  it('reads a date whose format shows only its year, or its month and year, as that year or month and year, in a form read back as a date', async () => {
    // 27945 is 1976-07-04, 35935 1998-05-20; style 1 "yyyy", 2 "mmm-yy", 3 "mm/yyyy", 4 m/d/yyyy (built in).
    const bytes = rawWorkbook({
      styles: [{ id: 165, code: 'yyyy' }, { id: 166, code: 'mmm-yy' }, { id: 167, code: 'mm/yyyy;@' }, { id: 14 }],
      sheets: [
        {
          name: 'Alumni',
          rows: `${inlineRow(1, ['Email', 'Birth Year', 'Class', 'Joined', 'Birth Date'])}<row r="2">${inline('A2', 'ann@example.org')}<c r="B2" s="1"><v>27945</v></c><c r="C2" s="2"><v>35935</v></c><c r="D2" s="3"><v>35935</v></c><c r="E2" s="4"><v>27945</v></c></row>`,
        },
      ],
    });
    const { table } = await read(bytes);
    // "May-98" and "98" as Excel writes them would not read back as dates, nor 98 as 1998.
    expect(table.rows).toEqual([['ann@example.org', '1976', '5/1998', '5/1998', '1976-07-04']]);
  });

  it('says a workbook counts dates from 1904, for a serial typed as a number; its date cells read right', async () => {
    // 26483 is 1976-07-04 counted from 1904-01-01 (and 1972-07-03 counted from 1899-12-30).
    const rows = `${inlineRow(1, ['Email', 'Birth Date', 'Typed'])}<row r="2">${inline('A2', 'ann@example.org')}<c r="B2" s="1"><v>26483</v></c><c r="C2"><v>26483</v></c></row>`;
    const mac = await read(
      rawWorkbook({ workbookPr: 'date1904="1"', styles: [{ id: 14 }], sheets: [{ name: 'Alumni', rows }] }),
    );
    expect(mac.table.rows).toEqual([['ann@example.org', '1976-07-04', '26483']]);
    expect(mac.detected.date1904).toBe(true);
    const usual = await read(rawWorkbook({ styles: [{ id: 14 }], sheets: [{ name: 'Alumni', rows }] }));
    expect(usual.detected.date1904).toBeUndefined();
  });

  it('names the formula cells saved without a result, the first five', async () => {
    const rows = [1, 2, 3, 4, 5, 6, 7]
      .map(
        (n) =>
          `<row r="${n + 1}">${inline(`A${n + 1}`, `P${n}`)}${inline(`B${n + 1}`, 'Lee')}${inline(`C${n + 1}`, `p${n}@example.org`)}<c r="D${n + 1}"><f>B${n + 1}&amp;"x"</f></c></row>`,
      )
      .join('');
    const { notices } = await read(
      rawWorkbook({
        sheets: [{ name: 'Alumni', rows: `${inlineRow(1, ['First Name', 'Last Name', 'Email', 'Code'])}${rows}` }],
      }),
    );
    expect(notices).toContain(
      '7 formula cells have no saved result and read as empty (D2, D3, D4, D5, D6 and 2 more): open the file in Excel and save it so the results are stored.',
    );
  });
});

describe('the in-memory reader choosing the sheet', () => {
  it('loads the workbook once while it passes over a cover and instructions for the list', async () => {
    const sheets = [
      { name: 'Cover', rows: '<row r="3"><c r="C3" s="0"/></row>', dimension: 'C3' },
      { name: 'Instructions', rows: inlineRow(1, ['One alumnus per row on the Data tab.']), dimension: 'A1:A2' },
      {
        name: 'Data',
        rows: `${header}${inlineRow(2, ['Ann', 'Lee', 'ann@example.org'])}`,
        dimension: 'A1:C2',
      },
    ];
    let loads = 0;
    const counting = exceljsLoadReader((source) => {
      loads++;
      return loadWorkbook(source);
    });
    const result = await readTable(rawWorkbook({ sheets }), { fileName: 'alumni.xlsx' }, { xlsxReader: counting });
    expect(result.detected.sheet).toBe('Data');
    expect(result.table.rows).toEqual([['Ann', 'Lee', 'ann@example.org']]);
    expect(loads).toBe(1);
    // Another file through the same reader is loaded afresh, never answered from the last one.
    const other = await readTable(
      rawWorkbook({ sheets: [{ ...sheets[2]!, rows: `${header}${inlineRow(2, ['Bo', 'Ray', 'bo@example.org'])}` }] }),
      { fileName: 'other.xlsx' },
      { xlsxReader: counting },
    );
    expect(other.table.rows).toEqual([['Bo', 'Ray', 'bo@example.org']]);
    expect(loads).toBe(2);
  });
});
