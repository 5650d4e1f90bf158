// Spaces: trim both ends, collapse runs inside (non-breaking spaces and tabs included).
const RUNS_OF_SPACES = /[ \t\u00a0\u2007\u202f]{2,}|[\t\u00a0\u2007\u202f]/g;

export function collapseSpaces(value: string): string {
  const trimmed = value.trim();
  // Most cells need nothing: test first so the common case allocates no new string.
  return RUNS_OF_SPACES.test(trimmed) ? trimmed.replace(RUNS_OF_SPACES, ' ') : trimmed;
}
