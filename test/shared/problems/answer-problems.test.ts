// An answer of the service that cannot be read is data (code, the field, the value, what was expected); each door
// words it from its table (decision 0007), as the API client's error says it.
import { describe, expect, it } from 'vitest';
import {
  ANSWER_EXPECTED,
  campaignRecordSchema,
  donationRecordSchema,
  parseAnswer,
  parseListAnswer,
  userRecordSchema,
  wordAnswerProblem,
} from '../../../src-shared/schemas';
import { APP_ANSWER_EXPECTED_WORDS, APP_ANSWER_WORDS } from '../../../src-renderer/src/lib/words/answer-words';
import { CLI_ANSWER_EXPECTED_WORDS, CLI_ANSWER_WORDS } from '../../../src-main/cli/words/answer-words';

const problemOf = (parsed: { ok: boolean; problem?: unknown }) => (parsed.ok ? undefined : parsed.problem);

describe('an answer that cannot be read', () => {
  it('names the field, the value and what was expected, as data', () => {
    expect(problemOf(parseAnswer(userRecordSchema, { user_id: 'abc' }, 'a user'))).toEqual({
      code: 'answer.field',
      subject: 'a user',
      where: 'user_id',
      value: '"abc"',
      expected: 'number',
    });
    expect(
      problemOf(parseListAnswer(userRecordSchema, [{ user_id: 1 }, { user_id: 2, approved: 'maybe' }], 'user')),
    ).toMatchObject({ code: 'answer.field', subject: 'user', item: 2, where: 'approved', value: '"maybe"' });
    expect(problemOf(parseListAnswer(userRecordSchema, { users: [] }, 'user'))).toEqual({
      code: 'answer.not-a-list',
      subject: 'user',
      value: '{"users":[]}',
    });
    expect(problemOf(parseAnswer(userRecordSchema, 'nope', 'a user'))).toEqual({
      code: 'answer.unreadable',
      subject: 'a user',
      value: '"nope"',
      expected: 'object',
    });
  });

  it('says what was expected as a code, from each tolerant reader and zod’s own checks', () => {
    const expectedOf = (parsed: { ok: boolean; problem?: unknown }) =>
      (problemOf(parsed) as { expected?: string } | undefined)?.expected;
    expect(expectedOf(parseAnswer(userRecordSchema, { user_id: 1, approved: 'maybe' }, 'a user'))).toBe('1-or-0');
    expect(expectedOf(parseAnswer(userRecordSchema, { user_id: 1.5 }, 'a user'))).toBe('number');
    expect(expectedOf(parseAnswer(campaignRecordSchema, { id: 1, title: {} }, 'a campaign'))).toBe('text');
    expect(expectedOf(parseAnswer(donationRecordSchema, { campaign_id: 1, amount: 'lots' }, 'a donation'))).toBe(
      'number',
    );
    expect(expectedOf(parseAnswer(donationRecordSchema, { campaign_id: 1, amount: 5, user_id: 1.5 }, 'd'))).toBe(
      'whole-number',
    );
    expect(expectedOf(parseAnswer(campaignRecordSchema, { id: 1, title: 'T', ambassadors: 3 }, 'c'))).toBe('list');
  });

  it.each([
    ['app', APP_ANSWER_EXPECTED_WORDS],
    ['cli', CLI_ANSWER_EXPECTED_WORDS],
  ] as const)('the %s door words every expected code, each differently', (_door, table) => {
    expect(Object.keys(table).sort()).toEqual([...ANSWER_EXPECTED].sort());
    for (const code of ANSWER_EXPECTED) expect(table[code]).toMatch(/^(expected|not) [a-z0-9]/);
    expect(new Set(Object.values(table)).size).toBe(ANSWER_EXPECTED.length);
  });

  it.each([
    ['app', APP_ANSWER_WORDS],
    ['cli', CLI_ANSWER_WORDS],
  ] as const)('is worded by the %s door', (_door, table) => {
    const field = parseAnswer(userRecordSchema, { user_id: 'abc' }, 'a user');
    expect(!field.ok && wordAnswerProblem(table, field.problem)).toBe(
      'The service answered a user whose user_id is "abc" (expected a number).',
    );
    const item = parseListAnswer(userRecordSchema, [{ user_id: 1 }, { user_id: 2, approved: 'maybe' }], 'user');
    expect(!item.ok && wordAnswerProblem(table, item.problem)).toMatch(
      /^The service answered a user \(item 2 of the list\) whose approved is "maybe" \(expected 1 or 0\)\.$/,
    );
    const list = parseListAnswer(userRecordSchema, 7, 'campaign');
    expect(!list.ok && wordAnswerProblem(table, list.problem)).toBe(
      'The service answered 7 where a list of campaigns was expected.',
    );
    expect(
      wordAnswerProblem(table, { code: 'answer.field', subject: 'a user', where: 'email', expected: 'text' }),
    ).toBe('The service answered a user whose email is missing (expected text).');
    const notAnObject = parseAnswer(userRecordSchema, 'nope', 'a user');
    expect(!notAnObject.ok && wordAnswerProblem(table, notAnObject.problem)).toBe(
      'The service answered a user that could not be read: "nope" (expected an object).',
    );
    expect(wordAnswerProblem(table, { code: 'answer.unread', subject: 'a campaign' })).toBe(
      'The service answered a campaign that could not be read.',
    );
  });
});
