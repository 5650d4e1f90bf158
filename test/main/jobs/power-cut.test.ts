// Issue 34, point 1, in one process and without chance: a run that ended, whose journal then lost
// its last lines as a power cut loses what was only in the page cache, and whose job.json still
// says "running" (the process died with the machine). The lost lines spoke of creates the service
// carried out: the resume looks every row without an outcome up first and sends none of them.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RowLog } from '../../../src-main/services/jobs/store/journal';
import { exactlyOnce, jobServiceOnFake, useFakeAndHome } from './fake-fixtures';
import { manyPeople, personRow, planRequest } from './job-fixtures';

const setup = useFakeAndHome({ latencyMs: 2 });

describe('a power cut after creates went out', () => {
  for (const lost of [1, 2, 3, 6]) {
    it(`the journal's last ${lost} line(s) lost: the rows are found on the service, nobody is sent twice`, async () => {
      const { fake, home } = setup();
      const people = manyPeople(12, `cut${'abcdefg'[lost]}`);
      const jobs = jobServiceOnFake(fake, home);
      const plan = await jobs.plan(
        planRequest(
          people.map((p, i) => personRow(i + 2, p)),
          { environment: 'fake', rate: 0, concurrency: 3 },
        ),
      );
      await jobs.start(plan.id);
      await jobs.waitFor(plan.id);
      expect(fake.counts.posts).toBe(12);

      const log = jobs.store.logPath(plan.id);
      const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
      writeFileSync(
        log,
        lines
          .slice(0, -lost)
          .map((line) => `${line}\n`)
          .join(''),
      );
      const job = jobs.store.readJob(plan.id);
      jobs.store.writeJob({ ...job, status: 'running', runner: { pid: 2 ** 22 + 7, startedAt: job.createdAt } });
      expect(jobs.summary(plan.id).status).toBe('interrupted');
      const unsettled = jobs.summary(plan.id).counts.remaining;
      expect(unsettled).toBeGreaterThan(0);

      await jobs.start(plan.id);
      const end = await jobs.waitFor(plan.id);
      expect(end.status).toBe('completed');
      expect(end.counts).toMatchObject({ created: 12, failed: 0, remaining: 0 });
      expect(fake.counts.posts).toBe(12);
      expect(fake.users).toHaveLength(12);
      expect(
        exactlyOnce(
          fake,
          people.map((p) => p.email),
        ),
      ).toEqual({ twice: [], missing: [] });
      const found = jobs.rows(plan.id, 'all', 0, 20).rows.filter((row) => /interrupted/.test(row.message));
      expect(found.length).toBe(unsettled);
    });
  }
});

describe('the journal flushes intent lines before a write leaves', () => {
  it('one fsync serves the lines appended while the previous one ran (group commit)', async () => {
    const { home } = setup();
    const file = `${home}/rows.log`;
    writeFileSync(file, '');
    const log = new RowLog(file);
    const at = new Date().toISOString();
    await Promise.all(Array.from({ length: 40 }, (_, i) => log.appendDurable({ e: 'sent', i, at, op: 'create' })));
    log.close();
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(40);
    // The first line starts an fsync; the 39 written while it ran share the next one.
    expect(log.syncs).toBe(2);
  });
});

describe('a power cut after updates went out', () => {
  it('the lost lines spoke of updates the service carried out: the resume counts them updated, sends none', async () => {
    const { fake, home } = setup();
    const users = Array.from({ length: 8 }, (_, i) =>
      fake.addUser({
        first_name: `Given${i}`,
        last_name: 'Cutover',
        email: `cut.up.${i}@example.org`,
        home_city: 'Old',
      }),
    );
    const jobs = jobServiceOnFake(fake, home);
    const rows = users.map((u, i) =>
      personRow(i + 2, { first: `Given${i}`, last: 'Cutover', email: u.email, enabled: 0, city: `New${i}` }),
    );
    const plan = await jobs.plan(planRequest(rows, { environment: 'fake', rate: 0, concurrency: 2 }));
    expect(plan.counts.update).toBe(8);
    await jobs.start(plan.id);
    await jobs.waitFor(plan.id);
    const puts = () => fake.log.filter((request) => request.method === 'PUT').length;
    expect(puts()).toBe(8);

    const log = jobs.store.logPath(plan.id);
    const lines = readFileSync(log, 'utf8').split('\n').filter(Boolean);
    writeFileSync(
      log,
      lines
        .slice(0, -3)
        .map((line) => `${line}\n`)
        .join(''),
    );
    const job = jobs.store.readJob(plan.id);
    jobs.store.writeJob({ ...job, status: 'running', runner: { pid: 2 ** 22 + 9, startedAt: job.createdAt } });

    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(end.counts).toMatchObject({ updated: 8, unchanged: 0, failed: 0, remaining: 0 });
    expect(puts()).toBe(8);
    expect(fake.users.map((u) => u.home_city).sort()).toEqual(users.map((_, i) => `New${i}`).sort());
  });
});
