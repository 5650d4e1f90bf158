import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

describe('alumni-loader export users, and import --match user_id', () => {
  const sandbox = useSandbox({ users: 40 });
  const temp = tempHome();
  afterAll(() => temp.remove());
  beforeAll(async () => {
    const url = sandbox().environments.test.baseUrl;
    const added = await cli(temp.home, ['env', 'add', 'loop', '--url', url, '--kind', 'test']).done;
    expect(added.code, added.err).toBe(0);
  }, 180_000);

  it('exports the filtered users as CSV; one edited cell comes back as one change', async () => {
    const users = await allUsers(sandboxClient(sandbox()));
    const enabled = users.filter((u) => Number(u.enabled) === 1);
    const file = join(temp.home, 'enabled.csv');
    const run = await cli(temp.home, ['export', 'users', '--env', 'loop', '--enabled', '1', '--out', file, '--json'])
      .done;
    expect(run.code, run.err).toBe(0);
    expect(JSON.parse(run.out)).toMatchObject({ users: enabled.length, file });

    const parsed = Papa.parse<string[]>(readFileSync(file, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [headers, ...rows] = parsed.data;
    expect(headers!.slice(0, 3)).toEqual(['user_id', 'First name', 'Middle name']);
    expect(headers).toContain('updatedAt (not imported)');
    const ascending = (ids: number[]) => ids.sort((a, b) => a - b);
    expect(ascending(rows.map((r) => Number(r[0])))).toEqual(ascending(enabled.map((u) => u.user_id)));
    const city = headers!.indexOf('Home city');
    rows[0]![city] = 'Round Trip City';
    writeFileSync(file, Papa.unparse([headers!, ...rows]));

    const back = await cli(temp.home, ['import', file, '--env', 'loop', '--match', 'user_id', '--yes', '--json']).done;
    expect(back.code, back.err).toBe(0);
    expect(JSON.parse(back.out)).toMatchObject({ updated: 1, unchanged: enabled.length - 1, conflicts: 0 });
    expect((await sandboxClient(sandbox()).getUser(Number(rows[0]![0]))).home_city).toBe('Round Trip City');

    const refused = await cli(temp.home, ['export', 'users', '--env', 'loop', '--out', file]).done;
    expect(refused.err).toMatch(/already exists/);
  });
});
