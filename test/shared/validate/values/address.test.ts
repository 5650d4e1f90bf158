import { describe, expect, it } from 'vitest';
import { addressPrefix } from '../../../../src-shared/validate/values/address';
import * as cleaners from '../../../../src-shared/validate/values/address';
import { saying } from '../../../helpers/problem-words';
import { rowIn, settings, spec } from './helpers';

// Outcomes with their problem's words (the app's table) beside the codes.
const cleanPostcode = saying(cleaners.cleanPostcode);
const cleanState = saying(cleaners.cleanState);

describe('the parts of an address', () => {
  it('belong to the home or the work address by their field', () => {
    expect(addressPrefix(spec('work_state'))).toBe('work');
    expect(addressPrefix(spec('home_state'))).toBe('home');
  });

  it('read a Canadian province by name, and refuse a region of Canada that is none', () => {
    expect(cleanState(spec('home_state'), 'Ontario', settings(), rowIn('CA'))).toBe('ON');
    expect(cleanState(spec('home_state'), 'Narnia', settings(), rowIn('CA'))).toMatchObject({
      ok: false,
      problem: { severity: 'error', kind: 'not-allowed' },
    });
  });

  it('leave out a region of another country that is not two letters, with a warning only', () => {
    expect(cleanState(spec('home_state'), 'Karnataka', settings(), rowIn('IN'))).toMatchObject({
      ok: false,
      problem: { severity: 'warning', kind: 'suspicious' },
    });
  });

  it("read a postcode in its row's country, and name the country of a foreign one on a row without one", () => {
    expect(cleanPostcode(spec('home_zipcode'), '02134', settings(), rowIn('US'))).toBe('02134');
    expect(cleanPostcode(spec('home_zipcode'), 'SW1A 1AA', settings(), rowIn('GB'))).toBe('SW1A 1AA');
    const foreign = cleanPostcode(spec('home_zipcode'), 'SW1A 1AA', settings(), rowIn());
    expect(foreign).toMatchObject({ ok: false, problem: { kind: 'bad-format' } });
    expect(JSON.stringify(foreign)).toContain('United Kingdom');
  });
});
