// Spaces: trim both ends, collapse runs inside (non-breaking spaces and tabs included).
const RUNS_OF_SPACES = /[ \t\u00a0\u2007\u202f\u3000]{2,}|[\t\u00a0\u2007\u202f\u3000]/g;

export function collapseSpaces(value: string): string {
  const trimmed = value.trim();
  // Most cells need nothing: test first so the common case allocates no new string.
  return RUNS_OF_SPACES.test(trimmed) ? trimmed.replace(RUNS_OF_SPACES, ' ') : trimmed;
}

/** What String.prototype.trim removes (WhiteSpace and LineTerminator): the characters of \s. */
export function isTrimmed(code: number): boolean {
  return (
    (code >= 9 && code <= 13) ||
    code === 32 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/** True when the cell holds only what trim removes; decided by the first character for most cells. */
export function isBlank(cell: string): boolean {
  return cell.length === 0 || (isTrimmed(cell.charCodeAt(0)) && cell.trim() === '');
}

/** A line break: \n, \r, or Unicode's line and paragraph separators (what a cell of several lines holds). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
/** Each line break, \r\n as one: what to split a cell's lines on. */
export const LINE_BREAKS = /\r\n|[\n\r\u2028\u2029]/;
const ALL_LINE_BREAKS = /\r\n|[\n\r\u2028\u2029]/g;
const ACCENTS = /\p{M}+/gu;

/** The text with its accents taken off ("États" -> "Etats"): decomposed, combining marks dropped. */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(ACCENTS, '');
}

/** Whether the text holds a line break. */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** The lines of a cell, each trimmed, empty ones left out ("1 Main St\r\nApt 2\r\n" -> ["1 Main St", "Apt 2"]). */
export function linesOf(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.split(LINE_BREAKS)) {
    const trimmed = line.trim();
    if (trimmed !== '') lines.push(trimmed);
  }
  return lines;
}

/**
 * The text with each line break shown as ↵, for a message quoting a cell (a line break would break the line it is shown
 * on).
 */
export function showLineBreaks(text: string): string {
  return hasLineBreak(text) ? text.replace(ALL_LINE_BREAKS, '↵') : text;
}

/** Full-width forms (０９０－１２３４, ＠), the ideographic space, Arabic-Indic and Persian digits. */
const WIDE_FORMS = /[\uff01-\uff5e\u3000\u0660-\u0669\u06f0-\u06f9]/;

export const hasWideForms = (text: string): boolean => WIDE_FORMS.test(text);

/**
 * The text with full-width letters, digits and signs as ASCII (what a Japanese or Chinese
 * keyboard types in its wide mode: ０９０－１２３４－５６７８) and Arabic-Indic or Persian digits as
 * 0-9: the same number, in the form the service takes.
 */
export function narrowed(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/** A character's Unicode name of code: "U+00AD". */
export const codePointLabel = (code: number): string => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
