import { fieldSpec } from '../fields/catalogue';
import { clearedValue, isBlank, sameFieldValue } from './values';

/** One field of a planned update: what the service holds and what will be sent. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  /** The value was given for every row and extended to people already on the service. */
  given?: boolean;
  /** A proposed change (a name's other form, a value only filled when empty) a person accepted. */
  accepted?: boolean;
}

export type BlankRule = 'keep' | 'clear';

export interface DiffOptions {
  /** The fields the file feeds; with blank 'clear', these are cleared when the row leaves them blank. */
  fields: readonly string[];
  blank: BlankRule;
  /** List fields (tags, groups): add the row's names to the user's (default) or replace them. */
  lists?: 'add' | 'replace';
  /** Fields written only where the service holds nothing (values corrected on the service stay). */
  onlyFillEmpty?: readonly string[];
}

/** Fields never sent back as changes: the service generates them. */
const NEVER_CHANGED = new Set(['user_id']);

/**
 * What an update would change, field by field: a row value that differs from the server's, and
 * (when blanks clear) a mapped field the row leaves blank while the server holds a value.
 */
export function diffUser(
  row: Readonly<Record<string, unknown>>,
  server: Readonly<Record<string, unknown>>,
  options: DiffOptions,
): FieldChange[] {
  const changes: FieldChange[] = [];
  const fields = new Set([...options.fields, ...Object.keys(row)]);
  for (const field of fields) {
    if (NEVER_CHANGED.has(field)) continue;
    const current = server[field];
    if (options.onlyFillEmpty?.includes(field) && !isBlank(current)) continue;
    const incoming = options.lists !== 'replace' && isListField(field) ? mergedList(current, row[field]) : row[field];
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

/** The service's names first, then the row's new ones: what "add" sends for tags and groups. */
export function mergedList(current: unknown, incoming: unknown): unknown {
  if (isBlank(incoming)) return incoming;
  const have = Array.isArray(current) ? current.map((item) => String(item)) : isBlank(current) ? [] : [String(current)];
  const add = (Array.isArray(incoming) ? incoming : [incoming]).map((item) => String(item));
  const seen = new Set(have.map((name) => name.trim().toLowerCase()));
  const merged = [...have];
  for (const name of add) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    merged.push(name);
  }
  return merged;
}

function isListField(field: string): boolean {
  return fieldSpec(field)?.kind === 'string-list';
}

/** The complete object to PUT: the server's record with the changes applied. */
export function applyChanges(
  server: Readonly<Record<string, unknown>>,
  changes: readonly Pick<FieldChange, 'field' | 'after'>[],
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...server };
  for (const change of changes) merged[change.field] = change.after;
  return merged;
}

/** The changes still needed against a fresh copy of the record (the server may have moved since planning). */
export function pendingChanges(
  server: Readonly<Record<string, unknown>>,
  changes: readonly Pick<FieldChange, 'field' | 'after'>[],
): FieldChange[] {
  return changes
    .filter((change) => !sameFieldValue(change.field, change.after, server[change.field]))
    .map((change) => ({ field: change.field, before: server[change.field] ?? null, after: change.after }));
}

/** Fields whose server value no longer equals what was expected there (for revert's check). */
export function driftedFields(
  server: Readonly<Record<string, unknown>>,
  expected: Readonly<Record<string, unknown>>,
): FieldChange[] {
  return Object.entries(expected)
    .filter(([field, value]) => !sameFieldValue(field, value, server[field]))
    .map(([field, value]) => ({ field, before: value, after: server[field] ?? null }));
}
