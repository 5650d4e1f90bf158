// Node's XLSX reader: the fast sheet reader (src-shared/intake/xlsx/fast-reader.ts, unpacking
// with zlib), then, for a sheet it does not read, exceljs's streaming WorkbookReader, which parses
// the sheet XML as it unzips instead of building the whole workbook model. Cell text comes from
// src-shared.
import { Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { newCellTextStats, type CellTextStats } from '../../../src-shared/intake/xlsx/cell-text';
import { exceljsLoadReader, loadSheetRows, rowCells } from '../../../src-shared/intake/xlsx/exceljs-reader';
import type { RawInflate } from '../../../src-shared/intake/xlsx/fast-reader';
import { fastReaderWithFallback, SHEET_PART } from '../../../src-shared/intake/xlsx/fast-with-fallback';
import { typedCellOverrides, type CellOverrides } from '../../../src-shared/intake/xlsx/raw-cells';
import type { RawRow, SheetInfo, XlsxRowReader, XlsxSheetContext } from '../../../src-shared/intake/types';

/**
 * zlib on the thread pool, the event loop running on meanwhile; its chunks kept apart (zlib's one-call inflate
 * joins them, a copy of the whole sheet on the event loop).
 */
const zlibInflate: RawInflate = (data, limit) =>
  new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) inflater.destroy(new Error('a part bigger than its limit'));
      else chunks.push(chunk);
    });
    inflater.on('error', reject);
    inflater.on('end', () => resolve(chunks));
    inflater.end(data);
  });
const CHUNK_BYTES = 1024 * 1024;

/** exceljs's streaming reader alone (the fallback; the fast reader's tests compare the two). */
export const xlsxExceljsStreamReader: XlsxRowReader = {
  async readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]> {
    // The streaming unzipper can end its list of entries before the last ones were handed on
    // (it announces the end when its input is consumed): the workbook part or the sheet wanted
    // may then never be seen. The reader that loads the whole file from memory has no such race,
    // and it also words the error when the file really is damaged.
    // The sheet is chosen by its zip part (from the workbook's rels), never by the name exceljs
    // gives it: when xl/workbook.xml comes after the sheets in the zip (openpyxl, pandas), or its
    // rels use absolute targets, exceljs names each part "Sheet<n>" after its file name.
    const { part } = sheet;
    const number = part ? SHEET_PART.exec(part)?.[1] : undefined;
    if (!part || number === undefined) return exceljsLoadReader().readSheet(bytes, sheet, context);
    const stats = newCellTextStats();
    const overrides = await typedCellOverrides(bytes, part);
    const rows = await streamRead(bytes, number, overrides, stats).catch(() => null);
    if (rows === null) return loadSheetRows(bytes, sheet, context, overrides);
    context.stats.formulasWithoutResult += stats.formulasWithoutResult;
    context.stats.formulaCells.push(...stats.formulaCells);
    context.stats.unknownValues += stats.unknownValues;
    return rows;
  },
};

/** The fast reader with zlib, then exceljs's streaming reader for a sheet it does not read. */
export const xlsxStreamReader = fastReaderWithFallback(xlsxExceljsStreamReader, zlibInflate);

/** The rows of the part xl/worksheets/sheet<number>.xml, or null when the streaming reader never reached it. */
async function streamRead(
  bytes: Uint8Array,
  number: string,
  overrides: CellOverrides,
  stats: CellTextStats,
): Promise<RawRow[] | null> {
  const input = Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache', // needed to tell dates from numbers
    worksheets: 'emit',
    entries: 'emit',
  });
  withoutPhoneticReadings(workbook);
  // exceljs announces each sheet part (its number, from xl/worksheets/sheet<n>.xml) just before
  // it hands on the sheet's reader: the only sure link between a reader and its part.
  let announced: string | undefined;
  (workbook as unknown as NodeJS.EventEmitter).on('entry', (entry: { type?: string; id?: unknown }) => {
    if (entry.type === 'worksheet') {
      announced = String(entry.id);
    }
  });
  let found: RawRow[] | null = null;
  for await (const worksheet of workbook) {
    const reader = worksheet as unknown as AsyncIterable<ExcelJS.Row>;
    const wanted = found === null && announced === number;
    const rows: RawRow[] = [];
    for await (const row of reader) {
      if (wanted) rows.push({ rowNumber: row.number, cells: rowCells(row, row.number, overrides, stats) });
    }
    if (wanted) found = rows;
  }
  return found;
}

interface SharedStringsParser {
  _parseSharedStrings?: (entry: AsyncIterable<Buffer>) => AsyncGenerator<unknown>;
}

/**
 * exceljs's streaming reader takes a shared string's last <t> as its text: in a Japanese list,
 * the phonetic reading (<rPh>: furigana, ヤマダ) Excel stores after the name (山田) replaces it.
 * The readings are taken out of the shared strings as they stream in.
 */
function withoutPhoneticReadings(workbook: ExcelJS.stream.xlsx.WorkbookReader): void {
  const reader = workbook as unknown as SharedStringsParser;
  const parse = reader._parseSharedStrings;
  if (typeof parse !== 'function') return;
  reader._parseSharedStrings = function (entry) {
    return parse.call(this, Readable.from(withoutPhoneticRuns(entry)));
  };
}

const PHONETIC_OPEN = Buffer.from('<rPh');
const PHONETIC_CLOSE = Buffer.from('</rPh>');

/**
 * Where the tag (PHONETIC_OPEN or _CLOSE) starts in data from `from` on, found by its rare "Ph" (a search for "<" stops
 * at every tag).
 */
function findTag(data: Buffer, tag: Buffer, from: number): number {
  const offset = tag.indexOf('Ph');
  for (let at = data.indexOf('Ph', from + offset); at >= 0; at = data.indexOf('Ph', at + 1)) {
    const start = at - offset;
    if (start + tag.length <= data.length && data.compare(tag, 0, tag.length, start, start + tag.length) === 0)
      return start;
  }
  return -1;
}

/**
 * The bytes of an XML stream without its phonetic readings (<rPh>...</rPh>); a tag cut across chunks is kept back until
 * whole.
 */
export async function* withoutPhoneticRuns(source: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let inside = false;
  let carry: Buffer | undefined;
  for await (const chunk of source) {
    const data = carry ? Buffer.concat([carry, chunk]) : chunk;
    carry = undefined;
    let at = 0;
    for (;;) {
      const tag = inside ? PHONETIC_CLOSE : PHONETIC_OPEN;
      const found = findTag(data, tag, at);
      if (found < 0) {
        const kept = cutPrefix(data, tag, at);
        if (!inside && data.length - kept > at) yield data.subarray(at, data.length - kept);
        if (kept > 0) carry = data.subarray(data.length - kept);
        break;
      }
      if (!inside && found > at) yield data.subarray(at, found);
      at = found + tag.length;
      inside = !inside;
    }
  }
  if (carry && !inside) yield carry;
}

/** How many bytes at the end of data (from `from` on) begin the word: a word cut by the chunk's end. */
function cutPrefix(data: Buffer, word: Buffer, from: number): number {
  for (let length = Math.min(word.length - 1, data.length - from); length > 0; length--) {
    if (data.subarray(data.length - length).equals(word.subarray(0, length))) return length;
  }
  return 0;
}
