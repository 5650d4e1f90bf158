// The command line as a newcomer meets it (issue 33, point 9): the active environment by default and said, the sample
// importing with no flags, a changed layout mapped with --map and --accept-renames, every problem of a row named, a
// dry run's changes in its results, and the formula guard read back as the number.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { readReportDate } from '../../../src-main/cli/report-date-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

const samples = join(import.meta.dirname, '../../../resources/samples');

interface Outcome {
  resultsFile: string;
  errorsFile: string | null;
  created: number;
  invalid: number;
}

describe('alumni-loader import, in words a newcomer follows', () => {
  const sandbox = useSandbox({ users: 12 });
  const temp = tempHome();
  let existing: UserRecord;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    existing = (await allUsers(sandboxClient(sandbox())))[0]!;
    const url = sandbox().environments.test.baseUrl;
    const added = await cli(temp.home, ['env', 'add', 'loop', '--url', url, '--kind', 'test']).done;
    expect(added.code, added.err).toBe(0);
    const used = await cli(temp.home, ['env', 'use', 'loop']).done;
    expect(used.code, used.err).toBe(0);
  });

  const file = (name: string, lines: string[]): string => {
    const path = join(temp.home, name);
    writeFileSync(path, `${lines.join('\n')}\n`);
    return path;
  };

  it('imports the shipped sample with no flags: the active environment said first, what new people get said once', async () => {
    const run = await cli(temp.home, ['import', join(samples, 'alumni-sample.csv'), '--dry-run']).done;
    expect(run.code, run.err).toBe(1); // the sample's deliberate problems
    expect(run.err.split('\n')[0]).toBe(
      'Planning an import into loop (test), the active environment (env use chooses another)',
    );
    expect(run.err).toContain('Note: New people get Enabled = 0 (not enabled): no column or --set gives it.');
    expect(run.err).not.toMatch(/No column or --set feeds/);
    expect(run.out).toMatch(/200 rows: 191 to create \+ 9 invalid/);
    // Given --env, the line names it without "active".
    const named = await cli(temp.home, ['import', join(samples, 'alumni-sample.csv'), '--env', 'loop', '--dry-run'])
      .done;
    expect(named.err.split('\n')[0]).toBe('Planning an import into loop (test)');
  });

  it('names every problem of a row in the plan, each once, with the one only a create needs said so', async () => {
    const path = file('several.csv', ['First Name,Last Name,Email,Gender', 'Ann,,not-an-email,X']);
    const run = await cli(temp.home, ['import', path, '--dry-run']).done;
    const line = run.out.split('\n').find((text) => text.includes('row 2:'));
    expect(line).toMatch(/Email: Email "not-an-email" is not an email address \(expected name@example\.org\); Gender:/);
    expect(line).toMatch(/; Last Name: Last name is empty, .* the person's own last name \(to create\)\.$/);
    expect(line).not.toMatch(/\.;/);
  });

  it("a dry run's results file carries the changes an update would make", async () => {
    const path = file('update.csv', [
      'First Name,Last Name,Email,Enabled,Home City',
      `${existing.first_name},${existing.last_name},${existing.email},${existing.enabled ?? 1},Dry Run Town`,
    ]);
    // The new city alone beside the service's street and ZIP is a proposed change, listed for review.
    const held = JSON.parse((await cli(temp.home, ['import', path, '--dry-run', '--json']).done).out) as Outcome;
    const [header, row] = readFileSync(held.resultsFile, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toMatch(/,status,user_id,message,proposed changes \(kept as on the service\)$/);
    expect(row).toMatch(/,unchanged,\d+,.*,"?Home city .* -> Dry Run Town \(kept: the row changes only part of/);
    expect(row).toContain(`Home ZIP code ${existing.home_zipcode} -> (blank)`);
    // Accepted, a dry run says what it would change: the whole address.
    const args = ['import', path, '--dry-run', '--json', '--accept-proposed', 'all'];
    const accepted = await cli(temp.home, args).done;
    expect(accepted.code, accepted.err + accepted.out).toBe(0);
    const outcome = JSON.parse(accepted.out) as Outcome;
    const results = readFileSync(outcome.resultsFile, 'utf8');
    expect(results).toMatch(/to update \(dry run\),\d*,"?Would change: .*Home city .* -> Dry Run Town/);
    expect(results).toContain(`Home ZIP code ${existing.home_zipcode} -> (blank)`);
  });

  it('--map gives a column its field; a header the file lacks is refused naming the ones it has', async () => {
    const path = file('odd-headers.csv', ['Given,Family,Reach Me At,Enabled', 'Ann,Lee,ann.lee@example.org,1']);
    const maps = ['--map', 'Reach Me At=email', '--map', 'given=first_name', '--map', 'Family=LAST_NAME'];
    const mapped = await cli(temp.home, ['validate', path, ...maps, '--json']).done;
    expect(mapped.code, mapped.err).toBe(0);
    const result = JSON.parse(mapped.out) as { mapping: Record<string, string | null>; errors: { message: string }[] };
    expect(result.mapping).toEqual({
      Given: 'first_name',
      Family: 'last_name',
      'Reach Me At': 'email',
      Enabled: 'enabled',
    });
    expect(result.errors.map((e) => e.message)).toContain('"Reach Me At" is read as Email (--map).');
    const unknown = await cli(temp.home, ['validate', path, '--map', 'E-mail Addr=email']).done;
    expect(unknown.code).toBe(2);
    expect(unknown.err).toMatch(/--map "E-mail Addr=\.\.\.": the file has no column "E-mail Addr"/);
    expect(unknown.err).toMatch(/Its columns are "Given", "Family", "Reach Me At", "Enabled"/);
    const badField = await cli(temp.home, ['validate', path, '--map', 'Reach Me At=emial']).done;
    expect(badField.err).toMatch(/"emial" is not a User field[\s\S]*Did you mean "email"\?/);
  });

  it('--accept-renames maps the columns a saved mapping finds renamed, with no JSON to edit', async () => {
    const first = file('layout-1.csv', [
      'First Name,Last Name,Email Address,Enabled,Class',
      'Ann,Lee,a@example.org,1,1999',
    ]);
    const template = join(temp.home, 'layout.json');
    const saved = await cli(temp.home, ['validate', first, '--save-mapping', template]).done;
    expect(saved.code, saved.err).toBe(0);
    const second = file('layout-2.csv', [
      'First Name,Last Name,E-mail Addres,Enabled,Class',
      'Bo,Li,b@example.org,1,2001',
    ]);
    const without = await cli(temp.home, ['validate', second, '--mapping', template]).done;
    expect(without.out).toMatch(/"Email Address" may now be called "E-mail Addres".*--accept-renames/);
    const taken = await cli(temp.home, ['validate', second, '--mapping', template, '--accept-renames', '--json']).done;
    expect(taken.code, taken.err).toBe(0);
    const result = JSON.parse(taken.out) as { mapping: Record<string, string | null>; errors: { message: string }[] };
    expect(result.mapping['E-mail Addres']).toBe('email');
    expect(result.errors.map((e) => e.message)).toContain(
      '"E-mail Addres" is read as Email, as "Email Address" was (--accept-renames).',
    );
    // import says the same of a saved mapping, and takes the renames too.
    const imported = await cli(temp.home, ['import', second, '--mapping', template, '--dry-run']).done;
    expect(imported.err).toMatch(/Note: "Email Address" may now be called "E-mail Addres"/);
    const renamed = await cli(temp.home, ['import', second, '--mapping', template, '--accept-renames', '--dry-run'])
      .done;
    expect(renamed.err).toContain('Note: "E-mail Addres" is read as Email, as "Email Address" was (--accept-renames).');
    expect(renamed.out).toMatch(/1 row: 1 to create/);
  });

  it('reads a County/State column of US and UK values: states sent, counties said', async () => {
    const path = file('county.csv', [
      'First Name,Last Name,Email,Enabled,City,County/State,Country',
      'Ann,Lee,ann@example.org,1,Boston,MA,US',
      'Bo,Li,bo@example.org,1,Canterbury,Kent,UK',
    ]);
    const run = await cli(temp.home, ['validate', path, '--json']).done;
    const result = JSON.parse(run.out) as { mapping: Record<string, string | null>; errors: { value: string }[] };
    expect(result.mapping['County/State']).toBe('home_state');
    expect(result.errors.map((e) => e.value)).toEqual(['Kent']);
  });

  it('--set home_country=GB proposes --date-order dmy when dates read either way', async () => {
    const path = file('uk-dates.csv', [
      'First Name,Last Name,Email,Enabled,Birth Date',
      'Ann,Lee,a@example.org,1,03/04/1990',
    ]);
    const run = await cli(temp.home, ['validate', path, '--set', 'home_country=GB']).done;
    expect(run.out).toMatch(/1 row has a date like 03\/04\/1990 .* every row is in GB .* give --date-order dmy\./);
    const us = await cli(temp.home, ['validate', path, '--set', 'home_country=US']).done;
    expect(us.out).toMatch(/give --date-order mdy\./);
    const given = await cli(temp.home, ['validate', path, '--set', 'home_country=GB', '--date-order', 'dmy']).done;
    expect(given.out).not.toMatch(/give --date-order/);
  });

  it("a phone the formula guard wrote as '+353 1 555 0100 in an errors file is read back as the number", async () => {
    const path = file('guarded.csv', [
      'First Name,Last Name,Email,Enabled,Mobile Phone,Home Country',
      'Ann,Lee,not-an-email,1,+353 1 555 0100,IE',
    ]);
    const run = await cli(temp.home, ['import', path, '--dry-run', '--json']).done;
    const outcome = JSON.parse(run.out) as Outcome;
    const errors = readFileSync(outcome.errorsFile!, 'utf8');
    expect(errors).toContain(",'+353 1 555 0100,");
    for (const again of [outcome.errorsFile!, outcome.resultsFile]) {
      const read = await runImportFile(again, await fileSettings({}));
      expect(read.validation.rows[0]!.user.mobile_phone, again).toBe('+353 1 555 0100');
      expect(read.validation.rows[0]!.problems.filter((p) => p.field === 'mobile_phone')).toEqual([]);
    }
  });

  it('report --from/--to take the date forms intake reads; a date read either way is refused with both', async () => {
    expect(readReportDate('--from', '31 March 2024', 'start')).toBe('2024-03-31');
    expect(readReportDate('--from', 'March 31, 2024', 'start')).toBe('2024-03-31');
    expect(readReportDate('--to', '2024-02', 'end')).toBe('2024-02-29');
    expect(readReportDate('--from', '2024', 'start')).toBe('2024-01-01');
    expect(readReportDate('--to', '2024', 'end')).toBe('2024-12-31');
    expect(readReportDate('--to', '31/03/2024', 'end')).toBe('2024-03-31');
    expect(() => readReportDate('--from', '03/04/2024', 'start')).toThrow(
      '"03/04/2024" reads as 2024-03-04 or 2024-04-03: write it --from 2024-03-04 or --from 2024-04-03.',
    );
    const out = join(temp.home, 'gifts.csv');
    const run = await cli(temp.home, ['report', 'donations', '--env', 'loop', '--from', '1 January 2000', '--out', out])
      .done;
    expect(run.code, run.err).toBe(0);
    const ambiguous = await cli(temp.home, ['report', 'donations', '--env', 'loop', '--from', '03/04/2024']).done;
    expect(ambiguous.code).not.toBe(0);
    expect(ambiguous.err).toContain('reads as 2024-03-04 or 2024-04-03');
  });
});
