import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { withChanged, withSlice } from '../../src-renderer/src/screens/import/grid-rows';
import { withDrafts } from '../../src-renderer/src/screens/import/mapping-drafts';
import type { GridRow } from '../../src-renderer/src/workers/import-protocol';

const row = (index: number, line = `r${index}`): GridRow => ({ index, rowNumber: index + 2, line, sentLine: '', status: 'valid', problems: [] });

describe('the wizard helpers', () => {
  it('the values typed for every row: valid ones in force, refused ones with the reason and no CLI words', () => {
    const mapping: Mapping = { columns: [], constants: { approved: '1' }, transforms: DEFAULT_TRANSFORMS };
    const { mapping: next, problems } = withDrafts(mapping, { enabled: 'yes', tags: '', gender: 'sometimes' });
    expect(next.constants).toEqual({ approved: '1', enabled: 'yes' });
    expect(Object.keys(problems)).toEqual(['gender']);
    expect(problems.gender).not.toMatch(/--set/);
  });

  it('slices append; a slice sent again replaces its rows; changed rows go in their places', () => {
    let rows = withSlice([], [row(0), row(1)]);
    rows = withSlice(rows, [row(2)]);
    expect(rows.map((r) => r.line)).toEqual(['r0', 'r1', 'r2']);
    const before = rows;
    rows = withSlice(rows, [row(1, 'again')]);
    expect(rows.map((r) => r.line)).toEqual(['r0', 'again', 'r2']);
    expect(before.map((r) => r.line)).toEqual(['r0', 'r1', 'r2']); // a new array: the grid sees the change
    expect(withChanged(rows, [row(0, 'edited')]).map((r) => r.line)).toEqual(['edited', 'again', 'r2']);
  });
});
