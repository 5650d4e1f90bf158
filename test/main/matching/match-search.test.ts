// The review's search for another record: users found by name, email, user_id or institution ID,
// each compared with the held row by the matcher; a decision naming one (found by search) makes the
// plan update exactly that user, read from the service when the plan's own reads did not bring it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { ApiError } from '../../../src-main/services/api/errors';
import type { ApiClient } from '../../../src-main/services/api/types';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { planRows, type MatchingSettings } from '../../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { searchUsers } from '../../../src-main/services/matches/search';
import type { MatchDecision } from '../../../src-shared/bridge/jobs';
import { MATCH_RULE_PRESETS } from '../../../src-shared/matching/rules';
import type { UserRecord } from '../../../src-shared/records/types';
import { filteringClient } from '../../helpers/filtering-client';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, sandboxClient } from '../jobs/job-fixtures';

describe('searchUsers on the sandbox', () => {
  const sandbox = useSandbox({ users: 30 });
  let client: ApiClient;
  let person: UserRecord;
  let row: Record<string, unknown>;
  beforeAll(async () => {
    client = sandboxClient(sandbox());
    const all = await allUsers(client);
    person = all.find(
      (u) =>
        u.first_name && u.last_name && u.year_graduated && !all.some((o) => o !== u && o.last_name === u.last_name),
    )!;
    row = {
      first_name: person.first_name,
      last_name: person.last_name,
      email: 'moved.on@newmail.example.com',
      year_graduated: person.year_graduated,
    };
  });

  it('finds a user by a last name typed in lower case, compared with the row in words', async () => {
    const found = await searchUsers(client, ` ${String(person.last_name).toLowerCase()} `, row);
    expect(found.users.map((u) => u.userId)).toContain(person.user_id);
    const best = found.users[0]!;
    expect(best.userId).toBe(person.user_id);
    expect(best.evidence).toContain(`same last name (${person.last_name})`);
    expect(best.evidence).toContain('email differs (moved.on@newmail.example.com here');
    expect(best.evidence).toMatch(/% the same person$/);
    expect(best.probability).toBeGreaterThan(0.5);
    expect(best.codes).toEqual(expect.arrayContaining(['same-last-name', 'same-class-year', 'email-differs']));
    expect(best.values).toMatchObject({ email: person.email, last_name: person.last_name });
  });

  it('finds a user by email (any case), by user_id and by institution ID', async () => {
    const byEmail = await searchUsers(client, String(person.email).toUpperCase(), row);
    expect(byEmail.users.map((u) => u.userId)).toEqual([person.user_id]);
    expect((await searchUsers(client, String(person.user_id), row)).users.map((u) => u.userId)).toEqual([
      person.user_id,
    ]);
    expect((await searchUsers(client, `#${person.user_id}`, {})).users.map((u) => u.userId)).toEqual([person.user_id]);
    const byInstId = await searchUsers(client, String(person.inst_id), row);
    expect(byInstId.users.map((u) => u.userId)).toEqual([person.user_id]);
  });

  it("compares the users found under the plan's match rules: a field the rules leave out does not count", async () => {
    const standard = await searchUsers(client, String(person.user_id), row);
    const rules = { ...MATCH_RULE_PRESETS.standard, name: 'names only', fields: ['first_name', 'last_name'] as const };
    const namesOnly = await searchUsers(client, String(person.user_id), row, {
      rules: { ...rules, fields: [...rules.fields] },
    });
    expect(standard.users[0]!.codes).toContain('same-class-year');
    // The rules choose what counts towards the score, not what is said: the probability moves with the fields.
    expect(namesOnly.users[0]!.userId).toBe(person.user_id);
    expect(namesOnly.users[0]!.probability).not.toBe(standard.users[0]!.probability);
  });

  it('answers nobody for a user_id the service does not have, and refuses an empty search', async () => {
    expect(await searchUsers(client, '987654', row)).toEqual({ users: [], total: 0, notes: [] });
    await expect(searchUsers(client, '   ', row)).rejects.toMatchObject({
      code: 'invalid-input',
      message: 'Type a name, an email, a User ID or an Institution ID to search for.',
    });
  });
});

/** A service that ignores every filter: each page is the next 100 of all its users. */
function ignoringFilters(users: UserRecord[]): ApiClient & { pages: number } {
  const stub = {
    pages: 0,
    listUsers: async (_filter: unknown, page = 1) => {
      stub.pages++;
      return users.slice((page - 1) * 100, page * 100);
    },
    getUser: async (id: number) => {
      const user = users.find((u) => u.user_id === id);
      if (!user) throw new ApiError('not-found', `no user ${id}`, { status: 404 });
      return user;
    },
  };
  return stub as unknown as ApiClient & { pages: number };
}

const crowd = (n: number): UserRecord[] =>
  Array.from({ length: n }, (_, i) => ({
    user_id: i + 1,
    first_name: `First${i}`,
    last_name: `Last${i}`,
    email: `p${i}@example.org`,
    enabled: 1,
    approved: 1,
  }));

describe('searchUsers on a service that ignores the filters', () => {
  it('reads the pages and keeps only the users that answer the search', async () => {
    const users = crowd(150);
    users[130] = { ...users[130]!, last_name: 'Quinlivan', first_name: 'Maeve' };
    const client = ignoringFilters(users);
    const found = await searchUsers(client, 'quinlivan', { first_name: 'Maeve', last_name: 'Quinlivan' });
    expect(found.users.map((u) => u.userId)).toEqual([131]);
    expect(found.notes).toEqual([]);
  });

  it('says how far it read when the service is too large to read for a search', async () => {
    const users = crowd(1200);
    users[1100] = { ...users[1100]!, last_name: 'Quinlivan' };
    const found = await searchUsers(ignoringFilters(users), 'Quinlivan', {});
    expect(found.users).toEqual([]);
    expect(found.notes).toEqual([
      'The service does not filter users by last_name: only its first 1,000 users were searched.',
    ]);
  });

  it('answers at most 20 users, best compared first', async () => {
    const users = crowd(60).map((u, i) => ({ ...u, last_name: 'Park', year_graduated: i === 42 ? 1999 : 2010 }));
    const found = await searchUsers(ignoringFilters(users), 'Park', { last_name: 'Park', year_graduated: 1999 });
    expect(found.total).toBe(60);
    expect(found.users).toHaveLength(20);
    expect(found.users[0]!.userId).toBe(43);
  });
});

describe('matches.search through the bridge, on the built-in sandbox', () => {
  let home: string;
  let ctx: AppContext;
  let dispatch: Dispatch;
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'alumni-match-search-'));
    ctx = await createAppContext({ home, door: 'browser', env: {}, log: () => {} });
    dispatch = createDispatcher(createBridgeHandlers(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('refuses an unknown environment and an empty search with a clear error', async () => {
    const unknown = await dispatch('matches.search', { environment: 'nosuch', query: 'Ng', values: {} });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect((unknown as { error: { message: string } }).error.message).toContain('nosuch');
    const empty = await dispatch('matches.search', { environment: 'sandbox', query: ' ', values: {} });
    expect(empty).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: 'Type a name, an email, a User ID or an Institution ID to search for.' },
    });
  });

  it('answers the users found with their comparison', async () => {
    const answer = await dispatch('matches.search', { environment: 'sandbox', query: '1001', values: {} });
    expect(answer).toMatchObject({ ok: true, value: { users: [{ userId: 1001 }], total: 1, notes: [] } });
  });
});

describe('a decision naming a user found by search (planner)', () => {
  const users: UserRecord[] = [
    {
      user_id: 1,
      first_name: 'Robert',
      last_name: 'Ng',
      email: 'rng@old.edu',
      year_graduated: 2002,
      enabled: 1,
      approved: 1,
    },
    {
      user_id: 3,
      first_name: 'Robert',
      last_name: 'Whitfield',
      email: 'rw@married.example',
      year_graduated: 2002,
      enabled: 1,
      approved: 1,
    },
  ];
  // Filters honoured: the plan's own look-ups bring user 1 (same last name), never user 3.
  const { client, reads } = filteringClient(users);
  const bob = { first_name: 'Bob', last_name: 'Ng', email: 'bob@new.com', year_graduated: 2002 };
  const plan = (decisions: MatchDecision[]) => {
    const matching: MatchingSettings = { possibleMatches: 'hold', decisions, lists: 'add', onlyFillEmpty: [] };
    return planRows(
      [{ rowNumber: 2, user: bob, cells: [], problems: [] }],
      { mode: 'upsert', match: 'email', blank: 'keep', fields: Object.keys(bob), matching },
      client,
      { limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }), backoff: DEFAULT_BACKOFF },
      { strategy: 'per-value' },
    );
  };

  it('updates exactly that user, read from the service, with its comparison in words', async () => {
    reads.length = 0;
    const planned = await plan([{ rowNumber: 2, choice: 3, foundBySearch: true }]);
    const row = planned.rows[0]!;
    // The nickname is added; the service's names and email stay (identity fields only fill when empty).
    expect(row).toMatchObject({
      plan: 'update',
      userId: 3,
      op: { type: 'update', userId: 3, set: { nickname: 'Bob' } },
    });
    expect(row.kept?.map((k) => k.field)).toEqual(['first_name', 'last_name', 'email']);
    expect(reads).toEqual([3]);
    expect(row.match?.evidence).toMatch(
      /^found by search: last name differs \(Ng here, Whitfield on the service\) −[\d.]+; first name Bob = Robert/,
    );
    expect(row.message).toContain('user 3: found by search, chosen for this job');
    expect(planned.decided).toEqual([expect.objectContaining({ choice: 3, rowNumber: 2 })]);
  });

  it('the same user_id without the search mark is refused; one the service lacks is invalid, said so', async () => {
    expect((await plan([{ rowNumber: 2, choice: 3 }])).rows[0]).toMatchObject({ plan: 'held', userId: null });
    const missing = (await plan([{ rowNumber: 2, choice: 77, foundBySearch: true }])).rows[0]!;
    expect(missing.plan).toBe('invalid');
    expect(missing.message).toBe(
      'User 77 (chosen for this job) is not among the users read from the service. Check the number.',
    );
  });
});
