// The kinds of field an update policy speaks of, and what each may do to a person already on the
// service by default. A wrong overwrite of a real person is worse than a value left as it was: what
// identifies someone only fills a blank; addresses and phones are newer information; account
// flags are never touched unless chosen.
import { USER_FIELDS, fieldSpec, type FieldSpec } from '../fields/catalogue';

/** fill-empty: written only where the service holds nothing; update: written; never: left as it is. */
export const UPDATE_RULES = ['fill-empty', 'update', 'never'] as const;
export type UpdateRule = (typeof UPDATE_RULES)[number];

export const FIELD_GROUPS = [
  'names',
  'email',
  'birth-date',
  'ids',
  'personal',
  'addresses',
  'phones',
  'flags',
  'other',
] as const;
export type FieldGroupName = (typeof FIELD_GROUPS)[number];

export interface FieldGroupSpec {
  name: FieldGroupName;
  label: string;
  rule: UpdateRule;
  /** The fields by name; `addresses`, `flags` and `other` also take fields by the catalogue's kind or group. */
  fields: readonly string[];
}

/** One row a group, in the order a person reads them. */
export const GROUP_TABLE: readonly FieldGroupSpec[] = [
  {
    name: 'names',
    label: 'Names',
    rule: 'fill-empty',
    fields: ['first_name', 'last_name', 'middle_name', 'maiden_name', 'nickname', 'name_title', 'name_suffix'],
  },
  { name: 'email', label: 'Email addresses', rule: 'fill-empty', fields: ['email', 'secondary_email'] },
  { name: 'birth-date', label: 'Birth date', rule: 'fill-empty', fields: ['dob_day', 'dob_month', 'dob_year'] },
  {
    name: 'ids',
    label: 'IDs and username',
    rule: 'fill-empty',
    fields: ['inst_id', 'username', 'marketing_member_id', 'client_id'],
  },
  // Its own group so an office can protect it; newer information by default, like addresses.
  { name: 'personal', label: 'Gender and class year', rule: 'update', fields: ['gender', 'year_graduated'] },
  { name: 'addresses', label: 'Addresses', rule: 'update', fields: [] },
  {
    name: 'phones',
    label: 'Phones',
    rule: 'update',
    fields: ['mobile_phone', 'home_phone', 'work_phone', 'preferred_phone', 'preferred_email'],
  },
  { name: 'flags', label: 'Account flags and groups (enabled, approved, …)', rule: 'never', fields: ['groups'] },
  { name: 'other', label: 'Everything else (tags, about, websites, …)', rule: 'update', fields: [] },
];

const BY_NAME = new Map(GROUP_TABLE.map((group) => [group.name, group]));

export function groupSpec(name: FieldGroupName): FieldGroupSpec {
  return BY_NAME.get(name)!;
}

function groupByCatalogue(spec: FieldSpec): FieldGroupName {
  if (spec.group === 'home address' || spec.group === 'work address') return 'addresses';
  if (spec.group === 'flags' || spec.kind === 'flag') return 'flags';
  return 'other';
}

const GROUP_OF = new Map<string, FieldGroupName>();
for (const spec of USER_FIELDS) {
  const named = GROUP_TABLE.find((group) => group.fields.includes(spec.name));
  GROUP_OF.set(spec.name, named ? named.name : groupByCatalogue(spec));
}

/** The group a User field belongs to (a name no catalogue row has is "other"). */
export function groupOf(field: string): FieldGroupName {
  return GROUP_OF.get(field) ?? (fieldSpec(field) ? groupByCatalogue(fieldSpec(field)!) : 'other');
}

/** The fields of a group a file can write (service-owned fields are never written). */
export function fieldsOfGroup(name: FieldGroupName): string[] {
  return USER_FIELDS.filter((spec) => !spec.serviceOwned && GROUP_OF.get(spec.name) === name).map((s) => s.name);
}
