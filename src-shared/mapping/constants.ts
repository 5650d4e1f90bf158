// One value for a field on every row (a constant): which fields can take one, as a code and parameters that each door
// words (each door reads the values its own way).
import { closest } from 'fastest-levenshtein';
import { MAPPABLE_FIELDS, fieldSpec } from '../fields/catalogue';

/** Fields that tell one person from another: never one value for every row. */
export const ONE_PERSONS: ReadonlySet<string> = new Set(['inst_id', 'username', 'marketing_member_id']);

/**
 * Fields that say who a person is: no advice may propose one value for every row for them (a blank email given one
 * address would make every such row one person). A person may still type one where the field allows it (a test list).
 */
export const PERSON_IDENTIFYING: ReadonlySet<string> = new Set([
  ...ONE_PERSONS,
  'user_id',
  'email',
  'secondary_email',
  'first_name',
  'last_name',
  'middle_name',
  'maiden_name',
  'nickname',
  'dob_day',
  'dob_month',
  'dob_year',
]);

/** Whether advice may propose one value for every row of the field: never for a field that identifies a person. */
export function mayAdviseOneValue(field: string): boolean {
  const spec = fieldSpec(field);
  return spec !== undefined && !spec.serviceOwned && spec.kind !== 'object-list' && !PERSON_IDENTIFYING.has(field);
}

const MAPPABLE_NAMES = MAPPABLE_FIELDS.filter((spec) => spec.kind !== 'object-list').map((spec) => spec.name);

/** Why a field cannot take the value given for every row. */
export type ConstantRefusal =
  | { code: 'not-a-field'; field: string; nearest: string }
  | { code: 'custom-field'; field: string }
  | { code: 'set-by-service'; field: string }
  | { code: 'not-one-value'; field: string }
  | { code: 'no-value'; field: string; flag: boolean }
  | { code: 'one-persons'; field: string; label: string }
  | { code: 'no-list-item'; field: string };

export type ConstantCheck = { ok: true; field: string; value: string } | { ok: false; refusal: ConstantRefusal };

/**
 * Whether `typed` names a field that can take `value` on every row. ENABLED, First_Name: API names are lower case,
 * and no two differ by case alone, so a name in another case is that field. The value comes back trimmed.
 */
export function checkConstant(typed: string, written: string): ConstantCheck {
  const trimmed = typed.trim();
  const field = fieldSpec(trimmed) ? trimmed : trimmed.toLowerCase();
  const value = written.trim();
  const spec = fieldSpec(field);
  const refuse = (refusal: ConstantRefusal): ConstantCheck => ({ ok: false, refusal });
  if (!spec) {
    // custom_fields.Major: a custom field is one column's, kept under its header; it takes no constant.
    if (/^custom_?fields?\b/i.test(field)) return refuse({ code: 'custom-field', field });
    return refuse({ code: 'not-a-field', field, nearest: closest(field.toLowerCase(), MAPPABLE_NAMES) });
  }
  if (spec.serviceOwned) return refuse({ code: 'set-by-service', field });
  if (spec.kind === 'object-list') return refuse({ code: 'not-one-value', field });
  if (value === '') return refuse({ code: 'no-value', field, flag: spec.kind === 'flag' });
  if (ONE_PERSONS.has(field)) return refuse({ code: 'one-persons', field, label: spec.label });
  if (spec.kind === 'string-list' && value.replace(/[\s;,|]+/g, '') === '')
    return refuse({ code: 'no-list-item', field });
  return { ok: true, field, value };
}

/** A refusal in plain words, the same in every door: the reason, and what to do (details), before any door's words. */
export function constantRefusalWords(refusal: ConstantRefusal): { reason: string; details: string[] } {
  switch (refusal.code) {
    case 'not-a-field':
      return {
        reason: `"${refusal.field}" is not a User field`,
        details: [
          `Did you mean "${refusal.nearest}"? Field names are those of the API (first_name, enabled, year_graduated, ...).`,
        ],
      };
    case 'custom-field':
      return {
        reason: `"${refusal.field}" is not a User field`,
        details: [
          'A custom field keeps a column of the file under its header: map a column to it (the mapping\'s "custom" ' +
            'target); it takes no value for every row.',
        ],
      };
    case 'set-by-service':
      return { reason: `"${refusal.field}" is set by the service, not by an import`, details: [] };
    case 'not-one-value':
      return { reason: `"${refusal.field}" cannot be given as one value`, details: [] };
    case 'no-value':
      return { reason: 'give a value', details: [] };
    case 'one-persons':
      return {
        reason: `${refusal.label} is one person's own, so one value for every row would make them all one person`,
        details: [`Map the column holding each person's ${refusal.label.toLowerCase()}.`],
      };
    case 'no-list-item':
      return { reason: 'the list holds no item, only separators. Give at least one', details: [] };
  }
}

/**
 * Whether a value given to every row joins each row's own list (tags, groups: a batch tagged) rather than filling what
 * no column gives.
 */
export function joinsRowLists(field: string): boolean {
  return fieldSpec(field)?.kind === 'string-list';
}
