import { describe, expect, it } from 'vitest';
import * as cleaners from '../../../../src-shared/validate/values/number';
import { saying } from '../../../helpers/problem-words';
import { rowIn, settings, spec } from './helpers';

// Outcomes with their problem's words (the app's table) beside the codes.
const cleanDecimal = saying(cleaners.cleanDecimal);
const cleanInteger = saying(cleaners.cleanInteger);

describe('numbers', () => {
  it('take a whole number, a month by its name in a month field, and refuse words', () => {
    expect(cleanInteger(spec('dob_year'), '1985', settings(), rowIn())).toBe(1985);
    expect(cleanInteger(spec('dob_month'), 'July', settings(), rowIn())).toBe(7);
    expect(cleanInteger(spec('dob_day'), 'soon', settings(), rowIn())).toEqual({
      ok: false,
      problem: {
        code: 'number.not-whole',
        params: {},
        kind: 'bad-format',
        severity: 'error',
        message: 'is not a whole number',
      },
    });
  });

  it('read a class year written as class lists write it, saying so', () => {
    expect(cleanInteger(spec('year_graduated'), 'Class of 2006', settings(), rowIn())).toMatchObject({
      ok: true,
      value: 2006,
      warning: { kind: 'read-as', message: 'is read as 2006' },
    });
    expect(cleanInteger(spec('year_graduated'), '2019-20', settings(), rowIn())).toMatchObject({
      ok: false,
      problem: { fix: { value: '2020' } },
    });
  });

  it('take a decimal number written with a point or a comma', () => {
    expect(cleanDecimal(spec('dob_year'), '3.5', settings(), rowIn())).toBe(3.5);
    expect(cleanDecimal(spec('dob_year'), '3,5', settings(), rowIn())).toBe(3.5);
    expect(cleanDecimal(spec('dob_year'), 'three', settings(), rowIn())).toMatchObject({ ok: false });
  });
});
