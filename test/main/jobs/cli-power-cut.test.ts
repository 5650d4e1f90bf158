// Issue 34, point 1: kill -9, then the journal loses its last lines as a power cut would (lines
// still in the page cache never reach the disk), then `jobs resume`. Every create whose outcome
// the journal lost is looked up before anything is sent: the fake service (which accepts repeated
// emails) ends with each person exactly once.
import { existsSync, readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRowLog } from '../../../src-main/services/jobs/store/journal';
import { startFakeService, type FakeServiceHandle } from '../../helpers/fake-service';
import { cli } from './cli-runner';
import { exactlyOnce } from './fake-fixtures';
import { manyPeople, tempHome } from './job-fixtures';

const ROWS = 80;

function journalOf(home: string): { file: string; settled: number } | undefined {
  const root = join(home, 'jobs');
  if (!existsSync(root)) return undefined;
  const id = readdirSync(root).find((name) => /^\d{8}-/.test(name));
  const file = id ? join(root, id, 'rows.log') : '';
  if (!id || !existsSync(file)) return undefined;
  const last = new Map<number, string>();
  for (const event of parseRowLog(readFileSync(file, 'utf8'))) last.set(event.i, event.e);
  return { file, settled: [...last.values()].filter((e) => e !== 'sent').length };
}

/** Drops the last `lines` whole lines, or the last `bytes` bytes, of the journal. */
function tear(file: string, cut: { lines?: number; bytes?: number }): void {
  const text = readFileSync(file, 'utf8');
  if (cut.bytes) {
    truncateSync(file, Buffer.byteLength(text) - cut.bytes);
    return;
  }
  const lines = text.split('\n').filter(Boolean);
  writeFileSync(
    file,
    lines
      .slice(0, lines.length - cut.lines!)
      .map((line) => `${line}\n`)
      .join(''),
  );
}

describe('kill -9 and a journal that lost its tail, then resume', () => {
  let fake: FakeServiceHandle;
  const homes: (() => void)[] = [];
  beforeAll(async () => {
    fake = await startFakeService({ latencyMs: 40 });
  });
  afterAll(async () => {
    await fake.close();
    homes.forEach((remove) => remove());
  });

  const cuts = [
    { lines: 1, prefix: 'cutone' },
    { lines: 2, prefix: 'cuttwo' },
    { lines: 3, prefix: 'cutthree' },
    { bytes: 17, prefix: 'cutbytes' },
  ];
  for (const cut of cuts) {
    const name = cut.bytes ? `the last ${cut.bytes} bytes` : `the last ${cut.lines} line(s)`;
    it(`${name} lost: each person exactly once`, { timeout: 120_000 }, async () => {
      const temp = tempHome();
      homes.push(temp.remove);
      const env = { ALUMNI_LOADER_API_KEY: fake.key, ALUMNI_LOADER_SETTLE_GRACE_SECONDS: '0.5' };
      const run = (args: string[]) => cli(temp.home, args, env);
      const added = await run(['env', 'add', 'fake', '--url', fake.baseUrl, '--kind', 'test']).done;
      expect(added.code, added.err).toBe(0);
      // Letters only: the family names (prefix + Last + n) differ from the other cases' people.
      const { prefix } = cut;
      const people = manyPeople(ROWS, prefix);
      const file = join(temp.home, 'alumni.csv');
      writeFileSync(
        file,
        `First,Last,Email,Enabled\n${people.map((p) => `${p.first},${p.last},${p.email},1`).join('\n')}\n`,
      );

      const first = run(['import', file, '--env', 'fake', '--yes', '--json', '--rate', '0', '--concurrency', '4']);
      const until = Date.now() + 60_000;
      let journal = journalOf(temp.home);
      let ended: Awaited<typeof first.done> | undefined;
      void first.done.then((end) => (ended = end));
      while (!journal || journal.settled < ROWS / 3) {
        if (ended || Date.now() > until) throw new Error(`the import did not get going: ${JSON.stringify(ended)}`);
        await new Promise((r) => setTimeout(r, 20));
        journal = journalOf(temp.home);
      }
      first.child.kill('SIGKILL');
      expect((await first.done).signal).toBe('SIGKILL');
      // Requests that reached the service are carried out though their sender died.
      await new Promise((r) => setTimeout(r, 300));
      tear(journal.file, cut);

      const id = readdirSync(join(temp.home, 'jobs')).find((n) => /^\d{8}-/.test(n))!;
      const resumed = await run(['jobs', 'resume', id, '--yes', '--json']).done;
      expect(resumed.code, resumed.err).toBe(0);
      const outcome = JSON.parse(resumed.out.trim().split('\n').at(-1)!) as Record<string, unknown>;
      expect(outcome).toMatchObject({ status: 'completed', created: ROWS, failed: 0, remaining: 0 });
      const ours = fake.users.filter((u) => u.email.startsWith(`${prefix}.`));
      expect(ours).toHaveLength(ROWS);
      const check = exactlyOnce(
        fake,
        people.map((p) => p.email),
      );
      expect(check).toEqual({ twice: [], missing: [] });
    });
  }
});
