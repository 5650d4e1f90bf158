import { describe, expect, it } from 'vitest';
import { cleanPhone, phoneCountryOf } from '../../../../src-shared/validate/values/phone';
import { rowIn, settings, spec } from './helpers';

describe('a phone number', () => {
  it("is read in its address's country, a work phone falling back on the home address", () => {
    expect(phoneCountryOf(spec('work_phone'), rowIn('GB'))).toBe('GB');
    expect(phoneCountryOf(spec('work_phone'), rowIn('GB', 'FR'))).toBe('FR');
    expect(phoneCountryOf(spec('home_phone'), rowIn(undefined, 'FR'))).toBeUndefined();
  });

  it('is sent in the international form of its country', () => {
    expect(cleanPhone(spec('home_phone'), '617 555 0100', settings(), rowIn())).toBe('+1 617 555 0100');
    expect(cleanPhone(spec('home_phone'), '020 7946 0958', settings(), rowIn('GB'))).toMatch(/^\+44 ?20/);
  });
});
