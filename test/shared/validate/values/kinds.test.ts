import { describe, expect, it } from 'vitest';
import { USER_FIELDS } from '../../../../src-shared/fields/catalogue';
import { KIND_CLEANERS } from '../../../../src-shared/validate/values/kinds';

describe('the table of cleaners by kind of value', () => {
  it('has a cleaner for every kind the catalogue names', () => {
    for (const { kind } of USER_FIELDS) expect(typeof KIND_CLEANERS[kind], kind).toBe('function');
  });
});
