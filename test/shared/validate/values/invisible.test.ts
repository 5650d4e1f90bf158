import { describe, expect, it } from 'vitest';
import { controlCharacterProblem } from '../../../../src-shared/validate/values/invisible';

describe('invisible characters', () => {
  it('are named with their position, the text without them as the fix', () => {
    expect(controlCharacterProblem('Ann\u200bLee')).toMatchObject({
      code: 'bad-format',
      message: expect.stringMatching(/zero-width space.*position 4/),
      fix: { value: 'AnnLee' },
    });
  });

  it('leave the joiners that Persian and Indic names need', () => {
    expect(controlCharacterProblem('می\u200cخواهم')).toBeUndefined();
  });
});
