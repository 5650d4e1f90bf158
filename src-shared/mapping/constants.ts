// One value for a field on every row (a constant): which fields can take one, as a code and parameters that each door
// words (lib/words/constant-refusal-words.ts, cli/words/; each door reads the values its own way).
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

export type ConstantRefusalCode = ConstantRefusal['code'];
/** A door's words for every refusal of a value given for every row: the reason, and what to do (details). */
export type ConstantRefusalWordsTable = {
  readonly [C in ConstantRefusalCode]: (refusal: Extract<ConstantRefusal, { code: C }>) => {
    reason: string;
    details: string[];
  };
};

const CODES: { readonly [C in ConstantRefusalCode]: true } = {
  'not-a-field': true,
  'custom-field': true,
  'set-by-service': true,
  'not-one-value': true,
  'no-value': true,
  'one-persons': true,
  'no-list-item': true,
};
export const CONSTANT_REFUSAL_CODES = Object.keys(CODES) as ConstantRefusalCode[];

/** A refusal in a door's words: the reason, and what to do. */
export function wordConstantRefusal(
  table: ConstantRefusalWordsTable,
  refusal: ConstantRefusal,
): { reason: string; details: string[] } {
  return (table[refusal.code] as (refusal: ConstantRefusal) => { reason: string; details: string[] })(refusal);
}

/**
 * Whether a value given to every row joins each row's own list (tags, groups: a batch tagged) rather than filling what
 * no column gives.
 */
export function joinsRowLists(field: string): boolean {
  return fieldSpec(field)?.kind === 'string-list';
}
