// A full disk (issue 25, item 6), by injection so it runs everywhere: the file system takes part
// of a write and then refuses with ENOSPC, as a nearly full disk does. test/main/jobs/
// disk-full-tmpfs.test.ts does the same on a real, small tmpfs where one can be mounted.
import type * as fs from 'node:fs';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { exactlyOnce, jobServiceOnFake } from './fake-fixtures';
import { manyPeople, personRow, planRequest, tempHome } from './job-fixtures';

const disk = vi.hoisted(() => ({
  full: (_path: string): boolean => false,
  paths: new Map<number, string>(),
  short: new Set<number>(),
}));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const openSync = ((path: string, ...rest: unknown[]) => {
    const fd = (real.openSync as (...args: unknown[]) => number)(path, ...rest);
    disk.paths.set(fd, String(path));
    disk.short.delete(fd);
    return fd;
  }) as typeof real.openSync;
  const writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    const path = disk.paths.get(fd) ?? '';
    if (disk.full(path)) {
      const bytes = typeof data === 'string' ? Buffer.from(data) : (data as Buffer);
      const offset = typeof rest[0] === 'number' ? rest[0] : 0;
      const length = typeof rest[1] === 'number' ? rest[1] : bytes.length - offset;
      // A nearly full disk takes a few bytes, then none.
      if (length > 4 && !disk.short.has(fd)) {
        disk.short.add(fd);
        return real.writeSync(fd, bytes, offset, 4);
      }
      throw Object.assign(new Error(`ENOSPC: no space left on device, write`), { code: 'ENOSPC' });
    }
    return (real.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof real.writeSync;
  return { ...real, default: { ...real, openSync, writeSync }, openSync, writeSync };
});

let fake: FakeServiceHandle;
let temp: ReturnType<typeof tempHome>;
beforeEach(async () => {
  fake = await startFakeService();
  temp = tempHome();
  disk.full = () => false;
});
afterEach(async () => {
  disk.full = () => false;
  await fake.close();
  temp.remove();
});

describe('a full disk', () => {
  it('while planning: says which file and what to do, and leaves no half job behind', async () => {
    const jobs = jobServiceOnFake(fake, temp.home);
    disk.full = (path) => path.includes('plan.json');
    const planning = jobs.plan(
      planRequest(
        manyPeople(5, 'full').map((p, i) => personRow(i + 2, p)),
        { environment: 'fake' },
      ),
    );
    await expect(planning).rejects.toThrow(
      /Could not write .*plan\.json: the disk is full\. Nothing was sent; the job was not kept\./,
    );
    await planning.catch((error: { details?: string[] }) =>
      expect(error.details?.join(' ')).toMatch(/Free some space on the disk holding .*, then plan the import again/),
    );
    expect(existsSync(jobs.store.root) ? readdirSync(jobs.store.root) : []).toEqual([]);
  });

  it('replacing job.json: the good one stays, whole, and no temporary file is left', async () => {
    const jobs = jobServiceOnFake(fake, temp.home);
    const plan = await jobs.plan(
      planRequest([personRow(2, { first: 'A', last: 'B', email: 'a@example.org' })], { environment: 'fake' }),
    );
    const before = readFileSync(`${jobs.store.folder(plan.id)}/job.json`, 'utf8');
    disk.full = (path) => path.includes('job.json');
    expect(() => jobs.store.writeJob({ ...jobs.store.readJob(plan.id), status: 'cancelled' })).toThrow(
      /Could not write .*job\.json.*the disk is full/,
    );
    expect(readFileSync(`${jobs.store.folder(plan.id)}/job.json`, 'utf8')).toBe(before);
    expect(readdirSync(jobs.store.folder(plan.id)).sort()).toEqual([
      'job.json',
      'plan-input.json',
      'plan.json',
      'rows.log',
    ]);
  });

  it('in the middle of a run: the job stops naming rows.log, and once space is freed the resume sends each row once', async () => {
    const people = manyPeople(12, 'mid');
    const jobs = jobServiceOnFake(fake, temp.home);
    const plan = await jobs.plan(
      planRequest(
        people.map((p, i) => personRow(i + 2, p)),
        { environment: 'fake', rate: 0, concurrency: 1 },
      ),
    );
    let lines = 0;
    disk.full = (path) => path.endsWith('rows.log') && ++lines > 9;
    await jobs.start(plan.id);
    const stopped = await jobs.waitFor(plan.id);
    expect(stopped.status).toBe('paused');
    expect(stopped.message).toMatch(/Could not write .*rows\.log: the disk is full/);
    expect(stopped.counts.remaining).toBeGreaterThan(0);
    disk.full = () => false;
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(end.counts).toMatchObject({ created: 12, failed: 0, remaining: 0 });
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
  });
});
