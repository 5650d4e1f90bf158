// The central directory of a zip (the list at its end): names, sizes and where each part's data
// starts, read without unpacking anything. ZIP64 archives (over 4 GB) are not workbooks we take.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** Bit 0: the part is encrypted. */
  flags: number;
  compressedSize: number;
  /** Declared unpacked size (a bomb may lie). */
  size: number;
  /** Offset of the part's local header. */
  localOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

export class ZipStructureError extends Error {}

/** Lists the parts of a zip from its central directory; throws ZipStructureError when it is damaged. */
export function readZipDirectory(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is in the last 22 bytes plus a comment of up to 65,535 bytes.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipStructureError('no end-of-directory record');
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) throw new ZipStructureError('a ZIP64 archive');
  if (directoryOffset + directorySize > end) throw new ZipStructureError('the directory lies outside the file');

  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      throw new ZipStructureError('a damaged directory entry');
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    entries.push({
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  for (const entry of entries) checkLocalHeader(bytes, view, entry);
  return entries;
}

/**
 * A part's local header must say what the directory says. Readers that stream the zip from its
 * start (exceljs's streaming reader in Node) trust the local header alone: one whose packed size
 * disagrees sends them looking for data that never comes, and the read hangs (the mutation fuzzer
 * found this).
 */
function checkLocalHeader(bytes: Uint8Array, view: DataView, entry: ZipEntry): void {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw new ZipStructureError(`a damaged local header for ${entry.name}`);
  const nameLength = view.getUint16(at + 26, true);
  const sameName =
    nameLength === new TextEncoder().encode(entry.name).length &&
    new TextDecoder().decode(bytes.subarray(at + 30, at + 30 + nameLength)) === entry.name;
  const sizesInDescriptor = (view.getUint16(at + 6, true) & 0x08) !== 0;
  const sameSizes =
    sizesInDescriptor ||
    (view.getUint32(at + 18, true) === entry.compressedSize && view.getUint32(at + 22, true) === entry.size);
  if (!sameName || view.getUint16(at + 8, true) !== entry.method || !sameSizes)
    throw new ZipStructureError(`the local header of ${entry.name} disagrees with the directory`);
}

/** The packed bytes of one part. */
export function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_SIGNATURE)
    throw new ZipStructureError(`a damaged local header for ${entry.name}`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipStructureError(`${entry.name} is cut short`);
  return bytes.subarray(start, start + entry.compressedSize);
}
