// A plan whose every row is unchanged has nothing to send: it is completed at once, not left
// "planned" (issue 25, item 14), and starting it answers its summary instead of an error.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake } from './fake-fixtures';
import { personRow, planRequest, tempHome } from './job-fixtures';

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

it('a job whose every row is unchanged is completed, and a start sends nothing', async () => {
  const people = [1, 2, 3].map((n) => ({
    first: `F${n}`,
    last: `L${n}`,
    email: `same${n}@example.org`,
    enabled: 1 as const,
    city: 'Boston',
  }));
  for (const p of people)
    fake.users.push({
      user_id: fake.users.length + 1,
      first_name: p.first,
      last_name: p.last,
      email: p.email,
      enabled: 1,
      home_city: p.city,
    });
  const jobs = jobServiceOnFake(fake, temp.home);
  const plan = await jobs.plan(
    planRequest(
      people.map((p, i) => personRow(i + 2, p)),
      { environment: 'fake' },
    ),
  );
  expect(plan.counts).toMatchObject({ unchanged: 3, create: 0, update: 0 });
  expect(plan.status).toBe('completed');
  const started = await jobs.start(plan.id);
  expect(started.status).toBe('completed');
  expect(fake.counts.posts).toBe(0);
  expect(jobs.list()[0]!.status).toBe('completed');
});
