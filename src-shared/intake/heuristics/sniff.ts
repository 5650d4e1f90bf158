// What the bytes are, whatever the file's name says: refuse what we cannot read with a reason.
import { refused } from '../../errors';
import { reason, type MarkupKind, type OtherFileKind } from '../../problems/reasons';
import type { FileFormat } from '../types';

const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];

const startsWith = (bytes: Uint8Array, magic: number[]): boolean => magic.every((byte, i) => bytes[i] === byte);

/** Looks for an ASCII name written as UTF-16LE, the way OLE2 directories store stream names. */
function hasUtf16Name(bytes: Uint8Array, name: string): boolean {
  const pattern = new Uint8Array(name.length * 2);
  for (let i = 0; i < name.length; i++) pattern[i * 2] = name.charCodeAt(i);
  outer: for (let i = 0; i + pattern.length <= bytes.length; i++) {
    for (let j = 0; j < pattern.length; j++) if (bytes[i + j] !== pattern[j]) continue outer;
    return true;
  }
  return false;
}

const SIGNATURES: { magic: number[]; kind: OtherFileKind }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46], kind: 'pdf' },
  { magic: [0x89, 0x50, 0x4e, 0x47], kind: 'png' },
  { magic: [0xff, 0xd8, 0xff], kind: 'jpeg' },
  { magic: [0x47, 0x49, 0x46, 0x38], kind: 'gif' },
  { magic: [0x1f, 0x8b], kind: 'gzip' },
  { magic: [0x52, 0x61, 0x72, 0x21], kind: 'rar' },
  { magic: [0x37, 0x7a, 0xbc, 0xaf], kind: '7z' },
];

/**
 * Text files may hold tabs and line breaks, not runs of NULs or other control bytes. A stray
 * one (a NUL a database left after a name) is the row's problem, told where it is, not the
 * file's: only more than 1% of the first 8 KB makes it binary, and more than a few (a short
 * list with one stray NUL is still text).
 */
function looksBinary(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 8192);
  let control = 0;
  for (const byte of sample)
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) control++;
  return control > Math.max(sample.length * 0.01, 4);
}

/** Decides how to read the file; throws AppError('invalid-input') with the reason (what it is) when we cannot. */
export function sniffFormat(bytes: Uint8Array, fileName: string): FileFormat {
  const file = fileName;
  if (bytes.length === 0) throw refused(reason('file.empty', { file }));
  if (startsWith(bytes, OLE2_MAGIC)) {
    if (hasUtf16Name(bytes.subarray(0, 1 << 20), 'EncryptedPackage')) throw refused(reason('file.encrypted', { file }));
    throw refused(reason('file.xls', { file, renamed: /\.xlsx$/i.test(fileName) }));
  }
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return 'xlsx';
  const known = SIGNATURES.find((signature) => startsWith(bytes, signature.magic));
  if (known) throw refused(reason('file.other-kind', { file, kind: known.kind }));
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (!utf16 && looksBinary(bytes) && !looksLikeBomlessUtf16(bytes)) throw refused(reason('file.binary', { file }));
  const markup = markupKind(bytes);
  if (markup) {
    const named = /\.(xlsx?|csv)$/i.exec(fileName)?.[0];
    throw refused(reason('file.markup', { file, kind: markup, ...(named ? { named: named.toLowerCase() } : {}) }));
  }
  // A saved mapping (or other JSON) given as the list: read as CSV it is one garbled column of braces.
  if (/^\s*[{[]\s*"/.test(new TextDecoder().decode(bytes.subarray(0, 64)).replace(/^\uFEFF/, '')))
    throw refused(reason('file.json', { file }), { setting: 'saved-mapping' });
  if (/\.xlsx$/i.test(fileName)) throw refused(reason('file.xlsx-holds-text', { file }));
  return 'csv';
}

function looksLikeBomlessUtf16(bytes: Uint8Array): boolean {
  let zeros = 0;
  const sample = bytes.subarray(0, 4096);
  for (let i = 0; i < sample.length; i++) if (sample[i] === 0) zeros++;
  return zeros > sample.length * 0.3 && zeros < sample.length * 0.6;
}

/**
 * What a text file of markup is: a web page or an Excel 2003 XML spreadsheet (what "Export to
 * Excel" of many registrar and CRM systems writes under an .xls name), or another XML file.
 * Read as CSV, such a file gives one garbled column and no person.
 */
function markupKind(bytes: Uint8Array): MarkupKind | undefined {
  const head = bytes.subarray(0, 4096);
  const encoding =
    head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : 'utf-8';
  const text = new TextDecoder(encoding)
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (!text.startsWith('<')) return undefined;
  if (text.includes('urn:schemas-microsoft-com:office:spreadsheet') || text.includes('progid="excel.sheet"'))
    return 'excel-2003-xml';
  if (
    /^<(?:!doctype html|html|table|head|body|meta)\b/.test(text) ||
    (text.startsWith('<?xml') && text.includes('<html'))
  )
    return 'html';
  if (text.startsWith('<?xml')) return 'xml';
  return undefined;
}
