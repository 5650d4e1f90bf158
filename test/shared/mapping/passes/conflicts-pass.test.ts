// Pass 4: what one column's claim means for another's.
import { describe, expect, it } from 'vitest';
import { columnPart } from '../../../../src-shared/mapping/column-parts';
import type { Claims } from '../../../../src-shared/mapping/passes/claims-pass';
import { settleConflicts, type ConflictColumn } from '../../../../src-shared/mapping/passes/conflicts-pass';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';

const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });
const claimsOf = (chosen: [number, ColumnTarget][]): Claims => ({
  chosen: new Map(chosen.map(([column, target]) => [column, { target, score: 0.95, reason: [] }])),
  takenFields: new Set(chosen.flatMap(([, target]) => (target.kind === 'field' ? [target.field] : []))),
  yearless: new Set(),
});
const col = (column: number, header: string, samples: string[] = []): ConflictColumn => ({ column, header, samples });

describe('conflicts pass', () => {
  it('reads 名前 as the given name beside a family-name column', () => {
    const claims = claimsOf([[0, field('last_name')]]);
    settleConflicts([col(0, '苗字'), col(1, '名前')], claims);
    expect(claims.chosen.get(1)!.target).toEqual(field('first_name'));
  });

  it('reads 이름 of whole names as the whole name when no column gives the last name', () => {
    const claims = claimsOf([[0, field('first_name')]]);
    settleConflicts([col(0, '이름', ['김민수', '이영희'])], claims);
    expect(claims.chosen.get(0)!.target).toEqual({ kind: 'full-name' });
    const given = claimsOf([[0, field('first_name')]]);
    settleConflicts([col(0, '이름', ['민수', '영희'])], given);
    expect(given.chosen.get(0)!.target).toEqual(field('first_name'));
  });

  it('joins a part to the nearest column holding the rest, and pairs them for the notes', () => {
    const claims = claimsOf([
      [0, field('home_phone')],
      [3, field('mobile_phone')],
    ]);
    const area = { ...col(2, 'Area Code', ['617']), part: columnPart('area code') };
    const pairings = settleConflicts([col(0, 'Phone', ['5550123']), area, col(3, 'Mobile', ['5550999'])], claims);
    expect(claims.chosen.get(2)!.target).toEqual({ kind: 'part-of', header: 'Mobile', part: 'area-code' });
    expect(pairings).toHaveLength(1);
    expect(pairings[0]!.partner.header).toBe('Mobile');
    expect(pairings[0]!.alreadyWhole).toBe(false);
  });

  it('joins nothing when the partner already holds the part', () => {
    const claims = claimsOf([[0, field('home_phone')]]);
    const area = { ...col(1, 'Area Code', ['617']), part: columnPart('area code') };
    const pairings = settleConflicts([col(0, 'Phone', ['617 555 0123', '(212) 555-0100']), area], claims);
    expect(pairings[0]!.alreadyWhole).toBe(true);
    expect(claims.chosen.has(1)).toBe(false);
  });
});
