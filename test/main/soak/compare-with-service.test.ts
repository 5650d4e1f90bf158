import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { compareWithService, planSoakRows, soakCsv, soakShape } from '../../soak/soak-rows';

// The soak's judge must be able to say "broken": each kind of damage is reported in words.

const seeded: UserRecord[] = Array.from({ length: 30 }, (_, i) => ({
  user_id: i + 1,
  first_name: `Seed${i}`,
  last_name: `Family${i}`,
  email: `seed.${i}@example.com`,
  enabled: 0,
  approved: 1,
  year_graduated: 1980 + i,
  home_state: 'OH',
}));

/** The service as it should be after a perfect run of `plan`. */
function perfectService(plan: ReturnType<typeof planSoakRows>, before: UserRecord[]): UserRecord[] {
  const users = new Map(before.map((u) => [u.email!, { ...u }]));
  let nextId = 1000;
  for (const row of plan.rows) {
    const existing = users.get(row.person.email);
    users.set(row.person.email, { ...(existing ?? { user_id: nextId++, approved: 0 }), ...row.person } as UserRecord);
  }
  return [...users.values()];
}

function setUp() {
  const plan = planSoakRows(200, seeded);
  const earlier = plan.earlier.map(
    (p, i) => ({ user_id: 500 + i, approved: 0, ...p, year_graduated: 1991 }) as UserRecord,
  );
  const before = [...seeded, ...earlier];
  return { plan, before, after: perfectService(plan, before) };
}

describe('compareWithService', () => {
  it('finds nothing wrong when the service holds exactly the plan', () => {
    const { plan, before, after } = setUp();
    expect(plan.counts).toEqual(soakShape(200, 30));
    expect(compareWithService(plan, before, after)).toEqual([]);
  });

  it('reports a user created twice, a missing user, a wrong value and a field an update lost', () => {
    const { plan, before, after } = setUp();
    const created = plan.rows.find((r) => r.kind === 'new')!.person.email;
    const updated = plan.rows.find((r) => r.kind === 'update-seeded')!.person.email;
    const damaged = after
      .filter((u) => u.email !== plan.rows.find((r) => r.kind === 'update-earlier')!.person.email)
      .map((u) => (u.email === updated ? { ...u, mobile_phone: 'Wrong', year_graduated: null } : u));
    damaged.push({ ...damaged.find((u) => u.email === created)!, user_id: 9999, email: created.toUpperCase() });
    const problems = compareWithService(plan, before, damaged);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^2 users share the email ${created.replace(/\./g, '\\.')}`)),
        expect.stringMatching(/^update-earlier row for soak\.earlier\.\d+@example\.org: no such user on the service$/),
        `${updated}: mobile_phone is "Wrong", expected "${plan.rows.find((r) => r.person.email === updated)!.person.mobile_phone}"`,
        expect.stringMatching(
          new RegExp(`^${updated.replace(/\./g, '\\.')}: year_graduated is null, but the file does not carry it`),
        ),
      ]),
    );
    expect(problems).toHaveLength(4); // the count is unchanged: one missing, one extra
  });

  it('writes one CSV line per row under the header, accents kept', () => {
    const { plan } = setUp();
    const csv = soakCsv(plan.rows);
    expect(csv.split('\r\n')[0]).toBe('First Name,Last Name,Email,Enabled,Home City,Mobile Phone');
    expect(csv).toContain(",Søderberg-O'Neil Town 0,\r\n"); // an earlier user's new city, accents and apostrophe kept
    expect(csv.split('\r\n')).toHaveLength(plan.rows.length + 2);
  });
});
