import { fieldSpec } from '../fields/catalogue';
import type { ColumnTarget } from './types';

/** One string per target, to compare and to key maps by. */
export function targetKey(target: ColumnTarget): string {
  switch (target.kind) {
    case 'field':
      return `field:${target.field}`;
    case 'birth-date':
      return 'birth-date';
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
    case 'custom':
      return `custom field "${target.name}"`;
    case 'ignore':
      return 'nothing (ignored)';
  }
}

/** The User fields a target feeds. */
export function fieldsOf(target: ColumnTarget): string[] {
  if (target.kind === 'field') return [target.field];
  if (target.kind === 'birth-date') return ['dob_day', 'dob_month', 'dob_year'];
  if (target.kind === 'custom') return ['custom_fields'];
  return [];
}
