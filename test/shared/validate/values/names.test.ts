import { describe, expect, it } from 'vitest';
import * as cleaners from '../../../../src-shared/validate/values/names';
import { saying } from '../../../helpers/problem-words';

// Outcomes with their problem's words (the app's table) beside the codes.
const nameWithoutTitle = saying(cleaners.nameWithoutTitle);

describe('a title or a suffix inside a name', () => {
  it('is sent as written, with the name without it as the fix', () => {
    expect(nameWithoutTitle('first_name', 'Dr. Ann')).toMatchObject({
      ok: true,
      value: 'Dr. Ann',
      warning: { message: expect.stringMatching(/\(Title\)/), fix: { value: 'Ann' } },
    });
    expect(nameWithoutTitle('last_name', 'Ray, Jr.')).toMatchObject({
      ok: true,
      value: 'Ray, Jr.',
      warning: { message: expect.stringMatching(/\(Suffix\)/), fix: { value: 'Ray' } },
    });
  });

  it('is no title when the word is a name too', () => {
    expect(nameWithoutTitle('first_name', 'Hon Wai')).toEqual({ ok: true, value: 'Hon Wai' });
    expect(nameWithoutTitle('last_name', 'Ann Md')).toEqual({ ok: true, value: 'Ann Md' });
  });
});
