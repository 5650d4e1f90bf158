import { codePointLabel } from '../../transforms/text';
import { fix, problem, type CellProblem } from '../../problems/problem';

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
/** The invisible characters copying leaves (their names are each door's words). */
const INVISIBLE: Record<number, 'ad' | '200b' | '2060' | 'feff'> = {
  0xad: 'ad',
  0x200b: '200b',
  0x2060: '2060',
  0xfeff: 'feff',
};

/** The first invisible character of the text, named, with the text without them as the fix. */
export function controlCharacterProblem(text: string): CellProblem | undefined {
  const at = text.search(CONTROL_CHARACTER);
  if (at < 0) return undefined;
  const char = text.charCodeAt(at);
  const invisible = INVISIBLE[char];
  const params = { codePoint: codePointLabel(char), position: at + 1, ...(invisible ? { invisible } : {}) };
  return problem('cell.control-character', params, {
    fix: fix('fix.remove-invisible', text.replace(CONTROL_CHARACTERS, '')),
  });
}
