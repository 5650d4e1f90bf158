// Bytes -> text. We decode ourselves (papaparse gets a string) so the encoding is known and
// shown: BOM first, then strict UTF-8, then Windows-1252, Windows-1250 or Mac Roman for bytes that are not UTF-8.
import { AppError } from '../errors';
import { decodeWindows1252, legacyEncodingOf } from './legacy-encoding';
import type { TextEncodingName } from './types';

const ENCODING_ALIASES: Record<string, TextEncodingName> = {
  'utf-8': 'utf-8', utf8: 'utf-8',
  'utf-16le': 'utf-16le', 'utf-16': 'utf-16le', utf16le: 'utf-16le',
  'utf-16be': 'utf-16be', utf16be: 'utf-16be',
  'windows-1252': 'windows-1252', cp1252: 'windows-1252', 'latin-1': 'windows-1252', latin1: 'windows-1252', 'iso-8859-1': 'windows-1252', ansi: 'windows-1252',
  'windows-1250': 'windows-1250', cp1250: 'windows-1250', 'central-european': 'windows-1250', 'central european': 'windows-1250',
  macintosh: 'macintosh', mac: 'macintosh', macroman: 'macintosh', 'mac-roman': 'macintosh', 'x-mac-roman': 'macintosh',
};

export const ENCODING_NAMES = Object.keys(ENCODING_ALIASES);

/** How an encoding is named to a person: "UTF-8", "Windows-1252", "Mac Roman". */
export function encodingLabel(encoding: TextEncodingName): string {
  if (encoding === 'macintosh') return 'Mac Roman';
  return encoding.startsWith('windows-') ? `Windows-${encoding.slice('windows-'.length)}` : encoding.toUpperCase();
}

export function encodingFromName(name: string): TextEncodingName {
  const key = name.trim().toLowerCase();
  const encoding = Object.hasOwn(ENCODING_ALIASES, key) ? ENCODING_ALIASES[key] : undefined;
  if (!encoding) {
    throw new AppError('invalid-input', `The encoding "${name}" is not one we read.`, ['Use utf-8, utf-16le, utf-16be, windows-1252 (also called latin-1 or ANSI), windows-1250 (Central European: Polish, Czech, Hungarian...) or macintosh (Mac Roman).']);
  }
  return encoding;
}

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

function decodeStrict(bytes: Uint8Array, encoding: TextEncodingName): string | undefined {
  // Every byte is a character of Windows-1252 and of Windows-1250 (their few undefined bytes are
  // control characters, which the checks refuse where they land): nothing to refuse here.
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding === 'windows-1250') return new TextDecoder('windows-1250').decode(bytes);
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

export interface DecodedText {
  text: string;
  encoding: TextEncodingName;
  /** Read as Windows-1252, Windows-1250 or Mac Roman because it is not UTF-8: the line (1-based) of the first bytes that are not. */
  firstNonUtf8Line?: number;
  /** ...and the lines before it hold UTF-8 multi-byte text: the file mixes two encodings. */
  utf8Before?: boolean;
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
  const encoding = given ?? bom?.encoding ?? bomlessUtf16(bytes);
  const body = bom && (!given || given === bom.encoding) ? bytes.subarray(bom.length) : bytes;

  if (encoding) {
    const text = decodeStrict(body, encoding);
    if (text === undefined) throw undecodable(body, encoding, fileName);
    if (given && !bom && encoding.startsWith('utf-16') && !text.includes('\n') && body.includes(0x0a)) throw notUtf16(body, encoding, fileName);
    return { text, encoding };
  }
  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  // Both map every byte (Windows-1252's five undefined ones to C1 controls), so nothing becomes U+FFFD.
  return { ...legacyEncodingOf(body), ...firstNonUtf8(body) };
}

/** Where UTF-8 decoding first fails, and whether valid multi-byte UTF-8 comes before that. */
function firstNonUtf8(bytes: Uint8Array): { firstNonUtf8Line?: number; utf8Before: boolean } {
  const lossy = new TextDecoder('utf-8').decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  if (at < 0) return { utf8Before: false };
  const before = lossy.slice(0, at);
  // eslint-disable-next-line no-control-regex
  return { firstNonUtf8Line: before.split('\n').length, utf8Before: /[^\u0000-\u007f]/.test(before) };
}

/**
 * UTF-16 asked for, but the bytes' line breaks are single bytes (one-byte text): decoded as
 * asked, the whole file would be one line of CJK-looking characters, a header with no rows.
 */
function notUtf16(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const other = decodeStrict(bytes, 'utf-8') !== undefined ? 'UTF-8' : 'a one-byte encoding such as Windows-1252';
  return new AppError('invalid-input', `${fileName} is not ${encoding.toUpperCase()} text: read so, it has no line breaks, as one line of garbled characters. Its bytes read as ${other}.`, [
    `Choose ${other === 'UTF-8' ? 'UTF-8' : 'Windows-1252'} as the encoding instead (in the CLI, leave --encoding out and it is detected).`,
  ]);
}

function undecodable(bytes: Uint8Array, encoding: TextEncodingName, fileName: string): AppError {
  const lossy = new TextDecoder(encoding).decode(bytes);
  const at = lossy.indexOf('\uFFFD');
  const line = at >= 0 ? lossy.slice(0, at).split('\n').length : undefined;
  return new AppError('invalid-input', `${fileName} is not valid ${encoding.toUpperCase()} text${line ? ` (first bad bytes on line ${line})` : ''}.`, [
    'Choose the encoding the file was saved in (for files from Excel on Windows, usually windows-1252), or save it again as "CSV UTF-8".',
  ]);
}
