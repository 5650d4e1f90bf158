import { describe, expect, it } from 'vitest';
import type { Mapping } from '../../src-shared/mapping/types';
import { translatedFields } from '../../src-renderer/src/screens/import/translated-fields';
import type { GridRow } from '../../src-renderer/src/workers/import-protocol';

const row = (rowNumber: number, translated?: Record<number, string>): GridRow => ({
  index: rowNumber - 2,
  rowNumber,
  line: '',
  sentLine: '',
  status: 'ok' as GridRow['status'],
  problems: [],
  ...(translated ? { translated } : {}),
});

const mapping = {
  columns: [
    { column: 0, header: 'Sex', target: { kind: 'field', field: 'gender' } },
    { column: 1, header: 'Born', target: { kind: 'birth-date' } },
    { column: 2, header: 'Degree', target: { kind: 'custom', name: 'Degree' } },
    { column: 3, header: 'Notes', target: { kind: 'ignore' } },
  ],
  constants: {},
  transforms: {},
} as unknown as Mapping;

describe('the fields a dictionary translated, by row, for the plan diff', () => {
  it('names each field a translated column feeds, and nothing for rows or columns left as written', () => {
    const found = translatedFields(
      [row(2, { 0: 'Registrar', 2: 'Degrees', 3: 'Registrar' }), row(3), row(4, { 1: 'Dates' })],
      mapping,
    );
    expect([...found.keys()]).toEqual([2, 4]);
    expect(Object.fromEntries(found.get(2)!)).toEqual({ gender: 'Registrar', custom_fields: 'Degrees' });
    expect(Object.fromEntries(found.get(4)!)).toEqual({ dob_day: 'Dates', dob_month: 'Dates', dob_year: 'Dates' });
  });

  it('knows nothing without a mapping', () => {
    expect(translatedFields([row(2, { 0: 'Registrar' })], null).size).toBe(0);
  });
});
