// Looks inside an XLSX (a zip) before exceljs does: refuses bombs, archives that are not
// workbooks and damaged zips, and reads what exceljs's streaming reader does not give (sheet
// names in order, their declared sizes, merged ranges, hidden rows and columns).
//
// Two passes, both bounded: the central directory's declared sizes (cheap, refuses honest
// bombs at once), then one streaming inflate of every part counting the bytes that really come
// out (refuses bombs whose headers lie) while keeping only small parts and a few attributes.
import type { AppError } from '../../errors';
import { INTAKE_LIMITS } from '../limits';
import type { SheetInfo } from '../types';
import { inflateCounted } from './inflate-counted';
import { newPartScan, scanSheetBytes, type PartScan } from './sheet-scan';
import { declaredRows, sheetsOf, usesDate1904 } from './workbook-parts';
import { bomb, checkDeclaredSizes, corrupt, MB, readDirectory, shownPartName, whatZipIsThis } from './zip-checks';
import { entryData, type ZipEntry } from './zip-directory';

export { newPartScan, scanSheetBytes } from './sheet-scan';
export { decodeXmlText } from './workbook-parts';

export interface XlsxSheetPart extends SheetInfo {
  /** Path of the sheet's XML inside the zip, e.g. xl/worksheets/sheet1.xml. */
  part: string;
  /** Merged ranges, e.g. "B2:B5". */
  merges: string[];
  /** Rows Excel hides (by a filter or by hand), by number. */
  hiddenRows: number[];
  /** Columns Excel hides, by number (1 = A). */
  hiddenColumns: number[];
}

export interface XlsxInspection {
  sheets: XlsxSheetPart[];
  /** The workbook counts dates from 1904-01-01 (Excel for Mac before 2011): serial 0 is that day, not 1899-12-31. */
  date1904: boolean;
}

const KEPT_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', '[Content_Types].xml']);

/** Inflates every part once, counting real output; keeps workbook parts whole and sheet heads and merges. */
async function scanParts(
  bytes: Uint8Array,
  entries: ZipEntry[],
  fileName: string,
  nativeInflate?: boolean,
): Promise<{
  kept: Map<string, string>;
  sheets: Map<string, Pick<PartScan, 'head' | 'merges' | 'hiddenRows' | 'hiddenColumns'>>;
}> {
  const kept = new Map<string, string>();
  const sheets = new Map<string, Pick<PartScan, 'head' | 'merges' | 'hiddenRows' | 'hiddenColumns'>>();
  let total = 0;
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue; // a folder
    const keep = KEPT_PARTS.has(entry.name);
    const isSheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    const decoder = new TextDecoder();
    const scan = newPartScan();
    let text = '';
    let size = 0;
    let failure: AppError | undefined;
    const sink = (chunk: Uint8Array): boolean => {
      size += chunk.length;
      total += chunk.length;
      const overRatio =
        size > INTAKE_LIMITS.ratioCheckFromBytes && size > entry.compressedSize * INTAKE_LIMITS.maxCompressionRatio;
      if (size > INTAKE_LIMITS.maxPartBytes || total > INTAKE_LIMITS.maxUnzippedBytes || overRatio) {
        const part = shownPartName(entry.name);
        failure = bomb(
          fileName,
          overRatio
            ? { kind: 'unpacked-ratio', part, max: INTAKE_LIMITS.maxCompressionRatio }
            : size > INTAKE_LIMITS.maxPartBytes
              ? { kind: 'unpacked-part', part, maxMegabytes: INTAKE_LIMITS.maxPartBytes / MB }
              : { kind: 'unpacked-total', maxMegabytes: INTAKE_LIMITS.maxUnzippedBytes / MB },
        );
        return false;
      }
      if (keep) text += decoder.decode(chunk, { stream: true });
      else if (isSheet) scanSheetBytes(scan, chunk, decoder);
      return true;
    };
    try {
      const data = entryData(bytes, entry);
      if (entry.method === 0) sink(data);
      else if (entry.method === 8) await inflateCounted(data, sink, nativeInflate);
      else throw new Error(`packing method ${entry.method}`);
    } catch {
      failure ??= corrupt(fileName, { kind: 'part', part: shownPartName(entry.name) });
    }
    if (failure) throw failure;
    if (keep) kept.set(entry.name, text + decoder.decode());
    if (isSheet)
      sheets.set(entry.name, {
        head: scan.head,
        merges: [...new Set(scan.merges)],
        hiddenRows: [...new Set(scan.hiddenRows)],
        hiddenColumns: [...new Set(scan.hiddenColumns)],
      });
  }
  return { kept, sheets };
}

/** Checks an XLSX's zip and lists its sheets (name, declared rows, merges). */
export async function inspectXlsx(
  bytes: Uint8Array,
  fileName: string,
  nativeInflate?: boolean,
): Promise<XlsxInspection> {
  const entries = readDirectory(bytes, fileName);
  const names = new Set(entries.map((entry) => entry.name));
  const notWorkbook = whatZipIsThis(names, fileName);
  if (notWorkbook) throw notWorkbook;
  checkDeclaredSizes(entries, fileName);

  const { kept, sheets: scans } = await scanParts(bytes, entries, fileName, nativeInflate);
  const workbook = kept.get('xl/workbook.xml');
  if (!workbook) throw corrupt(fileName, { kind: 'workbook' });
  const listed = sheetsOf(workbook, kept.get('xl/_rels/workbook.xml.rels') ?? '');
  const sheets = listed
    .filter((sheet) => scans.has(sheet.part))
    .map((sheet) => {
      const scan = scans.get(sheet.part)!;
      return {
        name: sheet.name,
        part: sheet.part,
        rows: declaredRows(scan.head),
        merges: scan.merges,
        hiddenRows: scan.hiddenRows,
        hiddenColumns: scan.hiddenColumns,
        ...(sheet.hidden ? { hidden: true } : {}),
      };
    });
  if (sheets.length === 0) throw corrupt(fileName, { kind: 'no-worksheet' });
  return { sheets, date1904: usesDate1904(workbook) };
}
