// Seeded mutations of file bytes: what a truncated download, a bad disk, a hand edit or a broken
// export does to a CSV or XLSX file. The same seed gives the same mutations on every machine.

export { seededRandom } from '../../../src-main/sandbox/random';

export interface Mutation {
  name: string;
  apply(bytes: Uint8Array, random: () => number): Uint8Array;
}

const int = (random: () => number, below: number): number => Math.floor(random() * below);
const encode = (text: string): Uint8Array => new TextEncoder().encode(text);

function splice(bytes: Uint8Array, at: number, remove: number, insert: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length - remove + insert.length);
  out.set(bytes.subarray(0, at));
  out.set(insert, at);
  out.set(bytes.subarray(at + remove), at + insert.length);
  return out;
}

/** Text a broken CSV tends to hold in the wrong place. */
const INSERTS = [
  '"',
  '""',
  '"\n',
  ',',
  ';',
  '\t',
  '|',
  '\n',
  '\r',
  '\r\n',
  '\u0000',
  '\uFEFF',
  '\uFFFD',
  '=1+1',
  ',,,,,,,,',
  '\n\n\n',
].map(encode);

const flipBit = (bytes: Uint8Array, at: number, random: () => number): void => {
  bytes[at] = bytes[at]! ^ (1 << int(random, 8));
};

const flipBytes: Mutation = {
  name: 'flip bytes',
  apply(bytes, random) {
    const out = bytes.slice();
    const flips = 1 + int(random, 8);
    for (let i = 0; i < flips && out.length > 0; i++) flipBit(out, int(random, out.length), random);
    return out;
  },
};

const truncate: Mutation = {
  name: 'truncate',
  apply: (bytes, random) => bytes.slice(0, int(random, bytes.length)),
};

const insertText: Mutation = {
  name: 'insert quote/delimiter/newline/NUL',
  apply(bytes, random) {
    let out = bytes;
    const inserts = 1 + int(random, 4);
    for (let i = 0; i < inserts; i++)
      out = splice(out, int(random, out.length + 1), 0, INSERTS[int(random, INSERTS.length)]!);
    return out;
  },
};

const randomBytes: Mutation = {
  name: 'overwrite a run with random bytes',
  apply(bytes, random) {
    const out = bytes.slice();
    const at = int(random, out.length);
    const length = Math.min(out.length - at, 1 + int(random, 64));
    for (let i = 0; i < length; i++) out[at + i] = int(random, 256);
    return out;
  },
};

const cutRange: Mutation = {
  name: 'delete a range',
  apply(bytes, random) {
    const at = int(random, bytes.length);
    return splice(bytes, at, Math.min(bytes.length - at, 1 + int(random, 512)), new Uint8Array(0));
  },
};

const duplicateRange: Mutation = {
  name: 'duplicate a range',
  apply(bytes, random) {
    const at = int(random, bytes.length);
    const length = Math.min(bytes.length - at, 1 + int(random, 2048));
    return splice(bytes, at, 0, bytes.slice(at, at + length));
  },
};

export const BYTE_MUTATIONS: readonly Mutation[] = [
  flipBytes,
  truncate,
  insertText,
  randomBytes,
  cutRange,
  duplicateRange,
];

// --- zip (XLSX) --------------------------------------------------------------------------------

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;

interface ZipEntryAt {
  /** Offset of the local file header. */
  header: number;
  /** Offset and length of the packed data. */
  data: number;
  packed: number;
}

/** Local entries found by scanning for their signature (enough to aim a mutation). */
function localEntries(bytes: Uint8Array): ZipEntryAt[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: ZipEntryAt[] = [];
  for (let i = 0; i + 30 <= bytes.length; i++) {
    if (view.getUint32(i, true) !== LOCAL_HEADER) continue;
    const packed = view.getUint32(i + 18, true);
    const data = i + 30 + view.getUint16(i + 26, true) + view.getUint16(i + 28, true);
    entries.push({ header: i, data, packed: Math.min(packed, Math.max(0, bytes.length - data)) });
  }
  return entries;
}

function centralHeaders(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found: number[] = [];
  for (let i = 0; i + 46 <= bytes.length; i++) if (view.getUint32(i, true) === CENTRAL_HEADER) found.push(i);
  return found;
}

const corruptEntryData: Mutation = {
  name: 'zip: corrupt one entry’s packed data',
  apply(bytes, random) {
    const entries = localEntries(bytes).filter((e) => e.packed > 0);
    if (entries.length === 0) return flipBytes.apply(bytes, random);
    const entry = entries[int(random, entries.length)]!;
    const out = bytes.slice();
    const flips = 1 + int(random, 4);
    for (let i = 0; i < flips; i++) flipBit(out, entry.data + int(random, entry.packed), random);
    return out;
  },
};

const corruptEntryHeader: Mutation = {
  name: 'zip: change a declared size, method or name length',
  apply(bytes, random) {
    const headers = [
      ...localEntries(bytes).map((e) => ({ at: e.header, fields: [8, 18, 22, 26] })),
      ...centralHeaders(bytes).map((at) => ({ at, fields: [10, 20, 24, 28, 42] })),
    ];
    if (headers.length === 0) return flipBytes.apply(bytes, random);
    const { at, fields } = headers[int(random, headers.length)]!;
    const out = bytes.slice();
    const view = new DataView(out.buffer);
    const field = fields[int(random, fields.length)]!;
    const values = [0, 1, 0xffff, 0x7fffffff, 0xffffffff, int(random, 0x10000)];
    if (field === 8 || field === 10 || field === 26 || field === 28)
      view.setUint16(at + field, values[int(random, values.length)]! & 0xffff, true);
    else view.setUint32(at + field, values[int(random, values.length)]! >>> 0, true);
    return out;
  },
};

const dropEntry: Mutation = {
  name: 'zip: cut one entry out',
  apply(bytes, random) {
    const entries = localEntries(bytes);
    if (entries.length === 0) return cutRange.apply(bytes, random);
    const entry = entries[int(random, entries.length)]!;
    return splice(
      bytes,
      entry.header,
      Math.min(bytes.length - entry.header, entry.data + entry.packed - entry.header),
      new Uint8Array(0),
    );
  },
};

export const ZIP_MUTATIONS: readonly Mutation[] = [
  corruptEntryData,
  corruptEntryHeader,
  dropEntry,
  truncate,
  flipBytes,
];

/** One to three mutations, chosen by the seed; XLSX files get zip-aware ones half the time. */
export function mutate(
  bytes: Uint8Array,
  isZip: boolean,
  random: () => number,
): { bytes: Uint8Array; applied: string[] } {
  let out = bytes;
  const applied: string[] = [];
  const count = 1 + int(random, 3);
  for (let i = 0; i < count; i++) {
    const pool = isZip && random() < 0.5 ? ZIP_MUTATIONS : BYTE_MUTATIONS;
    const mutation = pool[int(random, pool.length)]!;
    out = mutation.apply(out, random);
    applied.push(mutation.name);
  }
  return { bytes: out, applied };
}
