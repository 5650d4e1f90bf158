// Text fields: one line where the field keeps one, names without lost letters, IDs without a decimal tail.
import type { FieldSpec } from '../../fields/catalogue';
import { fix, problem } from '../../problems/problem';
import { OTHER_NAME_FIELD, splitCombinedName } from '../../transforms/combined-names';
import { wholeFromDecimal } from '../../transforms/decimal-whole';
import { hasLostLetters } from '../../transforms/lost-letters';
import { hasLineBreak, linesOf } from '../../transforms/text';
import { NAME_FIELDS, nameWithoutTitle } from './names';
import { refused, sentWithWarning, type CleanOutcome, type KindCleaner } from './outcome';

export const cleanText: KindCleaner = (spec, text) => {
  if (spec.kind === 'string' && hasLineBreak(text)) return oneLine(spec, text);
  if (NAME_FIELDS.has(spec.name) && text.includes('?') && hasLostLetters(text))
    return refused(problem('name.lost-letters'));
  const combined = COMBINED_NAME_FIELDS.has(spec.name) ? combinedNameWarning(spec, text) : undefined;
  if (combined) return combined;
  if (spec.name === 'first_name' || spec.name === 'last_name') return nameWithoutTitle(spec.name, text);
  const whole = spec.name === 'inst_id' ? wholeFromDecimal(text) : undefined;
  if (whole === undefined) return text;
  const tail = { tail: text.slice(whole.length), whole };
  return refused(problem('id.decimal-tail', tail, { fix: fix('fix.use-if-id', whole) }));
};

/** Name fields where two names joined in a cell are warned about. */
const COMBINED_NAME_FIELDS: ReadonlySet<string> = new Set(['first_name', 'last_name', 'maiden_name']);

/**
 * Two names in one cell ("Baptiste/Moreau", "Hale (Jefferson)", "Robert (Bob)"): sent as written, with a warning and
 * the first name as the fix (splitting them is a setting: splitCombinedNames).
 */
function combinedNameWarning(spec: FieldSpec, text: string): CleanOutcome | undefined {
  const split = splitCombinedName(text, spec.name !== 'first_name');
  if (!split) return undefined;
  const other = OTHER_NAME_FIELD[spec.name];
  const params = { kept: split.kept, other: split.other, field: spec.name, ...(other ? { splitTo: other } : {}) };
  return sentWithWarning(text, problem('name.two-names', params, { fix: fix('fix.send', split.kept) }));
}

/** Identifiers: two lines may be two IDs, and an ID made of both would match no one. */
const IDENTIFIER_FIELDS = new Set(['inst_id', 'username', 'marketing_member_id']);

/**
 * A cell of several lines for a field of one line (all but the long text of About and Admin
 * notes): a Salesforce "Mailing Street" holds "1 Main St↵Apt 2", a city "Boston↵MA". Its lines
 * are sent on one line, joined by ", " (by a space in a name), with a warning quoting the cell;
 * an identifier of several lines is refused. (The row validator sends the lines after the first
 * of an address line 1 to address line 2 when the row gives no line 2.)
 */
function oneLine(spec: FieldSpec, text: string): CleanOutcome {
  const lines = linesOf(text);
  const count = lines.length;
  if (IDENTIFIER_FIELDS.has(spec.name)) return refused(problem('id.several-lines', { count }));
  const joined = lines.join(NAME_FIELDS.has(spec.name) ? ' ' : ', ');
  return sentWithWarning(joined, problem('text.lines-joined', { count, joined }));
}
