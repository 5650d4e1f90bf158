// The sheet reader every caller gets: the fast reader for the sheet parts it reads as exceljs would,
// and a fallback reader (exceljs) for anything else, which also words the error when a file is damaged.
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../types';
import { fastSheetReader, inflateRaw, type RawInflate } from './fast-reader';

/** The sheet parts the fast reader takes (exceljs's streaming reader knows sheets by these names only). */
export const SHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export function fastReaderWithFallback(fallback: XlsxRowReader, inflate: RawInflate = inflateRaw): XlsxRowReader {
  const fast = fastSheetReader(inflate);
  return {
    async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
      const { part } = sheet;
      if (part && SHEET_PART.test(part)) {
        // Anything the fast reader does not read as exceljs would (UnsupportedXml), or any failure, goes to the
        // fallback; the fast reader adds to the stats only when it succeeds.
        const rows = await fast.readSheet(bytes, part, context.stats).catch(() => null);
        if (rows) return rows;
      }
      return fallback.readSheet(bytes, sheet, context);
    },
  };
}
