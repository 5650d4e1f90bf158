// A full disk seen from the command line (issue 34, item 8): the journal fills the disk mid-run and
// the results files cannot be written either. The person reads words they can act on (which file,
// that the disk is full, where the job stands, how to finish it), never "Unexpected error:
// ENOSPC"; the job pauses; no partial results.csv is left; once space is freed, a resume finishes
// every row exactly once. The disk is full by injection, as in disk-full.test.ts.
import type * as fs from 'node:fs';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runCli } from '../../../src-main/cli/program';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { exactlyOnce } from './fake-fixtures';
import { manyPeople, tempHome } from './job-fixtures';

const disk = vi.hoisted(() => ({
  full: (_path: string): boolean => false,
  paths: new Map<number, string>(),
}));

vi.mock('node:fs', async (importOriginal) => {
  const real = await importOriginal<typeof fs>();
  const openSync = ((path: string, ...rest: unknown[]) => {
    const fd = (real.openSync as (...args: unknown[]) => number)(path, ...rest);
    disk.paths.set(fd, String(path));
    return fd;
  }) as typeof real.openSync;
  const writeSync = ((fd: number, data: unknown, ...rest: unknown[]) => {
    if (disk.full(disk.paths.get(fd) ?? '')) {
      // A nearly full disk takes a few bytes of the first write, then none.
      const bytes = typeof data === 'string' ? Buffer.from(data) : (data as Buffer);
      const offset = typeof rest[0] === 'number' ? rest[0] : 0;
      if (bytes.length - offset > 4 && disk.paths.get(-fd) === undefined) {
        disk.paths.set(-fd, 'short');
        return real.writeSync(fd, bytes, offset, 4);
      }
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    }
    return (real.writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
  }) as typeof real.writeSync;
  return { ...real, default: { ...real, openSync, writeSync }, openSync, writeSync };
});

let fake: FakeServiceHandle;
let temp: ReturnType<typeof tempHome>;
const keyBefore = process.env.ALUMNI_LOADER_API_KEY;
const graceBefore = process.env.ALUMNI_LOADER_SETTLE_GRACE_SECONDS;
beforeEach(async () => {
  fake = await startFakeService();
  temp = tempHome();
  disk.full = () => false;
  process.env.ALUMNI_LOADER_API_KEY = fake.key;
  // A row whose intent line is on the disk when the journal fills may never have been sent (its
  // "unsent" line could not be written either): the resume finds it absent and waits the grace
  // period before sending it. One second here, as in the other command-line tests.
  process.env.ALUMNI_LOADER_SETTLE_GRACE_SECONDS = '1';
});
afterEach(async () => {
  disk.full = () => false;
  if (keyBefore === undefined) delete process.env.ALUMNI_LOADER_API_KEY;
  else process.env.ALUMNI_LOADER_API_KEY = keyBefore;
  if (graceBefore === undefined) delete process.env.ALUMNI_LOADER_SETTLE_GRACE_SECONDS;
  else process.env.ALUMNI_LOADER_SETTLE_GRACE_SECONDS = graceBefore;
  await fake.close();
  temp.remove();
});

async function cli(args: string[]) {
  let out = '';
  let err = '';
  const code = await runCli(['--home', temp.home, ...args], {
    out: (text) => (out += text),
    err: (text) => (err += text),
    isTTY: false,
  });
  process.exitCode = undefined;
  return { code, out, err };
}

describe('a full disk from the command line', () => {
  it('says what to do, pauses the job, leaves no partial results.csv, and a resume finishes', async () => {
    const added = await cli(['env', 'add', 'fake', '--url', fake.baseUrl, '--kind', 'test']);
    expect(added.code, added.err).toBe(0);
    const people = manyPeople(12, 'disk');
    const file = join(temp.home, 'people.csv');
    writeFileSync(
      file,
      ['First Name,Last Name,Email,Enabled', ...people.map((p) => `${p.first},${p.last},${p.email},1`)].join('\n'),
    );
    let lines = 0;
    disk.full = (path) => (path.endsWith('rows.log') && ++lines > 9) || /results\.(csv|xlsx)/.test(path);
    const run = await cli(['import', file, '--env', 'fake', '--yes', '--rate', '0', '--concurrency', '1']);
    expect(run.code).toBe(2);
    expect(run.err).not.toMatch(/Unexpected error|ENOSPC|no space left/);
    expect(run.err).toMatch(/^Error: Could not write \S+results\.csv: the disk is full\.\n/m);
    expect(run.err).toMatch(/Free some space on the disk holding \S+, then ask for the results again/);
    const id = /Job (\S+) paused/.exec(run.err)?.[1];
    expect(id, run.err).toBeDefined();
    expect(run.err).toContain('rows.log: the disk is full');
    expect(run.err).toContain(`Once that is fixed, finish it with: alumni-loader jobs resume ${id}`);
    const folder = join(temp.home, 'jobs', id!);
    expect(readdirSync(folder).filter((name) => /results|\.tmp$/.test(name))).toEqual([]);

    // With --json: one object on stdout, the same words.
    const again = await cli(['jobs', 'resume', id!, '--yes', '--json']);
    expect(again.code).toBe(2);
    const printed = again.out.trim().split('\n');
    expect(printed).toHaveLength(1);
    expect(JSON.parse(printed[0]!)).toMatchObject({
      error: { code: 'internal', message: expect.stringMatching(/results\.csv: the disk is full\.$/) },
    });
    expect(readdirSync(folder).filter((name) => /results|\.tmp$/.test(name))).toEqual([]);

    disk.full = () => false;
    const resumed = await cli(['jobs', 'resume', id!, '--yes']);
    expect(resumed.code, resumed.err).toBe(0);
    expect(existsSync(join(folder, 'results.csv'))).toBe(true);
    expect(readFileSync(join(folder, 'results.csv'), 'utf8').trim().split('\n')).toHaveLength(13);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
  }, 60_000);
});
