// The fields written only where the service holds nothing (an email or a name advancement
// services corrected stays as they left it): which the Mapping step offers, and the change.
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import { fedFields } from '../../../../src-shared/import-pipeline/plan-input';
import type { Mapping } from '../../../../src-shared/mapping/types';

/** The User fields the mapping writes (custom fields aside), then any protected field no column feeds any more. */
export function protectableFields(mapping: Mapping): string[] {
  const fed = fedFields(mapping).filter((field) => field !== 'custom_fields' && fieldSpec(field) !== undefined);
  return [...new Set([...fed, ...(mapping.onlyFillEmpty ?? [])])];
}

/** The mapping with `field` written only where empty (`on`) or always; no list left empty. */
export function withOnlyFillEmpty(mapping: Mapping, field: string, on: boolean): Mapping {
  const others = (mapping.onlyFillEmpty ?? []).filter((f) => f !== field);
  const next = on ? [...others, field] : others;
  const { onlyFillEmpty: _previous, ...rest } = mapping;
  return next.length > 0 ? { ...rest, onlyFillEmpty: next } : rest;
}
