import type { DonationRecord, UserRecord } from '../../../src-shared/records/types';

// A second, deliberately naive computation of the fiscal-year reports for the tests: the whole
// list of gifts in memory, fiscal years found by shifting the date, cents from the amount's
// two-decimal text, every figure by filtering arrays. Slow and plain, and not the code under test.

export interface RefGift {
  userId: number | null;
  known: boolean;
  cents: number;
  fy: number | null;
  at: string | null;
}

const VALID = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/;

/** Cents from the amount's text: "99.99" -> 9999. */
export function refCents(amount: number): number {
  const [whole, part = ''] = amount.toFixed(2).split('.');
  const sign = whole!.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 100 + Number(part.padEnd(2, '0')));
}

/** The fiscal year: move the date forward by the months between the start month and January. */
export function refFiscalYear(text: string, startMonth: number): number | null {
  const m = VALID.exec(text);
  if (!m) return null;
  const shifted = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1 + ((13 - startMonth) % 12), 1));
  return shifted.getUTCFullYear();
}

export function refClassYear(value: unknown): number | null {
  const n = Number(value);
  return value !== null && value !== '' && Number.isInteger(n) && n >= 1900 && n <= 2200 ? n : null;
}

export function refGifts(users: UserRecord[], donations: DonationRecord[], startMonth: number): RefGift[] {
  const ids = new Set(users.map((u) => u.user_id));
  return donations.map((d) => ({
    userId: d.user_id,
    known: d.user_id !== null && ids.has(d.user_id),
    cents: refCents(d.amount),
    fy: d.created_at === null ? null : refFiscalYear(d.created_at, startMonth),
    at: d.created_at !== null && VALID.test(d.created_at) ? d.created_at : null,
  }));
}

const unique = <T>(values: T[]) => [...new Set(values)];
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function refDonorsIn(gifts: RefGift[], fy: number): number[] {
  return unique(gifts.filter((g) => g.known && g.fy === fy).map((g) => g.userId!));
}

export function refFirstYear(gifts: RefGift[], userId: number): number | null {
  const years = gifts.filter((g) => g.userId === userId && g.fy !== null).map((g) => g.fy!);
  return years.length === 0 ? null : Math.min(...years);
}

export function refYear(gifts: RefGift[], fy: number) {
  const inYear = gifts.filter((g) => g.fy === fy).map((g) => g.cents);
  const sorted = [...inYear].sort((a, b) => a - b);
  const n = sorted.length;
  const median = n === 0 ? 0 : n % 2 ? sorted[(n - 1) / 2]! : Math.round((sorted[n / 2 - 1]! + sorted[n / 2]!) / 2);
  const donors = refDonorsIn(gifts, fy);
  return {
    gifts: n,
    totalCents: sum(inYear),
    largestCents: n === 0 ? 0 : Math.max(...inYear),
    medianCents: median,
    averageCents: n === 0 ? 0 : Math.round(sum(inYear) / n),
    donors: donors.length,
    newDonors: donors.filter((id) => refFirstYear(gifts, id) === fy).length,
  };
}

export function refLapsed(users: UserRecord[], gifts: RefGift[], kind: 'lybunt' | 'sybunt', fy: number) {
  return users
    .filter((u) => {
      const years = new Set(gifts.filter((g) => g.userId === u.user_id && g.fy !== null).map((g) => g.fy));
      if (years.size === 0 || years.has(fy)) return false;
      if (kind === 'lybunt') return years.has(fy - 1);
      return !years.has(fy - 1) && [...years].some((y) => y! < fy - 1);
    })
    .map((u) => {
      const mine = gifts.filter((g) => g.userId === u.user_id);
      const dated = mine.filter((g) => g.at !== null).sort((a, b) => (a.at! < b.at! ? -1 : a.at! > b.at! ? 1 : 0));
      return {
        userId: u.user_id,
        lastGiftAt: dated.at(-1)!.at!,
        lastGiftCents: dated.at(-1)!.cents,
        lifetimeCents: sum(mine.map((g) => g.cents)),
        yearsGiven: unique(mine.filter((g) => g.fy !== null).map((g) => g.fy)).length,
      };
    });
}

export function refParticipation(users: UserRecord[], gifts: RefGift[], fy: number, enabledOnly: boolean) {
  const donors = new Set(refDonorsIn(gifts, fy));
  const alumni = users.filter((u) => refClassYear(u.year_graduated) !== null && (!enabledOnly || u.enabled === 1));
  const classes = unique(alumni.map((u) => refClassYear(u.year_graduated)!)).sort((a, b) => b - a);
  return classes.map((c) => {
    const members = alumni.filter((u) => refClassYear(u.year_graduated) === c);
    return { classYear: c, alumni: members.length, donors: members.filter((u) => donors.has(u.user_id)).length };
  });
}

export function refRetention(gifts: RefGift[], fy: number) {
  const now = new Set(refDonorsIn(gifts, fy));
  const before = new Set(refDonorsIn(gifts, fy - 1));
  const retained = [...now].filter((id) => before.has(id)).length;
  const brandNew = [...now].filter((id) => refFirstYear(gifts, id) === fy).length;
  return {
    priorDonors: before.size,
    retained,
    lapsed: before.size - retained,
    newDonors: brandNew,
    recaptured: now.size - retained - brandNew,
    donors: now.size,
  };
}
