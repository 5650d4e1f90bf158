// Starting a job reads its job.json and plan.json once each: what was read is passed along
// (status, guards, locks, the run, the summary answered), not read again.
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { JobService } from '../../../src-main/services/jobs';
import { problem } from '../../../src-shared/problems/problem';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, personRow, planRequest, tempHome } from './job-fixtures';

/** How often `start` read the job's job.json and plan.json. */
async function readsOfStart(service: JobService, id: string): Promise<{ job: number; plan: number }> {
  const readJob = vi.spyOn(service.store, 'readJob');
  const readPlan = vi.spyOn(service.store, 'readPlan');
  try {
    await service.start(id);
    const ofThisJob = (calls: unknown[][]) => calls.filter(([asked]) => asked === id).length;
    return { job: ofThisJob(readJob.mock.calls), plan: ofThisJob(readPlan.mock.calls) };
  } finally {
    readJob.mockRestore();
    readPlan.mockRestore();
  }
}

describe('starting a job', () => {
  const sandbox = useSandbox({ users: 2 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('reads job.json and plan.json once each, and still runs the job', { timeout: 60_000 }, async () => {
    const service = jobServiceOn(sandbox(), temp.home);
    const rows = [
      personRow(2, { first: 'Ada', last: 'Once', email: 'ada.once@example.org' }),
      personRow(3, { first: 'Bo', last: 'Once', email: 'bo.once@example.org' }),
    ];
    const planned = await service.plan(planRequest(rows, { rate: 0 }));
    expect(planned.counts).toMatchObject({ create: 2 });

    expect(await readsOfStart(service, planned.id)).toEqual({ job: 1, plan: 1 });
    const done = await service.waitFor(planned.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toMatchObject({ created: 2 });
  });

  it(
    'reads them once each when a completed job with nothing to send is started again',
    { timeout: 60_000 },
    async () => {
      const service = jobServiceOn(sandbox(), temp.home);
      const invalid = {
        ...personRow(2, { first: 'Cy', last: 'Bad', email: 'bad' }),
        problems: [{ ...problem('email.not-an-address'), row: 2, column: 'Email', field: 'email', value: 'bad' }],
      };
      const planned = await service.plan(planRequest([invalid], { rate: 0 }));
      await service.start(planned.id);
      expect((await service.waitFor(planned.id)).status).toBe('completed');

      expect(await readsOfStart(service, planned.id)).toEqual({ job: 1, plan: 1 });
      const again = service.summary(planned.id);
      expect(again.status).toBe('completed');
      expect(again.counts).toMatchObject({ invalid: 1 });
    },
  );
});
