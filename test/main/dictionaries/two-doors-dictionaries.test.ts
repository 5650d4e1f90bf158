// A value dictionary read through both doors: the CLI (--dictionary, readSourceFile) and the
// window (the import worker's session, given the dictionaries the bridge lists) hand planning the
// same rows, and the job service plans them the same.
import { cliNotice } from '../../../src-main/cli/notice-words';
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dictionariesFor } from '../../../src-main/cli/dictionary-flags';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { DictionaryStore } from '../../../src-main/services/dictionaries';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import type { GridRow } from '../../../src-renderer/src/workers/import-protocol';
import { ImportSession } from '../../../src-renderer/src/workers/import-session';
import { unpackRows } from '../../../src-renderer/src/workers/packed-rows';
import type { Dictionary } from '../../../src-shared/dictionaries';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, planRequest, tempHome } from '../jobs/job-fixtures';

const REGISTRAR: Dictionary = {
  name: 'Registrar',
  entries: [
    { kind: 'gender', from: 'Woman', to: 'f' },
    { kind: 'gender', from: 'Man', to: 'm' },
    { kind: 'name_title', from: 'Mrs.', to: 'Mrs' },
    { kind: 'year_graduated', from: 'C95', to: '1995' },
  ],
};

describe('value dictionaries through both doors', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  let file: string;
  afterAll(() => temp.remove());
  beforeAll(async () => {
    file = join(temp.home, 'registrar.csv');
    writeFileSync(
      file,
      [
        'First Name,Last Name,Email,Gender,Title,Class Year,Enabled',
        'Ann,Archer,ann.archer@example.org, woman ,MRS.,c95,1',
        'Bo,Baker,bo.baker@example.org,Man,Mr,1990,1',
        'Cy,Cole,cy.cole@example.org,Other,Dr,C96,1',
      ].join('\r\n'),
    );
    await new DictionaryStore(temp.home).save('test', REGISTRAR);
  });

  async function throughTheCli(names: string[]) {
    const settings = await fileSettings({});
    const dictionaries = await dictionariesFor(temp.home, 'test', { dictionary: names }, settings);
    const read = await readSourceFile(file, { ...settings, dictionaries });
    return { read, plan: { source: read.source, fields: read.fields, rows: read.rows } };
  }

  async function throughTheWindow(names: string[]) {
    const dictionaries = await new DictionaryStore(temp.home).resolve('test', names);
    const session = new ImportSession();
    const summary = await session.open(basename(file), new Uint8Array(readFileSync(file)), {});
    const grid = new Map<number, GridRow>();
    await session.validate(
      summary.suggestedMapping,
      () => {},
      (rows) => unpackRows(rows).forEach((row) => grid.set(row.index, row)),
      dictionaries,
    );
    return { grid, plan: session.planInput([]) };
  }

  it('gives the same plan input, the dictionary applied before the checks', async () => {
    const [cli, window] = await Promise.all([throughTheCli(['Registrar']), throughTheWindow(['Registrar'])]);
    expect(window.plan).toEqual(cli.plan);
    const [ann, bo, cy] = cli.plan.rows;
    expect(ann!.user).toMatchObject({ gender: 'f', name_title: 'Mrs', year_graduated: 1995 });
    expect(ann!.cells).toEqual(['Ann', 'Archer', 'ann.archer@example.org', ' woman ', 'MRS.', 'c95', '1']);
    expect(bo!.user).toMatchObject({ gender: 'm' });
    expect((cy!.problems ?? []).length).toBeGreaterThan(0); // "Other" and "C96" are in no dictionary
    expect(cli.read.notices).toContainEqual({
      code: 'translated-cells',
      params: {
        dictionary: 'Registrar',
        header: 'Gender',
        cells: 2,
        readings: [
          { from: 'woman', to: 'f', count: 1 },
          { from: 'Man', to: 'm', count: 1 },
        ],
        more: 0,
      },
    });
    expect(cli.read.notices.map(cliNotice)).toContain(
      '2 cells of "Gender" translated by dictionary Registrar: woman -> f (1), Man -> m (1).',
    );
    // The window says which dictionary changed a cell.
    expect(window.grid.get(0)!.translated).toEqual({ 3: 'Registrar', 4: 'Registrar', 5: 'Registrar' });
    expect(window.grid.get(2)!.translated).toBeUndefined();
  });

  it('plans the same through the job service, and without the dictionary the rows fail as before', async () => {
    const [cli, window] = await Promise.all([throughTheCli(['Registrar']), throughTheWindow(['Registrar'])]);
    const service = jobServiceOn(sandbox(), temp.home);
    const plan = async (p: typeof cli.plan) =>
      (await service.plan(planRequest(p.rows, { source: p.source, fields: p.fields }))).counts;
    expect(await plan(window.plan)).toEqual(await plan(cli.plan));
    expect((await plan(cli.plan)).create).toBe(2);

    const bare = await throughTheCli([]);
    const classYear = (bare.plan.rows[0]!.problems ?? []).find((problem) => problem.column === 'Class Year');
    expect(classYear?.value).toMatch(/c95/i);
  });

  it('refuses a dictionary that is not there, naming those that are', async () => {
    await expect(throughTheCli(['Registar'])).rejects.toThrow(/no dictionary "Registar" for environment "test"/);
  });
});
