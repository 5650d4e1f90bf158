// A decision may name only a user the row could be (one of its candidates, or one the review's
// search found): any other user_id is refused and the row stays held, and a dry run applies the
// decisions to its plan without remembering them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { planRows, type MatchingSettings } from '../../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import type { MatchDecision } from '../../../src-shared/bridge/jobs';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

const users = [
  { user_id: 1, first_name: 'Robert', last_name: 'Ng', email: 'rng@old.edu', year_graduated: 2002 },
  { user_id: 2, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.com', year_graduated: 1999 },
];
const client = { listUsers: async (_f: unknown, page = 1) => (page === 1 ? users : []) } as unknown as ApiClient;
const FIELDS = ['first_name', 'last_name', 'email', 'year_graduated'];
// Same name and class year as user 1, a new email: a possible match with user 1 as its one candidate.
const bob = { first_name: 'Bob', last_name: 'Ng', email: 'bob@new.com', year_graduated: 2002 };

const plan = (decisions: MatchDecision[]) => {
  const matching: MatchingSettings = { possibleMatches: 'hold', decisions, lists: 'add', onlyFillEmpty: [] };
  return planRows(
    [{ rowNumber: 2, user: bob, cells: [], problems: [] }],
    { mode: 'upsert', match: 'email', blank: 'keep', fields: FIELDS, matching },
    client,
    { limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }), backoff: DEFAULT_BACKOFF },
    { strategy: 'walk' },
  );
};

describe('decisions name only candidates (planner)', () => {
  it('a user_id that is not a candidate is refused: held, with the reason, nothing sent, nothing remembered', async () => {
    const planned = await plan([{ rowNumber: 2, choice: 2 }]);
    const row = planned.rows[0]!;
    expect(row.plan).toBe('held');
    expect(row.op).toBeUndefined();
    expect(row.userId).toBeNull();
    expect(row.message).toBe(
      "Decision refused: user_id 2 is not a candidate for this row (this row's candidate is user_id 1), so it was not applied and the row stays held. Give one of its candidates, new or skip.",
    );
    expect(planned.decided).toEqual([]);
  });

  it('a candidate, new and skip are applied as before', async () => {
    expect((await plan([{ rowNumber: 2, choice: 1 }])).rows[0]).toMatchObject({ plan: 'update', userId: 1 });
    expect((await plan([{ rowNumber: 2, choice: 'new' }])).rows[0]!.plan).toBe('create');
    expect((await plan([{ rowNumber: 2, choice: 'skip' }])).rows[0]!.plan).toBe('skipped');
  });

  it("a user found by the review's search (flagged so) is accepted", async () => {
    const planned = await plan([{ rowNumber: 2, choice: 2, foundBySearch: true }]);
    expect(planned.rows[0]).toMatchObject({ plan: 'update', userId: 2 });
    expect(planned.decided).toHaveLength(1);
  });
});

describe('decisions file from the command line', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  let person: UserRecord;
  let stranger: UserRecord;
  afterAll(() => temp.remove());

  beforeAll(async () => {
    const all = await allUsers(sandboxClient(sandbox()));
    person = all.find(
      (u) =>
        u.first_name && u.last_name && u.year_graduated && !all.some((o) => o !== u && o.last_name === u.last_name),
    )!;
    stranger = all.find((u) => u.user_id !== person.user_id && u.email)!;
    const added = await cli(temp.home, [
      'env',
      'add',
      'loop',
      '--url',
      sandbox().environments.test.baseUrl,
      '--kind',
      'test',
    ]).done;
    expect(added.code, added.err).toBe(0);
  }, 120_000);

  it('refuses a decision naming another person, and a dry run remembers no decision', async () => {
    const file = join(temp.home, 'moved.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Email,Class Year',
        `${person.first_name},${person.last_name},moved.on@newmail.example.com,${person.year_graduated}`,
      ].join('\n'),
    );
    const decisions = join(temp.home, 'decisions.csv');
    writeFileSync(decisions, `row,decision\r\n2,${stranger.user_id}\r\n`);
    const out = join(temp.home, 'out');
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--decisions', decisions, '--out', out])
      .done;
    expect(run.code, run.err).toBe(1);
    expect(run.out).toContain('1 held');
    expect(run.out).toContain(`Decision refused: user_id ${stranger.user_id} is not a candidate for this row`);
    // The decisions file written again carries the reason beside the row.
    const rewritten = /--decisions (\S+)/.exec(run.err)![1]!;
    expect(readFileSync(rewritten, 'utf8')).toContain(`Decision refused: user_id ${stranger.user_id}`);
    const client = sandboxClient(sandbox());
    expect(await client.getUser(stranger.user_id)).toEqual(stranger);
    expect(await client.getUser(person.user_id)).toEqual(person);

    // A dry run with a valid decision plans it, and remembers nothing.
    writeFileSync(decisions, `row,decision\r\n2,${person.user_id}\r\n`);
    const dry = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--decisions', decisions]).done;
    expect(dry.code, dry.err).toBe(0);
    // The decided user is planned; the new email is a proposed change (identity fields only fill when empty).
    expect(dry.out).toContain('1 unchanged');
    expect(dry.out).toContain(`user_id ${person.user_id}): email: ${person.email} -> moved.on@newmail.example.com`);
    const listed = await cli(temp.home, ['matches', 'list', '--env', 'loop', '--json']).done;
    expect(listed.code, listed.err).toBe(0);
    expect(JSON.parse(listed.out)).toEqual([]);
    expect(await client.getUser(person.user_id)).toEqual(person);
  }, 120_000);

  it('accepts a user_id marked found_by_search (a dry run remembers nothing); a bad mark is refused', async () => {
    const file = join(temp.home, 'searched.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Email,Class Year',
        `${person.first_name},${person.last_name},searched.for@newmail.example.com,${person.year_graduated}`,
      ].join('\n'),
    );
    const decisions = join(temp.home, 'searched-decisions.csv');
    writeFileSync(decisions, `row,decision,found_by_search\r\n2,${stranger.user_id},yes\r\n`);
    const dry = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--decisions', decisions]).done;
    expect(dry.code, dry.err).toBe(0);
    // Planned on the user found by search: its names and email are kept (only filled when empty).
    expect(dry.out).toMatch(/1 row: 1 (to update|unchanged)\./);
    expect(dry.out).toContain(
      `row 2 (user_id ${stranger.user_id}): first_name: ${stranger.first_name} -> ${person.first_name} (kept`,
    );
    expect(dry.out).not.toContain('Decision refused');
    const listed = await cli(temp.home, ['matches', 'list', '--env', 'loop', '--json']).done;
    expect(JSON.parse(listed.out)).toEqual([]);
    expect(await sandboxClient(sandbox()).getUser(stranger.user_id)).toEqual(stranger);

    writeFileSync(decisions, `row,decision,found_by_search\r\n2,${stranger.user_id},maybe\r\n`);
    const bad = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--decisions', decisions]).done;
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('line 2 (row 2): found_by_search "maybe" is not yes or no');

    // Run for real: the decision is remembered, and listed as found by search.
    writeFileSync(decisions, `row,decision,found_by_search\r\n2,${stranger.user_id},yes\r\n`);
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--decisions', decisions]).done;
    expect(run.code, run.err).toBe(0);
    const json = await cli(temp.home, ['matches', 'list', '--env', 'loop', '--json']).done;
    expect(JSON.parse(json.out)).toMatchObject([{ choice: stranger.user_id, foundBySearch: true }]);
    expect(JSON.parse(json.out)[0]).not.toHaveProperty('userIdentity');
    const text = await cli(temp.home, ['matches', 'list', '--env', 'loop']).done;
    expect(text.out).toContain(`user_id ${stranger.user_id}, found by search (decided on`);
  }, 120_000);
});
