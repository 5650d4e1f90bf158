import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { JobService } from '../../../src-main/services/jobs';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import { jobCounts } from '../../../src-main/services/jobs/store/summary-file';
import { noCounts } from '../../../src-shared/jobs/counts';
import { jobFile, plannedCreate, tempHome } from './job-fixtures';

function makeJob(store: JobStore, id: string, rows: number): void {
  store.create(jobFile(id, 'completed'), { rows: Array.from({ length: rows }, (_, i) => plannedCreate(i)) });
}

const created = (i: number) =>
  JSON.stringify({ e: 'done', i, at: '2026-01-01T00:00:01.000Z', outcome: 'created', userId: 100 + i });

describe('job counts kept beside the journal', () => {
  const temp = tempHome();
  afterAll(() => temp.remove());
  const store = new JobStore(temp.home);

  it('replays once, then answers from counts.json until rows.log moves', () => {
    const id = '20260101-000000-aaaa';
    makeJob(store, id, 3);
    const log = store.openLog(id);
    log.append(JSON.parse(created(0)));
    const count = vi.fn(() => ({
      total: 3,
      create: 3,
      update: 0,
      unchanged: 0,
      conflict: 0,
      held: 0,
      skipped: 0,
      invalid: 0,
      excluded: 0,
      created: 1,
      updated: 0,
      failed: 0,
      remaining: 2,
    }));
    expect(jobCounts(store, id, count).created).toBe(1);
    expect(jobCounts(store, id, count).created).toBe(1);
    expect(count).toHaveBeenCalledTimes(1);
    log.append(JSON.parse(created(1)));
    log.close();
    jobCounts(store, id, count);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('counts again when counts.json is spoiled, and never fails for it', () => {
    const id = '20260101-000000-bbbb';
    makeJob(store, id, 2);
    const count = vi.fn(() => ({ ...noCounts(), total: 2, create: 2, remaining: 2 }));
    jobCounts(store, id, count);
    writeFileSync(
      join(store.folder(id), 'counts.json'),
      '{"version":1,"logSize":-1,"logTime":-1,"counts":{"total":"many"}}',
    );
    expect(jobCounts(store, id, count).total).toBe(2);
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('JobService.list gives the replayed counts without reading plans again', () => {
    const home = tempHome();
    try {
      const listing = new JobStore(home.home);
      makeJob(listing, '20260102-000000-cccc', 4);
      writeFileSync(listing.logPath('20260102-000000-cccc'), `${created(0)}\n${created(2)}\n`);
      const service = new JobService({
        home: home.home,
        environments: {
          open: async () => {
            throw new Error('not used');
          },
        } as never,
      });
      const readPlan = vi.spyOn(service.store, 'readPlan');
      expect(service.list()[0]!.counts).toMatchObject({ total: 4, created: 2, remaining: 2 });
      expect(service.list()[0]!.counts).toMatchObject({ total: 4, created: 2, remaining: 2 });
      expect(readPlan).toHaveBeenCalledTimes(1);
    } finally {
      home.remove();
    }
  });
});
