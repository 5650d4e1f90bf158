// Without a reader of its own (the window's worker), intake reads a sheet with the fast reader and
// goes to exceljs only for a sheet the fast reader does not read: exceljs is replaced here by a
// reader that says it was asked.
import { describe, expect, it, vi } from 'vitest';
import { readTable } from '../../../src-shared/intake/read-table';
import { inline, inlineRow, rawWorkbook } from './raw-workbook';
import type * as exceljsReader from '../../../src-shared/intake/xlsx/exceljs-reader';

type ExceljsReaderModule = typeof exceljsReader;

const asked: string[] = [];
vi.mock('../../../src-shared/intake/xlsx/exceljs-reader', async (original) => ({
  ...(await original<ExceljsReaderModule>()),
  exceljsLoadReader: () => ({
    readSheet: async (_bytes: Uint8Array, sheet: { name: string }) => {
      asked.push(sheet.name);
      return [
        { rowNumber: 1, cells: ['First Name', 'Email'] },
        { rowNumber: 2, cells: ['From', 'exceljs@example.org'] },
      ];
    },
  }),
}));

const rows = `${inlineRow(1, ['First Name', 'Email'])}${inlineRow(2, ['Ann', 'ann@example.org'])}`;

describe('the default XLSX reader', () => {
  it('reads a plain sheet itself, without exceljs', async () => {
    asked.length = 0;
    const bytes = rawWorkbook({ sheets: [{ name: 'Alumni', rows }] });
    const { table } = await readTable(bytes, { fileName: 'alumni.xlsx' });
    expect(table.rows).toEqual([['Ann', 'ann@example.org']]);
    expect(asked).toEqual([]);
  });

  it('hands a sheet it does not read (a broken cell tag) to exceljs', async () => {
    asked.length = 0;
    const broken = `${inlineRow(1, ['First Name', 'Email'])}<row r="2"><c r=B2 t="inlineStr"><is><t>x</t></is></c>${inline('A2', 'Ann')}</row>`;
    const bytes = rawWorkbook({ sheets: [{ name: 'Alumni', rows: broken }] });
    const { table } = await readTable(bytes, { fileName: 'alumni.xlsx' });
    expect(asked).toEqual(['Alumni']);
    expect(table.rows).toEqual([['From', 'exceljs@example.org']]);
  });
});
