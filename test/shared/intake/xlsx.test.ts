import { noticeHint } from '../../../src-shared/intake/notices';
import { noticeWords } from './helpers';
import { afterEach, describe, expect, it } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import type { XlsxRowReader } from '../../../src-shared/intake/types';
import { exceljsLoadReader } from '../../../src-shared/intake/xlsx/exceljs-reader';
import { fastReaderWithFallback } from '../../../src-shared/intake/xlsx/fast-with-fallback';
import { xlsxStreamReader } from '../../../src-main/services/intake/xlsx-stream-reader';
import { runImportPipeline } from '../../../src-shared/import-pipeline';
import { alumniWorkbook, workbookBytes } from './xlsx-fixtures';
import { say } from '../../helpers/problem-words';
import { refusalOf } from '../../helpers/reason-words';

const readers: [string, XlsxRowReader][] = [
  [
    'the fast reader, then exceljs load (the default, as in the browser worker)',
    fastReaderWithFallback(exceljsLoadReader()),
  ],
  ["exceljs load alone (the default's fallback)", exceljsLoadReader()],
  ['the fast reader with zlib, then exceljs streaming (Node)', xlsxStreamReader],
];

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe.each(readers)('XLSX intake through %s', (_name, xlsxReader) => {
  it('gives what Excel shows: dates, exact numbers, cached formula results, plain rich text and hyperlinks, merged cells', async () => {
    const result = await readTable(await alumniWorkbook(), { fileName: 'agents.xlsx' }, { xlsxReader });
    expect(result.detected).toMatchObject({ format: 'xlsx', sheet: 'Alumni', headerRow: 2, headerRowDetected: true });
    expect(result.detected.sheets).toEqual([
      { name: 'Alumni', rows: 6 },
      { name: 'Notes', rows: 1 },
    ]);
    expect(result.table.headers).toEqual([
      'First Name',
      'Birth Date',
      'Class Year',
      'Website',
      'Gift',
      'Name',
      'Reunion',
      'Zip',
    ]);
    expect(result.table.rows).toEqual([
      ['Ann', '1985-07-04', '1990', 'ann.example.org', '2469', 'Ann Lee', 'Reunion 2025', '2134'],
      ['Bob', '1999-12-31', '2021', '', '0.30000000000000004', 'Bob Ray', 'Reunion 2025', '02139-4307'],
      ['Cy', '2000-02-29', '2022', '', '', 'Cy Ng', 'Reunion 2025', ''],
    ]);
    expect(result.table.rowNumbers).toEqual([3, 5, 6]);
    expect(result.skippedEmptyRows).toBe(1); // row 4: only the merged label covers it
    expect(JSON.stringify(result.table)).not.toContain('[object Object]');
    expect(noticeWords(result.notices)).toContain(
      '1 formula cell has no saved result and reads as empty (E6): open the file in Excel and save it so the results are stored.',
    );
  });

  it.each(['America/Los_Angeles', 'Asia/Tokyo', 'UTC'])('reads the same calendar dates with TZ=%s', async (tz) => {
    process.env.TZ = tz;
    const { table } = await readTable(await alumniWorkbook(), { fileName: 'agents.xlsx' }, { xlsxReader });
    expect(table.rows.map((row) => row[1])).toEqual(['1985-07-04', '1999-12-31', '2000-02-29']);
  });

  it('reads the sheet asked for, and names the sheets when it does not exist', async () => {
    const bytes = await alumniWorkbook();
    // "notes" finds the sheet "Notes", which holds one line: a header with nothing under it.
    const notes = await refusalOf(readTable(bytes, { fileName: 'agents.xlsx', sheet: 'notes' }, { xlsxReader }));
    expect(notes.message).toMatch(/no data rows/);
    const donors = await refusalOf(readTable(bytes, { fileName: 'agents.xlsx', sheet: 'Donors' }, { xlsxReader }));
    expect(donors.message).toBe('agents.xlsx has no sheet named "Donors".');
    expect(donors.reason).toEqual({
      code: 'xlsx.no-sheet',
      params: { file: 'agents.xlsx', sheet: 'Donors', sheets: ['Alumni', 'Notes'] },
    });
  });

  it('says which rows and columns Excel hides (a filter, or by hand): they are read like the others', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Alumni');
      sheet.addRow(['First Name', 'Last Name', 'Email', 'Spouse Email']);
      for (let i = 2; i <= 60; i++) sheet.addRow([`P${i}`, 'Lee', `p${i}@example.org`, `s${i}@example.org`]);
      for (const row of [5, 6, 7, 8, 20, 44, 50, 52, 54, 56]) sheet.getRow(row).hidden = true;
      sheet.getColumn(4).hidden = true;
    });
    const read = await readTable(bytes, { fileName: 'filtered.xlsx' }, { xlsxReader });
    const { table } = read;
    const notices = noticeWords(read.notices);
    expect(table.rows).toHaveLength(59);
    expect(notices).toContain(
      '10 rows of the sheet (rows 5-8, 20, 44, 50, 52 and 2 more) are hidden in Excel, by a filter or by hand, and read and checked like the rows shown. To import only the rows shown, delete the hidden ones in Excel (or copy the rows shown to a new sheet) and save.',
    );
    expect(notices).toContain(
      'Column "Spouse Email" (D) is hidden in Excel, and read like the others: check how it is mapped.',
    );
    // A hidden title row above the header is not read as data: nothing to say of it.
    const title = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Alumni');
      sheet.addRow(['Export of 2026-11-01']);
      sheet.addRow(['First Name', 'Last Name', 'Email']);
      sheet.addRow(['Ann', 'Lee', 'ann@example.org']);
      sheet.getRow(1).hidden = true;
    });
    expect(
      noticeWords((await readTable(title, { fileName: 'title.xlsx', headerRow: 2 }, { xlsxReader })).notices).join(' '),
    ).not.toMatch(/hidden/);
  });

  it('says when the first sheet with data, read by default, is smaller than another (an Instructions tab of two columns before the list)', async () => {
    // (Instructions in one column are passed over: xlsx-layouts.test.ts.)
    const bytes = await workbookBytes((workbook) => {
      const help = workbook.addWorksheet('Instructions');
      help.addRow(['Column', 'What to enter']);
      help.addRow(['Email', 'One person a row; leave unknown cells empty.']);
      const data = workbook.addWorksheet('Data');
      data.addRow(['First Name', 'Last Name', 'Email']);
      for (let i = 0; i < 5; i++) data.addRow(['Ann', 'Lee', `ann${i}@example.org`]);
    });
    const result = await readTable(bytes, { fileName: 'list.xlsx' }, { xlsxReader });
    const { detected } = result;
    expect(detected.sheet).toBe('Instructions');
    expect(noticeWords(result.notices)).toContainEqual(
      'The first sheet with data, "Instructions" (2 rows), was read; the workbook also has "Data" (6 rows). If the list is there, choose that sheet.',
    );
    expect(result.notices.map(noticeHint)).toEqual([{ setting: 'sheet', sheet: 'Data' }]);
    // Chosen by name: no such note.
    expect((await readTable(bytes, { fileName: 'list.xlsx', sheet: 'Data' }, { xlsxReader })).notices).toEqual([]);
  });

  it('does not choose a hidden sheet by itself (a lookup sheet before the list), and lists it as hidden', async () => {
    const bytes = await workbookBytes((workbook) => {
      const lookup = workbook.addWorksheet('Lookup', { state: 'hidden' });
      lookup.addRow(['Code', 'Meaning']);
      lookup.addRow(['A', 'Active']);
      const list = workbook.addWorksheet('Alumni');
      list.addRow(['Name', 'Email']);
      list.addRow(['Ann', 'a@x.org']);
    });
    const { table, detected } = await readTable(bytes, { fileName: 'list.xlsx' }, { xlsxReader });
    expect(detected.sheet).toBe('Alumni');
    expect(detected.sheets).toEqual([
      { name: 'Lookup', rows: 2, hidden: true },
      { name: 'Alumni', rows: 2 },
    ]);
    expect(table.rows).toEqual([['Ann', 'a@x.org']]);
    // Asked for, it is read; by its name, or by its place among the tabs.
    expect((await readTable(bytes, { fileName: 'list.xlsx', sheet: 'Lookup' }, { xlsxReader })).table.rows).toEqual([
      ['A', 'Active'],
    ]);
    expect((await readTable(bytes, { fileName: 'list.xlsx', sheet: '1' }, { xlsxReader })).detected.sheet).toBe(
      'Lookup',
    );
    expect((await readTable(bytes, { fileName: 'list.xlsx', sheet: '2' }, { xlsxReader })).detected.sheet).toBe(
      'Alumni',
    );
    await expect(
      refusalOf(readTable(bytes, { fileName: 'list.xlsx', sheet: '3' }, { xlsxReader })),
    ).resolves.toMatchObject({
      message: expect.stringMatching(/no sheet named "3"/),
      details: [expect.stringMatching(/"Lookup", "Alumni" \(give a name, or a number from 1 to 2\)/)],
    });
  });

  it('reads a whole number of 16 digits or more as Excel shows it, and an ID of it is refused (Excel kept 15 of its digits)', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Export');
      sheet.addRow(['Constituent ID', 'First Name', 'Last Name', 'Email']);
      sheet.addRow([12345678901234567000, 'Ann', 'Lee', 'a@x.org']);
      sheet.addRow([123456789012345, 'Bob', 'Ray', 'b@x.org']);
      sheet.addRow([1234567890123456, 'Cy', 'Ng', 'c@x.org']);
    });
    const { intake, validation } = await runImportPipeline(
      bytes,
      { fileName: 'export.xlsx', constants: { enabled: '1' } },
      { xlsxReader },
    );
    expect(intake.table.rows.map((row) => row[0])).toEqual([
      '1.23456789012346E+19',
      '123456789012345',
      '1.23456789012346E+15',
    ]);
    expect(validation.rows.map((row) => row.status)).toEqual(['invalid', 'valid', 'invalid']);
    expect(validation.rows[0]!.problems).toEqual([
      expect.objectContaining({ field: 'inst_id', code: 'cell.scientific-notation' }),
    ]);
    expect(say(validation.rows[0]!.problems[0]!)).toContain(
      'a number of 16 digits or more, which Excel cannot hold, has to come from its system as text',
    );
  });

  it('reads a number under a format of zeros as the format shows it: an ID typed 12345 under 0000000 is 0012345', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('Export');
      sheet.addRow(['Student ID', 'Zip', 'Gift']);
      for (const [id, zip, gift] of [
        [12345, 2134, 7.5],
        [1234567, 10027, 12],
      ]) {
        const row = sheet.addRow([id, zip, gift]);
        row.getCell(1).numFmt = '0000000';
        row.getCell(2).numFmt = '00000';
        row.getCell(3).numFmt = '000'; // not a whole number: shown rounded, kept as it is
      }
    });
    const { table } = await readTable(bytes, { fileName: 'export.xlsx' }, { xlsxReader });
    expect(table.rows).toEqual([
      ['0012345', '02134', '7.5'],
      ['1234567', '10027', '012'],
    ]);
  });

  it('skips and counts empty rows', async () => {
    const bytes = await workbookBytes((workbook) => {
      const sheet = workbook.addWorksheet('List');
      sheet.addRow(['Name', 'Email']);
      sheet.addRow(['Ann', 'a@x.org']);
      sheet.getRow(3).getCell(1).value = '   ';
      sheet.getRow(5).getCell(2).value = 'b@x.org';
    });
    const { table, skippedEmptyRows } = await readTable(bytes, { fileName: 'list.xlsx' }, { xlsxReader });
    expect(table.rowNumbers).toEqual([2, 5]);
    expect(skippedEmptyRows).toBe(1);
  });

  it('refuses a sheet with a header row and nothing under it', async () => {
    const bytes = await workbookBytes((workbook) => workbook.addWorksheet('List').addRow(['First Name', 'Email']));
    expect((await refusalOf(readTable(bytes, { fileName: 'list.xlsx' }, { xlsxReader }))).message).toMatch(
      /header row \(row 1\) but no data rows/,
    );
  });
});
