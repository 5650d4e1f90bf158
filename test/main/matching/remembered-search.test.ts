// A remembered decision for a user found by the review's search applies to the next file as the
// decision did: the plan reads that user (not among the row's candidates) and plans the row on them.
// A user the service no longer has makes the row invalid; another name or birth date since holds it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { planRows, type MatchingSettings } from '../../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { DecisionMemory, fingerprintOf, type RememberedDecision } from '../../../src-main/services/matches';
import { userFingerprintOf } from '../../../src-main/services/matches/memory';
import { searchDecisionFacts } from '../../../src-main/services/matches/remembered-search';
import type { MatchDecision } from '../../../src-shared/bridge/jobs';
import type { UserRecord } from '../../../src-shared/records/types';
import { filteringClient } from '../../helpers/filtering-client';

type User = UserRecord & { user_id: number };

const robertNg: User = {
  user_id: 1,
  first_name: 'Robert',
  last_name: 'Ng',
  email: 'rng@old.edu',
  year_graduated: 2002,
  enabled: 1,
  approved: 1,
};
const whitfield: User = {
  user_id: 3,
  first_name: 'Robert',
  last_name: 'Whitfield',
  email: 'rw@married.example',
  year_graduated: 2002,
  dob_year: 1980,
  dob_month: 4,
  dob_day: 9,
  enabled: 1,
  approved: 1,
};

/** The service: look-ups honour their filters (they never bring user 3); reads by id are counted. */
const service = filteringClient;

// Same name and class year as user 1, a new email: held with user 1 as its candidate.
const bob = { first_name: 'Bob', last_name: 'Ng', email: 'bob@new.com', year_graduated: 2002 };
// Held the first time with user 5 (same name and class year) as her candidate; user 5 is gone the next time.
const zelda = { first_name: 'Zelda', last_name: 'Quarrington', email: 'zq@example.org', year_graduated: 1971 };
const namesake: User = { ...zelda, user_id: 5, email: 'zelda.q@elsewhere.example', enabled: 1, approved: 1 };

function plan(
  client: ApiClient,
  rows: Record<string, unknown>[],
  decisions: MatchDecision[] = [],
  remembered: ReadonlyMap<string, RememberedDecision> = new Map(),
) {
  const matching: MatchingSettings = { possibleMatches: 'hold', decisions, lists: 'add', onlyFillEmpty: [] };
  return planRows(
    rows.map((user, i) => ({ rowNumber: i + 2, user, cells: [], problems: [] })),
    { mode: 'upsert', match: 'email', blank: 'keep', fields: Object.keys(bob), matching },
    client,
    { limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }), backoff: DEFAULT_BACKOFF },
    { strategy: 'per-value' },
    remembered,
  );
}

const home = mkdtempSync(join(tmpdir(), 'remembered-search-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

/** Plans with a decision found by search, remembers it as the job does, and answers what was remembered. */
async function decideBySearch(row: Record<string, unknown>, environment: string) {
  const { client } = service([robertNg, { ...whitfield }, namesake]);
  const planned = await plan(client, [row], [{ rowNumber: 2, choice: 3, foundBySearch: true }]);
  expect(planned.rows[0]).toMatchObject({ plan: 'update', userId: 3 });
  const memory = new DecisionMemory(home);
  await memory.remember(environment, 'job-1', planned.decided);
  return { decided: planned.decided, remembered: await memory.all(environment) };
}

describe('a remembered decision for a user found by search', () => {
  it('is remembered with the mark and who the user was, and plans the next file on that user', async () => {
    const { decided, remembered } = await decideBySearch(bob, 'one');
    expect(decided).toEqual([
      {
        fingerprint: fingerprintOf(bob),
        choice: 3,
        rowNumber: 2,
        label: 'Bob Ng, class of 2002',
        foundBySearch: true,
        userIdentity: [userFingerprintOf(whitfield)],
      },
    ]);
    expect(remembered.get(fingerprintOf(bob))).toMatchObject({ choice: 3, foundBySearch: true, jobId: 'job-1' });

    const { client, reads } = service([robertNg, { ...whitfield }]);
    const next = await plan(client, [bob, { first_name: 'Ann', last_name: 'Lee', email: 'ann@x.com' }], [], remembered);
    const row = next.rows[0]!;
    expect(row).toMatchObject({
      plan: 'update',
      userId: 3,
      op: { type: 'update', userId: 3, set: { nickname: 'Bob' } },
      match: { decidedBefore: { choice: 3, jobId: 'job-1' } },
    });
    expect(row.message).toMatch(/^user 3: found by search, decided before, on \d{4}-\d\d-\d\d, in job job-1$/);
    expect(row.match?.evidence).toMatch(/^found by search: last name differs \(Ng here, Whitfield on the service\)/);
    expect(reads).toEqual([3]); // read once, for the one row that names them
    expect(next.rows[1]!.plan).toBe('create');
  });

  it('applies to a row that has no candidate at all this time (its candidate is gone)', async () => {
    const { remembered } = await decideBySearch(zelda, 'two');
    const { client } = service([robertNg, { ...whitfield }]);
    const next = await plan(client, [zelda], [], remembered);
    expect(next.rows[0]).toMatchObject({ plan: 'update', userId: 3 });
    // Without the remembered decision the same row is a new person.
    expect((await plan(client, [zelda])).rows[0]!.plan).toBe('create');
  });

  it('a user the service no longer has makes the row invalid, said so', async () => {
    const { remembered } = await decideBySearch(bob, 'three');
    const { client } = service([robertNg]);
    const row = (await plan(client, [bob], [], remembered)).rows[0]!;
    expect(row.plan).toBe('invalid');
    expect(row.op).toBeUndefined();
    expect(row.message).toMatch(
      /^User 3 \(found by search, decided before, on \d{4}-\d\d-\d\d, in job job-1\) is no longer on the service\./,
    );
  });

  it('another name or birth date on the service since holds the row again, with the reason', async () => {
    const { remembered } = await decideBySearch(bob, 'four');
    for (const changed of [
      { ...whitfield, dob_day: 19 },
      { ...whitfield, first_name: 'Roberta' },
      { ...whitfield, last_name: 'Whitfield-Osgood' },
    ]) {
      const { client } = service([robertNg, changed]);
      const row = (await plan(client, [bob], [], remembered)).rows[0]!;
      expect(row.plan, JSON.stringify(changed)).toBe('held');
      expect(row.op).toBeUndefined();
      expect(row.message).toMatch(
        /^Held again: user 3 \(found by search, decided before, on .+, in job job-1\) has another name or birth date on the service since \(now .+, class of 2002, born 1980-4-\d+\)\. Choose the user, a new person, or skip\.$/,
      );
      // Still held for a person: the row's own candidates come with it.
      expect(row.match?.candidates?.map((c) => c.userId)).toEqual([1]);
    }
    // Accents, case and another email are not another name or birth date.
    const { client } = service([robertNg, { ...whitfield, first_name: 'RÓBERT', email: 'new@married.example' }]);
    expect((await plan(client, [bob], [], remembered)).rows[0]).toMatchObject({ plan: 'update', userId: 3 });
  });

  it('who the user is after the decision’s own update counts as unchanged too', () => {
    const facts = searchDecisionFacts(whitfield, { last_name: 'Ng' });
    expect(facts).toEqual({
      foundBySearch: true,
      userIdentity: [userFingerprintOf(whitfield), userFingerprintOf({ ...whitfield, last_name: 'Ng' })],
    });
    expect(searchDecisionFacts(whitfield, {}).userIdentity).toEqual([userFingerprintOf(whitfield)]);
  });

  it('a decision given now for the row goes before the remembered one', async () => {
    const { remembered } = await decideBySearch(bob, 'five');
    const { client } = service([robertNg, { ...whitfield }]);
    const row = (await plan(client, [bob], [{ rowNumber: 2, choice: 'skip' }], remembered)).rows[0]!;
    expect(row.plan).toBe('skipped');
  });

  it('a row held only as a look-alike of another row is remembered under its own fingerprint', async () => {
    const { client } = service([robertNg]);
    const twice = { ...zelda, email: 'zelda.second@example.org' };
    const planned = await plan(client, [zelda, twice], [{ rowNumber: 3, choice: 'new' }]);
    expect(planned.rows.map((row) => row.plan)).toEqual(['create', 'create']);
    expect(planned.decided).toEqual([expect.objectContaining({ fingerprint: fingerprintOf(twice), choice: 'new' })]);
  });
});
