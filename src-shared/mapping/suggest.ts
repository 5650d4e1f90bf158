import type { Table } from '../intake/types';
import type { MappingSuggestion, SuggestOptions } from './types';

/** Suggests a target for each column from its header (synonyms, then fuzzy) and its sample values. */
export function suggestMapping(_table: Table, _options: SuggestOptions = {}): MappingSuggestion {
  throw new Error('suggestMapping is not built yet.');
}
