import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_KEYS, useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { jobServiceOn, sandboxClient, tempHome } from '../jobs/job-fixtures';
import { importNewUsers } from './approval-fixtures';

/** The last line of standard output, parsed: --json ends with one object. */
function finalJson(out: string): Record<string, unknown> {
  return JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}

describe('alumni-loader approve, from the command line', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  let jobId: string;
  let ids: number[];
  afterAll(() => temp.remove());
  beforeAll(async () => {
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
    const live = await cli(temp.home, [
      'env',
      'add',
      'live',
      '--url',
      sandbox().environments.production.baseUrl,
      '--kind',
      'production',
    ]).done;
    expect(live.code, live.err).toBe(0);
    // The import job is journaled in the same home, on the same environment name, as the CLI would.
    const jobs = jobServiceOn(sandbox(), temp.home);
    jobId = await importNewUsers(jobs, 'cli', 9, 'loop');
    ids = jobs.rows(jobId, 'done', 0, 100).rows.map((row) => row.userId!);
  }, 60_000);

  const approvedNow = async () => {
    const client = sandboxClient(sandbox());
    return Promise.all(ids.map(async (id) => (await client.getUser(id)).approved));
  };

  it('--dry-run counts the users, writes the plan file and sends nothing', async () => {
    const run = await cli(temp.home, ['approve', '--env', 'loop', '--job', jobId, '--dry-run', '--json']).done;
    expect(run.code, run.err).toBe(0);
    expect(finalJson(run.out)).toMatchObject({
      matched: 9,
      approved: 0,
      enabled: 0,
      failed: 0,
      dryRun: true,
      status: 'planned',
    });
    expect(await approvedNow()).toEqual(Array(9).fill(0));
  });

  it('without --yes and no terminal to ask on, sends nothing (exit 2)', async () => {
    const run = await cli(temp.home, ['approve', '--env', 'loop', '--job', jobId]).done;
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/no terminal to ask for confirmation on[\s\S]*--yes/);
    expect(await approvedNow()).toEqual(Array(9).fill(0));
  });

  it('a filter it cannot read is refused before anything is read or sent, naming the flag (exit 2)', async () => {
    const run = await cli(temp.home, ['approve', '--env', 'loop', '--created-since', '2026-02-30', '--yes']).done;
    expect(run.code).toBe(2);
    expect(run.err).toContain('--created-since: this day does not exist in the calendar');
    // A date not written YYYY-MM-DD gets the one message that says how to write it.
    const words = await cli(temp.home, ['approve', '--env', 'loop', '--created-since', 'yesterday', '--yes']).done;
    expect(words.code).toBe(2);
    expect(words.err).toContain('--created-since: write the date as YYYY-MM-DD');
    expect(words.err).not.toContain('does not exist in the calendar');
    const year = await cli(temp.home, ['approve', '--env', 'loop', '--year-graduated', 'nineteen', '--yes']).done;
    expect(year.code).toBe(2);
    expect(year.err).toContain('--year-graduated');
  });

  it('--job with --enabled 0 --enable --yes --json approves and enables exactly the not-enabled users of the job', async () => {
    const run = await cli(temp.home, [
      'approve',
      '--env',
      'loop',
      '--job',
      jobId,
      '--enabled',
      '0',
      '--enable',
      '--yes',
      '--json',
    ]).done;
    expect(run.code, run.err).toBe(0);
    const outcome = finalJson(run.out);
    expect(Object.keys(outcome).slice(0, 5)).toEqual(['jobId', 'matched', 'approved', 'enabled', 'failed']);
    expect(outcome).toMatchObject({ matched: 3, approved: 3, enabled: 3, failed: 0, status: 'completed' });
    const client = sandboxClient(sandbox());
    const users = await Promise.all(ids.map((id) => client.getUser(id)));
    expect(users.filter((user) => user.approved === 1).length).toBe(3);
    expect(users.filter((user) => user.approved === 1).every((user) => user.enabled === 1)).toBe(true);

    const again = await cli(temp.home, ['approve', '--env', 'loop', '--job', jobId, '--enabled', '0', '--json']).done;
    expect(again.code, again.err).toBe(0);
    expect(finalJson(again.out)).toEqual({
      jobId: null,
      matched: 0,
      approved: 0,
      enabled: 0,
      failed: 0,
      dryRun: false,
    });
  });

  it('the text output names the environment and its address, and says how to undo', async () => {
    const run = await cli(temp.home, ['approve', '--env', 'loop', '--job', jobId, '--text', 'cli1', '--yes']).done;
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Approval on loop (test, ${sandbox().environments.test.baseUrl})`);
    expect(run.out).toMatch(/1 pending user match \(created by job \S+, name or email containing "cli1"\)/);
    expect(run.out).toMatch(
      /Approved 1, enabled 0, 0 already approved, 0 failed \(of 1\)\.\nUndo with: alumni-loader jobs revert \S+/,
    );
  });

  it('a production environment is not written without --yes, and its key is the production one', async () => {
    const refused = await cli(temp.home, ['approve', '--env', 'live', '--enabled', '0'], {
      ALUMNI_LOADER_API_KEY: TEST_KEYS.productionKey,
    }).done;
    expect(refused.code).toBe(2);
    expect(refused.out).toContain(`Approval on live (production, ${sandbox().environments.production.baseUrl})`);
    const stats = sandbox().stats().requests;
    expect(Object.keys(stats).filter((key) => key.startsWith('PUT /production/'))).toEqual([]);
  });
});
