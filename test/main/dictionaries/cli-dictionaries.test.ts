import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { tempHome } from '../jobs/job-fixtures';

describe('alumni-loader dictionaries, and import --dictionary', () => {
  const sandbox = useSandbox({ users: 3 });
  const temp = tempHome();
  afterAll(() => temp.remove());
  beforeAll(async () => {
    const url = sandbox().environments.test.baseUrl;
    const added = await cli(temp.home, ['env', 'add', 'loop', '--url', url, '--kind', 'test']).done;
    expect(added.code, added.err).toBe(0);
  }, 180_000); // the first run builds the command line when its sources changed

  it('adds, shows, lists; refuses an entry the field refuses; exports and imports CSV; removes', async () => {
    const add = (from: string, to: string, kind = 'gender') =>
      cli(temp.home, ['dictionaries', 'add', 'Registrar', '--env', 'loop', '--kind', kind, '--from', from, '--to', to])
        .done;
    expect((await add('Woman', 'f')).code).toBe(0);
    expect((await add('C95', '1995', 'year_graduated')).code).toBe(0);
    const refused = await add('W', 'female person');
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/Entry 3 \(gender\): "W" -> "female person" is refused/);

    const listed = await cli(temp.home, ['dictionaries', 'list', '--env', 'loop']).done;
    expect(listed.out).toBe('Registrar: 2 entries (gender, year_graduated)\n');
    // An environment that does not exist is an error, not an empty list.
    const other = await cli(temp.home, ['dictionaries', 'list', '--env', 'elsewhere']).done;
    expect(other.code).toBe(2);
    expect(other.out).toBe('');
    expect(other.err).toContain('elsewhere');

    const csv = join(temp.home, 'registrar.csv');
    const exported = await cli(temp.home, ['dictionaries', 'export', 'Registrar', '--env', 'loop', '--out', csv]).done;
    expect(exported.code, exported.err).toBe(0);
    expect(readFileSync(csv, 'utf8')).toBe(
      '\uFEFFcolumn kind,from,to\r\ngender,Woman,f\r\nyear_graduated,C95,1995\r\n',
    );

    writeFileSync(csv, 'column kind,from,to\nname_title,Mrs.,Mrs\ngender,Man,m\n');
    const imported = await cli(temp.home, ['dictionaries', 'import', 'Registrar', csv, '--env', 'loop']).done;
    expect(imported.out).toBe('Registrar: 4 entries.\n');
    const shown = await cli(temp.home, ['dictionaries', 'show', 'Registrar', '--env', 'loop', '--json']).done;
    expect(JSON.parse(shown.out).entries).toHaveLength(4);

    const removed = await cli(temp.home, [
      'dictionaries',
      'remove',
      'Registrar',
      '--env',
      'loop',
      '--kind',
      'gender',
      '--from',
      ' man ',
    ]).done;
    expect(removed.out).toBe('Registrar: 3 entries left.\n');
  });

  it('import --dictionary reads the file through it and says what it translated', async () => {
    const file = join(temp.home, 'class.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Gender,Class Year,Enabled\nAnn,Archer,ann.a@example.org,WOMAN,c95,1\n',
    );
    const without = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--json']).done;
    expect(JSON.parse(without.out)).toMatchObject({ invalid: 1 });
    const run = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--dictionary', 'Registrar']).done;
    expect(run.code, run.err).toBe(0);
    expect(run.err).toMatch(/1 cell of "Class Year" translated by dictionary Registrar: c95 -> 1995 \(1\)/);
    const missing = await cli(temp.home, ['import', file, '--env', 'loop', '--dry-run', '--dictionary', 'Nope']).done;
    expect(missing.err).toMatch(/no dictionary "Nope" for environment "loop"[\s\S]*Registrar/);
  });
});
