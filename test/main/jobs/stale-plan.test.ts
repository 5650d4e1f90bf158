// When a plan's creates are looked up again before any is sent (write-guard.ts, staleBecause): another job on the
// same service that wrote after the plan was made, or one still marked running. The second case is the race of two
// imports at once: the first job lets the create lock go before it saves its last status, so the second can take
// the lock while the first still reads "running" with an updatedAt older than the second plan.
import { afterAll, describe, expect, it } from 'vitest';
import { staleBecause } from '../../../src-main/services/jobs/locks/write-guard';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, manyPeople, personRow, planRequest, tempHome } from './job-fixtures';

describe('staleBecause', () => {
  const sandbox = useSandbox({ users: 0 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('says a plan is out of date while another job on the service is still marked running or pausing', async () => {
    const jobs = jobServiceOn(sandbox(), temp.home);
    const rows = (tag: string) => manyPeople(3, tag).map((p, i) => personRow(i + 2, p));
    const first = await jobs.plan(planRequest(rows('first'), { rate: 0 }));
    const second = await jobs.plan(planRequest(rows('second'), { rate: 0 }));
    const older = jobs.store.readJob(first.id);
    const plan = jobs.store.readJob(second.id);
    const before = new Date(Date.parse(plan.createdAt) - 60_000).toISOString();

    expect(staleBecause(jobs.store, plan)).toBeNull();
    for (const status of ['running', 'pausing'] as const) {
      jobs.store.writeJob({ ...older, status, updatedAt: before });
      expect(staleBecause(jobs.store, plan)).toBe(`job ${first.id} was still writing to test`);
    }
    // Stopped before this plan was made: whatever it wrote, the plan saw.
    jobs.store.writeJob({ ...older, status: 'paused', updatedAt: before });
    expect(staleBecause(jobs.store, plan)).toBeNull();
    // Stopped after it: it may have written since.
    jobs.store.writeJob({ ...older, status: 'completed', updatedAt: new Date().toISOString() });
    expect(staleBecause(jobs.store, plan)).toBe(`job ${first.id} wrote to test after this plan was made`);
  });
});
