import { describe, expect, it } from 'vitest';
import { applyChanges, diffUser, driftedFields, pendingChanges, sameFieldValue } from '../../../src-shared/diff';
import { createBody } from '../../../src-main/services/jobs/plan/planner';

const server = {
  user_id: 7,
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'Ada@Example.org',
  enabled: '1',
  home_city: 'London',
  home_lat: '51.5072000',
  dob_year: 1815,
  activated_at: '2020-05-01 10:00:00',
  tags: ['b', 'a'],
  home_state: 'ny',
};

describe('the field-by-field diff of a planned update', () => {
  it('ignores differences of form: numbers as text, email case, date with time, list order, code case', () => {
    const row = {
      first_name: 'Ada',
      email: 'ada@example.org',
      enabled: 1,
      home_lat: 51.5072,
      dob_year: '1815',
      activated_at: '2020-05-01',
      tags: ['a', 'b'],
      home_state: 'NY',
    };
    expect(diffUser(row, server, { fields: Object.keys(row), blank: 'keep' })).toEqual([]);
  });

  it('lists real changes with the server value and the new value', () => {
    const row = { first_name: 'Augusta', home_city: 'Paris', enabled: 0, tags: ['a', 'c'] };
    expect(diffUser(row, server, { fields: Object.keys(row), blank: 'keep' })).toEqual([
      { field: 'first_name', before: 'Ada', after: 'Augusta' },
      { field: 'home_city', before: 'London', after: 'Paris' },
      { field: 'enabled', before: '1', after: 0 },
      { field: 'tags', before: ['b', 'a'], after: ['b', 'a', 'c'] },
    ]);
    expect(diffUser(row, server, { fields: Object.keys(row), blank: 'keep', lists: 'replace' }).at(-1)).toEqual({
      field: 'tags',
      before: ['b', 'a'],
      after: ['a', 'c'],
    });
  });

  it("adds tags and groups to the user's by default (a re-import strips none), case aside", () => {
    expect(diffUser({ tags: ['A'] }, server, { fields: ['tags'], blank: 'keep' })).toEqual([]);
    expect(diffUser({ tags: ['z'] }, server, { fields: ['tags'], blank: 'keep' })).toEqual([
      { field: 'tags', before: ['b', 'a'], after: ['b', 'a', 'z'] },
    ]);
  });

  it('only fills a protected field where the service holds nothing', () => {
    const row = { first_name: 'Augusta', middle_name: 'Byron' };
    expect(
      diffUser(row, server, { fields: Object.keys(row), blank: 'keep', onlyFillEmpty: ['first_name', 'middle_name'] }),
    ).toEqual([{ field: 'middle_name', before: null, after: 'Byron' }]);
  });

  it('keeps server values for blank cells by default, clears mapped ones when asked', () => {
    const row = { first_name: 'Ada', home_city: '', tags: null };
    const fields = ['first_name', 'home_city', 'tags', 'middle_name'];
    expect(diffUser(row, server, { fields, blank: 'keep' })).toEqual([]);
    expect(diffUser(row, server, { fields, blank: 'clear' })).toEqual([
      { field: 'home_city', before: 'London', after: null },
      { field: 'tags', before: ['b', 'a'], after: [] },
    ]);
  });

  it('never changes user_id', () => {
    expect(diffUser({ user_id: 99 }, server, { fields: ['user_id'], blank: 'clear' })).toEqual([]);
  });

  it('merges changes into the complete record for the PUT', () => {
    const merged = applyChanges(server, [{ field: 'home_city', after: 'Paris' }]);
    expect(merged).toEqual({ ...server, home_city: 'Paris' });
    expect(server.home_city).toBe('London');
  });

  it('re-checks planned changes against a fresh record and finds drift for revert', () => {
    expect(pendingChanges({ ...server, home_city: 'Paris' }, [{ field: 'home_city', after: 'Paris' }])).toEqual([]);
    expect(pendingChanges(server, [{ field: 'home_city', after: 'Paris' }])).toEqual([
      { field: 'home_city', before: 'London', after: 'Paris' },
    ]);
    expect(driftedFields(server, { home_city: 'London', first_name: 'Augusta' })).toEqual([
      { field: 'first_name', before: 'Augusta', after: 'Ada' },
    ]);
    expect(sameFieldValue('about', null, '')).toBe(true);
    expect(sameFieldValue('about', 'x', '')).toBe(false);
  });
});

describe('what a create sends', () => {
  it('marks new users as created by import, unless the file says otherwise', () => {
    expect(createBody({ first_name: 'A', user_id: 9 })).toEqual({ first_name: 'A', is_import_user: 1 });
    expect(createBody({ first_name: 'A', is_import_user: 0 })).toEqual({ first_name: 'A', is_import_user: 0 });
  });
});
