import type { GivingLedger } from './giving-ledger';
import type { AlumniOfRecord } from './people-index';

// Per-donor lists (LYBUNT, SYBUNT) and participation by class year, from a GivingLedger.

export type LapsedKind = 'lybunt' | 'sybunt';

export interface LapsedDonorRow {
  userId: number;
  name: string;
  email: string | null;
  classYear: number | null;
  /** The last gift on record: wall-clock time in the Date's UTC fields (see timestamps.ts). */
  lastGiftDate: Date | null;
  lastGiftCents: number;
  lifetimeCents: number;
  /** Fiscal years with at least one gift. */
  yearsGiven: number;
}

/**
 * LYBUNT: gave in the fiscal year before `fiscalYear`, not in it. SYBUNT: gave in some fiscal
 * year before that, but neither in the year before nor in `fiscalYear` (so the lists never
 * overlap). Largest lifetime giving first, then by name.
 */
export function lapsedDonors(ledger: GivingLedger, kind: LapsedKind, fiscalYear: number): LapsedDonorRow[] {
  const rows: LapsedDonorRow[] = [];
  for (const person of ledger.donors()) {
    if (ledger.gaveIn(person, fiscalYear)) continue;
    const lastYear = ledger.gaveIn(person, fiscalYear - 1);
    const matches = kind === 'lybunt' ? lastYear : !lastYear && ledger.firstYear(person)! < fiscalYear - 1;
    if (!matches) continue;
    const facts = ledger.people.facts(person);
    const last = ledger.lastGift(person);
    rows.push({
      userId: facts.user_id,
      name: facts.name,
      email: facts.email,
      classYear: facts.classYear,
      lastGiftDate: last ? new Date(last.ms) : null,
      lastGiftCents: last?.cents ?? 0,
      lifetimeCents: ledger.lifetimeCents(person),
      yearsGiven: ledger.yearsGiven(person),
    });
  }
  return rows.sort((a, b) => b.lifetimeCents - a.lifetimeCents || a.name.localeCompare(b.name) || a.userId - b.userId);
}

export interface ParticipationRow {
  classYear: number;
  alumni: number;
  donors: number;
  rate: number | null;
  /** "25th reunion" when the fiscal year ends a multiple of five years after the class. */
  reunion: string | null;
}

export interface Participation {
  rows: ParticipationRow[];
  alumni: number;
  donors: number;
  rate: number | null;
  /** Donors in the fiscal year who are not alumni of record (no class year, or left out by the rule). */
  otherDonors: number;
}

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "25th reunion" for a class celebrating in the fiscal year named by the year it ends in. */
export function reunionOf(classYear: number, fiscalYear: number): string | null {
  const years = fiscalYear - classYear;
  return years > 0 && years % 5 === 0 ? `${ordinal(years)} reunion` : null;
}

/** Alumni of record and donors by class year, most recent class first. */
export function participation(ledger: GivingLedger, fiscalYear: number, rule: AlumniOfRecord): Participation {
  const byClass = new Map<number, { alumni: number; donors: number }>();
  let otherDonors = 0;
  for (let person = 0; person < ledger.people.size; person++) {
    const gave = ledger.gaveIn(person, fiscalYear);
    if (!ledger.people.isAlumnusOfRecord(person, rule)) {
      if (gave && ledger.people.inScope(person)) otherDonors++;
      continue;
    }
    const classYear = ledger.people.classYear(person)!;
    const tally = byClass.get(classYear) ?? { alumni: 0, donors: 0 };
    tally.alumni++;
    if (gave) tally.donors++;
    byClass.set(classYear, tally);
  }
  const rows = [...byClass.entries()]
    .sort(([a], [b]) => b - a)
    .map(([classYear, { alumni, donors }]) => ({
      classYear,
      alumni,
      donors,
      rate: alumni === 0 ? null : donors / alumni,
      reunion: reunionOf(classYear, fiscalYear),
    }));
  const alumni = rows.reduce((sum, row) => sum + row.alumni, 0);
  const donors = rows.reduce((sum, row) => sum + row.donors, 0);
  return { rows, alumni, donors, rate: alumni === 0 ? null : donors / alumni, otherDonors };
}
