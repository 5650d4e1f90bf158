// Looks inside an XLSX (a zip) before exceljs does: refuses bombs, archives that are not
// workbooks and damaged zips, and reads what exceljs's streaming reader does not give (sheet
// names in order, their declared sizes, merged ranges, hidden rows and columns).
//
// Two passes, both bounded: the central directory's declared sizes (cheap, refuses honest
// bombs at once), then one streaming inflate of every part counting the bytes that really come
// out (refuses bombs whose headers lie) while keeping only small parts and a few attributes.
import { AppError } from '../../errors';
import { INTAKE_LIMITS } from '../limits';
import type { SheetInfo } from '../types';
import { inflateCounted } from './inflate-counted';
import { entryData, readZipDirectory, type ZipEntry } from './zip-directory';

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

const MB = 1024 * 1024;
const KEPT_PARTS = new Set(['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', '[Content_Types].xml']);

const bomb = (fileName: string, why: string): AppError =>
  new AppError('invalid-input', `${fileName} was refused: ${why}.`, [
    `A real alumni list unpacks to far less. Limits: ${INTAKE_LIMITS.maxUnzippedBytes / MB} MB unpacked in all, ${INTAKE_LIMITS.maxPartBytes / MB} MB for one part, ${INTAKE_LIMITS.maxCompressionRatio}:1 packing ratio.`,
    'If the file is genuine, save it again from Excel, or export the list as CSV.',
  ]);

const corrupt = (fileName: string, detail: string): AppError =>
  new AppError('invalid-input', `${fileName} is damaged: it looks like an Excel workbook but ${detail}.`, [
    'Open it in Excel (which may offer to repair it) and save it again, or export the list again.',
  ]);

function readDirectory(bytes: Uint8Array, fileName: string): ZipEntry[] {
  try {
    return readZipDirectory(bytes);
  } catch (error) {
    // ZIP64 exists for contents over 4 GB: no alumni list needs it, and bombs use it to hide their size.
    if (error instanceof Error && /ZIP64/.test(error.message))
      throw bomb(fileName, 'it is a ZIP64 archive, a form meant for contents over 4 GB');
    throw corrupt(fileName, 'its zip structure cannot be read (a truncated download or a damaged disk can cause this)');
  }
}

function checkDeclaredSizes(entries: ZipEntry[], fileName: string): void {
  if (entries.length > INTAKE_LIMITS.maxZipEntries) throw bomb(fileName, `it holds ${entries.length} parts`);
  let total = 0;
  for (const entry of entries) {
    total += entry.size;
    if (entry.size > INTAKE_LIMITS.maxPartBytes)
      throw bomb(fileName, `one part (${shownPartName(entry.name)}) would unpack to ${Math.round(entry.size / MB)} MB`);
    if (
      entry.size > INTAKE_LIMITS.ratioCheckFromBytes &&
      entry.size > entry.compressedSize * INTAKE_LIMITS.maxCompressionRatio
    ) {
      throw bomb(
        fileName,
        `one part (${shownPartName(entry.name)}) is packed ${Math.round(entry.size / Math.max(1, entry.compressedSize))} times smaller than its content`,
      );
    }
  }
  if (total > INTAKE_LIMITS.maxUnzippedBytes) throw bomb(fileName, `it would unpack to ${Math.round(total / MB)} MB`);
  if (entries.some((entry) => (entry.flags & 1) === 1)) {
    throw new AppError('invalid-input', `${fileName} is protected by a password.`, [
      'Open it in Excel, remove the password, save, and choose it again.',
    ]);
  }
}

/**
 * A part's name as a message can show it: a damaged zip's names are arbitrary bytes, so anything
 * but printable ASCII becomes "?" (never a U+FFFD or a control character in front of a person).
 */
function shownPartName(name: string): string {
  const printable = name.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 80 ? `${printable.slice(0, 79)}…` : printable;
}

function whatZipIsThis(names: Set<string>, fileName: string): AppError | undefined {
  if (names.has('xl/workbook.xml')) return undefined;
  if (names.has('xl/workbook.bin'))
    return new AppError('invalid-input', `${fileName} is an Excel binary workbook (.xlsb), which we do not read.`, [
      'Save it from Excel as "Excel Workbook (.xlsx)" or "CSV UTF-8".',
    ]);
  if (names.has('word/document.xml'))
    return new AppError('invalid-input', `${fileName} is a Word document, not a spreadsheet.`, [
      'Choose the .xlsx or .csv file holding the list.',
    ]);
  if (names.has('ppt/presentation.xml'))
    return new AppError('invalid-input', `${fileName} is a PowerPoint presentation, not a spreadsheet.`, [
      'Choose the .xlsx or .csv file holding the list.',
    ]);
  if (names.has('content.xml') && names.has('mimetype'))
    return new AppError('invalid-input', `${fileName} is an OpenDocument spreadsheet (.ods), which we do not read.`, [
      'Save it as .xlsx or .csv (File > Save As) and choose the new file.',
    ]);
  return new AppError('invalid-input', `${fileName} is a zip archive, not an Excel workbook.`, [
    'If the list is inside, unpack it and choose the .xlsx or .csv file.',
  ]);
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
export function decodeXmlText(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#x[0-9a-f]+|#\d+);/gi, (whole: string, entity: string) => {
    if (entity[0] !== '#') return XML_ENTITIES[entity.toLowerCase()]!;
    const code = entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1));
    // A number past Unicode's last character is kept as written, not thrown on.
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of tag.matchAll(/([\w:]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
    found[match[1]!] = decodeXmlText(match[3] ?? match[4] ?? '');
  return found;
}

function resolvePart(target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const piece of path.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** Sheets in workbook order with their part paths, from workbook.xml and its relationships. */
function sheetsOf(workbookXml: string, relsXml: string): { name: string; part: string; hidden: boolean }[] {
  const targets = new Map<string, string>();
  for (const tag of relsXml.match(/<(?:\w+:)?Relationship\b[^>]*>/g) ?? []) {
    const rel = attributes(tag);
    if (rel.Id && rel.Target) targets.set(rel.Id, resolvePart(rel.Target));
  }
  const sheets: { name: string; part: string; hidden: boolean }[] = [];
  for (const tag of workbookXml.match(/<(?:\w+:)?sheet\b[^>]*>/g) ?? []) {
    const sheet = attributes(tag);
    const id = sheet['r:id'] ?? Object.entries(sheet).find(([key]) => key.endsWith(':id'))?.[1];
    const part = id ? targets.get(id) : undefined;
    if (sheet.name && part)
      sheets.push({ name: sheet.name, part, hidden: sheet.state === 'hidden' || sheet.state === 'veryHidden' });
  }
  return sheets;
}

/** Rows a sheet declares through <dimension ref="A1:K201"/> (the last row number). */
function declaredRows(head: string): number | null {
  const ref = /<(?:\w+:)?dimension\b[^>]*\bref="([^"]+)"/.exec(head)?.[1];
  const last = ref?.split(':').pop();
  const row = last ? /\d+$/.exec(last)?.[0] : undefined;
  return row ? Number(row) : null;
}

export interface PartScan {
  head: string;
  merges: string[];
  hiddenRows: number[];
  hiddenColumns: number[];
  tail: string;
  /** From the first "mergeCell" or "hidden" on, the rest of the sheet is read as text (merges follow the cells). */
  merging: boolean;
  /** The last bytes of the chunk before, for a word cut in two by a chunk's end. */
  carry: Uint8Array;
}

export const newPartScan = (): PartScan => ({
  head: '',
  merges: [],
  hiddenRows: [],
  hiddenColumns: [],
  tail: '',
  merging: false,
  carry: new Uint8Array(0),
});

const MERGE_CELL = [...'mergeCell'].map((char) => char.charCodeAt(0));
const HIDDEN = [...'hidden'].map((char) => char.charCodeAt(0));
const LONGEST_WORD = Math.max(MERGE_CELL.length, HIDDEN.length);
/**
 * Bytes of a chunk kept for the next: a word cut in two, and the start of the tag "hidden" sits in (a row's tag is far
 * shorter).
 */
const CARRY_BYTES = 512;

/** Whether the bytes hold the word: a search of bytes, not of a decoded string (a 60 MB sheet decoded cost ~80 ms). */
function holdsWord(bytes: Uint8Array, word: readonly number[]): boolean {
  const last = bytes.length - word.length;
  for (let at = bytes.indexOf(word[0]!); at >= 0 && at <= last; at = bytes.indexOf(word[0]!, at + 1)) {
    let i = 1;
    while (i < word.length && bytes[at + i] === word[i]) i++;
    if (i === word.length) return true;
  }
  return false;
}

const holdsTextWorthReading = (bytes: Uint8Array): boolean => holdsWord(bytes, MERGE_CELL) || holdsWord(bytes, HIDDEN);

/** Reads one chunk of a sheet: its start as text (the dimension), then only from where merged ranges begin. */
export function scanSheetBytes(scan: PartScan, chunk: Uint8Array, decoder: InstanceType<typeof TextDecoder>): void {
  if (scan.merging) return scanSheetChunk(scan, decoder.decode(chunk, { stream: true }));
  if (scan.head.length < 4096) {
    scanSheetChunk(scan, decoder.decode(chunk, { stream: true }));
    // Read again if the next chunk is read as text: what is found twice is kept once.
    scan.carry = chunk.slice(Math.max(0, chunk.length - CARRY_BYTES));
    return;
  }
  // The join of the chunk before and this one, for a word cut in two.
  const join = new Uint8Array(scan.carry.length + Math.min(chunk.length, LONGEST_WORD - 1));
  join.set(scan.carry);
  join.set(chunk.subarray(0, join.length - scan.carry.length), scan.carry.length);
  if (holdsTextWorthReading(chunk) || holdsTextWorthReading(join)) {
    scan.merging = true;
    // The text kept from the head ends long before the carry starts: joined, it could make a false tag.
    scan.tail = '';
    // A fresh decoder: the one before skipped bytes (a character cut at the join only spoils text no tag needs).
    const fresh = new TextDecoder();
    return scanSheetChunk(scan, fresh.decode(scan.carry, { stream: true }) + fresh.decode(chunk, { stream: true }));
  }
  scan.carry = chunk.slice(Math.max(0, chunk.length - CARRY_BYTES));
}

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
        failure = bomb(
          fileName,
          overRatio
            ? `one part (${shownPartName(entry.name)}) unpacks to more than ${INTAKE_LIMITS.maxCompressionRatio} times its packed size, more than its header declared`
            : size > INTAKE_LIMITS.maxPartBytes
              ? `one part (${shownPartName(entry.name)}) unpacks to more than ${INTAKE_LIMITS.maxPartBytes / MB} MB`
              : `it unpacks to more than ${INTAKE_LIMITS.maxUnzippedBytes / MB} MB`,
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
      failure ??= corrupt(fileName, `one of its parts (${shownPartName(entry.name)}) cannot be unpacked`);
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

const HIDDEN_TAG = /<(?:\w+:)?(row|col)\b[^>]*\bhidden\s*=\s*["'](?:1|true)["'][^>]*>/g;

/**
 * Keeps the start of a sheet (its dimension), every merged range and the hidden rows and columns; mergeCells follow
 * sheetData.
 */
function scanSheetChunk(scan: PartScan, piece: string): void {
  if (scan.head.length < 4096) scan.head += piece.slice(0, 4096);
  const window = scan.tail + piece;
  if (window.includes('mergeCell'))
    for (const match of window.matchAll(/<(?:\w+:)?mergeCell\b[^>]*\bref="([^"]+)"/g)) scan.merges.push(match[1]!);
  if (window.includes('hidden')) {
    for (const match of window.matchAll(HIDDEN_TAG)) {
      const tag = attributes(match[0]);
      if (match[1] === 'row') {
        if (tag.r && /^\d+$/.test(tag.r)) scan.hiddenRows.push(Number(tag.r));
      } else if (tag.min && tag.max && /^\d+$/.test(tag.min) && /^\d+$/.test(tag.max)) {
        // A hidden column range may run to the sheet's last column (16384): only the first 1,000 matter to a list.
        for (let column = Number(tag.min); column <= Math.min(Number(tag.max), 1000); column++)
          scan.hiddenColumns.push(column);
      }
    }
  }
  const cut = window.lastIndexOf('<');
  scan.tail = cut >= 0 && window.length - cut < 512 ? window.slice(cut) : '';
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
  if (!workbook) throw corrupt(fileName, 'its workbook part cannot be read');
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
  if (sheets.length === 0) throw corrupt(fileName, 'it has no worksheet we can read (only charts or macros?)');
  return { sheets, date1904: usesDate1904(workbook) };
}

/** Whether workbook.xml's <workbookPr> sets date1904. */
function usesDate1904(workbookXml: string): boolean {
  const tag = /<(?:\w+:)?workbookPr\b[^>]*>/.exec(workbookXml)?.[0];
  const value = tag ? attributes(tag).date1904 : undefined;
  return value === '1' || value === 'true';
}
