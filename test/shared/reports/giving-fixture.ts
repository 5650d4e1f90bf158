import type { DonationRecord, UserRecord } from '../../../src-shared/records/types';

// Hand-made giving histories for the fiscal-year report tests: loyal, lapsed and returning donors
// over 2018-2026, people without a class year, and the edge cases the reports must get right.

export interface GivingFixture {
  users: UserRecord[];
  donations: DonationRecord[];
}

/** A small deterministic generator (mulberry32), so the fixture is the same every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

export function user(id: number, classYear: unknown, extra: Record<string, unknown> = {}): UserRecord {
  return {
    user_id: id,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    email: `p${id}@example.org`,
    enabled: id % 5 === 0 ? 0 : 1,
    approved: id % 7 === 0 ? 0 : 1,
    year_graduated: classYear,
    tags: id % 3 === 0 ? ['reunion'] : [],
    ...extra,
  };
}

export function gift(n: number, userId: number | null, amount: number, createdAt: string | null): DonationRecord {
  return {
    id: String(n),
    campaign_id: 101 + (n % 3),
    user_id: userId,
    first_name: userId === null ? 'Anon' : null,
    last_name: null,
    amount,
    created_at: createdAt,
    transaction_id: null,
  };
}

export function givingFixture(seed = 7, people = 80, gifts = 1500): GivingFixture {
  const next = random(seed);
  const users: UserRecord[] = [];
  for (let i = 0; i < people; i++) {
    const id = 2001 + i;
    // Every ninth person has no class year; one has it as text, one as nonsense.
    const classYear = i % 9 === 4 ? null : i === 10 ? '1996' : i === 11 ? 'n/a' : 1966 + Math.floor(next() * 59);
    users.push(user(id, classYear));
  }
  const amounts = [5, 10, 25, 50, 99.99, 100, 250, 500, 999.99, 1000, 2500, 10000, 0.1, 0.2, 33.33];
  const donations: DonationRecord[] = [];
  for (let n = 1; n <= gifts; n++) {
    // Giving habits by person: the first third give most years, the rest now and then.
    const who = Math.floor(next() * people);
    const year = 2018 + Math.floor(next() * (who < people / 3 ? 9 : 5)) + (who % 4 === 1 ? 3 : 0);
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const at = `${Math.min(year, 2026)}-${pad(month)}-${pad(day)} ${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}:${pad(Math.floor(next() * 60))}`;
    donations.push(gift(n, 2001 + who, amounts[Math.floor(next() * amounts.length)]!, at));
  }
  let n = gifts;
  // The edges: the last minute of each kind of fiscal year, a leap day, the first second of a year.
  donations.push(gift(++n, 2001, 123.45, '2025-06-30 23:59:59'));
  donations.push(gift(++n, 2002, 67.89, '2025-03-31 23:59:00'));
  donations.push(gift(++n, 2003, 11.11, '2024-12-31 23:59:59'));
  donations.push(gift(++n, 2004, 22.22, '2024-02-29 12:00:00'));
  donations.push(gift(++n, 2005, 44.44, '2025-07-01 00:00:00'));
  // Gifts of no known donor: no user_id, a user the service does not return.
  donations.push(gift(++n, null, 300, '2025-05-05 10:00:00'));
  donations.push(gift(++n, 999999, 40.5, '2024-08-08 08:00:00'));
  // A date that is not one: kept in lifetime totals, in no fiscal year.
  donations.push(gift(++n, 2006, 7.77, 'not a date'));
  return { users, donations };
}
