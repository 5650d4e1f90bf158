// The planner's side of matching, on users served from memory: held rows, the job's rule for them,
// decisions now and remembered, in-file repeats, tags added, protected fields, created by import.
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { planRows, type MatchingSettings } from '../../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { fingerprintOf } from '../../../src-main/services/matches';
import { MATCH_RULE_PRESETS } from '../../../src-shared/matching';

const users = [
  {
    user_id: 1,
    first_name: 'Robert',
    last_name: 'Ng',
    email: 'rng@old.edu',
    year_graduated: 2002,
    inst_id: 'S1',
    tags: ['donor'],
  },
  { user_id: 2, first_name: 'Ann', last_name: 'Lee', email: 'ann@x.com', year_graduated: 1999 },
];
const client = { listUsers: async (_f: unknown, page = 1) => (page === 1 ? users : []) } as unknown as ApiClient;
const ctx = () => ({ limiter: new AdaptiveLimiter({ rate: null, concurrency: 2 }), backoff: DEFAULT_BACKOFF });
const FIELDS = ['first_name', 'last_name', 'email', 'year_graduated', 'tags', 'inst_id'];
const row = (rowNumber: number, user: Record<string, unknown>) => ({ rowNumber, user, cells: [], problems: [] });
const matching = (over: Partial<MatchingSettings> = {}): MatchingSettings => ({
  possibleMatches: 'hold',
  decisions: [],
  lists: 'add',
  onlyFillEmpty: [],
  ...over,
});
const plan = (rows: ReturnType<typeof row>[], over: Partial<MatchingSettings> = {}, remembered = new Map()) =>
  planRows(
    rows,
    { mode: 'upsert', match: 'email', blank: 'keep', fields: FIELDS, matching: matching(over) },
    client,
    ctx(),
    { strategy: 'walk' },
    remembered,
  );

// Same name and class year, a new email, no birth date: a possible match.
const bob = { first_name: 'Bob', last_name: 'Ng', email: 'bob@new.com', year_graduated: 2002 };

describe('planning with matching', () => {
  it("holds a possible match with its candidate, and the job's rule can create or skip it instead", async () => {
    const held = await plan([row(2, bob)]);
    expect(held.rows[0]).toMatchObject({ plan: 'held', match: { candidates: [{ userId: 1 }] } });
    expect(held.rows[0]!.op).toBeUndefined();
    expect((await plan([row(2, bob)], { possibleMatches: 'create' })).rows[0]).toMatchObject({
      plan: 'create',
      op: { type: 'create', body: { is_import_user: 1 } },
    });
    expect((await plan([row(2, bob)], { possibleMatches: 'skip' })).rows[0]!.plan).toBe('skipped');
  });

  it('a decision for the user makes an update with its diff, and is returned to be remembered', async () => {
    const decided = await plan([row(2, bob)], { decisions: [{ rowNumber: 2, choice: 1 }] });
    expect(decided.rows[0]).toMatchObject({ plan: 'update', userId: 1 });
    // The update policy's defaults: the email only fills when empty, and the nickname keeps the formal first name.
    expect(decided.rows[0]!.changes).toEqual([{ field: 'nickname', before: null, after: 'Bob' }]);
    expect(decided.rows[0]!.kept).toEqual([
      { field: 'first_name', before: 'Robert', after: 'Bob', reason: 'nickname' },
      { field: 'email', before: 'rng@old.edu', after: 'bob@new.com', reason: 'fill-empty' },
    ]);
    const accepted = await plan([row(2, bob)], {
      decisions: [{ rowNumber: 2, choice: 1 }],
      accept: { all: false, rows: [2] },
    });
    expect(accepted.rows[0]!.changes).toContainEqual({
      field: 'email',
      before: 'rng@old.edu',
      after: 'bob@new.com',
      accepted: true,
    });
    expect(decided.decided).toEqual([
      { fingerprint: fingerprintOf(bob), choice: 1, rowNumber: 2, label: 'Bob Ng, class of 2002' },
    ]);
  });

  it('a remembered decision applies while its user is still a candidate, and is ignored otherwise', async () => {
    const at = { decidedAt: '2026-01-02T03:04:05.000Z', jobId: 'job-9', rowNumber: 7, label: 'Bob Ng' };
    const remembered = new Map([[fingerprintOf(bob), { choice: 1, ...at }]]);
    const applied = await plan([row(2, bob)], {}, remembered);
    expect(applied.rows[0]).toMatchObject({
      plan: 'update',
      userId: 1,
      message: 'user 1: decided before, on 2026-01-02, in job job-9',
      match: { decidedBefore: { choice: 1, jobId: 'job-9' } },
    });
    const stale = await plan([row(2, bob)], {}, new Map([[fingerprintOf(bob), { choice: 2, ...at }]]));
    expect(stale.rows[0]!.plan).toBe('held');
  });

  it('a repeated inst_id in the file is a conflict whatever the match key; a look-alike row is held', async () => {
    const planned = await plan([
      row(2, { first_name: 'Zoe', last_name: 'Quill', email: 'z1@x.com', inst_id: 'N5', year_graduated: 2010 }),
      row(3, { first_name: 'Zed', last_name: 'Other', email: 'z2@x.com', inst_id: 'N5' }),
      row(4, { first_name: 'Zoe', last_name: 'Quill', email: 'z3@x.com', year_graduated: 2010 }),
    ]);
    expect(planned.rows.map((r) => r.plan)).toEqual(['create', 'conflict', 'held']);
    expect(planned.rows[1]!.message).toContain('Same institution ID (N5) as row 2');
    expect(planned.rows[2]!.message).toContain('Looks like the same person as row 2 of this file');
  });

  it('a row without its email (the match key) is still looked for: found it updates, else it is refused', async () => {
    const planned = await plan([
      row(2, { first_name: 'Robert', last_name: 'Ng', inst_id: 'S1', year_graduated: 2002, tags: ['mentor'] }),
      row(3, { first_name: 'Nobody', last_name: 'Known', year_graduated: 1990 }),
    ]);
    expect(planned.rows[0]).toMatchObject({ plan: 'update', userId: 1 });
    expect(planned.rows[1]).toMatchObject({
      plan: 'invalid',
      message: 'The row has no email to match it with users on the service.',
    });
  });

  it("the job's match rules decide: standard holds a same-name, same-class row; a lower threshold updates it", async () => {
    const robert = { first_name: 'Robert', last_name: 'Ng', email: 'robert@new.org', year_graduated: 2002 };
    expect((await plan([row(2, robert)])).rows[0]!.plan).toBe('held');
    const rules = { ...MATCH_RULE_PRESETS.lenient, name: 'trusting', sure: 0.8, possible: 0.1 };
    // Sure now: matched to user 1, whose own email the update policy keeps (identity fields only fill when empty).
    const sure = (await plan([row(2, robert)], { rules })).rows[0]!;
    expect(sure).toMatchObject({ plan: 'unchanged', userId: 1 });
    expect(sure.kept?.map((k) => k.field)).toContain('email');
  });

  it("adds tags to the user's and leaves protected fields that hold a value", async () => {
    const planned = await plan([row(2, { ...users[0], user_id: undefined, first_name: 'Rob', tags: ['mentor'] })], {
      onlyFillEmpty: ['first_name'],
    });
    expect(planned.rows[0]).toMatchObject({ plan: 'update', userId: 1 });
    expect(planned.rows[0]!.changes).toEqual([
      { field: 'tags', before: ['donor'], after: ['donor', 'mentor'] },
      { field: 'nickname', before: null, after: 'Rob' },
    ]);
    expect(planned.rows[0]!.kept).toEqual([
      { field: 'first_name', before: 'Robert', after: 'Rob', reason: 'nickname' },
    ]);
  });

  it('a policy setting names to update writes another first name, and counts it in the plan', async () => {
    const planned = await plan([row(2, { ...users[0], user_id: undefined, first_name: 'Roberta' })], {
      updatePolicy: { groups: { names: 'update' } },
    });
    // Roberta differs from Robert by one letter: the service's spelling is kept all the same.
    expect(planned.rows[0]!.kept).toMatchObject([{ field: 'first_name', reason: 'spelling' }]);
    const fileWins = await plan([row(2, { ...users[0], user_id: undefined, first_name: 'Roberta' })], {
      updatePolicy: { groups: { names: 'update' }, nameForms: 'file-wins' },
    });
    expect(fileWins.rows[0]!.changes).toEqual([{ field: 'first_name', before: 'Robert', after: 'Roberta' }]);
  });
});
