import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../src-shared/transforms/settings';
import { withChanged, withSlice } from '../../src-renderer/src/screens/import/grid-rows';
import { withDrafts } from '../../src-renderer/src/screens/import/mapping-drafts';
import {
  withFileNames,
  withGivenForExisting,
  withGroupRule,
  withPolicy,
} from '../../src-renderer/src/screens/import/update-policy-edit';
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

  it('the update policy: only what differs from the defaults is kept, in the mapping and its template', () => {
    const mapping: Mapping = {
      columns: [{ column: 0, header: 'Email', target: { kind: 'field', field: 'email' } }],
      constants: { enabled: '0' },
      transforms: DEFAULT_TRANSFORMS,
    };
    let policy = withGroupRule(undefined, 'email', 'update');
    policy = withGivenForExisting(withFileNames(policy, true), 'enabled', true);
    expect(policy).toEqual({ groups: { email: 'update' }, nameForms: 'file-wins', givenAlsoForExisting: ['enabled'] });
    const changed = withPolicy(mapping, policy);
    expect(mapping.updatePolicy).toBeUndefined(); // a new mapping: the wizard sees the change
    const table = { headers: ['Email'], rows: [], rowNumbers: [] };
    const template = parseTemplate(JSON.parse(JSON.stringify(toTemplate(changed, table))));
    expect(template.updatePolicy).toEqual(policy);
    // Back to the defaults: nothing is written.
    const back = withGivenForExisting(
      withFileNames(withGroupRule(policy, 'email', 'fill-empty'), false),
      'enabled',
      false,
    );
    expect(back).toEqual({});
    expect('updatePolicy' in withPolicy(changed, back)).toBe(false);
  });
});
