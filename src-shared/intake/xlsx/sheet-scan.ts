// A sheet part scanned as it is unpacked, without decoding all of it: its start (the dimension), merged ranges and
// hidden rows and columns.
import { attributes } from './workbook-parts';

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
