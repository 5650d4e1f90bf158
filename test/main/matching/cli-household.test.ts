// The hostile rows from the command line: a spouse with the household email, a child with the
// parents' email, a son (Jr) with his father's (Sr.) email, twins under a nickname. Each is held (or new),
// never a sure update, even with --yes; the people already on the service keep every field.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { CHILD_CSV, HOUSEHOLD_CSV, HOUSEHOLD_PEOPLE } from '../../helpers/household-people';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { sandboxClient, tempHome } from '../jobs/job-fixtures';

describe('household, twins and Jr/Sr from the command line', () => {
  const sandbox = useSandbox({ users: 20 });
  const temp = tempHome();
  const before = new Map<string, UserRecord>();
  afterAll(() => temp.remove());

  beforeAll(async () => {
    const client = sandboxClient(sandbox());
    for (const [key, person] of Object.entries(HOUSEHOLD_PEOPLE)) {
      const created = await client.createUser(person);
      before.set(key, await client.getUser(created.user_id));
    }
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

  const importFile = async (name: string, text: string) => {
    const file = join(temp.home, name);
    writeFileSync(file, text);
    const out = join(temp.home, `out-${name}`);
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--yes', '--out', out]).done;
    const decisionsPath = /--decisions (\S+)/.exec(run.err)?.[1];
    const decisions = decisionsPath ? readFileSync(decisionsPath, 'utf8').replace(/^\uFEFF/, '') : '';
    const heldRows = decisions
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => Number(line.split(',')[0]));
    return { run, decisions, heldRows, results: readFileSync(resultsFile(run.out, out), 'utf8') };
  };

  it('holds each row, sends none as an update, and changes no field of the people there', async () => {
    const household = await importFile('household.csv', HOUSEHOLD_CSV);
    expect(household.run.code, household.run.err + household.run.out).toBe(1);
    expect(household.run.out).toContain('4 rows: 4 held as possible matches (not sent)');
    expect(household.heldRows).toEqual([2, 3, 4, 5]);
    const lines = household.decisions.split(/\r?\n/);
    const line = (row: number) => lines.find((l) => l.startsWith(`${row},`))!;
    const ids = Object.fromEntries([...before].map(([key, user]) => [key, String(user.user_id)]));
    expect(line(2)).toContain(`,${ids['aurora']!},`);
    expect(line(2)).toContain('shares an email with Aurora Bancroft — a household address?');
    expect(line(3)).toContain(`,${ids['robert']!},`);
    expect(line(3)).toMatch(/the suffixes contradict \(jr here, sr on the service\): father and son\?/);
    expect(line(3)).toMatch(/the class years contradict/);
    expect(line(4)).toContain(`,${ids['samuel']!},`);
    expect(line(4)).toMatch(/the genders contradict/);
    expect(line(5)).toContain(`,${ids['alexander']!},`);
    expect(line(5)).toMatch(/the genders contradict/);
    expect(household.results).not.toMatch(/,updated?,/);

    const child = await importFile('child.csv', CHILD_CSV);
    expect(child.run.code, child.run.err + child.run.out).toBe(1);
    expect(child.heldRows).toEqual([2]);
    expect(child.decisions).toMatch(/the class years contradict \(2020 here, 1992 on the service\)/);
    expect(child.results).not.toMatch(/,updated?,/);

    // The people already there keep every field.
    const client = sandboxClient(sandbox());
    for (const [key, was] of before) expect(await client.getUser(was.user_id), key).toEqual(was);
    expect(await client.listUsers({ email: 'bancrofts@household.example.net' })).toHaveLength(1);
  }, 120_000);
});

/** The results file the run printed among its plan files. */
function resultsFile(printed: string, folder: string): string {
  const match = /(\S+-results\.csv)/.exec(printed);
  if (!match || !match[1]!.startsWith(folder)) throw new Error(`No results file under ${folder} in:\n${printed}`);
  return match[1]!.replace(/,$/, '');
}
