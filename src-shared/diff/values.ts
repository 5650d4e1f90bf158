import { fieldSpec, type FieldKind } from '../fields/catalogue';

// When two values of one User field mean the same thing. The service answers numbers as strings
// in places, dates with or without a time, and null for absent values: none of that is a change.

/** Absent, null, an empty or all-space string, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** What clearing a field sends: an empty list for list fields, null otherwise. */
export function clearedValue(field: string): unknown {
  const kind = fieldSpec(field)?.kind;
  return kind === 'string-list' || kind === 'object-list' ? [] : null;
}

export function sameFieldValue(field: string, a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (isBlank(a) !== isBlank(b)) return false;
  return sameByKind(fieldSpec(field)?.kind, a, b);
}

const DECIMAL_TOLERANCE = 1e-7; // published precision of latitudes and longitudes: 10.7

function sameByKind(kind: FieldKind | undefined, a: unknown, b: unknown): boolean {
  switch (kind) {
    case 'flag':
    case 'integer': {
      const x = asNumber(a);
      const y = asNumber(b);
      return x !== undefined && y !== undefined ? x === y : sameText(a, b);
    }
    case 'decimal': {
      const x = asNumber(a);
      const y = asNumber(b);
      return x !== undefined && y !== undefined ? Math.abs(x - y) < DECIMAL_TOLERANCE : sameText(a, b);
    }
    case 'email':
      // Matching is case-insensitive; a case-only difference is not worth a write.
      return sameText(a, b, (s) => s.toLowerCase());
    case 'date':
      // "2020-05-01" and "2020-05-01 00:00:00" name the same day.
      return sameText(a, b, (s) => s.slice(0, 10));
    case 'gender':
    case 'state':
    case 'country':
      return sameText(a, b, (s) => s.toUpperCase());
    case 'string-list':
      return sameStringSet(a, b);
    case 'object-list':
      return stableJson(a) === stableJson(b);
    default:
      return typeof a === 'object' || typeof b === 'object' ? stableJson(a) === stableJson(b) : sameText(a, b);
  }
}

function asNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : undefined;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  return undefined;
}

function sameText(a: unknown, b: unknown, fold: (s: string) => string = (s) => s): boolean {
  return fold(String(a).trim()) === fold(String(b).trim());
}

function sameStringSet(a: unknown, b: unknown): boolean {
  const set = (v: unknown) => [...new Set((Array.isArray(v) ? v : [v]).map((x) => String(x).trim()))].sort();
  return JSON.stringify(set(a)) === JSON.stringify(set(b));
}

/** JSON with object keys sorted, so key order is not a difference. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)),
        )
      : v,
  );
}
