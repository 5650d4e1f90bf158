// Node's fast path for XLSX: exceljs's streaming WorkbookReader, which parses the sheet XML as
// it unzips instead of building the whole workbook model. Cell text comes from src-shared.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellToText } from '../../../src-shared/intake/xlsx/cell-text';
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../../../src-shared/intake/types';

export const xlsxStreamReader: XlsxRowReader = {
  async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
    const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'cache', // needed to tell dates from numbers
      worksheets: 'emit',
      entries: 'emit',
    });
    const rows: RawRow[] = [];
    let position = 0;
    for await (const worksheet of workbook) {
      const reader = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name?: string };
      const wanted = reader.name === sheet.name || (reader.name === undefined && position === context.index);
      position++;
      for await (const row of reader) {
        if (!wanted) continue;
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          while (cells.length < column - 1) cells.push('');
          cells[column - 1] = cellToText(cell.value, context.stats);
        });
        rows.push({ rowNumber: row.number, cells });
      }
      if (wanted) break;
    }
    return rows;
  },
};
