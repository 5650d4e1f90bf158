import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, jobServiceOn, manyPeople, personRow, planRequest, sandboxClient, tempHome } from './job-fixtures';

const ROWS = 2000;

describe('a 2,000-row import through rate limits, 5xx and dropped connections', () => {
  const sandbox = useSandbox({ users: 120, failRate: 0.1, dropRate: 0.05, rateLimit: 200, latencyMs: 10 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it(
    'ends with exactly the expected users, none twice, and the faults really happened',
    { timeout: 180_000 },
    async () => {
      const people = manyPeople(ROWS, 'fault');
      const service = jobServiceOn(sandbox(), temp.home);
      const started = Date.now();
      // Asked rate above the service's limit, so the 429 path is exercised and the rate adapts.
      const planned = await service.plan(
        planRequest(
          people.map((p, i) => personRow(i + 2, p)),
          { rate: 300, concurrency: 12 },
        ),
      );
      expect(planned.counts.create).toBe(ROWS);
      await service.start(planned.id);
      const done = await service.waitFor(planned.id);
      const seconds = (Date.now() - started) / 1000;

      expect(done.status).toBe('completed');
      expect(done.counts).toMatchObject({ created: ROWS, failed: 0, remaining: 0 });
      expect(seconds).toBeLessThan(120);

      sandbox().setFaults({ failRate: 0, dropRate: 0, rateLimit: 0 });
      const users = await allUsers(sandboxClient(sandbox()));
      const ours = users.filter((u) => u.email?.startsWith('fault.'));
      expect(ours).toHaveLength(ROWS);
      expect(new Set(ours.map((u) => u.email)).size).toBe(ROWS);
      const byEmail = new Map(ours.map((u) => [u.email, u]));
      for (const person of people) {
        const user = byEmail.get(person.email);
        expect(user, person.email).toBeDefined();
        expect([user!.first_name, user!.last_name, user!.home_city]).toEqual([person.first, person.last, person.city]);
      }
      // Every row's user_id in the journal is the user holding its email.
      const { rows } = service.rows(planned.id, 'all', 0, ROWS);
      for (const row of rows) expect(byEmail.get(people[row.index]!.email)!.user_id).toBe(row.userId);

      const stats = sandbox().stats();
      const count = (pattern: RegExp) =>
        Object.entries(stats.requests)
          .filter(([key]) => pattern.test(key))
          .reduce((sum, [, n]) => sum + n, 0);
      const dropped = Object.values(stats.dropped).reduce((sum, n) => sum + n, 0);
      expect(count(/ 429$/)).toBeGreaterThan(0);
      expect(count(/^POST .* 50[03]$/)).toBeGreaterThan(0);
      expect(stats.dropped['POST /test/api/users/'] ?? 0).toBeGreaterThan(0);
      console.log(
        `2,000 rows in ${seconds.toFixed(1)} s; 429: ${count(/ 429$/)}, 5xx: ${count(/ 50[03]$/)}, dropped: ${dropped}, requests: ${stats.total}`,
      );
    },
  );
});
