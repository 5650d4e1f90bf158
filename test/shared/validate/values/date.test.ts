import { describe, expect, it } from 'vitest';
import * as cleaners from '../../../../src-shared/validate/values/date';
import { saying } from '../../../helpers/problem-words';
import { rowIn, settings, spec } from './helpers';

// Outcomes with their problem's words (the app's table) beside the codes.
const cleanDate = saying(cleaners.cleanDate);

const clean = (text: string) => cleanDate(spec('activated_at'), text, settings({ dateOrder: 'mdy' }), rowIn());

describe('a date field', () => {
  it('is sent as YYYY-MM-DD', () => {
    expect(clean('07/04/2020')).toBe('2020-07-04');
    expect(clean('2020-07-04')).toBe('2020-07-04');
  });

  it('is refused without a day, saying what it lacks', () => {
    expect(clean('2020')).toMatchObject({
      ok: false,
      problem: { kind: 'bad-date', message: expect.stringMatching(/no day and month/) },
    });
    expect(clean('31/31/2020')).toMatchObject({ ok: false, problem: { severity: 'error' } });
  });
});
