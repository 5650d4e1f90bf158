// A home folder on a file system without hard links (FAT on a USB stick): the lock is still taken, whole, and held.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as fs from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

vi.mock('node:fs', async (original) => ({
  ...(await original<typeof fs>()),
  linkSync: () => {
    throw Object.assign(new Error('operation not permitted, link'), { code: 'EPERM' });
  },
}));

const { acquireLock, thisProcess } = await import('../../../src-main/services/jobs/locks/run-lock');

describe('acquireLock where hard links are refused', () => {
  const folder = mkdtempSync(join(tmpdir(), 'alumni-lock-nolink-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('creates the lock file in place with its holder, refuses a second holder, and leaves no temporary file', () => {
    const file = join(folder, 'env.lock');
    const lock = acquireLock(file, 'The environment', thisProcess('job-a'));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, jobId: 'job-a' });
    expect(() => acquireLock(file, 'The environment', thisProcess('job-b'))).toThrow(/is held by/);
    lock.release();
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });
});
