import { clearedValue, isBlank, sameFieldValue } from './values';

/** One field of a planned update: what the service holds and what will be sent. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export type BlankRule = 'keep' | 'clear';

export interface DiffOptions {
  /** The fields the file feeds; with blank 'clear', these are cleared when the row leaves them blank. */
  fields: readonly string[];
  blank: BlankRule;
}

/** Fields never sent back as changes: the service generates them. */
const NEVER_CHANGED = new Set(['user_id']);

/**
 * What an update would change, field by field: a row value that differs from the server's, and
 * (when blanks clear) a mapped field the row leaves blank while the server holds a value.
 */
export function diffUser(row: Readonly<Record<string, unknown>>, server: Readonly<Record<string, unknown>>, options: DiffOptions): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = new Set([...options.fields, ...Object.keys(row)]);
  for (const field of fields) {
    if (NEVER_CHANGED.has(field)) continue;
    const incoming = row[field];
    const current = server[field];
    if (isBlank(incoming)) {
      if (options.blank === 'clear' && options.fields.includes(field) && !isBlank(current)) {
        changes.push({ field, before: current ?? null, after: clearedValue(field) });
      }
      continue;
    }
    if (!sameFieldValue(field, incoming, current)) changes.push({ field, before: current ?? null, after: incoming });
  }
  return changes;
}

/** The complete object to PUT: the server's record with the changes applied. */
export function applyChanges(server: Readonly<Record<string, unknown>>, changes: readonly Pick<FieldChange, 'field' | 'after'>[]): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...server };
  for (const change of changes) merged[change.field] = change.after;
  return merged;
}

/** The changes still needed against a fresh copy of the record (the server may have moved since planning). */
export function pendingChanges(server: Readonly<Record<string, unknown>>, changes: readonly Pick<FieldChange, 'field' | 'after'>[]): FieldChange[] {
  return changes
    .filter((change) => !sameFieldValue(change.field, change.after, server[change.field]))
    .map((change) => ({ field: change.field, before: server[change.field] ?? null, after: change.after }));
}

/** Fields whose server value no longer equals what was expected there (for revert's check). */
export function driftedFields(server: Readonly<Record<string, unknown>>, expected: Readonly<Record<string, unknown>>): FieldChange[] {
  return Object.entries(expected)
    .filter(([field, value]) => !sameFieldValue(field, value, server[field]))
    .map(([field, value]) => ({ field, before: value, after: server[field] ?? null }));
}
