// The fast sheet reader: unpacks the sheet part, the shared strings and the styles itself and
// scans their XML by hand (sheet-xml.ts), giving the rows exceljs's streaming reader gives, about
// twice as fast and with a fraction of the garbage (no Row or Cell objects, no parser events).
// It throws UnsupportedXml for anything it does not read as exceljs does: the caller then reads
// the sheet with exceljs (never different rows). The zip was checked before (inspect-zip.ts:
// sizes, bombs, damage); the unpacked size of each part is checked again here.
import type { RawRow } from '../types';
import { INTAKE_LIMITS } from '../limits';
import { nextTask } from '../next-task';
import { newCellTextStats, type CellTextStats } from './cell-text';
import { inflateCounted } from './inflate-counted';
import { parseSharedStrings } from './shared-strings';
import { readSheetXml } from './sheet-xml';
import { parseStyles, type CellStyles } from './styles-xml';
import { attribute, UnsupportedXml } from './xml-text';
import { entryData, readZipDirectory, type ZipEntry } from './zip-directory';

/** Unpacks raw deflate data of at most `limit` bytes (more: throw), in the chunks the unpacker gives. */
export type RawInflate = (data: Uint8Array, limit: number) => Promise<Uint8Array[]>;

/** Unpacking with DecompressionStream (or fflate), chunk by chunk: Node's wrapper may pass zlib's instead. */
export const inflateRaw: RawInflate = async (data, limit) => {
  const chunks: Uint8Array[] = [];
  let size = 0;
  await inflateCounted(data, (chunk) => {
    size += chunk.length;
    chunks.push(chunk);
    return size <= limit;
  });
  if (size > limit) throw new UnsupportedXml('a part bigger than its limit');
  return chunks;
};

interface WorkbookParts {
  entries: Map<string, ZipEntry>;
  sharedStrings: (string | null)[] | undefined;
  styles: CellStyles;
  date1904: boolean;
}

/** A part's unpacked bytes, in chunks (joined, a 60 MB sheet would be copied once more). */
async function partChunks(bytes: Uint8Array, entry: ZipEntry, inflate: RawInflate): Promise<Uint8Array[]> {
  if ((entry.flags & 1) === 1) throw new UnsupportedXml('an encrypted part');
  const packed = entryData(bytes, entry);
  let chunks: Uint8Array[];
  if (entry.method === 0) chunks = [packed];
  else if (entry.method === 8) chunks = await inflate(packed, Math.min(entry.size, INTAKE_LIMITS.maxPartBytes));
  else throw new UnsupportedXml(`packing method ${entry.method}`);
  if (chunks.reduce((sum, chunk) => sum + chunk.length, 0) !== entry.size)
    throw new UnsupportedXml('a part whose size is not the one declared');
  const first = chunks.find((chunk) => chunk.length > 0);
  if (first && ((first[0] === 0xfe && first[1] === 0xff) || (first[0] === 0xff && first[1] === 0xfe)))
    throw new UnsupportedXml('UTF-16 XML');
  return chunks;
}

/** Where the last whole UTF-8 character of data[start, end) ends: a character cut by `end` is left out. */
function wholeCharsEnd(data: Uint8Array, start: number, end: number): number {
  for (let back = 1; back <= 4 && end - back >= start; back++) {
    const byte = data[end - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte
    const length = byte < 0xc0 ? 1 : byte < 0xe0 ? 2 : byte < 0xf0 ? 3 : 4;
    return back >= length ? end : end - back;
  }
  return end;
}

/**
 * The text in pieces of at most a few MB, each decoded when asked for (a 60 MB sheet at once is a ~50 ms task),
 * cut between characters: each piece is decoded whole (a streaming decode is slower).
 */
export function* textPieces(chunks: Uint8Array[]): Generator<string> {
  const decoder = new TextDecoder();
  let carry = new Uint8Array(0);
  let yielded = false;
  for (const chunk of chunks) {
    let data = chunk;
    if (carry.length > 0) {
      data = new Uint8Array(carry.length + chunk.length);
      data.set(carry);
      data.set(chunk, carry.length);
    }
    let at = 0;
    while (at < data.length) {
      const end = wholeCharsEnd(data, at, Math.min(at + PIECE_BYTES, data.length));
      if (end === at) break;
      yield decoder.decode(data.subarray(at, end));
      yielded = true;
      at = end;
    }
    carry = data.slice(at);
  }
  // A character cut short at the very end reads as U+FFFD, as in one decode; a part without text is ''.
  if (carry.length > 0 || !yielded) yield decoder.decode(carry);
}

const PIECE_BYTES = 2 * 1024 * 1024;

const partText = async (bytes: Uint8Array, entry: ZipEntry, inflate: RawInflate): Promise<string> =>
  [...textPieces(await partChunks(bytes, entry, inflate))].join('');

/** Whether workbook.xml's <workbookPr> sets date1904 ("1", or "true" which exceljs overlooks). */
function usesDate1904(xml: string): boolean {
  const at = xml.indexOf('<workbookPr');
  if (at < 0) return false;
  const value = attribute(xml, at + '<workbookPr'.length, xml.indexOf('>', at), 'date1904');
  return value === '1' || value === 'true';
}

// exceljs's streaming reader knows these parts by these names only: so does this one.
const SHARED_STRINGS = 'xl/sharedStrings.xml';
const STYLES = 'xl/styles.xml';
const WORKBOOK = 'xl/workbook.xml';

async function workbookParts(bytes: Uint8Array, inflate: RawInflate): Promise<WorkbookParts> {
  const entries = new Map(readZipDirectory(bytes).map((entry) => [entry.name, entry]));
  const part = async (name: string) => {
    const entry = entries.get(name);
    return entry ? partText(bytes, entry, inflate) : undefined;
  };
  const styles = await part(STYLES);
  const workbook = await part(WORKBOOK);
  if (styles === undefined || workbook === undefined) throw new UnsupportedXml('no styles or workbook part');
  const strings = await part(SHARED_STRINGS);
  return {
    entries,
    sharedStrings: strings === undefined ? undefined : await parseSharedStrings(strings),
    styles: parseStyles(styles),
    date1904: usesDate1904(workbook),
  };
}

export interface FastSheetReader {
  /** The rows of the sheet part (xl/worksheets/sheet1.xml); the stats are added to only when it succeeds. */
  readSheet(bytes: Uint8Array, part: string, stats: CellTextStats): Promise<RawRow[]>;
}

/**
 * A reader that keeps a workbook's shared strings and styles while its bytes live (choosing a sheet may read
 * several): keyed weakly, so a long-lived reader holds no file once it is let go.
 */
export function fastSheetReader(inflate: RawInflate = inflateRaw): FastSheetReader {
  const partsOf = new WeakMap<Uint8Array, Promise<WorkbookParts>>();
  return {
    async readSheet(bytes, part, stats) {
      let loading = partsOf.get(bytes);
      if (!loading) {
        loading = workbookParts(bytes, inflate);
        partsOf.set(bytes, loading);
        loading.catch(() => partsOf.delete(bytes));
      }
      const parts = await loading;

      const entry = parts.entries.get(part);
      if (!entry) throw new UnsupportedXml(`no part ${part}`);
      const own = newCellTextStats();
      const chunks = await partChunks(bytes, entry, inflate);

      await nextTask();
      const rows = await readSheetXml(textPieces(chunks), { ...parts, stats: own });

      stats.formulasWithoutResult += own.formulasWithoutResult;
      stats.formulaCells.push(...own.formulaCells);
      stats.unknownValues += own.unknownValues;
      return rows;
    },
  };
}
