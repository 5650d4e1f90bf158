// Bytes -> text. We decode ourselves (papaparse gets a string) so the encoding is known and
// shown: BOM first, then strict UTF-8, then for bytes that are not UTF-8 a Chinese, Japanese or
// Korean encoding when chardet is sure of one, else Windows-1252, Windows-1250 or Mac Roman.
import { AppError } from '../errors';
import { cjkEncodingOf } from './cjk-detection';
import { encodingFromName, encodingLabel } from './encoding-names';
import { legacyEncodingOf } from './legacy-encoding';
import { decodeStrict } from './strict-decode';
import type { TextEncodingName } from './types';

export function bomEncoding(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 written without a BOM shows as a NUL in every other byte of ASCII text. */
function bomlessUtf16(bytes: Uint8Array): TextEncodingName | undefined {
  const sample = Math.min(bytes.length - (bytes.length % 2), 4096);
  if (sample < 4) return undefined;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenZeros++;
    if (bytes[i + 1] === 0) oddZeros++;
  }
  const pairs = sample / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return undefined;
}

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /**
   * Read as Windows-1252, Windows-1250 or Mac Roman because it is not UTF-8: the line (1-based) of the first bytes that
   * are not.
   */
  firstNonUtf8Line?: number;
  /** ...and the lines before it hold UTF-8 multi-byte text: the file mixes two encodings. */
  utf8Before?: boolean;
  /** Another encoding was asked for, but the bytes are valid UTF-8 beyond ASCII: the text as UTF-8 reads it. */
  asUtf8?: string;
}

/**
 * Decodes file bytes. With no encoding given: BOM, then strict UTF-8, then Windows-1252,
 * Windows-1250 or Mac Roman, whichever reads more plausibly (every byte maps to a character, so nothing is
 * replaced). A given encoding is decoded strictly: bytes it cannot read are an error naming the
 * place, never a silent U+FFFD.
 */
export function decodeText(bytes: Uint8Array, fileName: string, requested?: string): DecodedText {
  const bom = bomEncoding(bytes);
  const given = requested ? encodingFromName(requested) : undefined;
  if (bom && given && given !== bom.encoding) {
    throw new AppError(
      'invalid-input',
      `${fileName} starts with a byte order mark saying it is ${encodingLabel(bom.encoding)} text, ` +
        `but it was asked to be read as ${encodingLabel(given)}.`,
      ['Leave the encoding to be detected: the mark is obeyed.'],
      { setting: 'encoding', detect: true },
    );
  }
  const encoding = given ?? bom?.encoding ?? bomlessUtf16(bytes);
  const body = bom && (!given || given === bom.encoding) ? bytes.subarray(bom.length) : bytes;

  if (encoding) {
    const text = decodeStrict(body, encoding);
    if (text === undefined) throw undecodable(body, encoding, fileName);
    if (given && !bom && encoding.startsWith('utf-16') && !text.includes('\n') && body.includes(0x0a))
      throw notUtf16(body, encoding, fileName);
    const asUtf8 =
      given && given !== 'utf-8' && !encoding.startsWith('utf-16') && body.some((byte) => byte >= 0x80)
        ? decodeStrict(body, 'utf-8')
        : undefined;
    return { text, encoding, ...(asUtf8 !== undefined ? { asUtf8 } : {}) };
  }
  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const cjk = cjkEncodingOf(body);
  if (cjk) return cjk;
  // Both map every byte (Windows-1252's five undefined ones to C1 controls), so nothing becomes U+FFFD.
  return { ...legacyEncodingOf(body), ...firstNonUtf8(body) };
}

/** The line (1-based) the text's end is on: line breaks of Windows (CRLF), Unix (LF) and old Macs (CR) alike. */
function lineOf(before: string): number {
  return before.split(/\r\n|\r|\n/).length;
}

/** Where UTF-8 decoding first fails, and whether valid multi-byte UTF-8 comes before that. */
function firstNonUtf8(bytes: Uint8Array): { firstNonUtf8Line?: number; utf8Before: boolean } {
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  if (at < 0) return { utf8Before: false };
  const before = lossy.slice(0, at);
  // eslint-disable-next-line no-control-regex
  return { firstNonUtf8Line: lineOf(before), utf8Before: /[^\u0000-\u007f]/.test(before) };
}

/**
 * UTF-16 asked for, but the bytes' line breaks are single bytes (one-byte text): decoded as
 * asked, the whole file would be one line of CJK-looking characters, a header with no rows.
 */
function notUtf16(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const other = decodeStrict(bytes, 'utf-8') !== undefined ? 'UTF-8' : 'a one-byte encoding such as Windows-1252';
  return new AppError(
    'invalid-input',
    `${fileName} is not ${encoding.toUpperCase()} text: read so, it has no line breaks, ` +
      `as one line of garbled characters. Its bytes read as ${other}.`,
    [`Choose ${other === 'UTF-8' ? 'UTF-8' : 'Windows-1252'} as the encoding instead, or leave it to be detected.`],
    { setting: 'encoding', detect: true },
  );
}

function undecodable(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const lossy = new TextDecoder(encoding).decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  const line = at >= 0 ? lineOf(lossy.slice(0, at)) : undefined;
  return new AppError(
    'invalid-input',
    `${fileName} is not valid ${encoding.toUpperCase()} text${line ? ` (first bad bytes on line ${line})` : ''}.`,
    [
      'Choose the encoding the file was saved in (for files from Excel on Windows, usually windows-1252), ' +
        'or save it again as "CSV UTF-8".',
    ],
  );
}
