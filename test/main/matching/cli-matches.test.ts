// Held rows from the command line: never sent by --yes alone, decided in a decisions CSV,
// remembered across files and processes, listed and forgotten with `matches`.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

describe('possible matches from the command line', () => {
  const sandbox = useSandbox({ users: 30 });
  const temp = tempHome();
  let person: UserRecord;
  afterAll(() => temp.remove());

  const csv = (name: string, lines: string[]) => {
    const path = join(temp.home, name);
    writeFileSync(path, ['First Name,Last Name,Email,Class Year,Enabled', ...lines].join('\n'));
    return path;
  };

  beforeAll(async () => {
    person = (await allUsers(sandboxClient(sandbox()))).find((u) => u.first_name && u.last_name && u.year_graduated)!;
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

  it('holds, decides, remembers across files and processes, and forgets', async () => {
    // Same name and class year, a new email, no birth date: a possible match, not a sure one.
    const held = `${person.first_name},${person.last_name},moved.on@newmail.example.com,${person.year_graduated},1`;
    const first = csv('first.csv', [held, 'Cleo,Created,cleo.created@example.org,2001,1']);
    const out = join(temp.home, 'out');
    const run1 = await cli(temp.home, ['import', first, '--env', 'loop', '--yes', '--out', out]).done;
    expect(run1.code, run1.err).toBe(1);
    expect(run1.out).toContain('1 held');
    expect(run1.out).toContain(`user_id ${person.user_id}`);
    expect(run1.err).toMatch(/1 row is held as possible matches and will not be sent/);
    const client = sandboxClient(sandbox());
    expect((await client.getUser(person.user_id)).email).toBe(person.email); // --yes did not send the held row
    expect(await client.listUsers({ email: 'cleo.created@example.org' })).toHaveLength(1);

    const decisionsPath = /--decisions (\S+)/.exec(run1.err)![1]!;
    expect(decisionsPath.startsWith(out)).toBe(true);
    const lines = readFileSync(decisionsPath, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('row,decision,candidates,first_name,last_name,email,why');
    expect(lines[1]).toMatch(new RegExp(`^2,,${person.user_id},`));
    writeFileSync(decisionsPath, `${lines[0]}\r\n${lines[1]!.replace(/^2,,/, '2,skip,')}\r\n`);

    const run2 = await cli(temp.home, ['import', first, '--env', 'loop', '--yes', '--decisions', decisionsPath]).done;
    expect(run2.code, run2.err + run2.out).toBe(0);
    // The plan's count line names only the parts it has: the decided row is skipped, none is held.
    expect(run2.out).toContain('1 skipped');
    expect(run2.out).not.toMatch(/\d+ held/);

    // Another file, another process: the same person is skipped as decided before.
    const second = csv('second.csv', ['Dora,Different,dora.d@example.org,1999,1', held]);
    const run3 = await cli(temp.home, ['import', second, '--env', 'loop', '--dry-run', '--json']).done;
    expect(run3.code, run3.err).toBe(0);
    const results3 = readFileSync(String((JSON.parse(run3.out) as { resultsFile: string }).resultsFile), 'utf8');
    expect(results3).toMatch(/skipped,,"Skipped: decided before, on \d{4}-\d\d-\d\d, in job \S+\."/);

    const list = await cli(temp.home, ['matches', 'list', '--env', 'loop', '--json']).done;
    const remembered = JSON.parse(list.out) as { fingerprint: string; choice: unknown; label: string }[];
    expect(remembered).toHaveLength(1);
    expect(remembered[0]).toMatchObject({
      choice: 'skip',
      label: `${person.first_name} ${person.last_name}, class of ${person.year_graduated}`,
    });

    const wrong = await cli(temp.home, ['matches', 'forget', '--env', 'loop', 'abcdef1234']).done;
    expect(wrong.code).toBe(2);
    const forget = await cli(temp.home, ['matches', 'forget', '--env', 'loop', remembered[0]!.fingerprint.slice(0, 12)])
      .done;
    expect(forget.out).toContain('Forgot 1 decision');
    const run4 = await cli(temp.home, ['import', second, '--env', 'loop', '--dry-run']).done;
    expect(run4.code).toBe(1);
    expect(run4.out).toContain('1 held');
  }, 120_000);
});
