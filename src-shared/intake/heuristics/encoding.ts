// Which encoding a text file is in, when none is given: its byte order mark, UTF-16 without one, strict
// UTF-8, then a Chinese, Japanese or Korean encoding when chardet is sure of one, else Windows-1252,
// Windows-1250 or Mac Roman.
import type { DecodedText } from '../decode';
import { decodeStrict } from '../strict-decode';
import type { TextEncodingName } from '../types';
import { cjkEncodingOf } from './cjk-detection';
import { legacyEncodingOf } from './legacy-encoding';

export function bomEncoding(bytes: Uint8Array): { encoding: TextEncodingName; length: number } | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return undefined;
}

/** UTF-16 written without a BOM shows as a NUL in every other byte of ASCII text. */
export function bomlessUtf16(bytes: Uint8Array): TextEncodingName | undefined {
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

/** Bytes with no BOM and no encoding given: UTF-8 if they are, else the likeliest other encoding. */
export function guessEncoding(body: Uint8Array): DecodedText {
  const utf8 = decodeStrict(body, 'utf-8');
  if (utf8 !== undefined) return { text: utf8, encoding: 'utf-8' };
  const cjk = cjkEncodingOf(body);
  if (cjk) return cjk;
  // Both map every byte (Windows-1252's five undefined ones to C1 controls), so nothing becomes U+FFFD.
  return { ...legacyEncodingOf(body), ...firstNonUtf8(body) };
}

/** The line (1-based) the text's end is on: line breaks of Windows (CRLF), Unix (LF) and old Macs (CR) alike. */
export function lineOf(before: string): number {
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
