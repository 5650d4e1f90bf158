// The real `alumni-loader` in child processes against the fake service (issue 25): two imports of
// one file into one home at the same time, an hour-long Retry-After, and a damaged job in the list.
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { cli } from './cli-runner';
import { exactlyOnce } from './fake-fixtures';
import { manyPeople, tempHome } from './job-fixtures';

describe('alumni-loader against a service that allows repeated emails', () => {
  let fake: FakeServiceHandle;
  const temp = tempHome();
  const run = (args: string[]) => cli(temp.home, args, { ALUMNI_LOADER_API_KEY: fake.key }).done;
  beforeAll(async () => {
    fake = await startFakeService({ latencyMs: 20 });
    const added = await run(['env', 'add', 'fake', '--url', fake.baseUrl, '--kind', 'test']);
    expect(added.code, added.err).toBe(0);
  }, 60_000);
  afterAll(async () => {
    await fake.close();
    temp.remove();
  });

  it(
    'two imports of one file into one home at once: every person once, and the counts say so',
    { timeout: 120_000 },
    async () => {
      const people = manyPeople(30, 'cli');
      const file = join(temp.home, 'alumni.csv');
      writeFileSync(
        file,
        `First,Last,Email,Enabled\n${people.map((p) => `${p.first},${p.last},${p.email},1`).join('\n')}\n`,
      );
      const args = ['import', file, '--env', 'fake', '--yes', '--json', '--rate', '0', '--concurrency', '2'];
      const [a, b] = await Promise.all([run(args), run(args)]);
      expect(
        exactlyOnce(
          fake,
          people.map((p) => p.email),
        ),
      ).toEqual({ twice: [], missing: [] });
      expect(fake.counts.posts).toBe(30);
      const outcomes = [a, b].map((end) => ({
        code: end.code,
        json: end.out.trim() ? (JSON.parse(end.out.trim().split('\n').at(-1)!) as Record<string, number>) : null,
        err: end.err,
      }));
      const created = outcomes.reduce((sum, o) => sum + (o.json?.created ?? 0), 0);
      expect(created).toBe(30);
      // The other one was refused while the first created (naming the lock), or found everyone there.
      const other = outcomes.find((o) => (o.json?.created ?? 0) === 0)!;
      if (other.code === 2)
        expect(other.err).toMatch(
          /Creating users on "fake" .* is held by process \d+ .*lock file .*creating-[0-9a-f]+\.lock/,
        );
      else expect((other.json!.alreadyOnService ?? 0) + (other.json!.unchanged ?? 0)).toBe(30);
    },
  );

  it(
    'Retry-After: 3600 with --max-wait 1: says when the next try is (JSON lines on stderr) and finishes',
    { timeout: 120_000 },
    async () => {
      fake.set({ throttle: { every: 5, retryAfter: '3600' } });
      const people = manyPeople(6, 'hour');
      const file = join(temp.home, 'hour.csv');
      writeFileSync(
        file,
        `First,Last,Email,Enabled\n${people.map((p) => `${p.first},${p.last},${p.email},1`).join('\n')}\n`,
      );
      const end = await run([
        'import',
        file,
        '--env',
        'fake',
        '--yes',
        '--json',
        '--rate',
        '0',
        '--concurrency',
        '1',
        '--max-wait',
        '1',
      ]);
      fake.set({ throttle: undefined });
      expect(end.code, end.err).toBe(0);
      const waits = end.err
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { event: string; askedSeconds: number; until: string });
      expect(waits.length).toBeGreaterThan(0);
      expect(waits[0]).toMatchObject({ event: 'waiting', askedSeconds: 3600 });
      expect(
        exactlyOnce(
          fake,
          people.map((p) => p.email),
        ),
      ).toEqual({ twice: [], missing: [] });
    },
  );

  it(
    'jobs list shows every job and the damaged one as damaged, with what to do (exit 0)',
    { timeout: 60_000 },
    async () => {
      const listed = JSON.parse((await run(['jobs', 'list', '--json'])).out) as { id: string }[];
      expect(listed.length).toBeGreaterThanOrEqual(2);
      rmSync(join(temp.home, 'jobs', listed[0]!.id, 'plan.json'));
      const text = await run(['jobs', 'list']);
      expect(text.code).toBe(0);
      expect(text.out).toMatch(new RegExp(`${listed[0]!.id}\\s+\\w+\\s+damaged`));
      expect(text.out).toMatch(
        /One job is damaged \(the others are fine\):\n.*plan\.json cannot be read.*\n\s+What to do: /,
      );
      const json = JSON.parse((await run(['jobs', 'list', '--json'])).out) as {
        id: string;
        status: string;
        damage?: { problem: string };
      }[];
      expect(json).toHaveLength(listed.length);
      expect(json.find((job) => job.id === listed[0]!.id)).toMatchObject({ status: 'damaged' });
    },
  );
});
