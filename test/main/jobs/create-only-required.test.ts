// Fields required to create a user are required only of rows that will be created (issue 25,
// item 11): `--mode update` of a file without an Enabled column updates the users it matches.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, jobServiceOn, sandboxClient, tempHome } from './job-fixtures';

describe('required-for-create fields', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  async function planFile(mode: 'update' | 'upsert') {
    const [a, b] = await allUsers(sandboxClient(sandbox()));
    const file = join(temp.home, `${mode}.csv`);
    writeFileSync(
      file,
      // A new mobile phone: a city alone would be held (an address changes whole).
      `First,Last,Email,Mobile Phone\n${a!.first_name},${a!.last_name},${a!.email},+1 617 555 0101\n` +
        `${b!.first_name},${b!.last_name},${b!.email},+1 617 555 0102\nNew,Person,new.person@example.org,+1 617 555 0103\n`,
    );
    const read = await readSourceFile(file);
    expect(read.missingRequired).toContain('enabled');
    expect(read.rows.every((row) => row.problems?.length === 0)).toBe(true);
    const jobs = jobServiceOn(sandbox(), temp.home);
    const plan = await jobs.plan({
      environment: 'test',
      source: read.source,
      fields: read.fields,
      rows: read.rows.map((r) => ({ ...r, problems: r.problems ?? [] })),
      mode,
      match: 'email',
      blank: 'keep',
    });
    return { jobs, plan };
  }

  it('--mode update without an Enabled column: the matched users are updated, nothing is invalid', async () => {
    const { jobs, plan } = await planFile('update');
    expect(plan.counts).toMatchObject({ update: 2, invalid: 0, skipped: 1, create: 0 });
    await jobs.start(plan.id);
    expect((await jobs.waitFor(plan.id)).counts).toMatchObject({ updated: 2, failed: 0 });
  });

  it('upsert: only the row that would be created is invalid, saying what creating needs', async () => {
    const { jobs, plan } = await planFile('upsert');
    expect(plan.counts).toMatchObject({ invalid: 1, create: 0 });
    expect(plan.counts.update + plan.counts.unchanged).toBe(2);
    const [invalid] = jobs.rows(plan.id, 'invalid').rows;
    expect(invalid!.rowNumber).toBe(4);
    expect(invalid!.message).toMatch(/Enabled.*needed to create a new user: nobody on the service matches this row/i);
  });
});
