// The XLSX reader that runs everywhere (browser worker included): exceljs loads the workbook
// from memory. Node uses a streaming reader instead (src-main/services/intake).
import ExcelJS from 'exceljs';
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../types';
import { cellToText } from './cell-text';

export function exceljsLoadReader(): XlsxRowReader {
  return {
    async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
      const workbook = new ExcelJS.Workbook();
      // exceljs's types ask for a Node Buffer; it reads any ArrayBuffer view through JSZip.
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
      const worksheet = workbook.getWorksheet(sheet.name) ?? workbook.worksheets[context.index];
      const rows: RawRow[] = [];
      worksheet?.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          while (cells.length < column - 1) cells.push('');
          // A merged cell's value is read from its master, once, by applyMerges.
          cells[column - 1] = cell.isMerged && cell.master !== cell ? '' : cellToText(cell.value, context.stats);
        });
        rows.push({ rowNumber, cells });
      });
      return rows;
    },
  };
}
