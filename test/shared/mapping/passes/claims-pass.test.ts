// Pass 3: one column a target, the strongest claim first.
import { describe, expect, it } from 'vitest';
import { settleClaims, type ClaimingColumn } from '../../../../src-shared/mapping/passes/claims-pass';
import type { Candidate } from '../../../../src-shared/mapping/passes/reading';
import { profileValues } from '../../../../src-shared/mapping/sample-values';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';

const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });
const claim = (target: ColumnTarget, score: number): Candidate => ({ target, score, reason: [] });
const column = (at: number, candidates: Candidate[], samples: string[] = []): ClaimingColumn => ({
  column: at,
  profile: profileValues(samples),
  candidates,
});

describe('claims pass', () => {
  it('gives a target to the strongest claim, and the column that lost it its next claim', () => {
    const { chosen } = settleClaims([
      column(0, [claim(field('email'), 0.8), claim(field('secondary_email'), 0.7)]),
      column(1, [claim(field('email'), 0.97)]),
    ]);
    expect(chosen.get(1)!.target).toEqual(field('email'));
    expect(chosen.get(0)!.target).toEqual(field('secondary_email'));
  });

  it('breaks a tie by the leftmost column, and lets joinable targets take several columns', () => {
    const { chosen } = settleClaims([
      column(0, [claim(field('home_phone'), 0.9)]),
      column(1, [claim(field('home_phone'), 0.9)]),
      column(2, [claim(field('tags'), 0.9)]),
      column(3, [claim(field('tags'), 0.9)]),
    ]);
    expect([...chosen.keys()].sort()).toEqual([0, 2, 3]);
  });

  it('ignores claims under the lowest score', () => {
    expect(settleClaims([column(0, [claim(field('email'), 0.45)])]).chosen.size).toBe(0);
  });

  it('leaves the birth year to its own column when the birthdays have none', () => {
    const claims = settleClaims([
      column(0, [claim({ kind: 'birth-date' }, 0.95)], ['07/04', '12/25']),
      column(1, [claim(field('dob_year'), 0.95)]),
    ]);
    expect(claims.yearless).toEqual(new Set([0]));
    expect(claims.chosen.get(1)!.target).toEqual(field('dob_year'));
  });

  it('gives no phone field to a weak claim once numbers go by their kind', () => {
    const { chosen } = settleClaims([
      column(0, [claim({ kind: 'phone-by-type', typeHeader: 'Phone Type' }, 0.95)]),
      column(1, [claim(field('work_phone'), 0.7)]),
    ]);
    expect(chosen.has(1)).toBe(false);
  });
});
