// A job's files after a crash, a full disk or a person's mistake (issue 25, items 3-5 and 10):
// a torn last journal line, a deleted journal, a damaged job among ten, a stale run lock.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseRowLog } from '../../../src-main/services/jobs/store/journal';
import { acquireRunLock, processStartOf } from '../../../src-main/services/jobs/locks/run-lock';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { exactlyOnce, jobServiceOnFake } from './fake-fixtures';
import { manyPeople, personRow, planRequest, tempHome } from './job-fixtures';

let fake: FakeServiceHandle;
let temp: ReturnType<typeof tempHome>;
beforeEach(async () => {
  fake = await startFakeService();
  temp = tempHome();
});
afterEach(async () => {
  await fake.close();
  temp.remove();
});

/** A job that ran half its rows and was then "killed" (status left running with a dead pid). */
async function halfDoneJob(rows = 10) {
  const people = manyPeople(rows, 'half');
  const jobs = jobServiceOnFake(fake, temp.home);
  const plan = await jobs.plan(
    planRequest(
      people.map((p, i) => personRow(i + 2, p)),
      { environment: 'fake', rate: 0, concurrency: 1 },
    ),
  );
  const full = await jobs.start(plan.id);
  await jobs.waitFor(full.id);
  // Keep the first half of the journal, as if the process had died there.
  const log = jobs.store.logPath(plan.id);
  const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
  const half = lines.slice(0, rows); // "sent" + "done" for rows 0..4
  writeFileSync(log, `${half.join('\n')}\n`);
  const job = jobs.store.readJob(plan.id);
  jobs.store.writeJob({ ...job, status: 'running', runner: { pid: 2 ** 22 + 7, startedAt: job.createdAt } });
  // The service holds only the first half.
  fake.users.splice(rows / 2);
  return { jobs, id: plan.id, people, log };
}

describe('a torn last journal line', () => {
  it('is ended cleanly before the resume appends, so the job stays readable and no row is sent twice', async () => {
    const { jobs, id, people, log } = await halfDoneJob();
    appendFileSync(log, '{"e":"sent","i":5,"at":"2026-'); // the kill came inside a write
    expect(jobs.summary(id).status).toBe('interrupted');
    await jobs.start(id);
    const end = await jobs.waitFor(id);
    expect(end.counts).toMatchObject({ created: 10, failed: 0, remaining: 0 });
    expect(() => parseRowLog(readFileSync(log, 'utf8'))).not.toThrow();
    expect(readFileSync(log, 'utf8')).not.toContain('"at":"2026-{');
    expect(jobs.list().map((job) => job.status)).toEqual(['completed']);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
  });

  it('a whole last event without its newline is kept, and a line glued by an older version is read', () => {
    const sent = '{"e":"sent","i":0,"at":"t","op":"create"}';
    const done = '{"e":"done","i":0,"at":"t","outcome":"created","userId":9}';
    expect(parseRowLog(`${sent}\n{"e":"sent","i":1,"at${done}\n`)).toHaveLength(2);
    expect(() => parseRowLog(`${sent}\nnot json at all\n${done}\n`)).toThrow(/unreadable line 2/);
  });
});

describe('a deleted journal', () => {
  it('refuses to resume, saying why and what to do, and sends nothing', async () => {
    const { jobs, id, log } = await halfDoneJob();
    rmSync(log);
    const posts = fake.counts.posts;
    await expect(jobs.start(id)).rejects.toThrow(/Nothing was sent: the journal .*rows\.log of job .* is missing/);
    expect(fake.counts.posts).toBe(posts);
    const [listed] = jobs.list();
    expect(listed!.status).toBe('damaged');
    expect(listed!.damage!.fix).toMatch(/import the file again/);
  });
});

describe('one damaged job among ten', () => {
  for (const [what, damage] of [
    ['a missing plan file', (folder: string) => rmSync(join(folder, 'plan.json'))],
    [
      'a job file with a wrong id',
      (folder: string) =>
        writeFileSync(
          join(folder, 'job.json'),
          readFileSync(join(folder, 'job.json'), 'utf8').replace(/"id": "[^"]+"/, '"id": "20200101-000000-zzzz"'),
        ),
    ],
    [
      'an unreadable journal line',
      (folder: string) =>
        writeFileSync(join(folder, 'rows.log'), 'garbage\n{"e":"sent","i":0,"at":"t","op":"create"}\n'),
    ],
    ['a missing job file', (folder: string) => rmSync(join(folder, 'job.json'))],
  ] as const) {
    it(`${what}: the other nine are listed, the damaged one says what is wrong and what to do`, async () => {
      const jobs = jobServiceOnFake(fake, temp.home);
      const ids: string[] = [];
      for (let n = 0; n < 10; n++)
        ids.push(
          (
            await jobs.plan(
              planRequest([personRow(2, { first: 'A', last: 'B', email: `p${n}@example.org` })], {
                environment: 'fake',
              }),
            )
          ).id,
        );
      damage(jobs.store.folder(ids[4]!));
      const list = jobs.list();
      expect(list).toHaveLength(10);
      expect(list.filter((job) => job.status === 'planned')).toHaveLength(9);
      const broken = list.find((job) => job.id === ids[4])!;
      expect(broken.status).toBe('damaged');
      expect(broken.damage!.problem.length).toBeGreaterThan(10);
      expect(broken.damage!.fix.length).toBeGreaterThan(10);
    });
  }
});

describe('the run lock', () => {
  it('is taken over when its process id now belongs to another process, and names its file otherwise', async () => {
    const jobs = jobServiceOnFake(fake, temp.home);
    const plan = await jobs.plan(
      planRequest([personRow(2, { first: 'A', last: 'B', email: 'lock@example.org' })], { environment: 'fake' }),
    );
    const folder = jobs.store.folder(plan.id);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await expect.poll(() => processStartOf(child.pid!)).not.toBeNull();
      // The pid is alive, but the lock was written by a process that started at another time.
      writeFileSync(
        join(folder, 'run.lock'),
        JSON.stringify({ pid: child.pid, host: hostname(), processStart: '1', since: 'earlier' }),
      );
      acquireRunLock(folder, plan.id).release();
      // The real holder: refused, with the lock file and the way to take it over.
      writeFileSync(
        join(folder, 'run.lock'),
        JSON.stringify({ pid: child.pid, host: hostname(), processStart: processStartOf(child.pid!), since: 'now' }),
      );
      expect(() => acquireRunLock(folder, plan.id)).toThrow(
        new RegExp(
          `held by process ${child.pid} on this computer.*lock file ${join(folder, 'run.lock').replace(/[.]/g, '\\.')}`,
        ),
      );
      // Another computer's lock cannot be checked from here: refused, saying how to take it over.
      writeFileSync(
        join(folder, 'run.lock'),
        JSON.stringify({ pid: 1, host: 'other-host', processStart: '5', since: 'now' }),
      );
      try {
        acquireRunLock(folder, plan.id);
        expect.unreachable();
      } catch (error) {
        expect(String(error)).toMatch(/the computer "other-host"/);
        expect((error as { details: string[] }).details.join(' ')).toMatch(/delete .*run\.lock/);
      }
      expect(existsSync(join(folder, 'run.lock'))).toBe(true);
    } finally {
      child.kill();
    }
  });
});
