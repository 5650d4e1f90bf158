import { describe, expect, it } from 'vitest';
import { MAPPABLE_FIELDS, REQUIRED_ON_CREATE, USER_FIELDS, fieldSpec } from '../../../src-shared/fields/catalogue';

describe('the User field catalogue', () => {
  it('requires the four create inputs of the description', () => {
    expect([...REQUIRED_ON_CREATE].sort()).toEqual(['email', 'enabled', 'first_name', 'last_name']);
  });

  it('names every field once, geohash levels included', () => {
    const names = USER_FIELDS.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('home_geohash_l6');
    expect(names).toContain('work_geohash_l1');
  });

  it('keeps service-owned fields out of what a file may feed', () => {
    const mappable = MAPPABLE_FIELDS.map((f) => f.name);
    expect(mappable).not.toContain('user_id');
    expect(mappable).not.toContain('createdAt');
    expect(mappable).toContain('year_graduated');
    expect(fieldSpec('dob_month')).toMatchObject({ min: 1, max: 12 });
  });
});
