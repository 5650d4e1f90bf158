// The soak's input file and what the service must hold afterwards.
//
// Three kinds of rows, interleaved: updates of users the sandbox was seeded with, updates (and
// unchanged repeats) of users created just before the import, and new users. Every expected
// value is written down here so the check after the run can compare field by field.
import type { UserRecord } from '../../src-shared/records/types';

export const SOAK_HEADERS = ['First Name', 'Last Name', 'Email', 'Enabled', 'Home City', 'Mobile Phone'] as const;

/** The fields a row sets, in SOAK_HEADERS order. */
export interface SoakPerson {
  first_name: string;
  last_name: string;
  email: string;
  enabled: 0 | 1;
  /** Absent: the cell is blank (the service's value stays). */
  home_city?: string;
  mobile_phone?: string;
}

export type SoakRowKind = 'new' | 'update-seeded' | 'update-earlier' | 'unchanged';

export interface SoakRow {
  kind: SoakRowKind;
  person: SoakPerson;
  /** Fields the file does not carry, as the server held them before: an update must keep them. */
  untouched?: Record<string, unknown>;
}

export interface SoakPlan {
  rows: SoakRow[];
  /** Users to create through the API before the import (the "earlier" users). */
  earlier: SoakPerson[];
  counts: Record<SoakRowKind, number>;
}

/** How many rows of each kind a soak of `total` rows holds, given the seeded users available. */
export function soakShape(total: number, seededUsers: number): Record<SoakRowKind, number> {
  const updateSeeded = Math.min(seededUsers, Math.round(total * 0.1));
  const updateEarlier = Math.round(total * 0.1);
  const unchanged = Math.round(total * 0.05);
  return {
    'update-seeded': updateSeeded,
    'update-earlier': updateEarlier,
    unchanged,
    new: total - updateSeeded - updateEarlier - unchanged,
  };
}

/** The earlier users: created before the import, with a graduation year the import must keep. */
export function earlierPeople(count: number): SoakPerson[] {
  return Array.from({ length: count }, (_, i) => ({
    first_name: `Earlier${i}`,
    last_name: `Before${i}`,
    email: `soak.earlier.${i}@example.org`,
    enabled: 1,
    home_city: `Old Town ${i % 13}`,
  }));
}

export const EARLIER_YEAR = 1991;

/**
 * The rows of the file, interleaved by a fixed shuffle so creates and updates mix all the way
 * through (and each kill lands among both).
 */
export function planSoakRows(total: number, seeded: readonly UserRecord[]): SoakPlan {
  const usable = seeded.filter((user) => user.email && user.first_name && user.last_name);
  const counts = soakShape(total, usable.length);
  const earlier = earlierPeople(counts['update-earlier'] + counts.unchanged);
  const rows: SoakRow[] = [];
  usable.slice(0, counts['update-seeded']).forEach((user, i) => {
    rows.push({
      kind: 'update-seeded',
      // The user's own names and email (a new last name under the same email and first name is held for a person
      // to decide, as a household's might be), a new mobile phone and Enabled. Not a new city: a city alone
      // would mix with the street and ZIP the service holds, so it is held as a proposed change.
      person: {
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        email: user.email ?? '',
        enabled: 1,
        ...(typeof user.home_city === 'string' && user.home_city ? { home_city: user.home_city } : {}),
        mobile_phone: `+1 617 555 ${String(1000 + i).slice(-4)}`,
      },
      untouched: {
        year_graduated: user.year_graduated,
        home_state: user.home_state,
        home_zipcode: user.home_zipcode,
        home_address1: user.home_address1,
      },
    });
  });
  earlier.forEach((person, i) => {
    if (i < counts['update-earlier']) {
      rows.push({
        kind: 'update-earlier',
        // A new city with accents and an apostrophe, which must reach the service unchanged.
        person: { ...person, home_city: `Søderberg-O'Neil Town ${i % 11}` },
        untouched: { year_graduated: EARLIER_YEAR },
      });
    } else {
      rows.push({ kind: 'unchanged', person, untouched: { year_graduated: EARLIER_YEAR } });
    }
  });
  for (let i = 0; i < counts.new; i++) {
    rows.push({
      kind: 'new',
      person: {
        first_name: `Given${i}`,
        last_name: `Family${i}`,
        email: `soak.new.${i}@example.org`,
        enabled: 1,
        home_city: `Town ${i % 17}`,
      },
    });
  }
  return { rows: shuffled(rows, 20_000), earlier, counts };
}

/** A deterministic Fisher-Yates shuffle (mulberry32), so every soak run sends the same file. */
function shuffled<T>(items: T[], seed: number): T[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The CSV text of the rows (quoted where a value needs it, CRLF as Excel writes). */
export function soakCsv(rows: readonly SoakRow[]): string {
  const lines = [SOAK_HEADERS.join(',')];
  for (const { person } of rows) {
    lines.push(
      [
        person.first_name,
        person.last_name,
        person.email,
        String(person.enabled),
        person.home_city ?? '',
        person.mobile_phone ?? '',
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Every broken promise, in words: a user missing, twice, with a wrong value, a field an update
 * should have kept, or a user nobody asked for. Empty when the service holds exactly the plan.
 */
export function compareWithService(
  plan: SoakPlan,
  before: readonly UserRecord[],
  after: readonly UserRecord[],
): string[] {
  const problems: string[] = [];
  const byEmail = new Map<string, UserRecord[]>();
  for (const user of after) {
    const key = (user.email ?? '').toLowerCase();
    byEmail.set(key, [...(byEmail.get(key) ?? []), user]);
  }
  for (const [email, users] of byEmail) {
    if (users.length > 1)
      problems.push(
        `${users.length} users share the email ${email} (user_ids ${users.map((u) => u.user_id).join(', ')})`,
      );
  }
  for (const row of plan.rows) {
    const found = byEmail.get(row.person.email.toLowerCase());
    if (!found) {
      problems.push(`${row.kind} row for ${row.person.email}: no such user on the service`);
      continue;
    }
    const user = found[0]!;
    for (const field of Object.keys(row.person) as (keyof SoakPerson)[]) {
      if (row.person[field] === undefined) continue;
      if (user[field] !== row.person[field])
        problems.push(
          `${row.person.email}: ${field} is ${JSON.stringify(user[field])}, expected ${JSON.stringify(row.person[field])}`,
        );
    }
    for (const [field, value] of Object.entries(row.untouched ?? {})) {
      const actual = user[field as keyof UserRecord];
      if (actual !== value)
        problems.push(
          `${row.person.email}: ${field} is ${JSON.stringify(actual)}, but the file does not carry it and it was ${JSON.stringify(value)}`,
        );
    }
  }
  const expectedCount = before.length + plan.counts.new;
  if (after.length !== expectedCount) {
    problems.push(
      `the service holds ${after.length} users, expected ${expectedCount} (${before.length} before the import + ${plan.counts.new} new)`,
    );
  }
  return problems;
}
