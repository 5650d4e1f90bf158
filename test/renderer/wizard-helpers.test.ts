import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { withChanged, withSlice } from '../../src-renderer/src/screens/import/grid-rows';
import { withDrafts } from '../../src-renderer/src/screens/import/mapping-drafts';
import { protectableFields, withOnlyFillEmpty } from '../../src-renderer/src/screens/import/only-fill-empty';
import { parseTemplate, toTemplate } from '../../src-shared/mapping';
import type { GridRow } from '../../src-renderer/src/workers/import-protocol';

const row = (index: number, line = `r${index}`): GridRow => ({
  index,
  rowNumber: index + 2,
  line,
  sentLine: '',
  status: 'valid',
  problems: [],
});

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

  it('only fill when empty: offered per field the mapping writes, ticked and unticked, kept by a template', () => {
    const mapping: Mapping = {
      columns: [
        { column: 0, header: 'Name', target: { kind: 'full-name' } },
        { column: 1, header: 'Email', target: { kind: 'field', field: 'email' } },
        { column: 2, header: 'Notes', target: { kind: 'custom', name: 'notes' } },
        { column: 3, header: 'Other', target: { kind: 'ignore' } },
      ],
      constants: { enabled: '1' },
      transforms: DEFAULT_TRANSFORMS,
    };
    expect(protectableFields(mapping)).toEqual(['enabled', 'first_name', 'last_name', 'email']);
    const ticked = withOnlyFillEmpty(withOnlyFillEmpty(mapping, 'email', true), 'last_name', true);
    expect(ticked.onlyFillEmpty).toEqual(['email', 'last_name']);
    expect(mapping.onlyFillEmpty).toBeUndefined(); // a new mapping: the wizard sees the change
    expect(withOnlyFillEmpty(ticked, 'email', true).onlyFillEmpty).toEqual(['last_name', 'email']);
    const table = { headers: ['Name', 'Email', 'Notes', 'Other'], rows: [], rowNumbers: [] };
    const template = parseTemplate(JSON.parse(JSON.stringify(toTemplate(ticked, table))));
    expect(template.onlyFillEmpty).toEqual(['email', 'last_name']);
    const unticked = withOnlyFillEmpty(withOnlyFillEmpty(ticked, 'email', false), 'last_name', false);
    expect('onlyFillEmpty' in unticked).toBe(false);
    // A protected field no column feeds any more stays listed, so it can be unticked.
    expect(protectableFields({ ...mapping, columns: [], onlyFillEmpty: ['email'] })).toEqual(['enabled', 'email']);
  });
});
