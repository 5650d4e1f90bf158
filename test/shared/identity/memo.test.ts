import { expect, it } from 'vitest';
import { identityText, profileOf, surnameKey } from '../../../src-shared/matching';

it('profiling a "Jr" surname leaves the shared name words as they were', () => {
  const first = profileOf({ first_name: 'Ann', last_name: 'Lee Jr' });
  const second = profileOf({ first_name: 'Bob', last_name: 'Lee Jr' });
  expect(first.suffix).toBe('jr');
  expect(second.suffix).toBe('jr');
  expect(second.last?.whole).toBe('lee');
  expect(surnameKey('Lee Jr')?.whole).toBe('leejr');
  expect(identityText({ first_name: 'Ann', last_name: 'Lee Jr' })).toContain('"leejr"');
});
