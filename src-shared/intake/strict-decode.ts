// Bytes -> text in one named encoding, or undefined when the bytes are not text of it.
import { decodeWindows1252 } from './heuristics/legacy-encoding';
import type { TextEncodingName } from './types';

export function decodeStrict(bytes: Uint8Array, encoding: TextEncodingName): string | undefined {
  // Every byte is a character of Windows-1252 and of Windows-1250 (their few undefined bytes are
  // control characters, which the checks refuse where they land): nothing to refuse here.
  if (encoding === 'windows-1252') return decodeWindows1252(bytes);
  if (encoding === 'windows-1250' || encoding === 'iso-8859-15') return new TextDecoder(encoding).decode(bytes);
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}
