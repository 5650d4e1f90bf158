import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { revertWithCreations, createdUsersOf } from '../../../src-main/services/jobs/revert/revert-creates';
import { refreshCreatedUsersFile } from '../../../src-main/services/jobs/revert/created-users-file';
import type { SandboxHandle } from '../../helpers/sandbox';
import { useSandbox } from '../../helpers/sandbox';
import {
  allUsers,
  jobServiceOn,
  personRow,
  withOwnAddress,
  planRequest,
  sandboxClient,
  tempHome,
} from './job-fixtures';

function environmentsOf(sandbox: SandboxHandle) {
  return {
    async open(name: string) {
      const env: 'test' | 'production' = name === 'production' ? 'production' : 'test';
      const environment = { name, kind: env, url: sandbox.environments[env].baseUrl, builtIn: false };
      return {
        environment: { ...environment, hasKey: true, keyState: 'stored' as const },
        client: sandboxClient(sandbox, env),
      };
    },
  };
}

function readCsv(file: string): Record<string, string>[] {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
}

describe('reverting a create job', () => {
  const sandbox = useSandbox({ users: 20 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('disables and tags exactly the unchanged creations, lists a changed one, and does nothing twice', async () => {
    const client = sandboxClient(sandbox());
    const service = jobServiceOn(sandbox(), temp.home);
    const people = [0, 1, 2, 3].map((i) =>
      personRow(i + 2, { first: `Made${i}`, last: `Creatson${i}`, email: `made.${i}@example.org`, city: 'Leeds' }),
    );
    const job = await service.plan(planRequest(people, { rate: 50 }));
    await service.start(job.id);
    expect((await service.waitFor(job.id)).counts.created).toBe(4);
    const created = service.rows(job.id, 'all').rows.map((row) => row.userId!);
    const othersBefore = (await allUsers(client)).filter((u) => !created.includes(u.user_id));

    // Someone edits the third new user on the service after the job.
    const third = await client.getUser(created[2]!);
    await client.updateUser(third.user_id, { ...third, home_city: 'York' });

    expect(createdUsersOf(service, job.id)).toEqual({ count: 4, tag: `import-reverted-${job.id}` });
    const started = await revertWithCreations(service, environmentsOf(sandbox()), job.id);
    const ended = await service.waitFor(started.id);
    expect(ended.status).toBe('completed');
    expect(ended.counts).toMatchObject({ updated: 3 });

    const tag = `import-reverted-${job.id}`;
    for (const [i, userId] of created.entries()) {
      const now = await client.getUser(userId);
      if (i === 2) {
        expect([now.enabled, now.home_city, now.tags ?? []]).toEqual([1, 'York', []]);
      } else {
        expect([Number(now.enabled), Number(now.approved), now.tags]).toEqual([0, 0, [tag]]);
        expect(now.first_name).toBe(`Made${i}`); // nothing else touched
      }
    }
    // Nobody else was written.
    const othersAfter = (await allUsers(client)).filter((u) => !created.includes(u.user_id));
    expect(othersAfter).toEqual(othersBefore);

    const listed = readCsv(refreshCreatedUsersFile(service.store, started.id)!);
    expect(listed.map((row) => [Number(row.user_id), row.outcome])).toEqual([
      [created[0], 'disabled and tagged'],
      [created[1], 'disabled and tagged'],
      [created[2], 'left alone: changed since the import'],
      [created[3], 'disabled and tagged'],
    ]);
    expect(listed[2]!.changed_fields).toBe('home_city');
    expect(service.summary(job.id).revertedBy).toBe(started.id);

    // A second revert finds the users disabled and tagged already: it sends nothing.
    const again = await revertWithCreations(service, environmentsOf(sandbox()), job.id);
    const secondEnd = await service.waitFor(again.id);
    expect(secondEnd.status).toBe('completed');
    expect(secondEnd.counts.updated).toBe(0);
    expect(service.store.readLog(again.id)).toEqual([]);
    const second = readCsv(join(service.store.folder(again.id), 'created-users.csv'));
    expect(second.map((row) => row.outcome)).toEqual([
      'already disabled and tagged',
      'already disabled and tagged',
      'left alone: changed since the import',
      'already disabled and tagged',
    ]);
  });

  it('puts back the updates of an upsert job and disables its creations, with a tag of choice', async () => {
    const client = sandboxClient(sandbox());
    const service = jobServiceOn(sandbox(), temp.home);
    const existing = (await allUsers(client)).find((u) => u.email && !u.email.startsWith('made.'))!;
    const rows = [
      withOwnAddress(
        personRow(2, {
          first: existing.first_name!,
          last: existing.last_name!,
          email: existing.email!,
          enabled: (existing.enabled ?? 1) as 0 | 1,
          city: 'Upserted City',
        }),
        existing,
      ),
      personRow(3, { first: 'Brand', last: 'Newperson', email: 'brand.new@example.org' }),
    ];
    const job = await service.plan(planRequest(rows, { mode: 'upsert', rate: 50 }));
    await service.start(job.id);
    expect((await service.waitFor(job.id)).counts).toMatchObject({ created: 1, updated: 1 });

    const revert = await revertWithCreations(service, environmentsOf(sandbox()), job.id, { tag: 'spring-cleanup' });
    expect((await service.waitFor(revert.id)).counts).toMatchObject({ updated: 2 });
    expect((await client.getUser(existing.user_id)).home_city).toBe(existing.home_city);
    const createdId = service.rows(job.id, 'all').rows.find((row) => row.rowNumber === 3)!.userId!;
    const made = await client.getUser(createdId);
    expect([Number(made.enabled), Number(made.approved), made.tags]).toEqual([0, 0, ['spring-cleanup']]);
  });

  it('asks for the production confirmation before reading anything', async () => {
    const service = jobServiceOn(sandbox(), temp.home);
    const job = await service.plan({
      ...planRequest([personRow(2, { first: 'Prod', last: 'Person', email: 'prod.person@example.org' })]),
      environment: 'production',
    });
    await service.start(job.id, { confirmEnvironment: 'production' });
    await service.waitFor(job.id);
    await expect(revertWithCreations(service, environmentsOf(sandbox()), job.id)).rejects.toThrow(/confirmation/);
    const revert = await revertWithCreations(service, environmentsOf(sandbox()), job.id, {
      confirmEnvironment: 'production',
    });
    expect((await service.waitFor(revert.id)).counts.updated).toBe(1);
  });
});
