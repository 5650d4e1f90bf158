import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecipe } from '../../../src-shared/recipes/recipe';
import { thrownWords } from '../../helpers/reason-words';
import { TEST_KEYS, useSandbox } from '../../helpers/sandbox';
import { cli } from '../jobs/cli-runner';
import { allUsers, sandboxClient, tempHome } from '../jobs/job-fixtures';

const HEADER = 'First Name,Last Name,Email,Enabled';

describe('recipes: alumni-loader run', { timeout: 180_000 }, () => {
  const sandbox = useSandbox({ users: 20 });
  const temp = tempHome();
  afterAll(() => temp.remove());
  beforeAll(async () => {
    for (const [name, kind] of [
      ['loop', 'test'],
      ['live', 'production'],
    ] as const) {
      const url = sandbox().environments[kind].baseUrl;
      const added = await cli(temp.home, ['env', 'add', name, '--url', url, '--kind', kind]).done;
      expect(added.code, added.err).toBe(0);
    }
  }, 180_000);

  const recipe = (name: string, body: object) => {
    const path = join(temp.home, `${name}.json`);
    writeFileSync(path, JSON.stringify({ version: 1, name, environment: 'loop', ...body }, null, 2));
    return path;
  };

  it('runs a file without questions; the second run of the same file sends nothing', async () => {
    writeFileSync(
      join(temp.home, 'weekly.csv'),
      `${HEADER}\nRia,Recipe,ria.recipe@example.org,1\nSam,Recipe,sam.recipe@example.org,1\n`,
    );
    const path = recipe('weekly', { file: 'weekly.csv', set: { tags: 'weekly-feed' } });
    const report = join(temp.home, 'runs.jsonl');
    const first = await cli(temp.home, ['run', path, '--report-to', report]).done;
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/weekly\.csv: job \S+ completed: 2 created/);
    const [ria] = await sandboxClient(sandbox()).listUsers({ email: 'ria.recipe@example.org' });
    expect(ria!.tags).toEqual(['weekly-feed']);

    const before = await allUsers(sandboxClient(sandbox()));
    const second = await cli(temp.home, ['run', path, '--report-to', report]).done;
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(/nothing to send \(2 unchanged\)/);
    expect(await allUsers(sandboxClient(sandbox()))).toEqual(before);
    const lines = readFileSync(report, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.recipe, l.exitCode, l.files[0].counts.created ?? 0])).toEqual([
      ['weekly', 0, 2],
      ['weekly', 0, 0],
    ]);
  });

  it('folder mode: each new file once, moved to done/ or failed/', async () => {
    const inbox = join(temp.home, 'inbox');
    mkdirSync(inbox);
    writeFileSync(join(inbox, 'a.csv'), `${HEADER}\nAda,Folder,ada.folder@example.org,1\n`);
    writeFileSync(join(inbox, 'b.csv'), `${HEADER}\nBen,Folder,ben.folder@example.org,1\n`);
    writeFileSync(join(inbox, 'c.csv'), `${HEADER}\nCal,Folder,not-an-email,1\n`);
    const path = recipe('inbox', { folder: 'inbox' });
    const run = await cli(temp.home, ['run', path, '--json']).done;
    expect(run.code).toBe(1);
    const outcomes = JSON.parse(run.out) as { file: string; exitCode: number; movedTo: string }[];
    expect(outcomes.map((o) => [o.file.split('/').pop(), o.exitCode])).toEqual([
      ['a.csv', 0],
      ['b.csv', 0],
      ['c.csv', 1],
    ]);
    expect(readdirSync(join(inbox, 'done')).sort()).toEqual(['a.csv', 'b.csv']);
    expect(readdirSync(join(inbox, 'failed'))).toEqual(['c.csv']);
    const again = await cli(temp.home, ['run', path]).done;
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/No new file/);
  });

  it('production needs the confirmation in the recipe; possible matches stop the run (exit 1), held rows written', async () => {
    const someone = (await allUsers(sandboxClient(sandbox(), 'production')))[0]!;
    writeFileSync(
      join(temp.home, 'live.csv'),
      `${HEADER},Class Year\n${someone.first_name},${someone.last_name},other.address@example.org,1,${someone.year_graduated ?? ''}\n`,
    );
    const unconfirmed = recipe('live', { file: 'live.csv', environment: 'live' });
    const refused = await cli(temp.home, ['run', unconfirmed]).done;
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/production environment and the recipe does not confirm it/);

    const confirmed = recipe('live2', { file: 'live.csv', environment: 'live', confirmProduction: 'live' });
    const held = await cli(temp.home, ['run', confirmed, '--json'], { ALUMNI_LOADER_API_KEY: TEST_KEYS.productionKey })
      .done;
    expect(held.code, held.out + held.err).toBe(1);
    const [outcome] = JSON.parse(held.out) as { decisionsFile: string; message: string }[];
    expect(outcome!.message).toMatch(/may be users already there/);
    expect(existsSync(outcome!.decisionsFile)).toBe(true);
    expect(await sandboxClient(sandbox(), 'production').listUsers({ email: 'other.address@example.org' })).toEqual([]);
  });

  it('a recipe written wrong is refused with its lines', () => {
    const text =
      '{\n  "version": 1,\n  "name": "x",\n  "environment": "loop",\n  "file": "a.csv",\n  "mdoe": "upsert"\n}';
    expect(thrownWords(() => parseRecipe(text))).toMatchObject({
      details: expect.arrayContaining([expect.stringMatching(/^Line 6: "mdoe" is no key of a recipe.*"mode"/)]),
    });
    expect(thrownWords(() => parseRecipe('{"version": 1, "name": "x", "environment": "e"}')).message).toMatch(
      /not a recipe/,
    );
  });
});
