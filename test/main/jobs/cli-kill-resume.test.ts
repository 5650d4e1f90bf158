import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRowLog } from '../../../src-main/services/jobs/store/journal';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from './cli-runner';
import { allUsers, sandboxClient, tempHome } from './job-fixtures';

function csvOf(prefix: string, count: number): string {
  const lines = ['First Name,Last Name,Email,Enabled,Home City'];
  // The prefix in the family name too: the same name under another email would be a possible match.
  const family = `${prefix.charAt(0).toUpperCase()}${prefix.slice(1)}Family`;
  for (let i = 0; i < count; i++) lines.push(`Given${i},${family}${i},${prefix}.${i}@example.org,1,Town ${i % 9}`);
  return `${lines.join('\n')}\n`;
}

function journal(home: string): { id: string; settled: number; sent: number } | undefined {
  const root = join(home, 'jobs');
  if (!existsSync(root)) return undefined;
  const [id] = readdirSync(root);
  const file = id ? join(root, id, 'rows.log') : '';
  if (!id || !existsSync(file)) return undefined;
  const last = new Map<number, string>();
  for (const event of parseRowLog(readFileSync(file, 'utf8'))) last.set(event.i, event.e);
  const states = [...last.values()];
  return { id, settled: states.filter((s) => s !== 'sent').length, sent: states.filter((s) => s === 'sent').length };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs: number): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out waiting for the job to get going');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('the import command, killed or interrupted in the middle of a job', () => {
  // Slow answers, so that requests are always in flight when the process dies.
  const sandbox = useSandbox({ users: 20, latencyMs: 120 });
  const homes: (() => void)[] = [];
  afterAll(() => homes.forEach((remove) => remove()));

  async function prepare(prefix: string, rows: number) {
    const temp = tempHome();
    homes.push(temp.remove);
    const file = join(temp.home, `${prefix}.csv`);
    writeFileSync(file, csvOf(prefix, rows));
    const added = await cli(temp.home, [
      'env',
      'add',
      'loop',
      '--url',
      sandbox().environments.test.baseUrl,
      '--kind',
      'test',
    ]).done;
    expect(added.code, added.err).toBe(0);
    return { home: temp.home, file };
  }

  async function usersWith(prefix: string) {
    return (await allUsers(sandboxClient(sandbox()))).filter((u) => u.email?.startsWith(`${prefix}.`));
  }

  it('kill -9, then `jobs resume`: every row created exactly once', { timeout: 120_000 }, async () => {
    const rows = 240;
    const { home, file } = await prepare('killed', rows);
    const run = cli(home, ['import', file, '--env', 'loop', '--yes', '--rate', '60', '--concurrency', '6', '--json']);
    const atKill = await waitFor(() => {
      const state = journal(home);
      return state && state.settled >= 60 && state.sent > 0 ? state : undefined;
    }, 60_000);
    run.child.kill('SIGKILL');
    const killed = await run.done;
    expect(killed.signal).toBe('SIGKILL');

    // The rows the journal left in an unknown state, and which of those the service carried out
    // (a request it received is carried out even though its sender died: let those land first).
    const logFile = join(home, 'jobs', atKill.id, 'rows.log');
    const eventsAtKill = parseRowLog(readFileSync(logFile, 'utf8'));
    const lastAtKill = new Map(eventsAtKill.map((event) => [event.i, event.e]));
    const unknown = [...lastAtKill].filter(([, state]) => state === 'sent').map(([i]) => i);
    expect(unknown.length).toBeGreaterThan(0); // writes were in flight at the kill
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const onService = new Set((await usersWith('killed')).map((u) => u.email));
    const landed = unknown.filter((i) => onService.has(`killed.${i}@example.org`));

    const listed = await cli(home, ['jobs', 'list', '--json']).done;
    const [job] = JSON.parse(listed.out) as { id: string; status: string }[];
    expect(job).toMatchObject({ id: atKill.id, status: 'interrupted' });

    const resumed = await cli(home, ['jobs', 'resume', atKill.id, '--yes', '--json']).done;
    expect(resumed.code, resumed.err).toBe(0);
    const outcome = JSON.parse(resumed.out) as Record<string, unknown>;
    expect(outcome).toMatchObject({
      jobId: atKill.id,
      status: 'completed',
      created: rows,
      failed: 0,
      invalid: 0,
      conflicts: 0,
      errorsFile: null,
    });
    expect(existsSync(String(outcome.resultsFile))).toBe(true);

    // Each row in an unknown state was looked up before anything was sent again: the ones the
    // service had carried out were found (never sent twice), the others were sent once more.
    const afterKill = parseRowLog(readFileSync(logFile, 'utf8')).slice(eventsAtKill.length);
    for (const i of unknown) {
      const resumedEvents = afterKill.filter((event) => event.i === i);
      if (landed.includes(i)) {
        expect(resumedEvents).toEqual([
          expect.objectContaining({ e: 'done', how: 'found on the service after an interrupted send' }),
        ]);
      } else {
        expect(resumedEvents.map((event) => event.e)).toEqual(['sent', 'done']);
      }
    }

    const users = await usersWith('killed');
    expect(users).toHaveLength(rows);
    expect(new Set(users.map((u) => u.email)).size).toBe(rows);
    expect(users.find((u) => u.email === 'killed.17@example.org')).toMatchObject({
      first_name: 'Given17',
      last_name: 'KilledFamily17',
      home_city: 'Town 8',
    });
  });

  it('Ctrl-C pauses cleanly (exit 1, status paused), and `jobs resume` finishes', { timeout: 120_000 }, async () => {
    const rows = 200;
    const { home, file } = await prepare('paused', rows);
    const run = cli(home, ['import', file, '--env', 'loop', '--yes', '--rate', '60', '--concurrency', '6']);
    await waitFor(() => {
      const state = journal(home);
      return state && state.settled >= 40 ? state : undefined;
    }, 60_000);
    run.child.kill('SIGINT');
    const paused = await run.done;
    expect(paused.code).toBe(1);
    expect(paused.out).toMatch(/paused/);
    expect(paused.out).toMatch(/Resume with: alumni-loader jobs resume/);
    const state = journal(home)!;
    expect(state.sent).toBe(0); // every request in flight was waited for
    expect(state.settled).toBeLessThan(rows);

    const shown = JSON.parse((await cli(home, ['jobs', 'show', state.id, '--json']).done).out) as { status: string };
    expect(shown.status).toBe('paused');
    const resumed = await cli(home, ['jobs', 'resume', state.id, '--yes', '--json']).done;
    expect(resumed.code, resumed.err).toBe(0);
    expect(JSON.parse(resumed.out)).toMatchObject({ created: rows, failed: 0 });
    expect(await usersWith('paused')).toHaveLength(rows);
  });
});
