import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import { emailKey, instIdKey, repeatsOf } from '../../../../src-shared/identity';
import type { Probe } from './user-lookup';

/** The comparable form of a match key's value (src-shared/identity): the email key, or inst_id as trimmed text. */
export function matchValueOf(record: Readonly<Record<string, unknown>>, key: MatchKey): string | null {
  return key === 'email' ? emailKey(record['email']) : instIdKey(record['inst_id']);
}

/** Rows whose match value an earlier row holds: row number -> the first such row's number. */
export function repeatedMatchValues(
  rows: readonly { rowNumber: number; user: Readonly<Record<string, unknown>> }[],
  key: MatchKey,
): Map<number, number> {
  const repeats = new Map<number, number>();
  for (const [i, first] of repeatsOf(rows.map((row) => matchValueOf(row.user, key))))
    repeats.set(rows[i]!.rowNumber, rows[first]!.rowNumber);
  return repeats;
}

export const MATCH_KEY_LABEL: Record<MatchKey, string> = { email: 'email', inst_id: 'institution ID' };

/**
 * The filtered look-ups that find every user a row can match (when the service is not read in
 * full): inst_id; email on email and secondary_email; secondary email on email; last and maiden
 * names, as written and word by word, on last_name and maiden_name.
 */
export function matchProbes(rows: readonly Readonly<Record<string, unknown>>[]): Probe[] {
  const probes: Probe[] = [];
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
  for (const row of rows) {
    const id = text(row['inst_id']);
    if (id) probes.push({ field: 'inst_id', value: id });
    const email = text(row['email']);
    if (email) probes.push({ field: 'email', value: email }, { field: 'secondary_email', value: email });
    const secondaries = Array.isArray(row['secondary_email']) ? row['secondary_email'] : [row['secondary_email']];
    for (const secondary of secondaries.map(text).filter(Boolean)) probes.push({ field: 'email', value: secondary });
    for (const name of [text(row['last_name']), text(row['maiden_name'])].filter(Boolean)) {
      const words = name.split(/[\s-]+/).filter((word) => word.length > 1);
      for (const value of new Set([name, ...words]))
        probes.push({ field: 'last_name', value }, { field: 'maiden_name', value });
    }
  }
  return probes;
}
