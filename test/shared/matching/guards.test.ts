// The hard guards: facts no sum of weights outweighs (the household, twins and Jr/Sr rows).
import { describe, expect, it } from 'vitest';
import { matchRow, UserIndex, type MatchResult } from '../../../src-shared/matching';
import { candidateSentence } from '../../../src-renderer/src/lib/words/match-evidence-words';

const home = { home_address1: '12 Elm Street', home_city: 'Salem', home_zipcode: '01970' };
const users = [
  {
    user_id: 1,
    first_name: 'Aurora',
    last_name: 'Bancroft',
    email: 'bancrofts@home.net',
    gender: 'F',
    dob_year: 1970,
    dob_month: 3,
    dob_day: 14,
    year_graduated: 1992,
    ...home,
  },
  { user_id: 2, first_name: 'Samuel', last_name: 'Park', gender: 'M', dob_year: 1990, dob_month: 6, dob_day: 1 },
  { user_id: 3, first_name: 'Alexander', last_name: 'Kim', gender: 'M', dob_year: 1985, dob_month: 2, dob_day: 9 },
  {
    user_id: 4,
    first_name: 'Robert',
    last_name: 'Hale',
    name_suffix: 'Sr.',
    email: 'rhale@home.net',
    year_graduated: 1972,
    ...home,
    home_address1: '40 Oak Road',
  },
  {
    user_id: 5,
    first_name: 'Ellen',
    last_name: 'Goodrich',
    inst_id: '2004417',
    dob_year: 1980,
    dob_month: 4,
    dob_day: 2,
  },
];
const index = new UserIndex(users);
const notSure = (result: MatchResult) => expect(result.kind).not.toBe('sure');
const heldWith = (result: MatchResult, userId: number) => {
  expect(result.kind).toBe('possible');
  if (result.kind === 'possible') expect(result.candidates.map((c) => c.user.user_id)).toContain(userId);
  return result.kind === 'possible' ? result.candidates.find((c) => c.user.user_id === userId)! : null;
};

describe('hard guards', () => {
  it("a spouse's row with the household email is held, never an update of the other person", () => {
    const result = matchRow(
      { first_name: 'Patrick', last_name: 'Bancroft', email: 'BANCROFTS@home.net', ...home },
      index,
    );
    const candidate = heldWith(result, 1)!;
    expect(candidate.guards.map((g) => g.code)).toContain('shares-email-first-name-differs');
    expect(candidateSentence(candidate)).toContain('shares an email with Aurora Bancroft — a household address?');
  });

  it('a spouse whose row carries a birth date the service lacks for the other is still held', () => {
    const result = matchRow(
      {
        first_name: 'Patrick',
        last_name: 'Bancroft',
        email: 'bancrofts@home.net',
        dob_year: 1968,
        dob_month: 1,
        dob_day: 5,
      },
      index,
    );
    heldWith(result, 1);
  });

  it('a child with the parents’ email and another class year is not sure', () => {
    notSure(
      matchRow(
        { first_name: 'Aurora', last_name: 'Bancroft', email: 'bancrofts@home.net', year_graduated: 2020 },
        index,
      ),
    );
  });

  it('a son (Jr, class 2002) with his father’s email (Sr, class 1972) is not sure', () => {
    const result = matchRow(
      { first_name: 'Robert', last_name: 'Hale Jr.', email: 'rhale@home.net', year_graduated: 2002 },
      index,
    );
    const candidate = heldWith(result, 4)!;
    expect(candidate.guards.map((g) => g.code)).toEqual(
      expect.arrayContaining(['suffix-contradicts', 'class-year-contradicts']),
    );
  });

  it('twins: "Sam" Park, f, is not Samuel Park, m; "Alex" Kim of another birth date is not Alexander', () => {
    const sam = matchRow(
      { first_name: 'Sam', last_name: 'Park', gender: 'f', dob_year: 1990, dob_month: 6, dob_day: 1 },
      index,
    );
    notSure(sam);
    if (sam.kind === 'possible') expect(sam.candidates[0]!.guards.map((g) => g.code)).toContain('gender-contradicts');
    notSure(matchRow({ first_name: 'Alex', last_name: 'Kim', dob_year: 1986, dob_month: 2, dob_day: 9 }, index));
    notSure(
      matchRow({ first_name: 'Alex', last_name: 'Kim', gender: 'F', dob_year: 1985, dob_month: 2, dob_day: 9 }, index),
    );
  });

  it('the same twins with nothing contradicting are sure (the guards do not hold everyone)', () => {
    const sam = matchRow(
      { first_name: 'Sam', last_name: 'Park', gender: 'm', dob_year: 1990, dob_month: 6, dob_day: 1 },
      index,
    );
    expect(sam.kind === 'sure' && sam.candidate.user.user_id).toBe(2);
  });

  it('two different complete inst_ids never merge on names and birth date alone', () => {
    const result = matchRow(
      { first_name: 'Ellen', last_name: 'Goodrich', inst_id: '3118052', dob_year: 1980, dob_month: 4, dob_day: 2 },
      index,
    );
    const candidate = heldWith(result, 5)!;
    expect(candidate.guards.map((g) => g.code)).toContain('inst-id-contradicts');
  });

  it('a value on one side only is no evidence either way', () => {
    const result = matchRow(
      { first_name: 'Ellen', last_name: 'Goodrich', dob_year: 1980, dob_month: 4, dob_day: 2 },
      index,
    );
    expect(result.kind).toBe('sure');
    if (result.kind !== 'sure') return;
    expect(result.candidate.evidence.map((e) => e.field)).toEqual(['last_name', 'first_name', 'birth_date']);
  });
});

describe('explanations', () => {
  it('say each field with its weight’s sign, and the probability', () => {
    const result = matchRow(
      { first_name: 'Ellen', last_name: 'Goodirch', dob_year: 1980, dob_month: 4, dob_day: 2, inst_id: '2004417' },
      index,
    );
    expect(result.kind).toBe('sure');
    if (result.kind !== 'sure') return;
    const words = candidateSentence(result.candidate);
    expect(words).toMatch(/last name Goodirch ≈ Goodrich \(two letters swapped\) \+\d+\.\d/);
    expect(words).toMatch(/same birth date \(1980-04-02\) \+\d+\.\d/);
    expect(words).toMatch(/% the same person$/);
    const other = matchRow(
      { first_name: 'Ellen', last_name: 'Goodrich', dob_year: 1980, dob_month: 4, dob_day: 2, email: 'e@x.org' },
      new UserIndex([{ ...users[4]!, email: 'eg@y.org' }]),
    );
    if (other.kind === 'sure')
      expect(candidateSentence(other.candidate)).toMatch(
        /email differs \(e@x.org here, eg@y.org on the service\) −\d\.\d/,
      );
  });
});
