// Pass 2: the values weigh each header candidate, and suggest targets of their own.
import type { MappingReason } from '../../../../src-shared/mapping/reason-codes';
import { describe, expect, it } from 'vitest';
import type { Candidate } from '../../../../src-shared/mapping/passes/reading';
import { optOutByValues, weighByValues } from '../../../../src-shared/mapping/passes/value-pass';
import { profileValues } from '../../../../src-shared/mapping/sample-values';

const field = (name: string) => ({ kind: 'field' as const, field: name });
const HEADER: MappingReason = [{ code: 'header.no-match', params: { header: 'Header' } }];
const candidate = (name: string, score = 0.6): Candidate => ({ target: field(name), score, reason: HEADER });
const weigh = (candidates: Candidate[], samples: string[]) =>
  weighByValues(candidates, profileValues(samples), 'Header');

describe('value pass', () => {
  it('raises a candidate whose values are what it takes', () => {
    const [best] = weigh([candidate('email')], ['ann@example.org', 'bob@example.org']);
    expect(best).toMatchObject({ target: field('email'), score: 0.97 });
    expect(best!.reason).toEqual([...HEADER, { code: 'values.are', params: { what: 'email-addresses' } }]);
  });

  it('doubts a candidate whose values are not what it takes', () => {
    const [best] = weigh([candidate('mobile_phone')], ['Senior', 'Junior', 'Freshman']);
    expect(best!.score).toBeCloseTo(0.24);
    expect(best!.reason).toEqual([...HEADER, { code: 'values.mostly-not', params: { what: 'phones' } }]);
  });

  it('never reads a column of dates as a name', () => {
    const [best] = weigh([candidate('last_name')], ['2020-01-02', '2021-03-04']);
    expect(best!.reason).toEqual([...HEADER, { code: 'values.dates', params: {} }]);
  });

  it('adds what the values alone say: email addresses, profile links', () => {
    expect(weigh([], ['ann@example.org', 'bob@example.org']).map((c) => c.target)).toEqual([
      field('email'),
      field('secondary_email'),
    ]);
    const links = ['https://www.linkedin.com/in/ann', 'https://www.linkedin.com/in/bob'];
    expect(weigh([candidate('website', 0.95)], links)[0]!.target).toEqual(field('social_c_link'));
  });

  it('keeps one candidate a target, the best first', () => {
    const weighed = weigh([candidate('email', 0.6), candidate('email', 0.9)], ['x@y.org', 'z@y.org']);
    expect(weighed.filter((c) => c.target.kind === 'field' && c.target.field === 'email')).toHaveLength(1);
    expect(weighed.map((c) => c.score)).toEqual([...weighed.map((c) => c.score)].sort((a, b) => b - a));
  });

  it("reads an email preference of opt-out words as Unsubscribe, not someone else's", () => {
    expect(optOutByValues('Email Notifications', ['Subscribed', 'Unsubscribed'])?.target).toEqual(field('unsubscribe'));
    expect(optOutByValues('Spouse Email Opt-In', ['Subscribed', 'Unsubscribed'])).toBeUndefined();
    expect(optOutByValues('Email Notifications', ['ann@example.org'])).toBeUndefined();
  });
});
