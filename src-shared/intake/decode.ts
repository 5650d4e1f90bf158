// Bytes -> text. We decode ourselves (papaparse gets a string) so the encoding is known and shown. A given
// encoding is decoded strictly; with none given, heuristics/encoding.ts guesses it.
import { refused, type AppError } from '../errors';
import { reason } from '../problems/reasons';
import { encodingFromName } from './encoding-names';
import { bomEncoding, bomlessUtf16, guessEncoding, lineOf } from './heuristics/encoding';
import { decodeStrict } from './strict-decode';
import type { TextEncodingName } from './types';

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
    throw refused(reason('encoding.bom-contradicts', { file: fileName, bom: bom.encoding, given }), {
      setting: 'encoding',
      detect: true,
    });
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
  return guessEncoding(body);
}

/**
 * UTF-16 asked for, but the bytes' line breaks are single bytes (one-byte text): decoded as
 * asked, the whole file would be one line of CJK-looking characters, a header with no rows.
 */
function notUtf16(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const readsAs = decodeStrict(bytes, 'utf-8') !== undefined ? 'utf-8' : 'one-byte';
  return refused(reason('encoding.not-utf16', { file: fileName, encoding, readsAs }), {
    setting: 'encoding',
    detect: true,
  });
}

function undecodable(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const lossy = new TextDecoder(encoding).decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  const line = at >= 0 ? lineOf(lossy.slice(0, at)) : undefined;
  return refused(reason('encoding.bad-bytes', { file: fileName, encoding, ...(line ? { line } : {}) }));
}
