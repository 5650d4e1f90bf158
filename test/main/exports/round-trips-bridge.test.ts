import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { createApiClient } from '../../../src-main/services/api/client';
import { assembleAppContext } from '../../../src-main/services/context';
import type { EnvironmentService } from '../../../src-main/services/environments/types';
import { parseRecipe } from '../../../src-shared/recipes/recipe';
import { parseTemplate } from '../../../src-shared/mapping/template';
import { useSandbox, type SandboxHandle } from '../../helpers/sandbox';
import { allUsers, personRow, planRequest, sandboxClient, tempHome } from '../jobs/job-fixtures';

// The window's side of the round trips, through the bridge as the window calls it: a users
// export with its filters and progress, the undo of a create job, a recipe saved from Plan.

function environmentsOn(sandbox: () => SandboxHandle): EnvironmentService {
  return {
    async open(name: string) {
      const info = sandbox().environments.test;
      return {
        environment: {
          name,
          kind: 'test',
          url: info.baseUrl,
          builtIn: false,
          hasKey: true,
          keyState: 'stored' as const,
        },
        client: createApiClient({ baseUrl: info.baseUrl, apiKey: info.key }),
      };
    },
  } as unknown as EnvironmentService;
}

const csvRows = (bytes: Buffer) =>
  Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

describe('exports.*, revertCreates.*, recipes.save over the bridge', () => {
  const sandbox = useSandbox({ users: 150 });
  const temp = tempHome();
  const ctx = assembleAppContext({ home: temp.home, environments: environmentsOn(sandbox) });
  const dispatch = createDispatcher(createBridgeHandlers(ctx));
  afterAll(() => temp.remove());
  const call = async <T>(method: Parameters<typeof dispatch>[0], args: unknown): Promise<T> => {
    const answer = await dispatch(method, args);
    if (!answer.ok) throw new Error(`${answer.error.message} ${answer.error.details?.join(' / ') ?? ''}`);
    return answer.value as T;
  };

  it('exports the filtered users to <home>/exports with progress, and hands the same bytes back', async () => {
    const progress: { read: number; written: number }[] = [];
    const stop = ctx.events.onAny((event, payload) => {
      const p = payload as { runId: string; read: number; written: number };
      if (event === 'exports.progress' && p.runId === 'run-a') progress.push(p);
    });
    const users = await allUsers(sandboxClient(sandbox()));
    const wanted = users.filter((u) => Number(u.enabled) === 0);
    expect(wanted.length).toBeGreaterThan(0);
    const result = await call<{ fileName: string; path: string; users: number; read: number; columns: string[] }>(
      'exports.users',
      { runId: 'run-a', environment: 'loop', format: 'csv', filter: { enabled: 0 }, fields: ['email', 'home_city'] },
    );
    stop();
    expect(result.path).toBe(join(temp.home, 'exports', result.fileName));
    expect(result.fileName).toMatch(/^users-loop-\d{8}-\d{6}\.csv$/);
    expect(result.users).toBe(wanted.length);
    expect(progress.at(-1)).toEqual({ runId: 'run-a', read: result.read, written: wanted.length });

    const [headers, ...rows] = csvRows(readFileSync(result.path));
    expect(headers![0]).toBe('user_id');
    expect(headers).toContain('Email');
    expect(headers).toContain('Home city');
    expect(headers).not.toContain('First name');
    const ids = (list: number[]) => list.sort((a, b) => a - b);
    expect(ids(rows.map((r) => Number(r[0])))).toEqual(ids(wanted.map((u) => u.user_id)));

    const file = await call<{ fileName: string; base64: string; mediaType: string }>('exports.download', {
      fileName: result.fileName,
    });
    expect(file.mediaType).toBe('text/csv');
    expect(Buffer.from(file.base64, 'base64').equals(readFileSync(result.path))).toBe(true);
  });

  it('refuses a field the export does not write, and a file that is not there', async () => {
    const bad = await dispatch('exports.users', { runId: 'r', environment: 'loop', format: 'xlsx', fields: ['x_y'] });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid-input', message: 'Not exported: x_y.' } });
    const missing = await dispatch('exports.download', { fileName: 'users-none.xlsx' });
    expect(missing).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it("exports only a job's users; its creations are disabled and tagged, a changed one left alone and listed", async () => {
    const client = sandboxClient(sandbox());
    const people = [0, 1, 2].map((i) =>
      personRow(i + 2, { first: `Undo${i}`, last: `Maker${i}`, email: `undo.${i}@example.org`, city: 'Leeds' }),
    );
    const planned = await call<{ id: string }>('jobs.plan', planRequest(people, { environment: 'loop', rate: 50 }));
    await call('jobs.start', { id: planned.id });
    let status = '';
    while (status !== 'completed') {
      await new Promise((r) => setTimeout(r, 100));
      status = (await call<{ status: string }>('jobs.show', { id: planned.id })).status;
    }
    const exported = await call<{ users: number; path: string }>('exports.users', {
      runId: 'run-b',
      environment: 'loop',
      format: 'xlsx',
      filter: { jobId: planned.id },
    });
    expect(exported.users).toBe(3);
    expect(existsSync(exported.path)).toBe(true);

    const rows = await call<{ rows: { userId: number }[] }>('jobs.rows', { id: planned.id });
    const created = rows.rows.map((r) => r.userId);
    const changed = await client.getUser(created[1]!);
    await client.updateUser(changed.user_id, { ...changed, home_city: 'York' });

    const tag = `import-reverted-${planned.id}`;
    expect(await call('revertCreates.preview', { id: planned.id })).toEqual({ count: 3, tag });
    const revert = await call<{ id: string }>('jobs.revert', { id: planned.id, created: true });
    type Outcome = { status: string; disabled: number; leftAlone: { userId: number; fields: string[] }[] };
    let outcome = await call<Outcome & { file: { base64: string } | null }>('revertCreates.file', { id: revert.id });
    while (outcome.status !== 'completed') {
      await new Promise((r) => setTimeout(r, 100));
      outcome = await call('revertCreates.file', { id: revert.id });
    }
    expect(outcome.disabled).toBe(2);
    expect(outcome.leftAlone).toEqual([{ userId: created[1], email: 'undo.1@example.org', fields: ['home_city'] }]);
    const listed = csvRows(Buffer.from(outcome.file!.base64, 'base64'));
    expect(listed.slice(1).map((r) => r[5])).toEqual([
      'disabled and tagged',
      'left alone: changed since the import',
      'disabled and tagged',
    ]);
    expect((await client.getUser(created[0]!)).tags).toEqual([tag]);
    expect(Number((await client.getUser(created[1]!)).enabled)).toBe(1);
  });

  it('saves a recipe and its mapping that the run command reads; a recipe it would refuse is not saved', async () => {
    const mapping = {
      version: 1,
      expectedHeaders: ['Email', 'City'],
      columns: [
        { header: 'Email', target: { kind: 'field', field: 'email' } },
        { header: 'City', target: { kind: 'field', field: 'home_city' } },
      ],
      constants: {},
      transforms: {},
      dictionaries: ['Registrar'],
    };
    const recipe = {
      version: 1,
      name: 'Registrar weekly',
      environment: 'loop',
      file: 'registrar.csv',
      dictionaries: ['Registrar'],
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
      set: { tags: 'weekly' },
      rate: 5,
    };
    const saved = await call<{ folder: string; recipePath: string; recipe: { fileName: string; base64: string } }>(
      'recipes.save',
      { recipe, mapping },
    );
    expect(saved.recipePath).toBe(join(temp.home, 'recipes', 'registrar-weekly', 'recipe.json'));
    const read = parseRecipe(readFileSync(saved.recipePath, 'utf8'));
    expect(read).toMatchObject({ ...recipe, mapping: 'mapping.json' });
    expect(parseTemplate(readFileSync(join(saved.folder, 'mapping.json'), 'utf8')).dictionaries).toEqual(['Registrar']);
    expect(Buffer.from(saved.recipe.base64, 'base64').toString('utf8')).toBe(readFileSync(saved.recipePath, 'utf8'));

    const both = await dispatch('recipes.save', { recipe: { ...recipe, name: 'Both', folder: 'inbox' }, mapping });
    expect(both).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(existsSync(join(temp.home, 'recipes', 'both'))).toBe(false);
  });
});
