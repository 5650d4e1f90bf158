import { fieldSpec } from '../fields/catalogue';
import type { ColumnTarget, ValuePart } from './types';

/** One string per target, to compare and to key maps by. */
export function targetKey(target: ColumnTarget): string {
  switch (target.kind) {
    case 'field':
      return `field:${target.field}`;
    case 'birth-date':
      return 'birth-date';
    case 'full-name':
      return 'full-name';
    case 'phone-by-type':
      return `phone-by-type:${target.typeHeader}`;
    case 'part-of':
      return `part-of:${target.part}:${target.header}`;
    case 'custom':
      return `custom:${target.name}`;
    case 'ignore':
      return 'ignore';
  }
}

/** The target in words: "Email", "Birth date (day, month, year)", "custom field "Major"". */
export function describeTarget(target: ColumnTarget): string {
  switch (target.kind) {
    case 'field':
      return fieldSpec(target.field)?.label ?? target.field;
    case 'birth-date':
      return 'Birth date (day, month and year)';
    case 'full-name':
      return 'Full name (first, middle and last name)';
    case 'phone-by-type':
      return `Mobile, home or work phone, by the kind in "${target.typeHeader}"`;
    case 'part-of':
      return `${PART_WORDS[target.part]} of "${target.header}" (joined to it)`;
    case 'custom':
      return `custom field "${target.name}"`;
    case 'ignore':
      return 'nothing (ignored)';
  }
}

/** What a column's cells are, as a short label ("Email", "Birth date", "Full name"): for fixes grouped by column. */
export function columnLabel(target: ColumnTarget): string {
  if (target.kind === 'birth-date') return 'Birth date';
  if (target.kind === 'full-name') return 'Full name';
  return describeTarget(target);
}

/** A part of a value, in words. */
export const PART_WORDS: Record<ValuePart, string> = {
  'area-code': 'Area code',
  'country-code': 'Country calling code',
  extension: 'Extension',
  zip4: 'Last four digits of the ZIP+4',
};

/** The User fields a target feeds. */
export function fieldsOf(target: ColumnTarget): string[] {
  if (target.kind === 'field') return [target.field];
  if (target.kind === 'birth-date') return ['dob_day', 'dob_month', 'dob_year'];
  // The parts a name may hold besides (middle name, title, suffix, nickname) are written when it holds them, never
  // claimed.
  if (target.kind === 'full-name') return ['first_name', 'last_name'];
  if (target.kind === 'custom') return ['custom_fields'];
  return [];
}

/** The target of one User field. */
export const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });

/** A test of targets: a field whose name matches the pattern. */
export const isField =
  (pattern: RegExp) =>
  (target: ColumnTarget): boolean =>
    target.kind === 'field' && pattern.test(target.field);

/** The first line of the home or work address. */
export const ADDRESS_LINE_1 = isField(/^(home|work)_address1$/);
