// The built-in sandbox is one process per home: the app and two CLI processes use it at once,
// every user any of them creates is there afterwards, and the data file has one writer.
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { createAppContext } from '../../../src-main/services/context';
import {
  runningSandboxOf,
  sandboxDataFile,
  sandboxLockFile,
} from '../../../src-main/services/environments/built-in-sandbox';
import { startSandbox } from '../../../src-main/sandbox';
import { lockHolder, tryAcquireLock } from '../../../src-main/sandbox/process-lock';
import { cli } from '../jobs/cli-runner';
import { manyPeople, personRow, planRequest, tempHome } from '../jobs/job-fixtures';

const temp = tempHome();
afterAll(() => temp.remove());

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function csvOf(prefix: string, count: number): string {
  const file = join(temp.home, `${prefix}.csv`);
  const lines = manyPeople(count, prefix).map((p) => `${p.first},${p.last},${p.email},1`);
  writeFileSync(file, ['First Name,Last Name,Email,Enabled', ...lines].join('\n'));
  return file;
}

describe('the lock that names its process', () => {
  it('is refused while its process lives, and taken over once it is gone or its pid was reused', () => {
    const path = join(temp.home, 'some.lock');
    const first = tryAcquireLock(path, { url: 'http://127.0.0.1:1' });
    expect(first.acquired).toBe(true);
    const second = tryAcquireLock(path);
    expect(second).toMatchObject({
      acquired: false,
      holder: { pid: process.pid, info: { url: 'http://127.0.0.1:1' } },
    });
    if (first.acquired) first.lock.release();

    // A process that has ended.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path, JSON.stringify({ pid: Number(gone.stdout), startedAt: null, token: 'old', info: {} }));
    const afterDeath = tryAcquireLock(path);
    expect(afterDeath.acquired).toBe(true);
    if (afterDeath.acquired) afterDeath.lock.release();

    // Our own pid, but recorded with another start time: the pid was given to a new process.
    writeFileSync(path, JSON.stringify({ pid: process.pid, startedAt: '1', token: 'old', info: {} }));
    const afterReuse = tryAcquireLock(path);
    expect(afterReuse.acquired).toBe(process.platform === 'linux');
    if (afterReuse.acquired) afterReuse.lock.release();
  });
});

describe('the data file has one writer', () => {
  it('refuses a second sandbox on the same data file, and leaves the file as it was', async () => {
    const dataFile = join(temp.home, 'two-writers', 'data.json');
    const first = await startSandbox({ dataFile, users: 5, campaigns: 1, donations: 1 });
    try {
      const before = sha(dataFile);
      const refused = await startSandbox({ dataFile, users: 9 }).then(
        () => undefined,
        (error: unknown) => error as Error & { code?: string; details?: string[] },
      );
      expect(refused?.code).toBe('conflict');
      expect(refused?.message).toContain(`already used by another sandbox (process ${process.pid} at ${first.url})`);
      expect(refused?.details?.join(' ')).toContain('the file was not touched');
      expect(sha(dataFile)).toBe(before);
    } finally {
      await first.close();
    }
    // Once the first one is stopped, the file is free again.
    const again = await startSandbox({ dataFile });
    expect(again.stats().users.test).toBe(5);
    await again.close();
  });
});

describe('the app and two CLI processes on one home', () => {
  it('share one sandbox: every user created by any of them is there, and its one writer saved them all', async () => {
    const home = join(temp.home, 'shared');
    // Every process races to start the sandbox at the same moment.
    const app = await createAppContext({ home, door: 'browser', env: {}, log: () => {} });
    const commands = ['cli-one', 'cli-two'].map((prefix) =>
      cli(home, ['import', csvOf(prefix, 25), '--env', 'sandbox', '--yes', '--json']),
    );
    const jobs = app.jobs;
    const appRows = manyPeople(25, 'app').map((person, i) => personRow(i + 2, person));
    const planned = await jobs.plan(planRequest(appRows, { environment: 'sandbox' }));
    await jobs.start(planned.id);
    const appEnd = await jobs.waitFor(planned.id);
    const runs = await Promise.all(commands.map((run) => run.done));
    for (const run of runs) {
      expect(run.code, run.err).toBe(0);
      expect(JSON.parse(run.out)).toMatchObject({ created: 25, failed: 0 });
    }
    expect(appEnd.counts).toMatchObject({ created: 25, failed: 0 });

    const running = runningSandboxOf(home);
    expect(running, 'a process still runs the sandbox while the app uses it').toBeDefined();
    const owner = lockHolder(sandboxLockFile(home))!.pid;
    expect(
      lockHolder(`${sandboxDataFile(home)}.lock`)?.pid,
      'the data file is written by the process that runs the sandbox',
    ).toBe(owner);
    const client = createApiClient({ baseUrl: running!.test.baseUrl, apiKey: running!.test.key, timeoutMs: 5000 });
    for (const prefix of ['app', 'cli-one', 'cli-two']) {
      for (let i = 0; i < 25; i++)
        expect(await client.listUsers({ email: `${prefix}.${i}@example.org` }), `${prefix}.${i}`).toHaveLength(1);
    }
    await app.close();

    // Whoever ran it saved everyone's users: no second writer put its own, older state back.
    const saved = readFileSync(sandboxDataFile(home), 'utf8');
    for (const prefix of ['app', 'cli-one', 'cli-two']) {
      for (let i = 0; i < 25; i++) expect(saved).toContain(`"${prefix}.${i}@example.org"`);
    }
    expect(runningSandboxOf(home)).toBeUndefined();
  }, 180_000);

  it('when the process running it ends, one still using it takes over on the same port, and its job goes on', async () => {
    const home = join(temp.home, 'handover');
    const probe = createServer().listen(0, '127.0.0.1');
    await once(probe, 'listening');
    const port = String((probe.address() as { port: number }).port);
    await new Promise((resolve) => probe.close(resolve));
    const env = { ALUMNI_LOADER_SANDBOX_PORT: port };
    // A command starts the sandbox and sends slowly; the app then uses that command's sandbox.
    const command = cli(
      home,
      ['import', csvOf('first', 20), '--env', 'sandbox', '--rate', '4', '--yes', '--json'],
      env,
    );
    await expect
      .poll(() => lockHolder(sandboxLockFile(home))?.info.url, { timeout: 60_000 })
      .toBe(`http://127.0.0.1:${port}`);
    const app = await createAppContext({ home, door: 'browser', env, log: () => {} });
    try {
      const jobs = app.jobs;
      const rows = manyPeople(40, 'second').map((person, i) => personRow(i + 2, person));
      // 40 rows at 2 a second outlast the command's 20 at 4 a second, even when the command starts slowly.
      const planned = await jobs.plan(planRequest(rows, { environment: 'sandbox', rate: 2 }));
      await jobs.start(planned.id);
      const first = await command.done;
      expect(first.code, first.err).toBe(0);
      expect(JSON.parse(first.out)).toMatchObject({ created: 20, failed: 0 });
      expect(jobs.isRunningHere(planned.id), "the app's job still runs when the command ends").toBe(true);
      const second = await jobs.waitFor(planned.id);
      expect(second.counts).toMatchObject({ created: 40, failed: 0, remaining: 0 });
      expect(second.status).toBe('completed');
      expect(lockHolder(sandboxLockFile(home))?.pid, 'the app took the sandbox over').toBe(process.pid);
      const { client } = await app.environments.open('sandbox');
      for (const prefix of ['first', 'second']) {
        const count = prefix === 'first' ? 20 : 40;
        for (let i = 0; i < count; i++)
          expect(await client.listUsers({ email: `${prefix}.${i}@example.org` }), `${prefix}.${i}`).toHaveLength(1);
      }
    } finally {
      await app.close();
    }
  }, 180_000);

  it('a new process takes the sandbox over from one that has ended, with the data kept', async () => {
    const home = join(temp.home, 'shared');
    const run = await cli(home, ['import', csvOf('later', 3), '--env', 'sandbox', '--yes', '--json']).done;
    expect(run.code, run.err).toBe(0);
    const status = await cli(home, ['sandbox', '--status', '--json']).done;
    expect(JSON.parse(status.out)).toMatchObject({ running: false, url: null });
    const app = await createAppContext({ home, door: 'browser', env: {}, log: () => {} });
    try {
      const { client } = await app.environments.open('sandbox');
      expect(await client.listUsers({ email: 'app.0@example.org' })).toHaveLength(1);
      expect(await client.listUsers({ email: 'later.2@example.org' })).toHaveLength(1);
      const shown = await cli(home, ['sandbox', '--status']).done;
      expect(shown.out).toContain(`is running at ${runningSandboxOf(home)!.url} (process ${process.pid})`);
      expect(shown.out).toMatch(
        /sandbox-production +http:\/\/127\.0\.0\.1:\d+\/production {2}\(its key is known to the tool\)/,
      );
      expect(shown.out).not.toContain('sandbox-production-key');
    } finally {
      await app.close();
    }
  }, 120_000);
});
