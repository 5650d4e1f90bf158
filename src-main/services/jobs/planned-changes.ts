// What a planned update would change, in one line of a results file: a dry run's results show the changes, not only
// "to update". Labels, not API names; lists and blanks said plainly.
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import type { FieldChange } from '../../../src-shared/diff/user-diff';

const MOST_CHARACTERS = 80;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(String).join(', ');
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MOST_CHARACTERS ? `${text.slice(0, MOST_CHARACTERS - 1)}…` : text;
}

/** "Would change: First name Betsy -> Elizabeth; Home city (blank) -> Springfield." or '' when nothing changes. */
export function plannedChangesLine(changes: readonly FieldChange[]): string {
  if (changes.length === 0) return '';
  const parts = changes.map(
    ({ field, before, after }) => `${fieldSpec(field)?.label ?? field} ${shown(before)} -> ${shown(after)}`,
  );
  return `Would change: ${parts.join('; ')}.`;
}
