// Node's fast path for XLSX: exceljs's streaming WorkbookReader, which parses the sheet XML as
// it unzips instead of building the whole workbook model. Cell text comes from src-shared.
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { cellToText, newCellTextStats, type CellTextStats } from '../../../src-shared/intake/xlsx/cell-text';
import { exceljsLoadReader } from '../../../src-shared/intake/xlsx/exceljs-reader';
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../../../src-shared/intake/types';

export const xlsxStreamReader: XlsxRowReader = {
  async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
    // The streaming unzipper can end its list of entries before the last ones were handed on
    // (it announces the end when its input is consumed): the workbook part or the sheet wanted
    // may then never be seen. The reader that loads the whole file from memory has no such race,
    // and it also words the error when the file really is damaged.
    const stats = newCellTextStats();
    const rows = await streamRead(bytes, sheet, context.index, stats).catch(() => null);
    if (rows === null) return exceljsLoadReader().readSheet(bytes, sheet, context);
    context.stats.formulasWithoutResult += stats.formulasWithoutResult;
    context.stats.unknownValues += stats.unknownValues;
    return rows;
  },
};

/** The sheet's rows, or null when the streaming reader never reached the sheet. */
async function streamRead(bytes: Uint8Array, sheet: SheetInfo, index: number, stats: CellTextStats): Promise<RawRow[] | null> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // needed to tell dates from numbers
    worksheets: 'emit',
    entries: 'emit',
  });
  let position = 0;
  for await (const worksheet of workbook) {
    const reader = worksheet as unknown as AsyncIterable<ExcelJS.Row> & { name?: string };
    const wanted = reader.name === sheet.name || (reader.name === undefined && position === index);
    position++;
    const rows: RawRow[] = [];
    for await (const row of reader) {
      if (!wanted) continue;
      const cells: string[] = [];
      row.eachCell({ includeEmpty: false }, (cell, column) => {
        while (cells.length < column - 1) cells.push('');
        cells[column - 1] = cellToText(cell.value, stats);
      });
      rows.push({ rowNumber: row.number, cells });
    }
    if (wanted) return rows;
  }
  return null;
}
