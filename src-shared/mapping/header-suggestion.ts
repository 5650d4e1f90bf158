import { HEADER_SYNONYMS } from './synonyms';
import { normaliseHeader } from './normalise-header';
import type { ColumnTarget } from './types';

/** The target an exact header synonym names, if any (no fuzzy guess). */
export function headerSuggestion(header: string): ColumnTarget | undefined {
  return HEADER_SYNONYMS.get(normaliseHeader(header));
}
