// The real `alumni-loader import` waits while another import creates users on the same environment:
// it says so in one line (whom it waits for, that it starts by itself) and then creates everyone once.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobStore } from '../../../src-main/services/jobs/store/job-store';
import { acquireLock, thisProcess } from '../../../src-main/services/jobs/locks/run-lock';
import { createLockFile } from '../../../src-main/services/jobs/locks/write-guard';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { cli } from './cli-runner';
import { exactlyOnce } from './fake-fixtures';
import { manyPeople, tempHome } from './job-fixtures';

const OTHER = '20261127-000000-othr';

describe('alumni-loader import while another import creates on the same environment', () => {
  let fake: FakeServiceHandle;
  const temp = tempHome();
  beforeAll(async () => {
    fake = await startFakeService();
    const added = await cli(temp.home, ['env', 'add', 'fake', '--url', fake.baseUrl, '--kind', 'test'], {
      ALUMNI_LOADER_API_KEY: fake.key,
    }).done;
    expect(added.code, added.err).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    temp.remove();
  });

  /** Holds the environment's create lock as job OTHER would, until release() is called. */
  function holdCreateLock() {
    const store = new JobStore(temp.home);
    mkdirSync(store.root, { recursive: true });
    const file = createLockFile(store, { environment: { name: 'fake', kind: 'test', url: fake.baseUrl } });
    return acquireLock(file, 'test', thisProcess(OTHER));
  }

  function csvOf(name: string, count: number) {
    const people = manyPeople(count, name);
    const file = join(temp.home, `${name}.csv`);
    writeFileSync(
      file,
      `First,Last,Email,Enabled\n${people.map((p) => `${p.first},${p.last},${p.email},1`).join('\n')}\n`,
    );
    return { file, emails: people.map((p) => p.email) };
  }

  it(
    'prints one line naming the job it waits for, then starts by itself and creates everyone once',
    {
      timeout: 120_000,
    },
    async () => {
      const { file, emails } = csvOf('waiter', 4);
      const lock = holdCreateLock();
      const run = cli(temp.home, ['import', file, '--env', 'fake', '--yes', '--rate', '0'], {
        ALUMNI_LOADER_API_KEY: fake.key,
      });
      let err = '';
      run.child.stderr!.on('data', (chunk) => (err += chunk));
      try {
        await expect.poll(() => err, { timeout: 60_000 }).toContain(`Waiting for job ${OTHER}`);
        // Still waiting a moment later: nothing sent, and the line is not repeated.
        await new Promise((r) => setTimeout(r, 700));
        expect(fake.counts.posts).toBe(0);
      } finally {
        lock.release();
      }
      const end = await run.done;
      expect(end.code, end.err).toBe(0);
      const lines = end.err.split('\n').filter((line) => line.includes('Waiting for'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        new RegExp(
          `^Waiting for job ${OTHER}, which has been creating users on fake since \\d\\d:\\d\\d:\\d\\d ` +
            `\\(process \\d+ on this computer\\)\\. This job starts by itself when that one ends, and gives up at ` +
            `\\d\\d:\\d\\d:\\d\\d\\. Ctrl-C stops the wait with nothing sent; start it later with: ` +
            `alumni-loader jobs resume \\d{8}-\\d{6}-\\w+$`,
        ),
      );
      expect(exactlyOnce(fake, emails)).toEqual({ twice: [], missing: [] });
      expect(end.out).toMatch(/4 created/);
    },
  );

  it(
    '--json: stdout holds only the final JSON; the wait is one JSON event on stderr',
    { timeout: 120_000 },
    async () => {
      const { file, emails } = csvOf('jsonwaiter', 3);
      const posts = fake.counts.posts;
      const lock = holdCreateLock();
      const run = cli(temp.home, ['import', file, '--env', 'fake', '--yes', '--json', '--rate', '0'], {
        ALUMNI_LOADER_API_KEY: fake.key,
      });
      let err = '';
      run.child.stderr!.on('data', (chunk) => (err += chunk));
      try {
        await expect.poll(() => err, { timeout: 60_000 }).toContain('"event":"waitingForJob"');
        expect(fake.counts.posts).toBe(posts);
      } finally {
        lock.release();
      }
      const end = await run.done;
      expect(end.code, end.err).toBe(0);
      const out = end.out.trim().split('\n');
      expect(out).toHaveLength(1);
      expect(JSON.parse(out[0]!)).toMatchObject({ status: 'completed', created: 3 });
      const event = JSON.parse(end.err.split('\n').find((line) => line.includes('waitingForJob'))!) as unknown;
      expect(event).toMatchObject({
        event: 'waitingForJob',
        jobId: JSON.parse(out[0]!).jobId,
        environment: 'fake',
        waitingFor: OTHER,
        holder: expect.stringMatching(/^process \d+ on this computer$/),
      });
      expect(exactlyOnce(fake, emails)).toEqual({ twice: [], missing: [] });
    },
  );
});
