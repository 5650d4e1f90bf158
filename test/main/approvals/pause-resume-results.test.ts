import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvalOutcome } from '../../../src-main/services/approvals';
import { useSandbox } from '../../helpers/sandbox';
import { sandboxClient, tempHome } from '../jobs/job-fixtures';
import { importNewUsers, servicesOn, type Services } from './approval-fixtures';

describe('an approve job pauses, resumes and leaves a results file like any job', () => {
  const sandbox = useSandbox({ users: 10 });
  const temp = tempHome();
  let services: Services;
  let importJob: string;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    services = servicesOn(sandbox(), temp.home);
    importJob = await importNewUsers(services.jobs, 'paced', 40);
  }, 60_000);

  it('pausing stops after the requests in flight; resuming approves the rest, each user once', async () => {
    const plan = await services.approvals.planForFilter(
      'test',
      { jobId: importJob },
      { enable: false, rate: 20, concurrency: 2 },
    );
    await services.jobs.start(plan!.id);
    // Pause once a few users are done (the throttle keeps the job from finishing first: ~10 users/s).
    await expect
      .poll(() => approvalOutcome(services.jobs, plan!.id).approved, { timeout: 10_000, interval: 50 })
      .toBeGreaterThanOrEqual(3);
    const paused = await services.jobs.pause(plan!.id);
    expect(paused.status).toBe('paused');
    const half = approvalOutcome(services.jobs, plan!.id);
    expect(half.approved).toBeGreaterThan(0);
    expect(half.remaining).toBeGreaterThan(0);
    expect(half.approved + half.remaining).toBe(40);

    sandbox().resetStats();
    await services.jobs.resume(plan!.id);
    const end = await services.jobs.waitFor(plan!.id);
    expect(end.status).toBe('completed');
    expect(approvalOutcome(services.jobs, plan!.id)).toMatchObject({
      matched: 40,
      approved: 40,
      failed: 0,
      remaining: 0,
    });
    // Only the users left were written after the resume.
    expect(sandbox().stats().requests['PUT /test/api/users/:id 200']).toBe(half.remaining);
    const client = sandboxClient(sandbox());
    const ids = services.approvals.jobUsers(importJob).userIds;
    const approved = await Promise.all(ids.map(async (id) => (await client.getUser(id)).approved));
    expect(approved).toEqual(Array(40).fill(1));

    const files = await services.jobs.writeResults(plan!.id);
    const lines = readFileSync(files.resultsCsv, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'user_id,first_name,last_name,email,year_graduated,createdAt,tags,enabled before,status,user_id (result),message',
    );
    expect(lines).toHaveLength(41);
    // An approval's rows say what was done to them (approved), as the app's counts do.
    expect(lines.slice(1).every((line) => line.includes(',approved,'))).toBe(true);
    expect(lines.some((line) => line.startsWith(`${ids[0]},paced`))).toBe(true);
  });
});
