// A job waiting to create users while another import creates on the same environment says for
// which job it waits and since when, and a cancel stops the wait at once with nothing sent.
import { describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../src-shared/bridge/jobs';
import { createLockFile } from '../../../src-main/services/jobs/locks/write-guard';
import { acquireLock, thisProcess } from '../../../src-main/services/jobs/locks/run-lock';
import { jobServiceOnFake, useFakeAndHome } from './fake-fixtures';
import { manyPeople, personRow, planRequest } from './job-fixtures';

describe('waiting for another import that creates on the same environment', () => {
  const setup = useFakeAndHome();

  it('tells which job it waits for, and since when; a cancel ends the wait with nothing sent', async () => {
    const { fake, home } = setup();
    const progress: JobProgress[] = [];
    const jobs = jobServiceOnFake(fake, home, progress);
    const rows = manyPeople(3, 'waiting').map((p, i) => personRow(i + 2, p));
    const plan = await jobs.plan(planRequest(rows, { environment: 'fake', rate: 0 }));
    // Another import (the job "20261127-000000-othr") creates users on the same environment.
    const other = acquireLock(createLockFile(jobs.store, { environment: plan.environment }), 'test', {
      ...thisProcess('20261127-000000-othr'),
      since: '2026-11-27T00:00:00.000Z',
    });
    try {
      const started = jobs.start(plan.id);
      await expect.poll(() => progress.find((p) => p.waitingForJob)).toBeTruthy();
      const told = progress.find((p) => p.waitingForJob)!;
      expect(told).toMatchObject({
        jobId: plan.id,
        status: 'planned',
        done: 0,
        waitingForJob: { jobId: '20261127-000000-othr', since: '2026-11-27T00:00:00.000Z' },
      });
      expect(told.waitingForJob!.holder).toMatch(/^process \d+ on this computer$/);
      expect(Date.parse(told.waitingForJob!.until)).toBeGreaterThan(Date.now());

      await jobs.cancel(plan.id);
      await expect(started).rejects.toThrow(/was cancelled while it waited for the other import; nothing was sent/);
      expect(jobs.summary(plan.id).status).toBe('cancelled');
      expect(fake.counts.posts).toBe(0);
    } finally {
      other.release();
    }
  });

  it('starts by itself once the other import ends', async () => {
    const { fake, home } = setup();
    const progress: JobProgress[] = [];
    const jobs = jobServiceOnFake(fake, home, progress);
    const rows = manyPeople(2, 'after').map((p, i) => personRow(i + 2, p));
    const plan = await jobs.plan(planRequest(rows, { environment: 'fake', rate: 0 }));
    const other = acquireLock(createLockFile(jobs.store, { environment: plan.environment }), 'test', {
      ...thisProcess('20261127-000000-othr'),
    });
    const started = jobs.start(plan.id);
    await expect.poll(() => progress.some((p) => p.waitingForJob)).toBe(true);
    other.release();
    await started;
    const end = await jobs.waitFor(plan.id);
    expect(end.counts.created).toBe(2);
  });
});
