import { closest } from 'fastest-levenshtein';
import { AppError } from '../errors';
import { MAPPABLE_FIELDS, fieldSpec } from '../fields/catalogue';

/** Fields that tell one person from another: never one value for every row. */
export const ONE_PERSONS: ReadonlySet<string> = new Set(['inst_id', 'username', 'marketing_member_id']);

const MAPPABLE_NAMES = MAPPABLE_FIELDS.filter((spec) => spec.kind !== 'object-list').map((spec) => spec.name);

/** Parses `FIELD=VALUE` (CLI --set); throws AppError('invalid-input') naming the problem. */
export function parseConstant(text: string): { field: string; value: string } {
  const at = text.indexOf('=');
  if (at <= 0) throw new AppError('invalid-input', `--set ${text}: write it as FIELD=VALUE, e.g. --set enabled=1.`);
  const typed = text.slice(0, at).trim();
  const value = text.slice(at + 1).trim();
  // ENABLED=1, First_Name=Ann: API names are lower case, and no two differ by case alone.
  const field = fieldSpec(typed) ? typed : typed.toLowerCase();
  const spec = fieldSpec(field);
  if (!spec || spec.serviceOwned || spec.kind === 'object-list') {
    const reason = spec?.serviceOwned
      ? 'is set by the service, not by an import'
      : spec
        ? 'cannot be given as one value'
        : 'is not a User field';
    // custom_fields.Major: a custom field is one column's, kept under its header; it takes no constant.
    const hint = /^custom_?fields?\b/i.test(field)
      ? 'A custom field keeps a column of the file under its header: map a column to it (the mapping\'s "custom" target, "Custom field" in the wizard\'s list of fields); it takes no --set value.'
      : `Did you mean "${closest(field.toLowerCase(), MAPPABLE_NAMES)}"? Field names are those of the API (first_name, enabled, year_graduated, ...).`;
    throw new AppError('invalid-input', `--set ${text}: "${field}" ${reason}.`, spec ? [] : [hint]);
  }
  if (value === '')
    throw new AppError(
      'invalid-input',
      `--set ${text}: give a value after "=", e.g. --set ${field}=${spec.kind === 'flag' ? '1' : 'VALUE'}.`,
    );
  if (ONE_PERSONS.has(field))
    throw new AppError(
      'invalid-input',
      `--set ${text}: ${spec.label} is one person's own, so one value for every row would make them all one person.`,
      [`Map the column holding each person's ${spec.label.toLowerCase()}.`],
    );
  if (spec.kind === 'string-list' && value.replace(/[\s;,|]+/g, '') === '')
    throw new AppError(
      'invalid-input',
      `--set ${text}: the list holds no item, only separators. Give at least one, e.g. --set ${field}="Reunion 2026".`,
    );
  return { field, value };
}

/**
 * Whether a value given to every row joins each row's own list (tags, groups: a batch tagged) rather than filling what
 * no column gives.
 */
export function joinsRowLists(field: string): boolean {
  return fieldSpec(field)?.kind === 'string-list';
}
