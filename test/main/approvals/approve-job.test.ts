import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { approvalOutcome } from '../../../src-main/services/approvals';
import { NOT_PENDING_MESSAGE } from '../../../src-main/services/approvals/approval-plan';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';
import { byId, importNewUsers, runToEnd, servicesOn, type Services } from './approval-fixtures';

/** A record without the fields an approval may change, to compare the rest. */
function withoutApprovalFields(user: UserRecord): Record<string, unknown> {
  const { approved: _a, enabled: _e, updatedAt: _u, ...rest } = user;
  return rest;
}

describe('approving the users of one import job among 400 pending, against the sandbox', () => {
  const sandbox = useSandbox({ users: 60 });
  const temp = tempHome();
  let services: Services;
  let targetJob: string;
  let before: Map<number, UserRecord>;
  let targetIds: number[];
  afterAll(() => temp.remove());

  beforeAll(async () => {
    services = servicesOn(sandbox(), temp.home);
    await importNewUsers(services.jobs, 'other', 340);
    targetJob = await importNewUsers(services.jobs, 'target', 60);
    before = byId(await allUsers(sandboxClient(sandbox())));
    targetIds = services.approvals.jobUsers(targetJob).userIds;
  }, 120_000);

  it('lists every pending user (every page read) and narrows them to the job that created them', async () => {
    const all = await services.approvals.pending('test');
    const pendingOnService = [...before.values()].filter((user) => user.approved === 0);
    expect(pendingOnService.length).toBeGreaterThanOrEqual(400);
    expect(all.users.map((u) => u.user_id).sort((a, b) => a - b)).toEqual(
      pendingOnService.map((u) => u.user_id).sort((a, b) => a - b),
    );
    expect(all.pages).toBeGreaterThanOrEqual(5);

    const ofJob = await services.approvals.pending('test', { jobId: targetJob });
    expect(targetIds).toHaveLength(60);
    expect(ofJob.users.map((u) => u.user_id).sort((a, b) => a - b)).toEqual([...targetIds].sort((a, b) => a - b));
    expect(ofJob.how).toContain(`job ${targetJob}`);
  });

  it('approves exactly those users (checked through the API), leaves enabled as it was and every other user untouched', async () => {
    const plan = await services.approvals.planForFilter(
      'test',
      { jobId: targetJob },
      { enable: false, rate: 0, concurrency: 8 },
    );
    expect(plan).not.toBeNull();
    expect(plan!.kind).toBe('approve');
    expect(plan!.counts).toMatchObject({ total: 60, update: 60 });
    sandbox().resetStats();

    const end = await runToEnd(services.jobs, plan!.id);
    expect(end.status).toBe('completed');
    expect(approvalOutcome(services.jobs, plan!.id)).toEqual({
      jobId: plan!.id,
      matched: 60,
      approved: 60,
      enabled: 0,
      alreadyApproved: 0,
      notPending: 0,
      failed: 0,
      remaining: 0,
    });
    // One GET and one PUT per user: the complete object read, changed and sent back.
    const requests = sandbox().stats().requests;
    expect(requests['PUT /test/api/users/:id 200']).toBe(60);
    expect(requests['GET /test/api/users/:id 200']).toBe(60);

    const after = byId(await allUsers(sandboxClient(sandbox())));
    const targets = new Set(targetIds);
    for (const [id, old] of before) {
      const now = after.get(id)!;
      if (targets.has(id)) {
        expect(now.approved).toBe(1);
        expect(now.enabled).toBe(old.enabled);
        expect(withoutApprovalFields(now)).toEqual(withoutApprovalFields(old));
      } else {
        expect(now).toEqual(old);
      }
    }
  });

  it('the approved=1&enabled=0 filter answers only users matching both, the not-enabled approved targets among them', async () => {
    const client = sandboxClient(sandbox());
    const listed: UserRecord[] = [];
    for await (const page of client.walkUsers({ approved: 1, enabled: 0 })) listed.push(...page);
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((user) => user.approved === 1 && user.enabled === 0)).toBe(true);
    const everyone = await allUsers(client);
    const expected = everyone.filter((user) => user.approved === 1 && user.enabled === 0).map((user) => user.user_id);
    expect(listed.map((user) => user.user_id).sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));
    const notEnabledTargets = targetIds.filter((id) => before.get(id)!.enabled === 0);
    expect(notEnabledTargets.length).toBe(20);
    expect(listed.map((user) => user.user_id)).toEqual(expect.arrayContaining(notEnabledTargets));
  });

  it('revert puts approved back to 0 for those users and changes nobody else', async () => {
    const approveJob = services.jobs.list().find((job) => job.kind === 'approve')!;
    const revert = await services.jobs.revert(approveJob.id);
    const end = await services.jobs.waitFor(revert.id);
    expect(end.status).toBe('completed');
    expect(end.counts).toMatchObject({ updated: 60, failed: 0 });
    const after = byId(await allUsers(sandboxClient(sandbox())));
    for (const [id, old] of before)
      expect(withoutApprovalFields(after.get(id)!), `user ${id}`).toEqual(withoutApprovalFields(old));
    for (const [id, old] of before)
      expect([id, after.get(id)!.approved, after.get(id)!.enabled]).toEqual([id, old.approved, old.enabled]);
  });
});

describe('approve and enable, by filter and by selection', () => {
  const sandbox = useSandbox({ users: 80 });
  const temp = tempHome();
  let services: Services;
  afterAll(() => temp.remove());
  beforeAll(() => {
    services = servicesOn(sandbox(), temp.home);
  });

  it('--enable sets enabled = 1 too, counts only the users it changed, and revert restores enabled as it was', async () => {
    const jobId = await importNewUsers(services.jobs, 'enable', 12);
    const client = sandboxClient(sandbox());
    const ids = services.approvals.jobUsers(jobId).userIds;
    const was = new Map(await Promise.all(ids.map(async (id) => [id, (await client.getUser(id)).enabled] as const)));
    const plan = await services.approvals.planForFilter('test', { jobId, enabled: 0 }, { enable: true, rate: 0 });
    expect(plan!.counts.update).toBe(4); // every third of 12 was created not enabled
    await runToEnd(services.jobs, plan!.id);
    expect(approvalOutcome(services.jobs, plan!.id)).toMatchObject({ matched: 4, approved: 4, enabled: 4, failed: 0 });
    for (const id of ids) {
      const user = await client.getUser(id);
      expect([id, user.approved, user.enabled]).toEqual(was.get(id) === 0 ? [id, 1, 1] : [id, 0, 1]);
    }
    const revert = await services.jobs.revert(plan!.id);
    await services.jobs.waitFor(revert.id);
    for (const id of ids)
      expect([id, (await client.getUser(id)).approved, (await client.getUser(id)).enabled]).toEqual([
        id,
        0,
        was.get(id),
      ]);
  });

  it('a selection keeps users no longer pending as skipped rows and writes nothing to them', async () => {
    const jobId = await importNewUsers(services.jobs, 'select', 6);
    const ids = services.approvals.jobUsers(jobId).userIds;
    const approvedAlready = (await allUsers(sandboxClient(sandbox()))).find((user) => user.approved === 1)!;
    const plan = await services.approvals.planForUsers('test', [...ids.slice(0, 3), approvedAlready.user_id], {
      enable: false,
      rate: 0,
      description: 'three of six',
    });
    expect(plan.counts).toMatchObject({ total: 4, update: 3, skipped: 1 });
    expect(plan.sourceName).toBe('approve 3 users (three of six)');
    const skipped = services.jobs.rows(plan.id, 'skipped').rows;
    expect(skipped).toEqual([
      expect.objectContaining({ userId: approvedAlready.user_id, message: NOT_PENDING_MESSAGE }),
    ]);
    sandbox().resetStats();
    await runToEnd(services.jobs, plan.id);
    expect(sandbox().stats().requests['PUT /test/api/users/:id 200']).toBe(3);
    expect(approvalOutcome(services.jobs, plan.id)).toMatchObject({ matched: 3, approved: 3, notPending: 1 });
    const left = await services.approvals.pending('test', { jobId });
    expect(left.users.map((u) => u.user_id).sort()).toEqual(ids.slice(3).sort());
  });

  it('a user approved by someone else between planning and running counts as already approved, not written', async () => {
    const jobId = await importNewUsers(services.jobs, 'race', 2);
    const plan = await services.approvals.planForFilter('test', { jobId }, { enable: false, rate: 0 });
    const client = sandboxClient(sandbox());
    const [first] = services.approvals.jobUsers(jobId).userIds;
    await client.updateUser(first!, { ...(await client.getUser(first!)), approved: 1 });
    await runToEnd(services.jobs, plan!.id);
    expect(approvalOutcome(services.jobs, plan!.id)).toMatchObject({
      matched: 2,
      approved: 1,
      alreadyApproved: 1,
      failed: 0,
    });
  });

  it('refuses a job that is not an import, a job of another environment, and a selection nobody of which is pending', async () => {
    const jobId = await importNewUsers(services.jobs, 'refuse', 1);
    const approveJob = await services.approvals.planForFilter('test', { jobId }, { enable: false });
    expect(() => services.approvals.jobUsers(approveJob!.id)).toThrow(/is an approve job: it created no users/);
    await expect(services.approvals.pending('production', { jobId })).rejects.toThrow(
      /created its users on the environment "test", not on "production"/,
    );
    const approvedAlready = (await allUsers(sandboxClient(sandbox()))).find((user) => user.approved === 1)!;
    await expect(services.approvals.planForUsers('test', [approvedAlready.user_id], { enable: false })).rejects.toThrow(
      /None of the 1 selected users is pending/,
    );
    expect(
      await services.approvals.planForFilter('test', { tag: 'no-such-tag-anywhere' }, { enable: false }),
    ).toBeNull();
  });
});
