// Whether one value given to every row can
// be right at all, before any row is read.
import { ONE_PERSONS } from '../mapping/constants';
import { fieldSpec } from '../fields/catalogue';
import { refusal, type Refusal } from '../problems/refusals';
import type { TransformSettings } from '../transforms/types';
import type { Problem } from './types';
import { validateRows } from './validate-rows';

/**
 * Why the value cannot be sent for that field (each door words it, with its fix); null when it can.
 * State and ZIP values are judged per row (they depend on the row's country: "ON" is right for a
 * Canadian address): null here.
 */
export function constantProblem(field: string, value: string, transforms: TransformSettings): Problem | null {
  const kind = fieldSpec(field)?.kind;
  if (kind === 'state' || kind === 'zipcode') return null;
  const probe = rowGiven(field, value, transforms);
  // A warning (groups=admin: what it grants) goes with every row; only an error refuses the value.
  return probe?.problems.find((p) => p.field === field && p.kind !== 'required' && p.severity === 'error') ?? null;
}

/** The value one given to every row sends for that field (yes -> 1, " Ann " -> Ann); undefined when it sends none. */
export function constantSent(field: string, value: string, transforms: TransformSettings): unknown {
  return rowGiven(field, value, transforms)?.user[field];
}

/** A row of no cells validated with the value given to every row: what the value alone sends and says. */
function rowGiven(field: string, value: string, transforms: TransformSettings) {
  return validateRows(
    { headers: [], rows: [[]], rowNumbers: [1] },
    { columns: [], constants: { [field]: value }, transforms },
  ).rows[0];
}

/**
 * Why a field cannot take one value for every row (not a User field, or the service's own), as a refusal each door
 * words; undefined when it can.
 */
export function constantFieldProblem(field: string): Refusal | undefined {
  const spec = fieldSpec(field);
  if (!spec) return refusal('constant.not-a-field', { field });
  if (spec.serviceOwned) return refusal('constant.set-by-service', { field });
  if (spec.kind === 'object-list') return refusal('constant.not-one-value', { field });
  if (ONE_PERSONS.has(field)) return refusal('constant.one-persons', { field });
  return undefined;
}
