// Cells exceljs misreads, read from the sheet's XML itself (both readers apply them):
// - t="d": an ISO 8601 date as text (openpyxl with iso_dates=True, Strict OOXML). exceljs runs
//   parseFloat on it ("1988-07-04" -> 1988 -> a date in 1905); we read the date it states.
// - a formula whose saved result is an Excel error (t="e"): the streaming reader runs parseFloat
//   on "#N/A" and loses it; we read the error text, as for a plain error cell.
// - an inline string with runs (<r>, formatted text) or a phonetic reading (<rPh>, the furigana
//   Japanese Excel stores over a name): the streaming reader keeps only the last <t>, the loader
//   adds the reading to the text; we read the text's runs, never the reading.
// The sheet is unpacked once more, but its text is only decoded from the first such cell on:
// a byte search finds whether there is one.
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { dateToText } from './cell-text';
import { decodeXmlText } from './workbook-parts';
import { inflateCounted } from './inflate-counted';
import { parseCellRef } from './merges';
import { entryData, readZipDirectory } from './zip-directory';

/** Text of the cells exceljs misreads: row number -> column number (1-based) -> text. */
export interface CellOverrides extends Map<number, Map<number, string>> {
  /**
   * An inline string holds a phonetic reading: exceljs's loader loses the rows after it (see withoutInlineReadings).
   */
  inlineReadings?: boolean;
}

function setOverride(found: CellOverrides, row: number, column: number, text: string): void {
  let columns = found.get(row);
  if (!columns) found.set(row, (columns = new Map()));
  columns.set(column, text);
}

/**
 * "1988-07-04", "1988-07-04T00:00:00", "1988-07-04T10:30:00.5Z" -> what a date cell gives; anything else as written.
 */
export function isoDateCellText(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?$/.exec(
    text.trim(),
  );
  if (!match) return text.trim();
  const [year, month, day, hours = 0, minutes = 0, seconds = 0] = match
    .slice(1, 7)
    .map((part) => Number(part ?? 0)) as number[];
  const millis = Math.round(Number(match[7] ?? 0) * 1000);
  const date = new Date(Date.UTC(2000, month! - 1, day!, hours, minutes, seconds, millis));
  date.setUTCFullYear(year!); // Date.UTC maps years 0-99 to 1900-1999
  // The date it states, in the calendar (no 1988-02-30 rolling over to March).
  if (date.getUTCMonth() !== month! - 1 || date.getUTCDate() !== day) return text.trim();
  return dateToText(date);
}

const QUOTES = [0x22, 0x27];
const EQUALS = 0x3d;
const T = 0x74;
const TYPES = [0x64, 0x65]; // d, e

/** Whether the bytes hold t="d", t="e" (or with single quotes). */
function holdsTypedCell(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(EQUALS, 1); at >= 0 && at + 3 < bytes.length; at = bytes.indexOf(EQUALS, at + 1)) {
    if (
      bytes[at - 1] === T &&
      QUOTES.includes(bytes[at + 1]!) &&
      TYPES.includes(bytes[at + 2]!) &&
      bytes[at + 3] === bytes[at + 1]
    )
      return true;
  }
  return false;
}

const CAPITAL_P = 0x50;
const LOWER_R = 0x72;

/** Whether the bytes hold "rPh" or "rPr" (a phonetic reading, a formatted run): found by the rare capital P. */
function holdsRunMarkup(bytes: Uint8Array): boolean {
  for (let at = bytes.indexOf(CAPITAL_P, 1); at >= 0 && at + 1 < bytes.length; at = bytes.indexOf(CAPITAL_P, at + 1)) {
    if (bytes[at - 1] === LOWER_R && (bytes[at + 1] === 0x68 || bytes[at + 1] === LOWER_R)) return true;
  }
  return false;
}

const needsReading = (bytes: Uint8Array): boolean => holdsTypedCell(bytes) || holdsRunMarkup(bytes);

const TYPED_CELL = /<(?:\w+:)?c\b([^>]*?\bt\s*=\s*["'][de]["'][^>]*)>([\s\S]*?)<\/(?:\w+:)?c>/g;
const INLINE_CELL = /<(?:\w+:)?c\b([^>]*?\bt\s*=\s*["']inlineStr["'][^>]*)>([\s\S]*?)<\/(?:\w+:)?c>/g;
const PHONETIC_RUN = /<((?:\w+:)?rPh)\b[^>]*>[\s\S]*?<\/\1>/g;
const PHONETIC_PROPERTIES = /<(?:\w+:)?phoneticPr\b[^>]*\/>/g;
const TEXT_ELEMENT = /<(?:\w+:)?t\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?t>)/g;

/** A string item's text (<is> or <si>): its <t> elements, runs included, phonetic readings (<rPh>) left out. */
export function stringItemText(xml: string): string {
  let text = '';
  for (const match of xml.replace(PHONETIC_RUN, '').matchAll(TEXT_ELEMENT)) text += decodeXmlText(match[1] ?? '');
  return text;
}

/** Inline strings with runs or a phonetic reading, which the readers misread (see the top of this file). */
function collectInlineRuns(window: string, found: CellOverrides): void {
  for (const match of window.matchAll(INLINE_CELL)) {
    const body = match[2]!;
    if (!/<(?:\w+:)?(?:r|rPh)\b/.test(body)) continue;
    const ref = /\br\s*=\s*["']([^"']+)["']/.exec(match[1]!)?.[1];
    const at = ref ? parseCellRef(ref) : undefined;
    if (at) setOverride(found, at.row, at.column, stringItemText(body));
    if (body.includes('rPh')) found.inlineReadings = true;
  }
}

/**
 * The workbook with the phonetic readings taken out of one sheet's inline strings: exceljs's
 * loader takes the end of a reading (</rPh>) for the end of its cell, and misreads the rest of
 * the sheet. Only for such a sheet (Excel itself keeps its strings shared, where readings read
 * well): the zip is unpacked and packed again.
 */
export function withoutInlineReadings(bytes: Uint8Array, part: string): Uint8Array {
  const files = unzipSync(bytes);
  const sheet = files[part];
  if (!sheet) return bytes;
  // Excel writes <phoneticPr/> beside the readings; exceljs stops at either, losing the row's later cells.
  files[part] = strToU8(strFromU8(sheet).replace(PHONETIC_RUN, '').replace(PHONETIC_PROPERTIES, ''));
  return zipSync(files);
}

function collect(window: string, found: CellOverrides): string {
  for (const match of window.matchAll(TYPED_CELL)) {
    const attrs = match[1]!;
    const type = /\bt\s*=\s*["']([de])["']/.exec(attrs)?.[1];
    const ref = /\br\s*=\s*["']([^"']+)["']/.exec(attrs)?.[1];
    const value = /<(?:\w+:)?v\b[^>]*>([\s\S]*?)<\/(?:\w+:)?v>/.exec(match[2]!)?.[1];
    const at = ref ? parseCellRef(ref) : undefined;
    if (!at || value === undefined) continue;
    const formula = /<(?:\w+:)?f\b/.test(match[2]!);
    const text = decodeXmlText(value);
    if (type === 'd') setOverride(found, at.row, at.column, isoDateCellText(text));
    else if (formula) setOverride(found, at.row, at.column, text.trim());
  }
  if (window.includes('rP')) collectInlineRuns(window, found);
  // Keep an unfinished cell for the next piece.
  const cut = window.lastIndexOf('<c');
  return cut >= 0 && !window.includes('</c>', cut) && !/^<c\b[^>]*\/>/.test(window.slice(cut)) ? window.slice(cut) : '';
}

/** The cells of the sheet part that exceljs misreads, with the text they hold. */
export async function typedCellOverrides(bytes: Uint8Array, part: string): Promise<CellOverrides> {
  const found: CellOverrides = new Map();
  const entry = readZipDirectory(bytes).find((candidate) => candidate.name === part);
  if (!entry || (entry.method !== 0 && entry.method !== 8)) return found;
  let previous = new Uint8Array(0);
  let decoder: InstanceType<typeof TextDecoder> | undefined;
  let tail = '';
  const sink = (chunk: Uint8Array): boolean => {
    if (!decoder) {
      const join = new Uint8Array(Math.min(previous.length, 8) + Math.min(chunk.length, 8));
      join.set(previous.subarray(previous.length - Math.min(previous.length, 8)));
      join.set(chunk.subarray(0, join.length - Math.min(previous.length, 8)), Math.min(previous.length, 8));
      if (!needsReading(chunk) && !needsReading(join)) {
        previous = chunk.slice();
        return true;
      }
      // From the chunk before on (the cell's start may be there).
      decoder = new TextDecoder();
      tail = decoder.decode(previous, { stream: true });
    }
    tail = collect(tail + decoder.decode(chunk, { stream: true }), found);
    return true;
  };
  const data = entryData(bytes, entry);
  if (entry.method === 0) sink(data);
  else await inflateCounted(data, sink);
  if (decoder) collect(tail + decoder.decode(), found);
  return found;
}

/** Sets the overridden cells of a row (a cell exceljs read as empty included). */
export function applyRowOverrides(rowNumber: number, cells: string[], overrides: CellOverrides): void {
  for (const [column, text] of overrides.get(rowNumber) ?? []) {
    while (cells.length < column) cells.push('');
    cells[column - 1] = text;
  }
}
