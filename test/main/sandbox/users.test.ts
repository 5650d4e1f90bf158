import { describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { call, newUser, rows } from './http';

describe('sandbox: users endpoints', () => {
  const sandbox = useSandbox();
  const test = () => sandbox().environments.test;
  const users = (query = '') => `${test().baseUrl}/api/users/${query}`;
  const key = () => test().key;

  it('pages users 100 at a time: 250 users give 100, 100, 50, then nothing', async () => {
    const sizes = [];
    for (const page of [1, 2, 3, 4]) sizes.push(rows(await call(users(`?page=${page}`), { key: key() })).length);
    expect(sizes).toEqual([100, 100, 50, 0]);
    const first = rows(await call(users(), { key: key() }));
    expect(first).toHaveLength(100);
    expect(first[0]?.user_id).toBe(1001);
  });

  it('answers the same list without the trailing slash', async () => {
    const withSlash = rows(await call(users('?page=2'), { key: key() }));
    const without = rows(await call(`${test().baseUrl}/api/users?page=2`, { key: key() }));
    expect(without.map((user) => user.user_id)).toEqual(withSlash.map((user) => user.user_id));
  });

  it('refuses a missing key and the key of the other environment with 401', async () => {
    const none = await call(users());
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ error: 'Unauthorized' });
    const other = await call(users(), { key: sandbox().environments.production.key });
    expect(other.status).toBe(401);
    const reverse = await call(`${sandbox().environments.production.baseUrl}/api/users/`, { key: key() });
    expect(reverse.status).toBe(401);
    const own = await call(`${sandbox().environments.production.baseUrl}/api/users/`, {
      key: sandbox().environments.production.key,
    });
    expect(own.status).toBe(200);
  });

  it('keeps the two environments apart: different data', async () => {
    const testFirst = rows(await call(users(), { key: key() }))[0];
    const productionFirst = rows(
      await call(`${sandbox().environments.production.baseUrl}/api/users/`, {
        key: sandbox().environments.production.key,
      }),
    )[0];
    expect(testFirst?.email).not.toBe(productionFirst?.email);
  });

  it('filters approved=0: every user returned has approved 0, and there are some', async () => {
    const pending = rows(await call(users('?approved=0'), { key: key() }));
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((user) => user.approved === 0)).toBe(true);
  });

  it('filters approved=1&enabled=0: only users matching both', async () => {
    const all = [
      ...rows(await call(users('?page=1'), { key: key() })),
      ...rows(await call(users('?page=2'), { key: key() })),
      ...rows(await call(users('?page=3'), { key: key() })),
    ];
    const expected = all.filter((user) => user.approved === 1 && user.enabled === 0).map((user) => user.user_id);
    const filtered = rows(await call(users('?approved=1&enabled=0'), { key: key() }));
    expect(expected.length).toBeGreaterThan(0);
    expect(filtered.map((user) => user.user_id)).toEqual(expected);
  });

  it('seeds a mix of approval states and some users created by import', async () => {
    const all = [1, 2, 3].map((page) => call(users(`?page=${page}`), { key: key() }));
    const list = (await Promise.all(all)).flatMap(rows);
    const states = new Set(list.map((user) => `${user.approved}/${user.enabled}`));
    expect(states).toEqual(new Set(['1/1', '1/0', '0/0', '0/1']));
    expect(list.some((user) => user.is_import_user === 1)).toBe(true);
    expect(list.some((user) => /[À-ÿ]/.test(`${user.first_name} ${user.last_name}`))).toBe(true);
  });

  it('filters on any User field, exact match; email case-insensitively', async () => {
    const someone = rows(await call(users('?page=2'), { key: key() }))[7] as Record<string, unknown>;
    const byEmail = rows(
      await call(users(`?email=${encodeURIComponent(String(someone.email).toUpperCase())}`), { key: key() }),
    );
    expect(byEmail.map((user) => user.user_id)).toEqual([someone.user_id]);
    const byYear = rows(await call(users(`?year_graduated=${someone.year_graduated}`), { key: key() }));
    expect(byYear.length).toBeGreaterThan(0);
    expect(byYear.every((user) => user.year_graduated === someone.year_graduated)).toBe(true);
    const byName = rows(
      await call(users(`?last_name=${encodeURIComponent(String(someone.last_name))}`), { key: key() }),
    );
    expect(byName.map((user) => user.user_id)).toContain(someone.user_id);
    expect(byName.every((user) => user.last_name === someone.last_name)).toBe(true);
    const byGroup = rows(await call(users('?groups=admin'), { key: key() }));
    expect(byGroup.every((user) => (user.groups as string[]).includes('admin'))).toBe(true);
  });

  it('answers 400 naming the problem for an unknown filter, a bad flag or a bad page', async () => {
    for (const [query, named] of [
      ['?colour=blue', 'colour'],
      ['?approved=yes', 'approved'],
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
    ] as const) {
      const answer = await call(users(query), { key: key() });
      expect(answer.status, query).toBe(400);
      expect((answer.body as { message: string }).message).toContain(named);
    }
  });

  it('answers GET /api/users/{id} as an array of one, and 404 for an unknown id', async () => {
    const one = await call(users('1042'), { key: key() });
    expect(one.status).toBe(200);
    expect(rows(one)).toHaveLength(1);
    expect(rows(one)[0]?.user_id).toBe(1042);
    const missing = await call(users('999999'), { key: key() });
    expect(missing.status).toBe(404);
    expect((missing.body as { message: string }).message).toContain('999999');
    expect((await call(users('abc'), { key: key() })).status).toBe(400);
  });

  it('creates a user from a JSON POST that GET then answers as an array of one', async () => {
    const body = newUser({
      groups: ['user'],
      home_lat: 40.7127753,
      home_lng: -74.0059728,
      work_lat: 41.5,
      is_import_user: 1,
    });
    const created = await call(users(), { key: key(), json: body });
    expect(created.status).toBe(201);
    const user = rows(created)[0] as Record<string, unknown>;
    expect(user.user_id).toBeGreaterThan(1250);
    expect(user).toMatchObject({
      first_name: 'Zoé',
      last_name: 'Nuñez-Åström',
      approved: 0,
      enabled: 0,
      is_import_user: 1,
    });
    expect(user.home_geohash).toBe('dr5regw3p');
    expect(user.work_lat).toBe('41.5000000');
    const read = rows(await call(users(String(user.user_id)), { key: key() }));
    expect(read).toEqual([user]);
  });

  it('answers 400 to a form-encoded POST and creates nothing', async () => {
    const before = sandbox().stats().users.test;
    const answer = await call(users(), {
      key: key(),
      form: 'first_name=Ann&last_name=Lee&email=ann%40example.org&enabled=1',
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { message: string }).message).toMatch(/JSON/);
    expect(sandbox().stats().users.test).toBe(before);
  });

  it('answers 400 naming the field for invalid bodies', async () => {
    const cases: Array<[unknown, string]> = [
      ['{not json', 'JSON'],
      [[newUser()], 'one JSON object'],
      [newUser({ email: undefined }), 'email'],
      [newUser({ enabled: 2 }), 'enabled'],
      [newUser({ colour: 'blue' }), 'colour'],
      [newUser({ user_id: 5 }), 'user_id'],
      [newUser({ dob_month: 13 }), 'dob_month'],
      [newUser({ gender: 'x' }), 'gender'],
      [newUser({ first_name: 'x'.repeat(256) }), 'first_name'],
      [newUser({ groups: 'admin' }), 'groups'],
    ];
    for (const [body, named] of cases) {
      const answer = await call(users(), { key: key(), json: body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(answer.body).toMatchObject({ error: 'Bad Request' });
      expect((answer.body as { message: string }).message).toContain(named);
    }
  });

  it('refuses a second user with the same email (any case)', async () => {
    const body = newUser();
    expect((await call(users(), { key: key(), json: body })).status).toBe(201);
    const again = await call(users(), { key: key(), json: { ...body, email: String(body.email).toUpperCase() } });
    expect(again.status).toBe(400);
    expect((again.body as { message: string }).message).toContain('already used');
  });

  it('PUT takes a complete User object: changed values are kept, fields left out are cleared, service fields stay', async () => {
    const [original] = rows(await call(users('1010'), { key: key() })) as Array<Record<string, unknown>>;
    const edited = { ...original, approved: 1, enabled: 1, admin_notes: 'Approved at the reunion' };
    const put = await call(users('1010'), { method: 'PUT', key: key(), json: edited });
    expect(put.status).toBe(200);
    const [after] = rows(await call(users('1010'), { key: key() }));
    expect(after).toMatchObject({
      approved: 1,
      enabled: 1,
      admin_notes: 'Approved at the reunion',
      createdAt: original?.createdAt,
      user_study_area: original?.user_study_area,
    });
    const { first_name, last_name, email, enabled } = after as Record<string, unknown>;
    await call(users('1010'), { method: 'PUT', key: key(), json: { first_name, last_name, email, enabled } });
    const [partial] = rows(await call(users('1010'), { key: key() }));
    expect(partial?.admin_notes).toBeNull();
    expect(partial?.createdAt).toBe(original?.createdAt);
  });

  it('PUT answers 400 for a missing required field or a user_id of another user, 404 for an unknown user', async () => {
    const [user] = rows(await call(users('1011'), { key: key() })) as Array<Record<string, unknown>>;
    expect((await call(users('1011'), { method: 'PUT', key: key(), json: { ...user, email: null } })).status).toBe(400);
    expect((await call(users('1011'), { method: 'PUT', key: key(), json: { ...user, user_id: 1012 } })).status).toBe(
      400,
    );
    expect((await call(users('999999'), { method: 'PUT', key: key(), json: user })).status).toBe(404);
  });
});
