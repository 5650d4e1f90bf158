// Bytes -> text. We decode ourselves (papaparse gets a string) so the encoding is known and shown. A given
// encoding is decoded strictly; with none given, heuristics/encoding.ts guesses it.
import { AppError } from '../errors';
import { encodingFromName, encodingLabel } from './encoding-names';
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
  return guessEncoding(body);
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
