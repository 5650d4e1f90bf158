// The quick reading of a clean user answer gives exactly what the schema gives (keys, their order,
// values), and any other answer goes through the schema: same conversions, same refusals.
import { describe, expect, it } from 'vitest';
import { cleanUser, readUser, readUsers } from '../../../src-main/services/api/user-answer';
import { USER_FIELDS } from '../../../src-shared/fields/catalogue';
import { parseAnswer, parseListAnswer, userRecordSchema } from '../../../src-shared/schemas';

const numeric = USER_FIELDS.filter((f) => ['flag', 'integer', 'decimal'].includes(f.kind));
const texts = USER_FIELDS.filter((f) => !['flag', 'integer', 'decimal'].includes(f.kind));

/** A small deterministic random source, so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

function someUser(next: () => number): Record<string, unknown> {
  // Half the records hold only clean values (the first three of each list), the others anything.
  const clean = next() < 0.5;
  const pick = <T>(values: T[]): T => values[Math.floor(next() * (clean ? 3 : values.length))]!;
  const user: Record<string, unknown> = {};
  const fields = [...USER_FIELDS].sort(() => next() - 0.5);
  for (const field of fields) {
    if (next() < 0.3) continue;
    if (field.name === 'user_id') user.user_id = pick([12, 7, -4, '41', 3.5, null, 'x']);
    else if (field.kind === 'flag') user[field.name] = pick([0, 1, null, '1', '0', true, 2, '', ' 1']);
    else if (field.kind === 'integer') user[field.name] = pick([5, -3, null, '8', '-12', '3.0', 1.5, '']);
    else if (field.kind === 'decimal')
      user[field.name] = pick([40.1, 0, null, '40.1', '-112.3462218', ' 4', '1.', 'n/a']);
    else user[field.name] = pick(['Ada', '', null, 42, { x: 1 }]);
  }
  if (next() < 0.5) user.something_else = pick(['kept', 3, null]);
  if (next() < 0.8) user.user_id ??= 99;
  return user;
}

describe('reading a user answer', () => {
  it('a clean record is read without the schema, and exactly as the schema reads it', () => {
    const record = { home_city: 'Oslo', user_id: 7, work_lat: 40.1, email: 'ada@example.org', extra: 'x', enabled: 1 };
    const quick = cleanUser(record);
    expect(quick).toBeDefined();
    expect(JSON.stringify(quick)).toBe(JSON.stringify(userRecordSchema.parse(record)));
  });

  it('plain numbers written as text (the service writes work_lat "41.4452680") are read as the schema reads them', () => {
    const record = { user_id: '1001', work_lat: '41.4452680', work_lng: '-112.3462218', approved: '1', enabled: 0 };
    const quick = cleanUser(record);
    expect(quick).toMatchObject({ user_id: 1001, work_lat: 41.445268, work_lng: -112.3462218, approved: 1 });
    expect(JSON.stringify(quick)).toBe(JSON.stringify(userRecordSchema.parse(record)));
  });

  it('values that need converting or refusing go through the schema', () => {
    expect(cleanUser({ user_id: ' 7' })).toBeUndefined();
    expect(cleanUser({ user_id: 7, [numeric[0]!.name]: '1e3' })).toBeUndefined();
    expect(cleanUser({ user_id: 7, enabled: true })).toBeUndefined();
    expect(cleanUser({ user_id: 7, [numeric[0]!.name]: '' })).toBeUndefined();
    expect(cleanUser({ user_id: 7, first_name: 3 })).toBeUndefined();
    expect(cleanUser({ email: 'a@b' })).toBeUndefined();
    expect(cleanUser([{ user_id: 7 }])).toBeUndefined();
    expect(readUser({ user_id: 7, enabled: 'yes' }, 'a user')).toEqual(
      parseAnswer(userRecordSchema, { user_id: 7, enabled: 'yes' }, 'a user'),
    );
  });

  it('gives what the schema gives for 3,000 varied records: value, key order, or the same refusal', () => {
    const next = random(34);
    let quick = 0;
    for (let n = 0; n < 3000; n++) {
      const user = someUser(next);
      if (cleanUser(user) !== undefined) quick++;
      const ours = readUser(user, 'a user');
      const schema = parseAnswer(userRecordSchema, user, 'a user');
      expect(JSON.stringify(ours)).toBe(JSON.stringify(schema));
    }
    // Both paths were taken.
    expect(quick).toBeGreaterThan(500);
    expect(quick).toBeLessThan(3000);
    expect(texts.length).toBeGreaterThan(0);
  });

  it('a list: quick when all are clean, else the schema names the first bad item', () => {
    const good = [{ user_id: 1, email: 'a@b' }, { user_id: 2 }];
    expect(JSON.stringify(readUsers(good, 'user'))).toBe(
      JSON.stringify(parseListAnswer(userRecordSchema, good, 'user')),
    );
    const bad = [{ user_id: 1 }, { user_id: 2, enabled: 'maybe' }];
    const read = readUsers(bad, 'user');
    expect(read.ok).toBe(false);
    expect(read).toEqual(parseListAnswer(userRecordSchema, bad, 'user'));
    expect(readUsers(null, 'user')).toEqual({ ok: true, value: [] });
    expect(readUsers({ user_id: 1 }, 'user')).toEqual(parseListAnswer(userRecordSchema, { user_id: 1 }, 'user'));
  });
});
