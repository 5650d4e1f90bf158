// Spaces: trim both ends, collapse runs inside (non-breaking spaces and tabs included).
const RUNS_OF_SPACES = /[ \t\u00a0\u2007\u202f]{2,}|[\t\u00a0\u2007\u202f]/g;

export function collapseSpaces(value: string): string {
  const trimmed = value.trim();
  // Most cells need nothing: test first so the common case allocates no new string.
  return RUNS_OF_SPACES.test(trimmed) ? trimmed.replace(RUNS_OF_SPACES, ' ') : trimmed;
}

/** What String.prototype.trim removes (WhiteSpace and LineTerminator): the characters of \s. */
export function isTrimmed(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** True when the cell holds only what trim removes; decided by the first character for most cells. */
export function isBlank(cell: string): boolean {
  return cell.length === 0 || (isTrimmed(cell.charCodeAt(0)) && cell.trim() === '');
}
