// `alumni-loader jobs promote` on the built-in sandbox: a rehearsal on `sandbox` (test) goes to
// `sandbox-production`, confirmed by name; --yes alone, a wrong name and a changed file are refused.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../../src-main/services/context';
import { createAppContext } from '../../../src-main/services/context';
import { comparePromotion } from '../../../src-main/services/jobs/promote/promote';
import { cli } from './cli-runner';
import { allUsers, HEADERS, personRow, planRequest, tempHome } from './job-fixtures';

const temp = tempHome();
const env = { ALUMNI_LOADER_SANDBOX_PORT: '0' };
const PEOPLE = [
  'Ada,Lovelace,ada.promote@example.org,1',
  'Bob,Stone,bob.promote@example.org,1',
  'Cy,Young,cy.promote@example.org,1',
];
const FILE_TEXT = ['First Name,Last Name,Email,Enabled', ...PEOPLE, 'No,Mail,not-an-email,1', ''].join('\n');
let app: AppContext;
let file: string;
let rehearsal: string;
let withConflict: string;

const productionEmails = async () => {
  const { client } = await app.environments.open('sandbox-production');
  return (await allUsers(client))
    .map((user) => String(user.email))
    .filter((email) => email.endsWith('.promote@example.org'));
};

beforeAll(async () => {
  // The test process runs the home's sandbox (as the app would); every command connects to it.
  app = await createAppContext({ home: temp.home, door: 'browser', env, log: () => {} });
  await app.environments.open('sandbox');
  file = join(temp.home, 'class-of-1990.csv');
  writeFileSync(file, FILE_TEXT);
  const run = await cli(temp.home, ['import', file, '--env', 'sandbox', '--yes', '--json'], env).done;
  expect(run.code, run.err).toBe(1); // the invalid row
  const outcome = JSON.parse(run.out) as { jobId: string; created: number; invalid: number };
  expect(outcome).toMatchObject({ created: 3, invalid: 1 });
  rehearsal = outcome.jobId;

  // A rehearsal with a conflict: two rows of one person, as a window's grid edit can leave them.
  const jobs = app.jobs;
  const rows = [...PEOPLE, 'Ada,Again,ada.promote@example.org,1'].map((line, i) => {
    const [first, last, email] = line.split(',');
    // Other people than the rehearsal's (the same name under another email would be held as a possible match).
    return personRow(i + 2, { first: first!, last: `${last!}-Twice`, email: email!.replace('.promote', '.twice') });
  });
  const twiceText = 'the same bytes the rehearsal hashed';
  writeFileSync(join(temp.home, 'twice.csv'), twiceText);
  const planned = await jobs.plan(
    planRequest(rows, {
      environment: 'sandbox',
      source: { name: 'twice.csv', hash: createHash('sha256').update(twiceText).digest('hex'), headers: HEADERS },
    }),
  );
  await jobs.start(planned.id);
  expect((await jobs.waitFor(planned.id)).counts).toMatchObject({ created: 3, conflict: 1 });
  withConflict = planned.id;
}, 120_000);

afterAll(async () => {
  await app.close();
  temp.remove();
});

describe('alumni-loader jobs promote', () => {
  it('refuses --yes alone on production, and a --confirm-production naming another environment, planning nothing', async () => {
    const yesAlone = await cli(temp.home, ['jobs', 'promote', rehearsal, '--env', 'sandbox-production', '--yes'], env)
      .done;
    expect(yesAlone.code).toBe(2);
    expect(yesAlone.err).toContain(
      '"sandbox-production" is a production environment, and --yes alone never writes to production.',
    );
    expect(yesAlone.err).toContain('--yes --confirm-production sandbox-production');
    const wrongName = await cli(
      temp.home,
      ['jobs', 'promote', rehearsal, '--env', 'sandbox-production', '--yes', '--confirm-production', 'sandbox'],
      env,
    ).done;
    expect(wrongName.code).toBe(2);
    expect(wrongName.err).toContain(
      '--confirm-production "sandbox" does not name the production environment "sandbox-production"',
    );
    expect(app.jobs.list().filter((job) => job.environment.kind === 'production')).toEqual([]);
    expect(await productionEmails()).toEqual([]);
  }, 60_000);

  it('lists the rows that did not go through and wants them acknowledged', async () => {
    const args = [
      'jobs',
      'promote',
      withConflict,
      '--env',
      'sandbox-production',
      '--file',
      join(temp.home, 'twice.csv'),
      '--yes',
      '--confirm-production',
      'sandbox-production',
    ];
    const run = await cli(temp.home, args, env).done;
    expect(run.code).toBe(2);
    expect(run.err).toContain(`1 row of job ${withConflict} did not go through on the rehearsal`);
    expect(run.err).toMatch(/row 5 \(conflict\): Same email as row 2/);
    expect(run.err).toContain('add --acknowledge to promote anyway');
    expect(await productionEmails()).toEqual([]);
    const acknowledged = await cli(temp.home, [...args, '--acknowledge', '--json'], env).done;
    expect(acknowledged.code, acknowledged.err).toBe(1); // the conflict stays a conflict on production
    expect(JSON.parse(acknowledged.out)).toMatchObject({ rehearsalJobId: withConflict, created: 3, conflicts: 1 });
  }, 60_000);

  it('refuses a file changed since the rehearsal', async () => {
    const changed = join(temp.home, 'changed.csv');
    writeFileSync(changed, FILE_TEXT.replace('Cy,Young', 'Cy,Younger'));
    const run = await cli(
      temp.home,
      [
        'jobs',
        'promote',
        rehearsal,
        '--env',
        'sandbox-production',
        '--file',
        changed,
        '--yes',
        '--confirm-production',
        'sandbox-production',
      ],
      env,
    ).done;
    expect(run.code).toBe(2);
    expect(run.err).toContain(`This is not the file job ${rehearsal} rehearsed: class-of-1990.csv has changed since`);
    expect(await productionEmails()).toEqual([]);
  }, 60_000);

  it('with --confirm-production, plans afresh on production, shows it beside the rehearsal, runs it, and links the pair', async () => {
    const run = await cli(
      temp.home,
      [
        'jobs',
        'promote',
        rehearsal,
        '--env',
        'sandbox-production',
        '--yes',
        '--confirm-production',
        'sandbox-production',
        '--json',
      ],
      env,
    ).done;
    expect(run.code, run.err).toBe(1); // the invalid row again
    const outcome = JSON.parse(run.out) as {
      jobId: string;
      rehearsalJobId: string;
      created: number;
      comparison: { kind: string; rehearsal: number; production: number }[];
    };
    expect(outcome).toMatchObject({
      rehearsalJobId: rehearsal,
      created: 3,
      conflicts: 0,
      invalid: 1,
      status: 'completed',
    });
    expect(outcome.comparison).toContainEqual({ kind: 'create', rehearsal: 3, production: 3 });
    expect((await productionEmails()).sort()).toEqual([
      'ada.promote@example.org',
      'bob.promote@example.org',
      'cy.promote@example.org',
    ]);
    const pair = comparePromotion(app.jobs, rehearsal);
    expect(pair.production.id).toBe(outcome.jobId);
    expect(pair.production.environment).toMatchObject({ name: 'sandbox-production', kind: 'production' });
    const shown = await cli(temp.home, ['jobs', 'show', rehearsal], env).done;
    expect(shown.out).toContain(`Promoted to job ${outcome.jobId}`);
  }, 60_000);

  it('a second promotion finds the users there: unchanged, and says which rows differ from the rehearsal', async () => {
    const run = await cli(temp.home, ['jobs', 'promote', rehearsal, '--env', 'sandbox-production', '--dry-run'], env)
      .done;
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(/created \/ to create +3 +0/);
    expect(run.out).toMatch(/unchanged +0 +3/);
    expect(run.out).toContain('Rows whose outcome differs (3):');
    expect(run.out).toContain('row 2: create on the rehearsal, unchanged on production');
    expect(run.out).toContain('Dry run: nothing was sent.');
  }, 60_000);
});

describe('--yes alone never writes to production', () => {
  it('import, jobs resume and approve are refused on sandbox-production; --confirm-production NAME goes ahead', async () => {
    const other = join(temp.home, 'direct.csv');
    writeFileSync(other, ['First Name,Last Name,Email,Enabled', 'Dee,Direct,dee.direct@example.org,1', ''].join('\n'));
    const onProduction = async (email: string) => {
      const { client } = await app.environments.open('sandbox-production');
      return client.listUsers({ email });
    };
    const imported = await cli(temp.home, ['import', other, '--env', 'sandbox-production', '--yes'], env).done;
    expect(imported.code).toBe(2);
    expect(imported.err).toContain('--yes alone never writes to production');
    expect(
      app.jobs.list().filter((job) => job.sourceName === 'direct.csv'),
      'refused before planning',
    ).toEqual([]);

    // A plan made with --dry-run: resuming it with --yes alone is refused too.
    const dryRun = await cli(temp.home, ['import', other, '--env', 'sandbox-production', '--dry-run', '--yes'], env)
      .done;
    expect(dryRun.code, dryRun.err).toBe(0);
    const planned = app.jobs.list().find((job) => job.sourceName === 'direct.csv' && job.status === 'planned')!;
    const resumed = await cli(temp.home, ['jobs', 'resume', planned.id, '--yes'], env).done;
    expect(resumed.code).toBe(2);
    expect(resumed.err).toContain('--yes alone never writes to production');

    const { client } = await app.environments.open('sandbox-production');
    const pending = async () => (await allUsers(client)).filter((user) => user.approved === 0).length;
    const pendingBefore = await pending();
    expect(pendingBefore).toBeGreaterThan(0);
    const approved = await cli(temp.home, ['approve', '--env', 'sandbox-production', '--yes'], env).done;
    expect(approved.code).toBe(2);
    expect(approved.err).toContain('--yes alone never writes to production');
    expect(await pending()).toBe(pendingBefore);
    expect(await onProduction('dee.direct@example.org')).toEqual([]);

    const confirmed = await cli(
      temp.home,
      ['jobs', 'resume', planned.id, '--yes', '--confirm-production', 'sandbox-production'],
      env,
    ).done;
    expect(confirmed.code, confirmed.err).toBe(0);
    expect(await onProduction('dee.direct@example.org')).toHaveLength(1);
  }, 120_000);
});
