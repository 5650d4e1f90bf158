// The choices of the mapping dropdown, grouped as a person looks for them. Built from the field
// catalogue, so a field added there appears here.
import { MAPPABLE_FIELDS, type FieldGroup } from '../../../src-shared/fields/catalogue';
import { describeTarget, targetKey } from '../../../src-shared/mapping';
import type { ColumnTarget } from '../../../src-shared/mapping/types';

export interface FieldOption {
  key: string;
  label: string;
  /** The API field name(s), shown small and searched too. */
  hint: string;
  target: ColumnTarget;
}

export interface FieldOptionGroup {
  label: string;
  options: FieldOption[];
}

const GROUP_ORDER: { group: FieldGroup; label: string }[] = [
  { group: 'identity', label: 'Identity' },
  { group: 'contact', label: 'Contact' },
  { group: 'home address', label: 'Home address' },
  { group: 'work address', label: 'Work address' },
  { group: 'education', label: 'Education' },
  { group: 'flags', label: 'Flags' },
  { group: 'profile', label: 'Profile' },
  { group: 'system', label: 'Other service fields' },
];

const option = (target: ColumnTarget, label: string, hint: string): FieldOption => ({
  key: targetKey(target),
  label,
  hint,
  target,
});

/**
 * Every group; `header` names the custom field a column becomes when kept as one. `offered`:
 * targets the suggestion found for this column alone (its numbers by the kind another column
 * names, a part of another column's values), shown among the contact or home address fields.
 */
export function fieldOptionGroups(header: string, offered: readonly ColumnTarget[] = []): FieldOptionGroup[] {
  const groups = GROUP_ORDER.map(({ group, label }) => ({
    label,
    options: MAPPABLE_FIELDS.filter((spec) => spec.group === group && spec.kind !== 'object-list').map((spec) =>
      option({ kind: 'field', field: spec.name }, spec.label, spec.name),
    ),
  }));
  const groupOf = (group: FieldGroup) => groups[GROUP_ORDER.findIndex((entry) => entry.group === group)]!;
  groupOf('identity').options.push(
    option({ kind: 'full-name' }, 'Full name (first, middle and last name)', 'first_name, middle_name, last_name'),
  );
  groupOf('identity').options.push(
    option({ kind: 'birth-date' }, 'Birth date (day, month and year)', 'dob_day, dob_month, dob_year'),
  );
  const own = new Map(
    offered
      .filter((target) => target.kind === 'phone-by-type' || target.kind === 'part-of')
      .map((target) => [targetKey(target), target]),
  );
  for (const target of own.values()) {
    if (target.kind === 'phone-by-type')
      groupOf('contact').options.unshift(option(target, describeTarget(target), '*_phone, email'));
    else if (target.kind === 'part-of')
      groupOf(target.part === 'zip4' ? 'home address' : 'contact').options.unshift(
        option(target, describeTarget(target), 'joined'),
      );
  }
  return [
    ...groups.filter((g) => g.options.length > 0),
    {
      label: 'Custom field',
      options: [option({ kind: 'custom', name: header }, `Custom field "${header}"`, 'custom_fields')],
    },
    { label: 'Ignore', options: [option({ kind: 'ignore' }, 'Ignore this column', 'not sent')] },
  ];
}

/** The groups keeping only options whose label or field name contains every word of `query`. */
export function filterFieldOptions(groups: FieldOptionGroup[], query: string): FieldOptionGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      options: group.options.filter((o) =>
        words.every((w) => `${o.label} ${o.hint} ${group.label}`.toLowerCase().includes(w)),
      ),
    }))
    .filter((group) => group.options.length > 0);
}
