// The fast sheet reader: unpacks the sheet part, the shared strings and the styles itself and
// scans their XML by hand (sheet-xml.ts), giving the rows exceljs's streaming reader gives, about
// twice as fast and with a fraction of the garbage (no Row or Cell objects, no parser events).
// It throws UnsupportedXml for anything it does not read as exceljs does: the caller then reads
// the sheet with exceljs (never different rows). The zip was checked before (inspect-zip.ts:
// sizes, bombs, damage); the unpacked size of each part is checked again here.
import type { RawRow } from '../types';
import { INTAKE_LIMITS } from '../limits';
import { newCellTextStats, type CellTextStats } from './cell-text';
import { inflateCounted } from './inflate-counted';
import { parseSharedStrings } from './shared-strings';
import { readSheetXml } from './sheet-xml';
import { parseStyles, type CellStyles } from './styles-xml';
import { attribute, UnsupportedXml } from './xml-text';
import { entryData, readZipDirectory, type ZipEntry } from './zip-directory';

/** Unpacks raw deflate data of at most `limit` bytes (more: throw). */
export type RawInflate = (data: Uint8Array, limit: number) => Promise<Uint8Array>;

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
  if (chunks.length === 1) return chunks[0]!;
  const whole = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    whole.set(chunk, at);
    at += chunk.length;
  }
  return whole;
};

interface WorkbookParts {
  entries: Map<string, ZipEntry>;
  sharedStrings: (string | null)[] | undefined;
  styles: CellStyles;
  date1904: boolean;
}

async function partText(bytes: Uint8Array, entry: ZipEntry, inflate: RawInflate): Promise<string> {
  if ((entry.flags & 1) === 1) throw new UnsupportedXml('an encrypted part');
  const packed = entryData(bytes, entry);
  let data: Uint8Array;
  if (entry.method === 0) data = packed;
  else if (entry.method === 8) data = await inflate(packed, Math.min(entry.size, INTAKE_LIMITS.maxPartBytes));
  else throw new UnsupportedXml(`packing method ${entry.method}`);
  if (data.length !== entry.size) throw new UnsupportedXml('a part whose size is not the one declared');
  if ((data[0] === 0xfe && data[1] === 0xff) || (data[0] === 0xff && data[1] === 0xfe))
    throw new UnsupportedXml('UTF-16 XML');
  // Decoded at once (~60 ms for a 60 MB sheet): decoded in slices, the joined text costs ~40% more peak memory.
  return new TextDecoder().decode(data);
}

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

/** A reader that keeps the last workbook's shared strings and styles (choosing a sheet may read several). */
export function fastSheetReader(inflate: RawInflate = inflateRaw): FastSheetReader {
  let last: { bytes: Uint8Array; parts: Promise<WorkbookParts> } | undefined;
  return {
    async readSheet(bytes, part, stats) {
      if (last?.bytes !== bytes) {
        const loading = workbookParts(bytes, inflate);
        last = { bytes, parts: loading };
        loading.catch(() => (last = undefined));
      }
      const parts = await last!.parts;
      const entry = parts.entries.get(part);
      if (!entry) throw new UnsupportedXml(`no part ${part}`);
      const own = newCellTextStats();
      const rows = await readSheetXml(await partText(bytes, entry, inflate), { ...parts, stats: own });
      stats.formulasWithoutResult += own.formulasWithoutResult;
      stats.formulaCells.push(...own.formulaCells);
      stats.unknownValues += own.unknownValues;
      return rows;
    },
  };
}
