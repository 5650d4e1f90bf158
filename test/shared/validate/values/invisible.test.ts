import { describe, expect, it } from 'vitest';
import * as invisible from '../../../../src-shared/validate/values/invisible';
import { wordedCell } from '../../../helpers/problem-words';

const controlCharacterProblem = (text: string) => {
  const found = invisible.controlCharacterProblem(text);
  return found && wordedCell(found);
};

describe('invisible characters', () => {
  it('are named with their position, the text without them as the fix', () => {
    expect(controlCharacterProblem('Ann\u200bLee')).toMatchObject({
      kind: 'bad-format',
      message: expect.stringMatching(/zero-width space.*position 4/),
      fix: { value: 'AnnLee' },
    });
  });

  it('leave the joiners that Persian and Indic names need', () => {
    expect(controlCharacterProblem('می\u200cخواهم')).toBeUndefined();
  });
});
