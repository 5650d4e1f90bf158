// What an import may change on people already on the service, from the command line against the
// sandbox: by default a matched person's Enabled, names and email stay as the office left them,
// the plan says so in figures, and the job records the policy. A policy file can open a group. A new
// city beside the service's street and ZIP is held: an address changes whole or not at all.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from './cli-runner';
import { allUsers, sandboxClient, tempHome } from './job-fixtures';

describe('alumni-loader import --update-policy and the protective defaults', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  let peter: UserRecord;
  let file: string;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    const users = await allUsers(sandboxClient(sandbox()));
    peter = users.find(
      (u) =>
        u.enabled === 1 && u.inst_id && u.first_name && u.email && u.home_city && u.home_zipcode && !u.home_address2,
    )!;
    expect(peter).toBeDefined();
    file = join(temp.home, 'reunion.csv');
    // No Enabled column: the value comes with --set for every row. Peter's row carries his names in
    // capitals and an older email; the institution ID finds him.
    writeFileSync(
      file,
      [
        'Institution ID,First Name,Last Name,Email,Home City',
        `${peter.inst_id},${String(peter.first_name).toUpperCase()},${String(peter.last_name).toUpperCase()},old.address@example.net,Newtown`,
        'N99999999,Nina,New,nina.new@example.org,Oldtown',
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
  }, 180_000); // the first run may build the command line

  it("leaves a matched person's Enabled, names and email alone, with the figures in the plan", async () => {
    const args = ['import', file, '--env', 'loop', '--match', 'inst_id', '--set', 'enabled=0', '--yes'];
    const run = await cli(temp.home, args).done;
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('What may change for people already on the service:');
    expect(run.out).toContain('names only fill when empty, email only fill when empty');
    expect(run.out).toContain('flags never change');
    expect(run.out).toMatch(/0 values filled where the service held nothing, 0 values replaced/);
    // 3 for names and email, 5 for the home address held whole (city, and street, state, country, ZIP cleared).
    expect(run.out).toMatch(/8 proposed changes not applied \(1 row; --accept-proposed all or ROWS\)/);
    expect(run.out).toContain('An address changes as a whole');
    expect(run.out).toContain(
      `home_city: ${peter.home_city} -> Newtown (kept: the row changes only part of this address`,
    );
    expect(run.out).toContain(`home_zipcode: ${peter.home_zipcode} -> (cleared)`);
    expect(run.out).toMatch(/1 difference kept by the rules/);
    expect(run.out).toContain(`email: ${peter.email} -> old.address@example.net (kept: only filled when empty)`);
    expect(run.out).toContain("(kept: the service's spelling)");

    const client = sandboxClient(sandbox());
    const after = await client.getUser(peter.user_id);
    expect(after).toMatchObject({
      enabled: 1,
      first_name: peter.first_name,
      last_name: peter.last_name,
      email: peter.email,
      home_city: peter.home_city,
      home_address1: peter.home_address1,
      home_zipcode: peter.home_zipcode,
    });
    // The value given for every row is for new people: Nina gets it.
    expect((await client.listUsers({ email: 'nina.new@example.org' }))[0]).toMatchObject({ enabled: 0 });

    const jobId = /job (\S+):/.exec(run.out)![1]!;
    const shown = await cli(temp.home, ['jobs', 'show', jobId]).done;
    expect(shown.out).toContain('People already on the service: names only fill when empty');
    expect(shown.out).toContain('values given for every row: new people only');
    expect(shown.out).toMatch(/0 filled, 0 replaced, 0 given for every row, 8 proposed changes not applied, 1 kept/);
  });

  it('a policy file and --also-for-existing open what the office chooses; a slip is named by its line', async () => {
    const policyFile = join(temp.home, 'policy.json');
    writeFileSync(policyFile, '{\n  "groups": {\n    "email": "update"\n  }\n}\n');
    const args = ['import', file, '--env', 'loop', '--match', 'inst_id', '--set', 'enabled=0', '--dry-run'];
    const run = await cli(temp.home, [...args, '--update-policy', policyFile, '--also-for-existing', 'enabled']).done;
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`email: ${peter.email} -> old.address@example.net`);
    expect(run.out).toMatch(/1 value given with --set applied to people already there/);
    expect(run.out).toContain('enabled: 1 -> 0');

    writeFileSync(policyFile, '{\n  "groups": {\n    "emial": "update"\n  }\n}\n');
    const refused = await cli(temp.home, [...args, '--update-policy', policyFile]).done;
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Line 3: "emial" is no key of "groups".*Did you mean "email"\?/);
  });

  it('accepting a partly changed address replaces it whole: the new city, the old street and ZIP cleared', async () => {
    const moved = join(temp.home, 'moved.csv');
    const same = `${peter.inst_id},${peter.first_name},${peter.last_name},${peter.email}`;
    writeFileSync(moved, ['Institution ID,First Name,Last Name,Email,Home City', `${same},Paris`].join('\n'));
    const args = ['import', moved, '--env', 'loop', '--match', 'inst_id', '--set', 'enabled=1', '--yes'];
    const run = await cli(temp.home, [...args, '--accept-proposed', 'all']).done;
    expect(run.code, run.err).toBe(0);
    const after = await sandboxClient(sandbox()).getUser(peter.user_id);
    expect(after).toMatchObject({ home_city: 'Paris', home_address1: null, home_zipcode: null, home_state: null });
    expect(after.first_name).toBe(peter.first_name);
  });

  it('validate --save-mapping saves the policy flags with the template, and an import with it applies them', async () => {
    const saved = join(temp.home, 'with-policy.json');
    const validate = await cli(temp.home, [
      'validate',
      file,
      '--set',
      'enabled=0',
      '--save-mapping',
      saved,
      '--email',
      'update',
      '--also-for-existing',
      'enabled',
    ]).done;
    expect(validate.code, validate.err).toBe(0);
    const template = JSON.parse(readFileSync(saved, 'utf8')) as { updatePolicy?: unknown };
    expect(template.updatePolicy).toEqual({ groups: { email: 'update' }, givenAlsoForExisting: ['enabled'] });
    const help = await cli(temp.home, ['validate', '--help']).done;
    expect(help.out).toContain('--update-policy <file>');
    expect(help.out).not.toContain('--accept-proposed');

    const args = ['import', file, '--env', 'loop', '--match', 'inst_id', '--mapping', saved, '--dry-run'];
    const run = await cli(temp.home, args).done;
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain('email update');
    expect(run.out).toContain(`email: ${peter.email} -> old.address@example.net`);
    expect(run.out).toContain('enabled: 1 -> 0');
  });
});
