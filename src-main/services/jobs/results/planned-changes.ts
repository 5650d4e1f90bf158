// What a planned update would change, in one line of a results file: a dry run's results show the changes, not only
// "to update". Labels, not API names; lists and blanks said plainly.
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import type { FieldChange } from '../../../../src-shared/diff/user-diff';
import { ACCEPTABLE, type ProposedChange } from '../../../../src-shared/update-policy';
import { keptReasonWords } from '../../../../src-renderer/src/lib/words/update-policy-words';

const MOST_CHARACTERS = 80;

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(blank)';
  if (Array.isArray(value)) return value.length === 0 ? '(none)' : value.map(String).join(', ');
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MOST_CHARACTERS ? `${text.slice(0, MOST_CHARACTERS - 1)}…` : text;
}

const changeWords = ({ field, before, after }: Pick<FieldChange, 'field' | 'before' | 'after'>): string =>
  `${fieldSpec(field)?.label ?? field} ${shown(before)} -> ${shown(after)}`;

/** "Would change: First name Betsy -> Elizabeth; Home city (blank) -> Springfield." or '' when nothing changes. */
export function plannedChangesLine(changes: readonly FieldChange[]): string {
  if (changes.length === 0) return '';
  return `Would change: ${changes.map(changeWords).join('; ')}.`;
}

/**
 * The proposed changes a row's plan left as on the service, for a person to review: "Email a@x -> b@y (kept: only
 * filled when empty); ..." or '' when there are none. Differences kept by a rule (never, new people only) are not
 * proposals.
 */
export function proposedChangesLine(kept: readonly ProposedChange[] | undefined): string {
  const proposals = (kept ?? []).filter((k) => ACCEPTABLE.has(k.reason));
  return proposals.map((k) => `${changeWords(k)} (${keptReasonWords(k.reason)})`).join('; ');
}
