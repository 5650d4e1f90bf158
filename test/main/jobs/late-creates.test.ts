// Issue 34, points 2 and 3: creates the service carries out after the tool stopped waiting, and
// people added on the service between the plan and the run. Counted through the fake service's
// own store, which accepts repeated emails: only the engine stands between a resend and a
// second user.
import { describe, expect, it } from 'vitest';
import { describeEnd, outcomeJson } from '../../../src-main/cli/job-outcome';
import { exactlyOnce, jobServiceOnFake, useFakeAndHome } from './fake-fixtures';
import { manyPeople, personRow, planRequest } from './job-fixtures';

const setup = useFakeAndHome();

async function planOn(jobs: ReturnType<typeof jobServiceOnFake>, people: ReturnType<typeof manyPeople>) {
  const rows = people.map((p, i) => personRow(i + 2, p));
  return jobs.plan(planRequest(rows, { environment: 'fake', rate: 0, concurrency: 2 }));
}

const posts = (fake: ReturnType<typeof setup>['fake']) => fake.log.filter((r) => r.method === 'POST');

describe('a create answered 504 and carried out later', () => {
  it('waits the grace period while other rows go on, finds the user and sends nothing twice', async () => {
    const { fake, home } = setup();
    fake.set({ createLater: { status: 504, afterMs: 800, count: 2 } });
    const people = manyPeople(5, 'late');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 1500 });
    const plan = await planOn(jobs, people);
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);

    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.users).toHaveLength(5);
    expect(posts(fake)).toHaveLength(5);
    expect(end.status).toBe('completed');
    expect(end.counts).toMatchObject({ created: 5, failed: 0, waited: 2, waitedBecause: { '504 answer': 2 } });
    // The words the person sees at the end of `import`, and its --json object.
    expect(describeEnd(end, null, null)).toContain(
      '2 creates had an unknown outcome and waited to be looked up again before being settled (2 after a 504 answer).',
    );
    expect(outcomeJson(end, null, null)).toMatchObject({ created: 5, waited: 2, waitedBecause: { '504 answer': 2 } });
    const rows = jobs.rows(plan.id, 'all', 0, 10).rows;
    const waited = rows.filter((row) => /after waiting/.test(row.message));
    expect(waited.map((row) => row.message)).toEqual([
      'found on the service after waiting (504 answer)',
      'found on the service after waiting (504 answer)',
    ]);
    // The job went on: the three other rows were sent before the second look-up of the first two.
    const firstPosts = posts(fake)
      .slice(0, 2)
      .map((r) => r.body?.email);
    const lookedAgain = fake.log.filter(
      (r) => r.method === 'GET' && r.at >= fake.log.find((x) => x.method === 'POST')!.at + 1400,
    );
    expect(firstPosts).toHaveLength(2);
    expect(lookedAgain.length).toBeGreaterThan(0);
    expect(posts(fake)[4]!.at).toBeLessThan(lookedAgain[0]!.at);
  });

  it('a create never carried out is sent again once a second look-up still finds nobody', async () => {
    const { fake, home } = setup();
    fake.set({ createLater: { status: 504, afterMs: 600_000, count: 2 } });
    const people = manyPeople(5, 'lost');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 400 });
    const plan = await planOn(jobs, people);
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.users).toHaveLength(5);
    expect(posts(fake)).toHaveLength(7);
    expect(end.counts).toMatchObject({ created: 5, failed: 0, waited: 2, waitedBecause: { '504 answer': 2 } });
  });

  it('a create left hanging past the timeout and carried out later: found after the grace period', async () => {
    const { fake, home } = setup();
    fake.set({ hangCreates: { count: 1, createAfterMs: 1200 } });
    const people = manyPeople(5, 'hung');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 1500 }, 700);
    const plan = await planOn(jobs, people);
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.users).toHaveLength(5);
    expect(posts(fake)).toHaveLength(5);
    expect(end.counts).toMatchObject({ created: 5, failed: 0, waited: 1, waitedBecause: { timeout: 1 } });
  });
});

describe('the service changes between the plan and the run', () => {
  it('people added by someone else after the plan are found by the look-up before sending', async () => {
    const { fake, home } = setup();
    const people = manyPeople(6, 'added');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 300, freshLookupMs: 0 });
    const plan = await planOn(jobs, people);
    expect(plan.counts.create).toBe(6);
    for (const p of people.slice(0, 2)) fake.addUser({ first_name: p.first, last_name: p.last, email: p.email });
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.users).toHaveLength(6);
    expect(posts(fake)).toHaveLength(4);
    expect(end.counts).toMatchObject({ created: 4, failed: 2, alreadyOnService: 2 });
    const failed = jobs.rows(plan.id, 'failed', 0, 10).rows;
    expect(failed[0]!.message).toBe(
      'Already on the service as user_id 1, so not created (added since the plan: found by a look-up just before sending). Import the file again to update it.',
    );
  });

  it('within the fresh window (60 s by default) no look-up is added before the creates', async () => {
    const { fake, home } = setup();
    const people = manyPeople(6, 'window');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 300 });
    const plan = await planOn(jobs, people);
    const plannedRequests = fake.log.length;
    await jobs.start(plan.id);
    await jobs.waitFor(plan.id);
    expect(fake.log.slice(plannedRequests).map((r) => r.method)).toEqual(Array(6).fill('POST'));
  });

  it('a filter answering [] for an email the service holds is checked by last name: no second user', async () => {
    const { fake, home } = setup();
    // A service of 150 users: 3 rows are looked up one by one, not by reading every page.
    for (let i = 0; i < 150; i++)
      fake.addUser({ first_name: 'Other', last_name: `Seed${i}`, email: `seed.${i}@example.org` });
    const people = manyPeople(3, 'blind');
    const jobs = jobServiceOnFake(fake, home, undefined, undefined, { settleGraceMs: 300, freshLookupMs: 0 });
    const plan = await planOn(jobs, people);
    expect(plan.counts.create).toBe(3);
    const added = fake.addUser({ first_name: people[1]!.first, last_name: people[1]!.last, email: people[1]!.email });
    fake.set({ emptyFilterFor: [people[1]!.email] });
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(
      exactlyOnce(
        fake,
        people.map((p) => p.email),
      ),
    ).toEqual({ twice: [], missing: [] });
    expect(fake.users).toHaveLength(153);
    expect(end.counts).toMatchObject({ created: 2, alreadyOnService: 1 });
    expect(jobs.rows(plan.id, 'failed', 0, 10).rows[0]!.message).toMatch(
      new RegExp(`^Already on the service as user_id ${added.user_id}, so not created`),
    );
    expect(fake.log.some((r) => r.query === `?last_name=${people[1]!.last}&page=1`)).toBe(true);
  });
});
