import { describe, expect, it } from 'vitest';
import { areNicknames, givenNameRelation, matchRow, surnameKey, UserIndex } from '../../../src-shared/matching';
import { evidenceSentence } from '../../../src-renderer/src/lib/words/match-evidence-words';

const user = (user_id: number, fields: Record<string, unknown>) => ({ user_id, ...fields });

describe('names compare as people expect', () => {
  it('folds accents, case, apostrophes and keeps both halves of a double surname', () => {
    expect(surnameKey('García-Márquez')).toEqual({ whole: 'garciamarquez', parts: ['garcia', 'marquez'] });
    expect(surnameKey("O'Brien")?.whole).toBe(surnameKey('OBRIEN')?.whole);
    expect(surnameKey('van der Berg')).toEqual({ whole: 'vanderberg', parts: ['berg'] });
    expect(surnameKey('Øster')?.whole).toBe('oster');
  });

  it('knows nicknames from the vendored list, both ways, and not siblings of a short form', () => {
    expect(areNicknames('bob', 'robert')).toBe(true);
    expect(areNicknames('robert', 'bob')).toBe(true);
    expect(areNicknames('liz', 'elizabeth')).toBe(true);
    expect(areNicknames('bill', 'william')).toBe(true);
    expect(areNicknames('peggy', 'margaret')).toBe(true);
    expect(areNicknames('bob', 'bobby')).toBe(true);
    expect(areNicknames('christina', 'christopher')).toBe(false);
    expect(areNicknames('robert', 'margaret')).toBe(false);
    expect(givenNameRelation('r', 'robert')).toBe('initial');
  });
});

describe('the cascade', () => {
  const robert = user(1, {
    first_name: 'Robert',
    last_name: 'Ng',
    email: 'rng@old.edu',
    dob_year: 1980,
    dob_month: 4,
    dob_day: 2,
    year_graduated: 2002,
    inst_id: 'A1',
  });
  const other = user(2, {
    first_name: 'Robert',
    last_name: 'Ng',
    email: 'robert.ng@x.com',
    dob_year: 1975,
    dob_month: 1,
    dob_day: 9,
    year_graduated: 1997,
  });
  const maria = user(3, {
    first_name: 'María',
    last_name: 'López',
    maiden_name: 'García',
    email: 'maria@x.com',
    secondary_email: ['ml@work.com'],
    dob_year: 1990,
    dob_month: 7,
    dob_day: 7,
  });
  const index = new UserIndex([robert, other, maria]);

  it('a known inst_id with a new email is the same user (not a create)', () => {
    const result = matchRow({ inst_id: 'A1', email: 'new@home.com', first_name: 'Bob', last_name: 'Ng' }, index);
    expect(result.kind).toBe('sure');
    if (result.kind === 'sure') expect(result.candidate.user.user_id).toBe(1);
  });

  it('Bob with the same birth date and class year is Robert, and says why', () => {
    const result = matchRow(
      {
        first_name: 'Bob',
        last_name: 'NG',
        email: 'bob@new.com',
        dob_year: 1980,
        dob_month: 4,
        dob_day: 2,
        year_graduated: 2002,
      },
      index,
    );
    expect(result.kind).toBe('sure');
    if (result.kind !== 'sure') return;
    expect(result.candidate.user.user_id).toBe(1);
    expect(evidenceSentence(result.candidate.evidence)).toContain('first name Bob = Robert');
    expect(evidenceSentence(result.candidate.evidence)).toContain('same birth date (1980-04-02)');
  });

  it('a different person of the same name (other birth date) is not matched', () => {
    const result = matchRow({ first_name: 'Robert', last_name: 'Ng', dob_year: 1999, dob_month: 3, dob_day: 3 }, index);
    expect(result.kind).toBe('none');
  });

  it('the same name with nothing to tell two users apart is held with both', () => {
    const result = matchRow({ first_name: 'Rob', last_name: 'Ng', email: 'x@y.com' }, index);
    expect(result.kind).toBe('possible');
    if (result.kind === 'possible') expect(result.candidates.map((c) => c.user.user_id).sort()).toEqual([1, 2]);
  });

  it('a married name finds the maiden name, both ways, accents aside', () => {
    const married = matchRow(
      {
        first_name: 'Maria',
        last_name: 'Garcia',
        email: 'm@new.com',
        dob_year: 1990,
        dob_month: 7,
        dob_day: 7,
        home_zipcode: '02134',
      },
      index,
    );
    expect(married.kind).not.toBe('none');
    const fileMaiden = matchRow(
      { first_name: 'Maria', last_name: 'Smith', maiden_name: 'Lopez', dob_year: 1990, dob_month: 7, dob_day: 7 },
      index,
    );
    expect(fileMaiden.kind).not.toBe('none');
  });

  it('the row email against their secondary email, and the row secondary against their email', () => {
    const a = matchRow({ first_name: 'Maria', last_name: 'Lopez', email: 'ML@work.com' }, index);
    expect(a.kind === 'sure' && a.step).toBe('secondary-email');
    const b = matchRow(
      { first_name: 'Maria', last_name: 'Lopez', email: 'new@x.com', secondary_email: 'maria@x.com' },
      index,
    );
    expect(b.kind === 'sure' && b.candidate.user.user_id).toBe(3);
  });

  it('an email that names one user while the inst_id names another is held with both', () => {
    const result = matchRow({ inst_id: 'A1', email: 'robert.ng@x.com', first_name: 'Robert', last_name: 'Ng' }, index);
    expect(result.kind).toBe('possible');
  });
});
