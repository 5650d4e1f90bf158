// Rows of one file that are one person: a repeated inst_id (whatever the match key), or rows that
// look alike (same name, nickname aside, and the same birth date or class year) under different
// emails. Found through the same blocking index as users: no row-by-row comparison.
import { compareByName } from './compare';
import type { Evidence } from './evidence';
import { emailKey, instIdKey } from './normalise';
import { UserIndex, type IndexedUser } from './user-index';

export interface FileRow {
  rowNumber: number;
  user: Readonly<Record<string, unknown>>;
}

export type InFileFinding =
  | { code: 'repeated-inst-id'; rowNumber: number; firstRow: number; instId: string }
  | { code: 'looks-like-row'; rowNumber: number; firstRow: number; evidence: Evidence[] };

const TELLING = new Set(['same-birth-date', 'same-class-year']);
const NAME = new Set(['same-first-name', 'first-name-nickname']);

/** Findings for the later rows of each pair (the first row of a person goes ahead). */
export function findInFileDuplicates(rows: readonly FileRow[]): Map<number, InFileFinding> {
  const findings = new Map<number, InFileFinding>();
  const firstWithId = new Map<string, number>();
  for (const row of rows) {
    const id = instIdKey(row.user['inst_id']);
    if (id === null) continue;
    const first = firstWithId.get(id);
    if (first === undefined) firstWithId.set(id, row.rowNumber);
    else findings.set(row.rowNumber, { code: 'repeated-inst-id', rowNumber: row.rowNumber, firstRow: first, instId: id });
  }
  const index = new UserIndex<IndexedUser>(rows.map((row) => ({ ...row.user, user_id: row.rowNumber })));
  for (const row of rows) {
    if (findings.has(row.rowNumber)) continue;
    const email = emailKey(row.user['email']);
    for (const earlier of index.byName(row.user)) {
      if (earlier.user_id >= row.rowNumber) continue;
      const other = emailKey(earlier['email']);
      if (email === null || other === null || email === other) continue;
      const found = compareByName(row.user, earlier);
      if (!found || found.some((item) => item.points < 0)) continue;
      if (!found.some((item) => NAME.has(item.code)) || !found.some((item) => TELLING.has(item.code))) continue;
      findings.set(row.rowNumber, { code: 'looks-like-row', rowNumber: row.rowNumber, firstRow: earlier.user_id, evidence: found });
      break;
    }
  }
  return findings;
}
