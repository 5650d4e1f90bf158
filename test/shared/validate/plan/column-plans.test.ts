// What each kind of column target compiles to. The planners: src-shared/validate/plan/column-plans.ts.
import { describe, expect, it } from 'vitest';
import { compileMapping } from '../../../../src-shared/validate/compile-mapping';
import type { ColumnTarget } from '../../../../src-shared/mapping/types';
import { field, REQUIRED, tableAndMapping } from '../helpers';

const compile = (columns: [string, ColumnTarget][], constants: Record<string, string> = {}) =>
  compileMapping(tableAndMapping(columns, [], { constants }).mapping, 2026);

describe('planning the columns of a mapping', () => {
  it('plans each kind of target, leaving ignored columns out', () => {
    const compiled = compile([
      ...REQUIRED,
      ['Born', { kind: 'birth-date' }],
      ['Name', { kind: 'full-name' }],
      ['Shirt', { kind: 'custom', name: 'Shirt size' }],
      ['Notes', { kind: 'ignore' }],
    ]);
    expect(compiled.columns.map((plan) => [plan.kind, plan.header])).toEqual([
      ['field', 'First Name'],
      ['field', 'Last Name'],
      ['field', 'Email'],
      ['field', 'Enabled'],
      ['birth-date', 'Born'],
      ['full-name', 'Name'],
      ['custom', 'Shirt'],
    ]);
    expect(compiled.problems).toEqual([]);
  });

  it('leaves to a column of their own the parts of a whole name it feeds, first and last name always from the name', () => {
    const compiled = compile([
      ['Name', { kind: 'full-name' }],
      ['Middle', field('middle_name')],
      ['First', field('first_name')],
    ]);
    const name = compiled.columns.find((plan) => plan.kind === 'full-name')!;
    expect(name.kind === 'full-name' && name.parts.map((part) => part.spec.name)).toEqual([
      'name_title',
      'first_name',
      'last_name',
      'name_suffix',
      'nickname',
    ]);
  });

  it('names the mistakes of a mapping as mapping problems', () => {
    const compiled = compile([
      ...REQUIRED,
      ['Odd', field('no_such_field')],
      ['Unnamed', { kind: 'custom', name: ' ' }],
      ['Phone', { kind: 'phone-by-type', typeHeader: 'Missing Type' }],
      ['Ext', { kind: 'part-of', header: 'Nowhere', part: 'extension' }],
    ]);
    expect(compiled.problems.map((p) => [p.kind, p.column, p.severity])).toEqual([
      ['mapping', 'Odd', 'error'],
      ['mapping', 'Unnamed', 'error'],
      ['mapping', 'Phone', 'error'],
      ['mapping', 'Ext', 'error'],
    ]);
  });

  it('joins a part column to the column it is part of, and gives line 2 to an address line 1', () => {
    const compiled = compile(
      [
        ...REQUIRED,
        ['Phone', field('home_phone')],
        ['Ext', { kind: 'part-of', header: 'Phone', part: 'extension' }],
        ['Street', field('home_address1')],
      ],
      { home_address2: 'Building C' },
    );
    const phone = compiled.columns.find((plan) => plan.header === 'Phone')!;
    expect(phone.kind === 'field' && phone.parts).toEqual([{ column: 5, header: 'Ext', part: 'extension' }]);
    const street = compiled.columns.find((plan) => plan.header === 'Street')!;
    expect(street.kind === 'field' && street.lineTwo).toMatchObject({ constant: true, columns: [] });
  });
});
