// The update policy on one matched person: what is sent, what is kept and why, and the counts.
import { describe, expect, it } from 'vitest';
import {
  countUpdates,
  groupOf,
  isTypo,
  nameFormReason,
  planUpdate,
  ruleFor,
  type UpdateOptions,
} from '../../../src-shared/update-policy';

const server = {
  user_id: 7,
  first_name: 'Elizabeth',
  last_name: 'Langford',
  maiden_name: 'Osgood',
  email: 'betsy@office.edu',
  enabled: 1,
  home_city: 'Boston',
  mobile_phone: null,
  dob_year: 1970,
  tags: ['donor'],
};
const options = (over: Partial<UpdateOptions> = {}): UpdateOptions => ({
  fields: ['first_name', 'last_name', 'email', 'enabled', 'home_city', 'mobile_phone', 'dob_year', 'tags'],
  blank: 'keep',
  ...over,
});
const fieldsOf = (changes: readonly { field: string }[]) => changes.map((c) => c.field);

describe('the default policy', () => {
  it('groups fields: names, email, birth date and IDs fill empty; addresses and phones update; flags never', () => {
    expect(['first_name', 'email', 'dob_year', 'inst_id'].map((f) => ruleFor(undefined, f))).toEqual([
      'fill-empty',
      'fill-empty',
      'fill-empty',
      'fill-empty',
    ]);
    expect(['home_city', 'work_zipcode', 'mobile_phone'].map((f) => ruleFor(undefined, f))).toEqual([
      'update',
      'update',
      'update',
    ]);
    expect(['enabled', 'approved', 'groups'].map((f) => ruleFor(undefined, f))).toEqual(['never', 'never', 'never']);
    expect(groupOf('work_city')).toBe('addresses');
    expect(ruleFor({ groups: { flags: 'update' }, fields: { enabled: 'fill-empty' } }, 'enabled')).toBe('fill-empty');
    expect(ruleFor({ groups: { flags: 'update' } }, 'approved')).toBe('update');
  });

  it('keeps names, email and flags, updates the city, fills the empty phone, and counts each kind', () => {
    const row = {
      first_name: 'Margaret',
      last_name: 'Langford',
      email: 'old@home.com',
      enabled: 0,
      home_city: 'Salem',
      mobile_phone: '+16175550100',
      dob_year: 1971,
    };
    const plan = planUpdate(row, server, options());
    expect(plan.changes).toEqual([
      { field: 'home_city', before: 'Boston', after: 'Salem' },
      { field: 'mobile_phone', before: null, after: '+16175550100' },
    ]);
    expect(plan.kept.map((k) => [k.field, k.reason])).toEqual([
      ['first_name', 'fill-empty'],
      ['email', 'fill-empty'],
      ['enabled', 'never'],
      ['dob_year', 'fill-empty'],
    ]);
    expect(countUpdates([plan])).toEqual({
      filled: 1,
      replaced: 1,
      given: 0,
      proposed: 3,
      proposedRows: 1,
      keptByRule: 1,
    });
  });

  it('accepting a row applies its proposed changes, never its kept flags', () => {
    const plan = planUpdate({ email: 'old@home.com', enabled: 0 }, server, options({ accept: true }));
    expect(plan.changes).toEqual([
      { field: 'email', before: 'betsy@office.edu', after: 'old@home.com', accepted: true },
    ]);
    expect(plan.kept).toEqual([{ field: 'enabled', before: 1, after: 0, reason: 'never' }]);
    expect(countUpdates([plan]).replaced).toBe(1);
  });

  it('a group set to update writes over the service, and a blank clears only where the rule updates', () => {
    const policy = { groups: { email: 'update' as const } };
    expect(planUpdate({ email: 'old@home.com' }, server, options({ policy })).changes).toHaveLength(1);
    const cleared = planUpdate({}, server, options({ blank: 'clear', fields: ['home_city', 'email'] }));
    expect(cleared.changes).toEqual([{ field: 'home_city', before: 'Boston', after: null }]);
    expect(cleared.kept).toEqual([{ field: 'email', before: 'betsy@office.edu', after: null, reason: 'fill-empty' }]);
  });
});

describe('values given for every row', () => {
  it('are for new people only: an Enabled given to every row leaves a matched person enabled', () => {
    const plan = planUpdate({ enabled: 0, home_city: 'Salem' }, server, options({ given: { enabled: 0 } }));
    expect(fieldsOf(plan.changes)).toEqual(['home_city']);
    expect(plan.kept).toEqual([{ field: 'enabled', before: 1, after: 0, reason: 'given' }]);
    expect(countUpdates([plan])).toMatchObject({ keptByRule: 1, proposed: 0 });
  });

  it('extended to people already there, they apply (over the group rule) and count on their own line', () => {
    const policy = { givenAlsoForExisting: ['enabled'] };
    const plan = planUpdate({ enabled: 0 }, server, options({ given: { enabled: 0 }, policy }));
    expect(plan.changes).toEqual([{ field: 'enabled', before: 1, after: 0, given: true }]);
    expect(countUpdates([plan])).toMatchObject({ given: 1, replaced: 0, filled: 0 });
  });

  it("a tag given for every row is left out of a matched person's tags; the row's own tags still go", () => {
    const row = { tags: ['volunteer', 'reunion 2026'] };
    const plan = planUpdate(row, server, options({ given: { tags: ['reunion 2026'] } }));
    expect(plan.changes).toEqual([{ field: 'tags', before: ['donor'], after: ['donor', 'volunteer'] }]);
    expect(plan.kept).toMatchObject([{ field: 'tags', reason: 'given' }]);
  });

  it('a value given for every row is not cleared by blank "clear" when it is left out', () => {
    const plan = planUpdate(
      { enabled: 1 },
      { ...server, enabled: 0 },
      options({ blank: 'clear', given: { enabled: 1 } }),
    );
    expect(plan.changes.find((c) => c.field === 'enabled')).toBeUndefined();
  });
});

describe('what a match may change in a name', () => {
  const updateNames = { groups: { names: 'update' as const } };

  it('a nickname keeps the formal first name and fills the empty nickname', () => {
    const plan = planUpdate({ first_name: 'Lizzie' }, server, options({ policy: updateNames }));
    expect(plan.kept).toEqual([{ field: 'first_name', before: 'Elizabeth', after: 'Lizzie', reason: 'nickname' }]);
    expect(plan.changes).toEqual([{ field: 'nickname', before: null, after: 'Lizzie' }]);
  });

  it('the maiden name as last name keeps the married one; a typo keeps the service spelling', () => {
    expect(planUpdate({ last_name: 'Osgood' }, server, options({ policy: updateNames })).kept).toMatchObject([
      { field: 'last_name', reason: 'maiden-name' },
    ]);
    expect(planUpdate({ last_name: 'Langfrod' }, server, options({ policy: updateNames })).kept).toMatchObject([
      { field: 'last_name', reason: 'spelling' },
    ]);
    expect(planUpdate({ last_name: 'LANGFORD' }, server, options({ policy: updateNames })).kept).toMatchObject([
      { field: 'last_name', reason: 'spelling' },
    ]);
  });

  it('another name is no weaker form: with names set to update it is written', () => {
    const plan = planUpdate({ last_name: 'Whitfield' }, server, options({ policy: updateNames }));
    expect(plan.changes).toEqual([{ field: 'last_name', before: 'Langford', after: 'Whitfield' }]);
  });

  it('"the file wins" lets the nickname and the maiden name through', () => {
    const policy = { ...updateNames, nameForms: 'file-wins' as const };
    const plan = planUpdate({ first_name: 'Lizzie', last_name: 'Osgood' }, server, options({ policy }));
    expect(fieldsOf(plan.changes)).toEqual(['first_name', 'last_name']);
    expect(plan.kept).toEqual([]);
  });

  it('tells typos from other names', () => {
    expect(isTypo('goodrich', 'goodirch')).toBe(true);
    expect(isTypo('quinlivan', 'quinlivna')).toBe(true);
    expect(isTypo('lee', 'lea')).toBe(false); // too short to tell
    expect(isTypo('smith', 'smyth' + 'e')).toBe(false);
    expect(nameFormReason('first_name', 'Peter', { first_name: 'Pete' })).toBe('nickname');
    expect(nameFormReason('first_name', 'Patrick', { first_name: 'Aurora' })).toBeNull();
    expect(nameFormReason('email', 'a@b.c', { email: 'a@b.d' })).toBeNull();
  });
});
