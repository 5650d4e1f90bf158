// `match-rules list|show|save|remove --env` and `import --match-rules NAME` with a saved name: the rules
// decide the plan, the job records them (job.json and `jobs show`), and a removed name is refused.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { MATCH_FIELDS } from '../../../src-shared/matching/rules';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

describe('match rules from the command line', () => {
  const sandbox = useSandbox({ users: 20 });
  const temp = tempHome();
  let person: UserRecord;
  afterAll(() => temp.remove());

  beforeAll(async () => {
    person = (await allUsers(sandboxClient(sandbox()))).find((u) => u.first_name && u.last_name && u.email)!;
    const url = sandbox().environments.test.baseUrl;
    const added = await cli(temp.home, ['env', 'add', 'loop', '--url', url, '--kind', 'test']).done;
    expect(added.code, added.err).toBe(0);
  }, 120_000); // the first command builds the command line when a source changed

  it('saves, lists, shows, is chosen for an import and recorded by the job, and is removed', async () => {
    const rulesFile = join(temp.home, 'no-email.json');
    // Strict, and an email proves nothing: the office's lists carry shared family addresses.
    const fields = MATCH_FIELDS.filter((field) => field !== 'email');
    writeFileSync(rulesFile, JSON.stringify({ preset: 'strict', fields, anchors: ['inst_id', 'birth_date'] }));
    const saved = await cli(temp.home, ['match-rules', 'save', rulesFile, '--name', 'No email', '--env', 'loop']).done;
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toContain('Saved for loop: No email: sure at 99.99%, possible at 0.1%');
    const refused = await cli(temp.home, ['match-rules', 'save', rulesFile, '--name', 'strict', '--env', 'loop']).done;
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('"strict" is the name of a preset: choose another name.');

    const list = await cli(temp.home, ['match-rules', 'list', '--env', 'loop']).done;
    expect(list.out).toMatch(
      /Presets:\n {2}strict: .*\n {2}standard: .*\n {2}lenient: .*\nSaved for loop:\n {2}No email: /,
    );
    const show = await cli(temp.home, ['match-rules', 'show', 'no email', '--env', 'loop']).done;
    expect(show.out).toContain('  not compared: email\n');
    expect(show.out).toContain('  a sure match needs agreement on one of: inst_id, birth_date\n');
    const other = await cli(temp.home, ['match-rules', 'list', '--env', 'sandbox', '--json']).done;
    expect((JSON.parse(other.out) as { saved: unknown[] }).saved).toEqual([]);

    // The person's own name and email: sure under the default rules, not under "No email".
    const file = join(temp.home, 'one.csv');
    writeFileSync(
      file,
      `First Name,Last Name,Email,Enabled\n${person.first_name},${person.last_name},${person.email},1\n`,
    );
    const plan = async (rules: string[]) => {
      const run = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', ...rules]).done;
      const id = /job (\d{8}-\d{6}-\w+)/.exec(run.out)?.[1];
      expect(id, run.err + run.out).toBeTruthy();
      return { run, shown: (await cli(temp.home, ['jobs', 'show', id!]).done).out };
    };
    const standard = await plan([]);
    expect(standard.run.out).toContain('1 row: 1 unchanged.');
    expect(standard.shown).toContain('Match rules: standard: sure at 99.8%, possible at 1.0%');
    const office = await plan(['--match-rules', 'No Email']);
    expect(office.run.out).toMatch(/1 row: 1 (held as possible matches|to create)/);
    expect(office.shown).toContain('Match rules: No email: sure at 99.99%, possible at 0.1%');
    const folder = /Folder: (.+)/.exec(office.shown)![1]!;
    const job = JSON.parse(readFileSync(join(folder, 'job.json'), 'utf8')) as { settings: { matchRules: object } };
    expect(job.settings.matchRules).toEqual({
      name: 'No email',
      sure: 0.9999,
      possible: 0.001,
      prior: 1e-5,
      fields,
      anchors: ['inst_id', 'birth_date'],
    });

    const removed = await cli(temp.home, ['match-rules', 'remove', 'No email', '--env', 'loop']).done;
    expect(removed.out).toContain('Removed match rules No email from loop.');
    const gone = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--match-rules', 'No email']).done;
    expect(gone.code).toBe(2);
    expect(gone.err).toMatch(
      /neither a preset \(strict, standard, lenient\), rules saved for the environment, nor a readable file/,
    );
  }, 120_000);
});
