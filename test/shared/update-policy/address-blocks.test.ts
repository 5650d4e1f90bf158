// An address changes as a whole: a row's new city never lands beside the service's old street and
// ZIP. A partly changed address is a proposed change; accepting it replaces the whole address.
import { describe, expect, it } from 'vitest';
import { ADDRESS_BLOCKS, countUpdates, planUpdate, type UpdateOptions } from '../../../src-shared/update-policy';
import { keptReasonWords } from '../../../src-renderer/src/lib/words/update-policy-words';

const washington = {
  user_id: 9,
  first_name: 'Ada',
  home_address1: '1600 Pennsylvania Ave NW',
  home_address2: null,
  home_city: 'Washington',
  home_state: 'DC',
  home_country: 'US',
  home_zipcode: '20500',
  work_city: 'Arlington',
};
const HOME = ['home_address1', 'home_address2', 'home_city', 'home_state', 'home_country', 'home_zipcode'];
const options = (over: Partial<UpdateOptions> = {}): UpdateOptions => ({ fields: HOME, blank: 'keep', ...over });
const fieldsOf = (changes: readonly { field: string }[]) => changes.map((c) => c.field).sort();

describe('an address is updated as a block', () => {
  it('holds a new city beside the old street and ZIP as a proposed change, naming the parts it would clear', () => {
    const plan = planUpdate({ home_city: 'Paris', home_country: 'FR' }, washington, options());
    expect(plan.changes).toEqual([]);
    expect(plan.kept.every((k) => k.reason === 'address-block')).toBe(true);
    expect(plan.kept).toEqual(
      expect.arrayContaining([
        { field: 'home_city', before: 'Washington', after: 'Paris', reason: 'address-block' },
        { field: 'home_country', before: 'US', after: 'FR', reason: 'address-block' },
        { field: 'home_address1', before: '1600 Pennsylvania Ave NW', after: null, reason: 'address-block' },
        { field: 'home_state', before: 'DC', after: null, reason: 'address-block' },
        { field: 'home_zipcode', before: '20500', after: null, reason: 'address-block' },
      ]),
    );
    expect(plan.kept).toHaveLength(5); // the blank line 2 on both sides is no change
    expect(countUpdates([plan])).toMatchObject({ filled: 0, replaced: 0, proposed: 5, proposedRows: 1 });
    expect(keptReasonWords('address-block')).toMatch(/accepting replaces the whole address/);
  });

  it('accepting replaces the whole address: the row’s parts written, the others cleared, none mixed', () => {
    const plan = planUpdate({ home_city: 'Paris', home_country: 'FR' }, washington, options({ accept: true }));
    expect(plan.kept).toEqual([]);
    const after = Object.fromEntries(plan.changes.map((c) => [c.field, c.after]));
    expect(after).toEqual({
      home_city: 'Paris',
      home_country: 'FR',
      home_address1: null,
      home_state: null,
      home_zipcode: null,
    });
    expect(plan.changes.every((c) => c.accepted)).toBe(true);
  });

  it('sends a whole new address at once, and a different street with the same city and ZIP', () => {
    const whole = {
      home_address1: '55 Rue du Faubourg Saint-Honoré',
      home_city: 'Paris',
      home_state: null,
      home_country: 'FR',
      home_zipcode: '75008',
    };
    // The state the row leaves blank would stay "DC": only blanks clearing ('clear') make it whole.
    expect(planUpdate(whole, washington, options()).changes).toEqual([]);
    const cleared = planUpdate(whole, washington, options({ blank: 'clear' }));
    expect(fieldsOf(cleared.changes)).toEqual([
      'home_address1',
      'home_city',
      'home_country',
      'home_state',
      'home_zipcode',
    ]);
    expect(cleared.kept).toEqual([]);
    const moved = { ...washington, home_address1: '1 First St SE' };
    delete (moved as Record<string, unknown>).user_id;
    const street = planUpdate(moved, washington, options());
    expect(street.changes).toEqual([
      { field: 'home_address1', before: '1600 Pennsylvania Ave NW', after: '1 First St SE' },
    ]);
  });

  it('fills the blanks of the same address (same street, now with its ZIP) without asking', () => {
    const server = { ...washington, home_zipcode: null, home_country: null };
    const plan = planUpdate(
      { home_address1: '1600 Pennsylvania Ave NW', home_zipcode: '20500', home_country: 'US' },
      server,
      options(),
    );
    expect(fieldsOf(plan.changes)).toEqual(['home_country', 'home_zipcode']);
    expect(plan.kept).toEqual([]);
    // A ZIP alone beside a street it says nothing about is held.
    const alone = planUpdate({ home_zipcode: '10001' }, server, options());
    expect(alone.changes).toEqual([]);
    expect(fieldsOf(alone.kept)).toEqual(['home_address1', 'home_city', 'home_state', 'home_zipcode']);
  });

  it('keeps the blocks apart, leaves other fields alone, and respects a part a rule never changes', () => {
    const plan = planUpdate(
      { home_city: 'Paris', work_city: 'Reston', mobile_phone: '+33155501234' },
      washington,
      options({ fields: [...HOME, 'work_city', 'mobile_phone'] }),
    );
    // The work address holds only a city: a new city replaces it whole.
    expect(fieldsOf(plan.changes)).toEqual(['mobile_phone', 'work_city']);
    expect(plan.kept.filter((k) => k.field.startsWith('work_'))).toEqual([]);
    const ruled = planUpdate(
      { home_city: 'Paris' },
      washington,
      options({ policy: { fields: { home_zipcode: 'never' } }, accept: true }),
    );
    expect(fieldsOf(ruled.changes)).toEqual(['home_address1', 'home_city', 'home_country', 'home_state']);
    expect(ruled.changes.find((c) => c.field === 'home_zipcode')).toBeUndefined();
  });

  it('is a rule of the update-policy tables: one block per address, its postal parts', () => {
    expect(ADDRESS_BLOCKS.map((b) => [b.name, b.partial])).toEqual([
      ['home', 'propose'],
      ['work', 'propose'],
    ]);
    expect(ADDRESS_BLOCKS[1]!.parts).toContain('work_zipcode');
  });
});
