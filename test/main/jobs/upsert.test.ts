import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../../src-shared/records/types';
import { useSandbox } from '../../helpers/sandbox';
import {
  allUsers,
  jobServiceOn,
  personRow,
  withOwnAddress,
  problemOf,
  planRequest,
  sandboxClient,
  tempHome,
} from './job-fixtures';

/** The row with the user's birth date and class year too, as a registrar's row carries them. */
function withBirth(row: ReturnType<typeof personRow>, user: UserRecord): ReturnType<typeof personRow> {
  const { dob_year, dob_month, dob_day, year_graduated } = user;
  return { ...row, user: { ...row.user, dob_year, dob_month, dob_day, year_graduated } };
}

const NO_MATCHING_CHOICES = {
  possibleMatches: 'hold' as const,
  decisions: [],
  lists: 'add' as const,
  onlyFillEmpty: [],
};

describe('an upsert of a file mixing new and existing users', () => {
  const sandbox = useSandbox({ users: 40 });
  const temp = tempHome();
  let existing: UserRecord[] = [];
  afterAll(() => temp.remove());
  beforeAll(async () => {
    existing = (await allUsers(sandboxClient(sandbox()))).slice(0, 3);
  });

  it('plans create / update with diffs / unchanged / conflict, keeps blank cells, and runs to the expected records', async () => {
    const [a, b, c] = existing as [UserRecord, UserRecord, UserRecord];
    const rows = [
      // existing a: new city, same name; the email in other case still matches
      withOwnAddress(
        personRow(2, {
          first: a.first_name!,
          last: a.last_name!,
          email: a.email!.toUpperCase(),
          enabled: a.enabled ?? 1,
          city: 'Brand New City',
        }),
        a,
      ),
      // existing b: identical values, blank city (kept, not cleared)
      personRow(3, { first: b.first_name!, last: b.last_name!, email: b.email!, enabled: b.enabled ?? 1 }),
      personRow(4, { first: 'Nora', last: 'New', email: 'nora.new@example.org', city: 'Oslo' }),
      personRow(5, { first: 'Nora', last: 'Again', email: 'NORA.NEW@example.org', city: 'Bergen' }),
      // existing c: a new last name and a blank city (with the birth date: a new last name alone is held)
      withBirth(personRow(6, { first: c.first_name!, last: 'Changed', email: c.email!, enabled: c.enabled ?? 1 }), c),
      {
        ...personRow(7, { first: 'Bad', last: 'Row', email: 'not-an-email' }),
        problems: [problemOf('Email', 'email', 'not-an-email')],
      },
    ];
    const service = jobServiceOn(sandbox(), temp.home);
    // An office that lets its files correct names (the default keeps them: update-policy.test.ts).
    const namesUpdate = { ...NO_MATCHING_CHOICES, updatePolicy: { groups: { names: 'update' as const } } };
    const planned = await service.plan(planRequest(rows, { rate: 50, matching: namesUpdate }));
    expect(planned.counts).toMatchObject({
      total: 6,
      create: 1,
      update: 2,
      unchanged: 1,
      conflict: 1,
      invalid: 1,
      skipped: 0,
    });

    const { rows: planRows } = service.rows(planned.id);
    expect(planRows.map((r) => r.plan)).toEqual(['update', 'unchanged', 'create', 'conflict', 'update', 'invalid']);
    expect(planRows[0]!.changes).toEqual([
      { field: 'home_city', before: a.home_city ?? null, after: 'Brand New City' },
    ]);
    expect(planRows[4]!.changes).toEqual([{ field: 'last_name', before: c.last_name, after: 'Changed' }]);
    expect(planRows[3]!.message).toContain('row 4');

    await service.start(planned.id);
    const done = await service.waitFor(planned.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toMatchObject({ created: 1, updated: 2, failed: 0, remaining: 0 });

    const client = sandboxClient(sandbox());
    const afterA = await client.getUser(a.user_id);
    expect(afterA.home_city).toBe('Brand New City');
    expect(afterA.email).toBe(a.email); // case-only difference: not written
    const afterC = await client.getUser(c.user_id);
    expect(afterC.last_name).toBe('Changed');
    expect(afterC.home_city).toBe(c.home_city); // blank cell kept the server value
    const nora = await client.listUsers({ email: 'nora.new@example.org' });
    expect(nora).toHaveLength(1);
    expect(nora[0]!.home_city).toBe('Oslo');
  });

  it('with blank "clear", a mapped field left blank is cleared', async () => {
    const [, , c] = existing as [UserRecord, UserRecord, UserRecord];
    const client = sandboxClient(sandbox());
    const before = await client.getUser(c.user_id);
    expect(before.home_city).not.toBeNull();
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan(
      planRequest(
        [
          withOwnAddress(
            personRow(2, {
              first: before.first_name!,
              last: before.last_name!,
              email: before.email!,
              enabled: before.enabled ?? 1,
            }),
            before,
          ),
        ],
        { blank: 'clear', mode: 'update' },
      ),
    );
    expect(service.rows(planned.id).rows[0]!.changes).toEqual([
      { field: 'home_city', before: before.home_city, after: null },
    ]);
    await service.start(planned.id);
    expect((await service.waitFor(planned.id)).counts.updated).toBe(1);
    expect((await client.getUser(c.user_id)).home_city).toBeNull();
  });

  it('mode create leaves existing users alone and mode update creates nobody', async () => {
    const [a] = existing as [UserRecord];
    const service = jobServiceOn(sandbox(), temp.home);
    const rows = [
      // a's email, first name and birth date: a's own row, whatever its last name
      withBirth(personRow(2, { first: a.first_name!, last: 'Y', email: a.email!, enabled: a.enabled ?? 1 }), a),
      personRow(3, { first: 'Only', last: 'New', email: 'only.new@example.org' }),
    ];
    const createOnly = await service.plan(planRequest(rows, { mode: 'create' }));
    expect(service.rows(createOnly.id).rows.map((r) => r.plan)).toEqual(['skipped', 'create']);
    const updateOnly = await service.plan(planRequest(rows, { mode: 'update' }));
    // Y over the user's own last name: kept by the update policy (names only fill when empty).
    expect(service.rows(updateOnly.id).rows.map((r) => r.plan)).toEqual(['unchanged', 'skipped']);
    expect(service.rows(updateOnly.id).rows[0]!.kept?.map((k) => k.field)).toEqual(['last_name']);
  });
});
