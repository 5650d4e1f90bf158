// The kind of column a mapped column is, for dictionaries: its User field, or "custom:<name>".
import { fieldSpec } from '../fields/catalogue';
import type { ColumnTarget } from '../mapping/types';
import type { ColumnKind } from './types';

const CUSTOM = 'custom:';

/** The kind a column feeding `target` has; null for targets a dictionary does not translate (whole names, parts). */
export function kindOfTarget(target: ColumnTarget): ColumnKind | null {
  if (target.kind === 'field') return target.field;
  if (target.kind === 'custom') return `${CUSTOM}${target.name}`;
  return null;
}

/** The column target a kind stands for; null when it names no field a column can feed. */
export function targetOfKind(kind: ColumnKind): ColumnTarget | null {
  const trimmed = kind.trim();
  if (trimmed.startsWith(CUSTOM)) {
    const name = trimmed.slice(CUSTOM.length).trim();
    return name === '' ? null : { kind: 'custom', name };
  }
  const spec = fieldSpec(trimmed);
  return spec && !spec.serviceOwned ? { kind: 'field', field: trimmed } : null;
}
