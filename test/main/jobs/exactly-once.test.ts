// Every row exactly once on a service that misbehaves in ways the sandbox does not (issue 25),
// counted through the fake service's own store: it accepts repeated emails, so nothing but the
// job engine stands between a resend and a second user.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JobProgress } from '../../../src-shared/bridge/jobs';
import { startFakeService, type CreateAnswer, type FakeServiceHandle } from '../../helpers/fake-service';
import { exactlyOnce, jobServiceOnFake } from './fake-fixtures';
import { manyPeople, personRow, planRequest, tempHome } from './job-fixtures';

const ROWS = 24;

describe('creates answered in ways that cannot be read', () => {
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

  for (const answer of ['html', 'cut-json', 'empty-object'] as CreateAnswer[]) {
    it(`${answer}: each row is looked up before any resend, so each user exists once`, async () => {
      fake.set({ createAnswer: answer });
      const people = manyPeople(ROWS, answer);
      const jobs = jobServiceOnFake(fake, temp.home);
      const plan = await jobs.plan(
        planRequest(
          people.map((p, i) => personRow(i + 2, p)),
          { environment: 'fake', rate: 0, concurrency: 4 },
        ),
      );
      await jobs.start(plan.id);
      const end = await jobs.waitFor(plan.id);
      expect(
        exactlyOnce(
          fake,
          people.map((p) => p.email),
        ),
      ).toEqual({ twice: [], missing: [] });
      expect(fake.users).toHaveLength(ROWS);
      expect(fake.counts.posts).toBe(ROWS);
      expect(end.status).toBe('completed');
      expect(end.counts).toMatchObject({ created: ROWS, failed: 0, remaining: 0 });
      const { rows } = jobs.rows(plan.id, 'all', 0, ROWS);
      const byEmail = new Map(fake.users.map((u) => [u.email, u.user_id]));
      for (const row of rows) expect(row.userId).toBe(byEmail.get(people[row.index]!.email));
    });
  }
});

describe('Retry-After: 3600 on every few requests', () => {
  let fake: FakeServiceHandle;
  let temp: ReturnType<typeof tempHome>;
  beforeEach(async () => {
    fake = await startFakeService({ throttle: { every: 4, retryAfter: '3600' } });
    temp = tempHome();
  });
  afterEach(async () => {
    await fake.close();
    temp.remove();
  });

  it('waits no longer than the cap, says until when, and still sends each row once', async () => {
    const progress: JobProgress[] = [];
    const people = manyPeople(8, 'wait');
    const jobs = jobServiceOnFake(fake, temp.home, progress);
    const plan = await jobs.plan(
      planRequest(
        people.map((p, i) => personRow(i + 2, p)),
        { environment: 'fake', rate: 0, concurrency: 2 },
      ),
    );
    const started = Date.now();
    await jobs.start(plan.id, { maxWaitSeconds: 0.05 });
    const end = await jobs.waitFor(plan.id);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(end.counts).toMatchObject({ created: 8, failed: 0 });
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.counts.throttled).toBeGreaterThan(0);
    const told = progress.filter((p) => p.waitingUntil);
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.waitAskedSeconds).toBe(3600);
    expect(Date.parse(told[0]!.waitingUntil!)).toBeLessThan(Date.now() + 60_000);
  });

  it('a person can pause during an hour-long wait; the job resumes later without a second user', async () => {
    const progress: JobProgress[] = [];
    const people = manyPeople(6, 'pause');
    const jobs = jobServiceOnFake(fake, temp.home, progress);
    const plan = await jobs.plan(
      planRequest(
        people.map((p, i) => personRow(i + 2, p)),
        { environment: 'fake', rate: 0, concurrency: 1 },
      ),
    );
    await jobs.start(plan.id, { maxWaitSeconds: 3600 });
    await expect.poll(() => progress.some((p) => p.waitingUntil !== undefined), { timeout: 20_000 }).toBe(true);
    const waiting = progress.find((p) => p.waitingUntil)!;
    expect(Date.parse(waiting.waitingUntil!) - Date.now()).toBeGreaterThan(3000 * 1000);
    const paused = await jobs.pause(plan.id);
    expect(paused.status).toBe('paused');
    fake.set({ throttle: undefined });
    await jobs.start(plan.id, { maxWaitSeconds: 1 });
    const end = await jobs.waitFor(plan.id);
    expect(end.counts).toMatchObject({ created: 6, failed: 0, remaining: 0 });
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
  });
});

describe('two jobs on the same people', () => {
  let fake: FakeServiceHandle;
  let temp: ReturnType<typeof tempHome>;
  beforeEach(async () => {
    fake = await startFakeService({ latencyMs: 5 });
    temp = tempHome();
  });
  afterEach(async () => {
    await fake.close();
    temp.remove();
  });

  it('two imports of one file into one home at once: the second is refused while the first creates (no wait allowed), then creates nobody twice', async () => {
    const people = manyPeople(40, 'twice');
    const rows = people.map((p, i) => personRow(i + 2, p));
    const first = jobServiceOnFake(fake, temp.home);
    const second = jobServiceOnFake(fake, temp.home, undefined, 0);
    const [a, b] = await Promise.all([
      first.plan(planRequest(rows, { environment: 'fake', rate: 0 })),
      second.plan(planRequest(rows, { environment: 'fake', rate: 0 })),
    ]);
    expect(a.counts.create).toBe(40);
    expect(b.counts.create).toBe(40);
    await first.start(a.id);
    await expect(second.start(b.id)).rejects.toThrow(
      /Creating users on "fake".*held by process \d+ on this computer.*\(job .*\); lock file .*creating-.*\.lock/,
    );
    const endA = await first.waitFor(a.id);
    expect(endA.counts.created).toBe(40);
    await second.start(b.id);
    const endB = await second.waitFor(b.id);
    expect(endB.counts).toMatchObject({ created: 0, failed: 40, alreadyOnService: 40 });
    expect(second.rows(b.id, 'failed', 0, 1).rows[0]!.message).toMatch(
      /Already on the service as user \d+, so not created again .*job .* wrote to fake after this plan was made/,
    );
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.counts.posts).toBe(40);
  });

  it('two imports started at once: the second waits for the first, then finds everyone there and creates nobody twice', async () => {
    const people = manyPeople(40, 'waits');
    const rows = people.map((p, i) => personRow(i + 2, p));
    const first = jobServiceOnFake(fake, temp.home);
    const second = jobServiceOnFake(fake, temp.home);
    const [a, b] = await Promise.all([
      first.plan(planRequest(rows, { environment: 'fake', rate: 0 })),
      second.plan(planRequest(rows, { environment: 'fake', rate: 0 })),
    ]);
    await first.start(a.id);
    const startedB = second.start(b.id);
    const endA = await first.waitFor(a.id);
    await startedB;
    const endB = await second.waitFor(b.id);
    expect(endA.counts.created).toBe(40);
    expect(endB.counts).toMatchObject({ created: 0, alreadyOnService: 40 });
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.counts.posts).toBe(40);
  });

  it('a dry-run plan resumed after the same file was imported creates nobody again', async () => {
    const people = manyPeople(10, 'dry');
    const rows = people.map((p, i) => personRow(i + 2, p));
    const jobs = jobServiceOnFake(fake, temp.home);
    const dry = await jobs.plan(planRequest(rows, { environment: 'fake', rate: 0 }));
    await new Promise((done) => setTimeout(done, 20));
    const real = await jobs.plan(planRequest(rows, { environment: 'fake', rate: 0 }));
    await jobs.start(real.id);
    await jobs.waitFor(real.id);
    await jobs.start(dry.id);
    const end = await jobs.waitFor(dry.id);
    expect(end.counts).toMatchObject({ created: 0, alreadyOnService: 10 });
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
  });
});
