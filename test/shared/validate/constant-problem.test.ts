import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import * as plain from '../../../src-shared/validate/constant-problem';
import { sentenceWithFix } from '../../../src-renderer/src/lib/words/problem-sentence';
import { APP_TABLES } from '../../../src-renderer/src/lib/words/problem-words';

/** The refusal in the app's words, with its suggested fix, as the Mapping step shows it. */
const constantProblem = (...args: Parameters<typeof plain.constantProblem>) => {
  const refused = plain.constantProblem(...args);
  return refused && sentenceWithFix(APP_TABLES, refused);
};

describe('constantProblem', () => {
  it('accepts a value the field takes, cleaned like a cell', () => {
    expect(constantProblem('enabled', 'yes', DEFAULT_TRANSFORMS)).toBeNull();
    expect(constantProblem('home_country', 'United States', DEFAULT_TRANSFORMS)).toBeNull();
  });

  it('says why a value cannot be sent, with the suggested fix', () => {
    expect(constantProblem('enabled', 'maybe', DEFAULT_TRANSFORMS)).toMatch(/"maybe", is not a yes-or-no value/);
    expect(constantProblem('year_graduated', '1985/1990', DEFAULT_TRANSFORMS)).toMatch(
      /holds more than one year.*Suggested: if 1985 is the preferred class year, use 1985\.$/,
    );
    // '85 is read as 1985 (with a note to check): no refusal.
    expect(constantProblem('year_graduated', '85', DEFAULT_TRANSFORMS)).toBeNull();
  });

  it('follows the transform settings, and leaves state and ZIP to each row (they depend on its country)', () => {
    expect(constantProblem('enabled', 'yes', { ...DEFAULT_TRANSFORMS, flagWords: false })).toMatch(/yes/);
    expect(constantProblem('home_state', 'ON', DEFAULT_TRANSFORMS)).toBeNull();
    expect(constantProblem('home_zipcode', 'K1A 0B1', DEFAULT_TRANSFORMS)).toBeNull();
  });
});
