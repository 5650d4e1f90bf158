// Rows of one file that are one person: a repeated inst_id (whatever the match key), or rows that
// look alike (same name, nickname aside, and the same birth date or class year) under different
// emails. Found through the same blocking index as users: no row-by-row comparison.
import { compareByName } from './compare';
import type { Evidence } from './evidence';
import { birthDateOf, classYearOf, emailKey, instIdKey } from './normalise';
import { blockKeys } from './user-index';

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
    else
      findings.set(row.rowNumber, { code: 'repeated-inst-id', rowNumber: row.rowNumber, firstRow: first, instId: id });
  }
  // Filed by name and by birth date or class year: only rows that could look alike are compared,
  // however many people of one name a file holds.
  const earlier = new Map<string, FileRow[]>();
  for (const row of rows) {
    if (!findings.has(row.rowNumber)) {
      const email = emailKey(row.user['email']);
      const seen = new Set<number>();
      for (const key of tellingKeys(row.user, 'look-up')) {
        for (const other of earlier.get(key) ?? []) {
          if (seen.has(other.rowNumber) || findings.has(row.rowNumber)) continue;
          seen.add(other.rowNumber);
          const otherEmail = emailKey(other.user['email']);
          if (email === null || otherEmail === null || email === otherEmail) continue;
          const found = compareByName(row.user, other.user);
          if (!found || found.some((item) => item.points < 0)) continue;
          if (!found.some((item) => NAME.has(item.code)) || !found.some((item) => TELLING.has(item.code))) continue;
          findings.set(row.rowNumber, {
            code: 'looks-like-row',
            rowNumber: row.rowNumber,
            firstRow: other.rowNumber,
            evidence: found,
          });
        }
      }
    }
    for (const key of tellingKeys(row.user, 'filing')) {
      const list = earlier.get(key);
      if (list) list.push(row);
      else earlier.set(key, [row]);
    }
  }
  return findings;
}

function tellingKeys(person: Readonly<Record<string, unknown>>, use: 'filing' | 'look-up'): string[] {
  const telling: string[] = [];
  const dob = birthDateOf(person);
  if (dob && dob.year !== null && dob.month !== null && dob.day !== null)
    telling.push(`d${dob.year}-${dob.month}-${dob.day}`);
  const year = classYearOf(person);
  if (year !== null) telling.push(`y${year}`);
  if (telling.length === 0) return [];
  return blockKeys(person, use).flatMap((key) => telling.map((t) => `${key}|${t}`));
}
