import { codePointLabel } from '../../transforms/text';
import type { CellProblem } from './outcome';

// Invisible control characters (C0 but tab and line breaks, DEL, C1) are never meant: a stray
// keystroke, a damaged export, or bytes Windows-1252 leaves undefined. Sent, they would hide in
// the service's records; refused, the person sees where.
// The same goes for the invisible characters copying from web pages and Word leaves inside a
// value: a zero-width space (U+200B), a word joiner (U+2060), a BOM inside the text (U+FEFF), a
// soft hyphen (U+00AD). Not the zero-width joiners (U+200C, U+200D): Persian and Indic names and
// emoji need them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u00ad\u200b\u2060\ufeff]/;
const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
const INVISIBLE_NAMES: Record<number, string> = {
  0xad: 'a soft hyphen',
  0x200b: 'a zero-width space',
  0x2060: 'a word joiner',
  0xfeff: 'a byte order mark',
};

/** The first invisible character of the text, named, with the text without them as the fix. */
export function controlCharacterProblem(text: string): CellProblem | undefined {
  const at = text.search(CONTROL_CHARACTER);
  if (at < 0) return undefined;
  const char = text.charCodeAt(at);
  const code = codePointLabel(char);
  const named = INVISIBLE_NAMES[char];
  return {
    code: 'bad-format',
    severity: 'error',
    message: named
      ? `holds an invisible character (${code}, ${named}, which copying from a web page or a document leaves) at ` +
        `position ${at + 1}`
      : `holds an invisible control character (${code}) at position ${at + 1}`,
    fix: { description: 'remove the invisible characters', value: text.replace(CONTROL_CHARACTERS, '') },
  };
}
