import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatcher, type Dispatch } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { matchesApprovalFilter, type PendingUser } from '../../../src-shared/bridge/approvals';
import { describeApprovalFilter } from '../../../src-renderer/src/lib/words/approval-filter-words';

const ada: PendingUser = {
  user_id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.org',
  year_graduated: 1998,
  createdAt: '2026-03-10',
  tags: ['Reunion', 'donor'],
  groups: ['user'],
  enabled: 0,
};

describe('the approval filter (one predicate for the window and main)', () => {
  it('keeps a user only when every given filter holds', () => {
    expect(matchesApprovalFilter(ada, {})).toBe(true);
    expect(
      matchesApprovalFilter(ada, {
        tag: 'reunion',
        group: 'USER',
        yearGraduated: 1998,
        enabled: 0,
        createdSince: '2026-03-10',
        text: 'love',
      }),
    ).toBe(true);
    expect(matchesApprovalFilter(ada, { tag: 'mentor' })).toBe(false);
    expect(matchesApprovalFilter(ada, { group: 'admin' })).toBe(false);
    expect(matchesApprovalFilter(ada, { yearGraduated: 1999 })).toBe(false);
    expect(matchesApprovalFilter(ada, { enabled: 1 })).toBe(false);
    expect(matchesApprovalFilter(ada, { createdSince: '2026-03-11' })).toBe(false);
    expect(matchesApprovalFilter({ ...ada, createdAt: null }, { createdSince: '2000-01-01' })).toBe(false);
    expect(matchesApprovalFilter(ada, { text: 'ada lovelace' })).toBe(true);
    expect(matchesApprovalFilter(ada, { text: 'EXAMPLE.ORG' })).toBe(true);
    expect(matchesApprovalFilter(ada, { text: 'babbage' })).toBe(false);
  });

  it('a job filter keeps only the users the job created, and nobody before the job was read', () => {
    expect(matchesApprovalFilter(ada, { jobId: 'j' }, new Set([7]))).toBe(true);
    expect(matchesApprovalFilter(ada, { jobId: 'j' }, new Set([8]))).toBe(false);
    expect(matchesApprovalFilter(ada, { jobId: 'j' })).toBe(false);
  });

  it('says the filter in words', () => {
    expect(describeApprovalFilter({})).toBe('no filter');
    expect(describeApprovalFilter({ tag: 'reunion', yearGraduated: 1998, enabled: 0 })).toBe(
      'tag "reunion", class of 1998, not enabled',
    );
  });
});

describe('approvals.* through the bridge dispatcher, on the built-in sandbox', () => {
  let home: string;
  let ctx: AppContext;
  let dispatch: Dispatch;
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'alumni-approvals-bridge-'));
    ctx = await createAppContext({ home, door: 'browser', env: {}, log: () => {} });
    dispatch = createDispatcher(createBridgeHandlers(ctx));
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(home, { recursive: true, force: true });
  });

  it('approvals.pending answers pending users that pass the filter, and says how it read them', async () => {
    const answer = await dispatch('approvals.pending', { environment: 'sandbox', filter: { tag: 'reunion' } });
    expect(answer.ok).toBe(true);
    const value = (answer as { value: { users: PendingUser[]; how: string; environment: { name: string } } }).value;
    expect(value.environment.name).toBe('sandbox');
    expect(value.users.length).toBeGreaterThan(0);
    expect(value.users.every((user) => user.tags.some((tag) => tag.toLowerCase() === 'reunion'))).toBe(true);
    expect(value.how).toMatch(/^read \d+ pages? of users with approved=0; tag checked here$/);
  });

  it('refuses arguments it cannot use, saying where and why', async () => {
    const badDay = await dispatch('approvals.pending', {
      environment: 'sandbox',
      filter: { createdSince: '2026-02-30' },
    });
    expect(badDay).toEqual({
      ok: false,
      error: expect.objectContaining({
        code: 'invalid-input',
        details: ['filter.createdSince: this day does not exist in the calendar'],
      }),
    });
    const unknown = await dispatch('approvals.pending', { environment: 'sandbox', filter: { colour: 'red' } });
    expect(unknown.ok).toBe(false);
    const empty = await dispatch('approvals.plan', { environment: 'sandbox', userIds: [] });
    expect(empty).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid-input', details: ['userIds: select at least one user'] }),
    });
  });

  it('approvals.user answers labelled text; approvals.plan makes an approve job that jobs.* then shows', async () => {
    const list = (await dispatch('approvals.pending', { environment: 'sandbox', filter: {} })) as {
      ok: true;
      value: { users: PendingUser[] };
    };
    const first = list.value.users[0]!;
    const detail = (await dispatch('approvals.user', { environment: 'sandbox', userId: first.user_id })) as {
      ok: true;
      value: { fields: { field: string; label: string; value: string }[] };
    };
    expect(detail.value.fields).toEqual(
      expect.arrayContaining([
        { field: 'approved', label: 'Approved', value: 'no' },
        { field: 'email', label: 'Email', value: first.email },
      ]),
    );

    const plan = (await dispatch('approvals.plan', {
      environment: 'sandbox',
      userIds: [first.user_id],
      enable: true,
    })) as { ok: true; value: { id: string; kind: string; counts: { update: number } } };
    expect(plan.value).toMatchObject({ kind: 'approve', counts: { update: 1 } });
    const shown = await dispatch('jobs.show', { id: plan.value.id });
    expect(shown).toEqual({
      ok: true,
      value: expect.objectContaining({
        kind: 'approve',
        status: 'planned',
        sourceName: 'approve and enable 1 user (1 selected)',
      }),
    });
    const outcome = await dispatch('approvals.outcome', { id: plan.value.id });
    expect(outcome).toEqual({
      ok: true,
      value: {
        jobId: plan.value.id,
        matched: 1,
        approved: 0,
        enabled: 0,
        alreadyApproved: 0,
        notPending: 0,
        failed: 0,
        remaining: 1,
      },
    });
    const jobUsers = await dispatch('approvals.jobUsers', { id: plan.value.id });
    expect(jobUsers).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'invalid-input', message: expect.stringContaining('is an approve job') }),
    });
  });
});
