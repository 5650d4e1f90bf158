import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from './cli-runner';
import { allUsers, sandboxClient, tempHome } from './job-fixtures';

describe('alumni-loader import and jobs, from the command line', () => {
  const sandbox = useSandbox({ users: 12 });
  const temp = tempHome();
  let existing: UserRecord;
  let file: string;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    existing = (await allUsers(sandboxClient(sandbox())))[0]!;
    file = join(temp.home, 'class-of-2001.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Email,Enabled,Home City',
        `${existing.first_name},${existing.last_name},${existing.email},${existing.enabled ?? 1},Springfield`,
        'Cleo,Created,cleo.created@example.org,1,Shelbyville',
        'Bad,Address,not-an-email,1,Nowhere',
      ].join('\n'),
    );
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
  });

  it('--dry-run plans, writes the plan files and sends nothing (exit 1: a row is invalid)', async () => {
    // The new city alone is held (an address changes whole); accepting it replaces the address.
    const accept = ['--accept-proposed', 'all'];
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--json', ...accept]).done;
    expect(run.code, run.err).toBe(1);
    const outcome = JSON.parse(run.out) as Record<string, unknown>;
    expect(outcome).toMatchObject({ dryRun: true, created: 0, updated: 0, invalid: 1, status: 'planned' });
    const results = readFileSync(String(outcome.resultsFile), 'utf8');
    expect(results).toContain('Springfield,to update (dry run),');
    expect(results).toContain('cleo.created@example.org,1,Shelbyville,to create (dry run),');
    expect(await sandboxClient(sandbox()).listUsers({ email: 'cleo.created@example.org' })).toHaveLength(0);
  });

  it('--dry-run --out copies the plan files into the folder, making it', async () => {
    const out = join(temp.home, 'plans', 'dry');
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--json', '--out', out]).done;
    expect(run.code, run.err).toBe(1);
    const outcome = JSON.parse(run.out) as Record<string, unknown>;
    expect(String(outcome.resultsFile)).toBe(join(out, `${String(outcome.jobId)}-results.csv`));
    expect(readFileSync(String(outcome.resultsFile), 'utf8')).toContain(
      'cleo.created@example.org,1,Shelbyville,to create (dry run),',
    );
  });

  it('an --out that is a file, or a folder that cannot be made, is refused before anything is planned or sent (exit 2)', async () => {
    const aFile = join(temp.home, 'a-file');
    writeFileSync(aFile, '');
    const onFile = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--out', aFile]).done;
    expect(onFile).toMatchObject({ code: 2, err: expect.stringMatching(/--out .*a-file is a file, not a folder/) });
    // /proc takes no new folder, even for root (where a read-only folder would).
    const unmade = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--out', '/proc/alumni-results'])
      .done;
    expect(unmade).toMatchObject({
      code: 2,
      err: expect.stringMatching(/The folder alumni-results cannot be made in \/proc: it takes no new file \(ENOENT\)/),
    });
    expect(unmade.out).not.toMatch(/Plan for/);
    expect(await sandboxClient(sandbox()).listUsers({ email: 'cleo.created@example.org' })).toHaveLength(0);
  });

  it('without --yes and no terminal to ask on, sends nothing (exit 2)', async () => {
    const run = await cli(temp.home, ['import', file, '--env', 'loop']).done;
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/no terminal to ask for confirmation on[\s\S]*--yes/);
    expect(await sandboxClient(sandbox()).listUsers({ email: 'cleo.created@example.org' })).toHaveLength(0);
  });

  it('imports with --yes: one created, one updated, the invalid row in the errors file (exit 1), results copied to --out', async () => {
    const out = join(temp.home, 'out');
    const flags = ['--yes', '--json', '--out', out, '--rate', '50', '--accept-proposed', 'all'];
    const run = await cli(temp.home, ['import', file, '--env', 'loop', ...flags]).done;
    expect(run.code, run.err).toBe(1);
    const outcome = JSON.parse(run.out) as Record<string, unknown>;
    expect(Object.keys(outcome)).toEqual(
      expect.arrayContaining([
        'jobId',
        'created',
        'updated',
        'unchanged',
        'conflicts',
        'invalid',
        'failed',
        'resultsFile',
        'errorsFile',
      ]),
    );
    expect(outcome).toMatchObject({
      status: 'completed',
      created: 1,
      updated: 1,
      unchanged: 0,
      conflicts: 0,
      invalid: 1,
      failed: 0,
    });
    expect(String(outcome.resultsFile).startsWith(out)).toBe(true);
    // The original columns as they were, then Row, Problems and Suggested fix.
    expect(readFileSync(String(outcome.errorsFile), 'utf8')).toMatch(
      /^\uFEFFFirst Name,Last Name,Email,Enabled,Home City,Row,Problems,Suggested fix\r\nBad,Address,not-an-email,1,Nowhere,\d+,"?Email: [^\r\n]+\r\n$/,
    );
    expect((await sandboxClient(sandbox()).getUser(existing.user_id)).home_city).toBe('Springfield');

    const listed = await cli(temp.home, ['jobs', 'list']).done;
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      new RegExp(`${outcome.jobId}\\s+import\\s+completed\\s+loop\\s+class-of-2001\\.csv\\s+1\\+1/2`),
    );
    const shown = await cli(temp.home, ['jobs', 'show', String(outcome.jobId)]).done;
    expect(shown.out).toMatch(
      /Plan: 3 rows — 1 to create, 1 to update, 0 unchanged, 0 conflicts, 0 skipped, 1 invalid/,
    );
    expect(shown.out).toMatch(/Done: 1 created, 1 updated, 0 failed, 0 remaining/);

    // The same file again: nothing left to write, every valid row unchanged.
    const again = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--json']).done;
    expect(JSON.parse(again.out)).toMatchObject({ created: 0, updated: 0, unchanged: 2, invalid: 1 });
  });

  it('an unreadable file or a bad flag: exit 2 with a plain explanation', async () => {
    const missing = await cli(temp.home, ['import', join(temp.home, 'nope.csv'), '--env', 'loop', '--yes']).done;
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/Cannot read .*nope\.csv: there is no such file/);
    const badRate = await cli(temp.home, ['import', file, '--env', 'loop', '--rate', 'fast']).done;
    expect(badRate.code).toBe(2);
    expect(badRate.err).toMatch(/--rate takes a number from 0 to 1000/);
    const badMode = await cli(temp.home, ['import', file, '--env', 'loop', '--mode', 'merge']).done;
    expect(badMode.code).toBe(2);
    expect(badMode.err).toMatch(/create, update, upsert/);
  });

  it('jobs revert from the command line puts the old value back', async () => {
    const list = JSON.parse((await cli(temp.home, ['jobs', 'list', '--json']).done).out) as {
      id: string;
      counts: { updated: number };
    }[];
    const updateJob = list.find((job) => job.counts.updated === 1)!;
    const run = await cli(temp.home, ['jobs', 'revert', updateJob.id, '--yes', '--json']).done;
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ status: 'completed', updated: 1, failed: 0 });
    expect((await sandboxClient(sandbox()).getUser(existing.user_id)).home_city).toBe(existing.home_city);
  });
});
