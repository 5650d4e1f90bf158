// Rows of one file that are one person: a repeated inst_id (whatever the match key; found by
// identity's repeatsOf), or rows that look alike (same name, nickname aside, and the same birth date
// or class year, nothing contradicting) under different emails. Found through blocking keys joined
// with the birth date or class year: no row-by-row comparison.
import { repeatsOf } from '../identity';
import { nameBlockKeys } from './blocking';
import { compareProfiles, firstNameLevel } from './comparators';
import type { Evidence } from './evidence';
import { guardsOf } from './guards';
import { fullDate, profileOf, type Profile } from './profile';
import { WeightModel } from './weights';

export interface FileRow {
  rowNumber: number;
  user: Readonly<Record<string, unknown>>;
}

export type InFileFinding =
  | { code: 'repeated-inst-id'; rowNumber: number; firstRow: number; instId: string }
  | { code: 'looks-like-row'; rowNumber: number; firstRow: number; evidence: Evidence[] };

const TELLING = new Set(['same-birth-date', 'same-class-year']);
const FIRST = new Set(['same-first-name', 'first-name-nickname']);
const LAST = new Set([
  'same-last-name',
  'last-name-is-their-maiden-name',
  'maiden-name-is-their-last-name',
  'same-maiden-name',
  'shares-surname-part',
]);

/**
 * A block holding more rows than this (the same sound of a name and the same class year, say) tells too
 * little to be worth comparing all its rows with each other: it is left aside, so a file of 100,000 rows with
 * a few common names is checked in seconds, not hours. Two rows that are one person almost always share a
 * smaller block too (a birth date, a rarer name).
 */
const MAX_BLOCK = 100;

/** Findings for the later rows of each pair (the first row of a person goes ahead). */
export function findInFileDuplicates(rows: readonly FileRow[]): Map<number, InFileFinding> {
  const findings = new Map<number, InFileFinding>();
  const profiles = rows.map((row) => profileOf(row.user));
  for (const [i, first] of repeatsOf(profiles.map((profile) => profile.instId))) {
    const { rowNumber } = rows[i]!;
    const instId = profiles[i]!.instId!;
    findings.set(rowNumber, { code: 'repeated-inst-id', rowNumber, firstRow: rows[first]!.rowNumber, instId });
  }
  const model = new WeightModel([]);
  // Rows by telling key: one row's position, or several (most keys are one row's: no list for those).
  const earlier = new Map<string, number | number[]>();
  rows.forEach((row, i) => {
    const mine = profiles[i]!;
    if (!findings.has(row.rowNumber) && mine.email !== null) {
      const seen = new Set<number>();
      const alike = (j: number): boolean => {
        const other = profiles[j]!;
        if (seen.has(j) || other.email === null || other.email === mine.email) return false;
        seen.add(j);
        const evidence = lookAlike(mine, other, model);
        if (!evidence) return false;
        findings.set(row.rowNumber, {
          code: 'looks-like-row',
          rowNumber: row.rowNumber,
          firstRow: rows[j]!.rowNumber,
          evidence,
        });
        return true;
      };
      search: for (const key of tellingKeys(mine, 'look-up')) {
        const block = earlier.get(key);
        if (block === undefined) continue;
        if (typeof block === 'number') {
          if (alike(block)) break;
          continue;
        }
        if (block.length > MAX_BLOCK) continue;
        for (const j of block) if (alike(j)) break search;
      }
    }
    for (const key of tellingKeys(mine, 'filing')) {
      const filed = earlier.get(key);
      if (filed === undefined) earlier.set(key, i);
      else if (typeof filed === 'number') earlier.set(key, [filed, i]);
      else if (filed.length <= MAX_BLOCK) filed.push(i); // one more marks the block as too big
    }
  });
  return findings;
}

/** Same name (nickname aside) and a telling value, nothing contradicting: the agreeing evidence; else null. */
function lookAlike(mine: Profile, other: Profile, model: WeightModel): Evidence[] | null {
  // The first name is the cheapest test, and most rows of a block fail it.
  const first = firstNameLevel(mine, other)?.level;
  if (first !== 'same' && first !== 'nickname') return null;
  const found = compareProfiles(mine, other, model);
  let firstFits = false;
  let lastFits = false;
  let telling = false;
  for (const item of found) {
    if (item.code === 'different-inst-id') return null;
    firstFits ||= FIRST.has(item.code);
    lastFits ||= LAST.has(item.code);
    telling ||= TELLING.has(item.code);
  }
  if (!firstFits || !lastFits || !telling || guardsOf(found, mine, other).length > 0) return null;
  return found.filter((item) => item.weight > 0);
}

function tellingKeys(profile: Profile, use: 'filing' | 'look-up'): string[] {
  const telling: string[] = [];
  const dob = fullDate(profile.dob);
  if (dob) telling.push(`d${dob}`);
  if (profile.classYear !== null) telling.push(`y${profile.classYear}`);
  if (telling.length === 0) return [];
  const keys: string[] = [];
  for (const key of nameBlockKeys(profile, use)) for (const t of telling) keys.push(`${key}|${t}`);
  return keys;
}
