// Issue 34, point 4: an update changes only what its row changes. A field changed on the service
// since the plan makes the row a conflict (not an overwrite); an approval and an import (or a
// revert) on the same people never put back what the other just wrote. Counted on the fake
// service's own store.
import { describe, expect, it } from 'vitest';
import { describeEnd } from '../../../src-main/cli/job-outcome';
import { ApprovalService } from '../../../src-main/services/approvals';
import { createApiClient } from '../../../src-main/services/api/client';
import type { FakeServiceHandle } from '../../helpers/fake-service';
import { jobServiceOnFake, useFakeAndHome } from './fake-fixtures';
import { personRow, planRequest, QUICK_BACKOFF } from './job-fixtures';

const setup = useFakeAndHome({ latencyMs: 8 });
// The rows rename people: names only fill empty fields unless the update policy says otherwise.
const NAMES_UPDATE = {
  possibleMatches: 'hold' as const,
  decisions: [],
  lists: 'add' as const,
  onlyFillEmpty: [],
  updatePolicy: { groups: { names: 'update' as const } },
};

function seed(fake: FakeServiceHandle, count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) =>
    fake.addUser({
      first_name: `Given${i}`,
      last_name: `${prefix}Family${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${'abcdefghijklmnopqrstuvwxyz'[Math.floor(i / 26)]}`,
      email: `${prefix.toLowerCase()}.${i}@example.org`,
      enabled: 0,
      approved: 0,
      home_city: 'Old Town',
    }),
  );
}

/** Rows that change the home city (and, for `renamed`, the middle name) of the seeded users. */
function rowsFor(users: ReturnType<typeof seed>, city: (i: number) => string, renamed: (i: number) => boolean) {
  return users.map((u, i) => {
    const row = personRow(i + 2, {
      first: String(u.first_name),
      last: String(u.last_name),
      email: u.email,
      enabled: 0,
      city: city(i),
    });
    return renamed(i) ? { ...row, user: { ...row.user, middle_name: `Renamed${i}` } } : row;
  });
}

function approvalsOn(fake: FakeServiceHandle, jobs: ReturnType<typeof jobServiceOnFake>) {
  const environments = {
    async open(name: string) {
      return {
        environment: {
          name,
          kind: 'test' as const,
          url: fake.baseUrl,
          builtIn: false,
          hasKey: true,
          keyState: 'stored' as const,
        },
        client: createApiClient({ baseUrl: fake.baseUrl, apiKey: fake.key, timeoutMs: 5000 }),
      };
    },
  };
  return new ApprovalService({ environments, jobs, backoff: QUICK_BACKOFF });
}

describe('a field changed on the service between the plan and the run', () => {
  it("makes the row a conflict, in words, and the other person's value stays", async () => {
    const { fake, home } = setup();
    const users = seed(fake, 3, 'Drift');
    const jobs = jobServiceOnFake(fake, home);
    const plan = await jobs.plan(
      planRequest(
        rowsFor(
          users,
          (i) => `New Town ${i}`,
          () => false,
        ),
        { environment: 'fake', mode: 'update', rate: 0 },
      ),
    );
    expect(plan.counts.update).toBe(3);
    users[1]!.home_city = 'Edited by hand';
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    expect(end.counts).toMatchObject({ updated: 2, failed: 1, changedOnService: 1 });
    expect(describeEnd(end, null, null)).toContain(
      '1 of the failed rows were changed on the service since the plan: not overwritten (plan the import again to see the new values).',
    );
    expect(jobs.rows(plan.id, 'failed').rows[0]!.message).toBe(
      'Changed on the service since the plan: home_city is now "Edited by hand" (the plan saw "Old Town"). Not overwritten; plan the import again.',
    );
    expect(fake.users.map((u) => u.home_city)).toEqual(['New Town 0', 'Edited by hand', 'New Town 2']);
    expect(fake.log.filter((r) => r.method === 'PUT')).toHaveLength(2);
  });
});

describe('an approval and an update import on the same people at once', () => {
  for (const first of ['import', 'approve'] as const) {
    it(`${first} started first: 0 lost approvals, 0 lost cities`, { timeout: 60_000 }, async () => {
      const { fake, home } = setup();
      const users = seed(fake, 30, first === 'import' ? 'Impfirst' : 'Appfirst');
      // Two job services on one home: two processes of the same computer.
      const importer = jobServiceOnFake(fake, home);
      const approver = jobServiceOnFake(fake, home);
      const imported = await importer.plan(
        planRequest(
          rowsFor(
            users,
            (i) => `New Town ${i}`,
            () => false,
          ),
          {
            environment: 'fake',
            mode: 'update',
            rate: 0,
            concurrency: 2,
          },
        ),
      );
      const approval = await approvalsOn(fake, approver).planForFilter(
        'fake',
        {},
        { enable: true, rate: 0, concurrency: 2 },
      );
      expect(imported.counts.update).toBe(30);
      expect(approval!.counts.update).toBe(30);
      const [a, b] = first === 'import' ? [importer, approver] : [approver, importer];
      const [idA, idB] = first === 'import' ? [imported.id, approval!.id] : [approval!.id, imported.id];
      await a.start(idA);
      await b.start(idB);
      const [endA, endB] = await Promise.all([a.waitFor(idA), b.waitFor(idB)]);
      expect([endA.counts.updated, endB.counts.updated]).toEqual([30, 30]);
      expect(fake.users.filter((u) => u.approved === 1 && u.enabled === 1)).toHaveLength(30);
      expect(fake.users.map((u) => u.home_city)).toEqual(users.map((_, i) => `New Town ${i}`));
    });
  }
});

describe('a revert while an import updates the same users', () => {
  it("waits for the import, puts back what is still the job's, and skips (and says) what changed since", async () => {
    const { fake, home } = setup();
    const users = seed(fake, 10, 'Revert');
    const jobs = jobServiceOnFake(fake, home);
    const renames = await jobs.plan(
      planRequest(
        rowsFor(
          users,
          () => 'Old Town',
          () => true,
        ),
        { environment: 'fake', mode: 'update', rate: 0, matching: NAMES_UPDATE },
      ),
    );
    await jobs.start(renames.id);
    expect((await jobs.waitFor(renames.id)).counts.updated).toBe(10);

    // Another import: new cities for all ten, and new middle names for the first three.
    const other = jobServiceOnFake(fake, home);
    const moved = await other.plan(
      planRequest(
        rowsFor(
          users,
          (i) => `Moved ${i}`,
          () => true,
        ).map((row, i) => (i < 3 ? { ...row, user: { ...row.user, middle_name: `Again${i}` } } : row)),
        { environment: 'fake', mode: 'update', rate: 0, concurrency: 1, matching: NAMES_UPDATE },
      ),
    );
    await other.start(moved.id);
    const revert = await jobs.revert(renames.id);
    const [endMoved, endRevert] = await Promise.all([other.waitFor(moved.id), jobs.waitFor(revert.id)]);
    expect(endMoved.counts).toMatchObject({ updated: 10, failed: 0 });
    expect(endRevert.counts).toMatchObject({ updated: 7, failed: 3 });
    expect(fake.users.map((u) => u.home_city)).toEqual(users.map((_, i) => `Moved ${i}`));
    expect(fake.users.map((u) => u.middle_name ?? null)).toEqual(users.map((_, i) => (i < 3 ? `Again${i}` : null)));
    expect(jobs.rows(revert.id, 'failed').rows.map((row) => row.message)).toEqual(
      [0, 1, 2].map(
        (i) =>
          `Changed on the service since the job, so not reverted: middle_name is now "Again${i}" (the job had written "Renamed${i}").`,
      ),
    );
  });
});
