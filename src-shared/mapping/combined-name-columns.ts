// A last or first name column holding two names ("Last/Maiden": Baptiste/Moreau, Hale (Jefferson)): the suggestion
// switches splitting on (the maiden name or nickname to its own field) when the header says so or the samples do,
// and no other column feeds that field. The person can switch it off.
import { OTHER_NAME_FIELD, splitCombinedName } from '../transforms/combined-names';
import { normaliseHeader } from './normalise-header';
import type { ColumnSuggestion } from './types';

/** Header words that say a name column holds a second name. */
const SECOND_NAME_WORDS = /\b(?:maiden|nee|birth|former|pref|preferred|nickname|nick)\b/;
/** The share of a column's samples in a form of two names that makes splitting the suggestion. */
const MOST_SAMPLES = 0.3;

/** Whether the suggested mapping should split two names in a cell. */
export function suggestsSplittingNames(columns: readonly ColumnSuggestion[]): boolean {
  const fed = new Set(columns.flatMap((c) => (c.target.kind === 'field' ? [c.target.field] : [])));
  return columns.some((column) => {
    if (column.target.kind !== 'field') return false;
    const field = column.target.field;
    const other = OTHER_NAME_FIELD[field];
    if (!other || fed.has(other)) return false;
    const split = column.samples.filter((sample) => splitCombinedName(sample, field !== 'first_name')).length;
    if (split === 0) return false;
    return SECOND_NAME_WORDS.test(normaliseHeader(column.header)) || split >= column.samples.length * MOST_SAMPLES;
  });
}
