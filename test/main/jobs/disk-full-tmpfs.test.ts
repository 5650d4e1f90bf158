// A full disk for real (issue 25, item 6): the home folder on a 256 KiB tmpfs. Mounting needs
// root (or CAP_SYS_ADMIN); where it cannot be mounted the test says so and is skipped, and
// test/main/jobs/disk-full.test.ts (by injection) still runs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake } from './fake-fixtures';
import { manyPeople, personRow, planRequest } from './job-fixtures';

const mountPoint = mkdtempSync(join(tmpdir(), 'alumni-tmpfs-'));
const mounted = (() => {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', mountPoint], { stdio: 'pipe' });
    return true;
  } catch (error) {
    rmSync(mountPoint, { recursive: true, force: true });
    console.warn(
      `disk-full-tmpfs: skipped, a tmpfs cannot be mounted here (${String((error as Error).message).split('\n')[0]}); disk-full.test.ts covers the same by injection.`,
    );
    return false;
  }
})();

describe.skipIf(!mounted)('a full disk on a real 256 KiB tmpfs', () => {
  let fake: FakeServiceHandle;
  beforeAll(async () => {
    fake = await startFakeService();
  });
  afterAll(async () => {
    await fake.close();
    execFileSync('umount', [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  it('a plan too big for the disk: a clear error naming plan.json, and nothing left filling the disk', async () => {
    const jobs = jobServiceOnFake(fake, mountPoint);
    const rows = manyPeople(3000, 'big').map((p, i) => personRow(i + 2, p));
    await expect(jobs.plan(planRequest(rows, { environment: 'fake' }))).rejects.toThrow(
      /Could not write .*plan\.json: the disk is full\./,
    );
    expect(readdirSync(jobs.store.root)).toEqual([]);
  });

  it('job.json on a disk with no room left: the good one stays whole', async () => {
    const jobs = jobServiceOnFake(fake, mountPoint);
    const plan = await jobs.plan(
      planRequest([personRow(2, { first: 'A', last: 'B', email: 'a@example.org' })], { environment: 'fake' }),
    );
    const file = join(jobs.store.folder(plan.id), 'job.json');
    const before = readFileSync(file, 'utf8');
    const filler = join(mountPoint, 'filler');
    try {
      writeFileSync(filler, Buffer.alloc(512 * 1024));
    } catch {
      // the disk is full now, as wanted
    }
    const job = jobs.store.readJob(plan.id);
    expect(() => jobs.store.writeJob({ ...job, status: 'cancelled', message: 'x'.repeat(8192) })).toThrow(
      /Could not write .*job\.json: the disk is full/,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(jobs.store.folder(plan.id)).sort()).toEqual([
      'job.json',
      'plan-input.json',
      'plan.json',
      'rows.log',
    ]);
    rmSync(filler, { force: true });
  });
});
