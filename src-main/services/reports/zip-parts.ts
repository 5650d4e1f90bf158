import { open, type FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

// Reads small parts of a finished zip file (an XLSX) and writes a copy with some parts replaced or
// added. Parts left as they are are copied byte for byte, compressed as they were, a chunk at a
// time: a workbook of a million rows is not read into memory, nor compressed twice.
// Classic zip only (no zip64): an XLSX Excel can open stays well under its 4 GB limits.

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_SIZE = 22;
const MAX_COMMENT = 0xffff;
const COPY_CHUNK = 1 << 20;
/** Bit 11: names are UTF-8. */
const UTF8_NAMES = 0x0800;
const LIMIT_32 = 0xffffffff;

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  offset: number;
  /** The entry's central-directory record, as read. */
  record: Buffer;
}

export class ZipParts {
  readonly #file: FileHandle;
  readonly #entries: Entry[];
  readonly #centralOffset: number;

  private constructor(file: FileHandle, entries: Entry[], centralOffset: number) {
    this.#file = file;
    this.#entries = entries;
    this.#centralOffset = centralOffset;
  }

  static async open(path: string): Promise<ZipParts> {
    const file = await open(path, 'r');
    try {
      const { size } = await file.stat();
      const tailSize = Math.min(size, EOCD_SIZE + MAX_COMMENT);
      const tail = await readAt(file, size - tailSize, tailSize);
      let at = tail.length - EOCD_SIZE;
      while (at >= 0 && tail.readUInt32LE(at) !== EOCD_SIGNATURE) at--;
      if (at < 0) throw new Error(`${path} is not a zip file (no end-of-directory record).`);
      const count = tail.readUInt16LE(at + 10);
      const centralSize = tail.readUInt32LE(at + 12);
      const centralOffset = tail.readUInt32LE(at + 16);
      if (count === 0xffff || centralOffset === LIMIT_32) throw new Error(`${path} is a zip64 file: not supported.`);
      const central = await readAt(file, centralOffset, centralSize);
      return new ZipParts(file, readCentral(central, count, path), centralOffset);
    } catch (error) {
      await file.close();
      throw error;
    }
  }

  get names(): string[] {
    return this.#entries.map((e) => e.name);
  }

  has(name: string): boolean {
    return this.#entries.some((e) => e.name === name);
  }

  /** A part's text (meant for the small XML parts: it is read whole). */
  async text(name: string): Promise<string> {
    const entry = this.#entries.find((e) => e.name === name);
    if (!entry) throw new Error(`The zip file has no part ${name}.`);
    const header = await readAt(this.#file, entry.offset, 30);
    if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new Error(`The zip part ${name} has no local header.`);
    const start = entry.offset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    const raw = await readAt(this.#file, start, entry.compressedSize);
    if (entry.method === 0) return raw.toString('utf8');
    if (entry.method === 8) return inflateRawSync(raw).toString('utf8');
    throw new Error(`The zip part ${name} uses compression method ${entry.method}: not supported.`);
  }

  /**
   * Writes the zip to `target` with `parts` (name to text) in place of the parts of those names,
   * or added when there are none; every other part is copied as it is.
   */
  async writeCopy(target: string, parts: Map<string, string>): Promise<void> {
    const out = await open(target, 'w');
    try {
      let position = 0;
      const records: Buffer[] = [];
      const kept = [...this.#entries].sort((a, b) => a.offset - b.offset);
      for (let i = 0; i < kept.length; i++) {
        const entry = kept[i]!;
        const end = i + 1 < kept.length ? kept[i + 1]!.offset : this.#centralOffset;
        if (parts.has(entry.name)) continue;
        const record = Buffer.from(entry.record);
        record.writeUInt32LE(position, 42);
        records.push(record);
        position += await copyRange(this.#file, entry.offset, end, out, position);
      }
      for (const [name, text] of parts) {
        const { local, record } = newPart(name, Buffer.from(text, 'utf8'), position);
        records.push(record);
        await out.write(local, 0, local.length, position);
        position += local.length;
      }
      const central = Buffer.concat(records);
      if (position + central.length > LIMIT_32) throw new Error('The workbook would be larger than 4 GB.');
      const end = Buffer.alloc(EOCD_SIZE);
      end.writeUInt32LE(EOCD_SIGNATURE, 0);
      end.writeUInt16LE(records.length, 8);
      end.writeUInt16LE(records.length, 10);
      end.writeUInt32LE(central.length, 12);
      end.writeUInt32LE(position, 16);
      const tail = Buffer.concat([central, end]);
      await out.write(tail, 0, tail.length, position);
    } finally {
      await out.close();
    }
  }

  close(): Promise<void> {
    return this.#file.close();
  }
}

function readCentral(central: Buffer, count: number, path: string): Entry[] {
  const entries: Entry[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (central.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw new Error(`${path}: damaged zip directory.`);
    const nameLength = central.readUInt16LE(at + 28);
    const length = 46 + nameLength + central.readUInt16LE(at + 30) + central.readUInt16LE(at + 32);
    const compressedSize = central.readUInt32LE(at + 20);
    const offset = central.readUInt32LE(at + 42);
    if (compressedSize === LIMIT_32 || offset === LIMIT_32) throw new Error(`${path} is a zip64 file: not supported.`);
    entries.push({
      name: central.toString('utf8', at + 46, at + 46 + nameLength),
      method: central.readUInt16LE(at + 10),
      compressedSize,
      offset,
      record: central.subarray(at, at + length),
    });
    at += length;
  }
  return entries;
}

/** A new part's local header and data, and its central-directory record (at `offset`). */
function newPart(name: string, data: Buffer, offset: number): { local: Buffer; record: Buffer } {
  const nameBytes = Buffer.from(name, 'utf8');
  const compressed = deflateRawSync(data);
  const { time, date } = dosTime(new Date());
  const local = Buffer.alloc(30);
  local.writeUInt32LE(LOCAL_SIGNATURE, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(UTF8_NAMES, 6);
  local.writeUInt16LE(8, 8);
  local.writeUInt16LE(time, 10);
  local.writeUInt16LE(date, 12);
  local.writeUInt32LE(crc32(data), 14);
  local.writeUInt32LE(compressed.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const record = Buffer.alloc(46);
  record.writeUInt32LE(CENTRAL_SIGNATURE, 0);
  record.writeUInt16LE(20, 4);
  local.copy(record, 6, 4, 30);
  record.writeUInt32LE(offset, 42);
  return {
    local: Buffer.concat([local, nameBytes, compressed]),
    record: Buffer.concat([record, nameBytes]),
  };
}

function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new Error('The zip file ends early.');
  return buffer;
}

/** Copies bytes [start, end) of `from` to `to` at `position`; answers how many. */
async function copyRange(from: FileHandle, start: number, end: number, to: FileHandle, position: number) {
  const buffer = Buffer.alloc(Math.min(COPY_CHUNK, Math.max(end - start, 1)));
  for (let at = start; at < end;) {
    const length = Math.min(buffer.length, end - at);
    const { bytesRead } = await from.read(buffer, 0, length, at);
    if (bytesRead !== length) throw new Error('The zip file ends early.');
    await to.write(buffer, 0, length, position + (at - start));
    at += length;
  }
  return end - start;
}
