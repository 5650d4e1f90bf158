import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import * as plain from '../../../src-shared/validate/constant-problem';
import { sentenceWithFix } from '../../../src-renderer/src/lib/words/problem-sentence';
import { APP_TABLES } from '../../../src-renderer/src/lib/words/problem-words';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import { CLI_REFUSAL_WORDS } from '../../../src-main/cli/words/refusal-words';
import { wordRefusal } from '../../../src-shared/problems/refusals';

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

describe('constantFieldProblem', () => {
  it('refuses a field no value for every row can fill with a code and its field, worded by each door', () => {
    const cases = [
      ['foo', 'constant.not-a-field', '"foo" is not a User field'],
      ['user_id', 'constant.set-by-service', '"user_id" is set by the service, not by an import'],
      ['user_career_info', 'constant.not-one-value', '"user_career_info" cannot be given as one value'],
      [
        'inst_id',
        'constant.one-persons',
        '"inst_id" is one person\'s own: one value for every row would make them all one person',
      ],
    ] as const;
    for (const [field, code, words] of cases) {
      const refused = plain.constantFieldProblem(field);
      expect(refused).toEqual({ code, params: { field } });
      expect(wordRefusal(APP_REFUSAL_WORDS, refused!)).toBe(words);
      expect(wordRefusal(CLI_REFUSAL_WORDS, refused!)).toBe(words);
    }
    expect(plain.constantFieldProblem('enabled')).toBeUndefined();
  });
});
