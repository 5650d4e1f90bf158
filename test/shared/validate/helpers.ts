import type { Table } from '../../../src-shared/intake/types';
import type { ColumnTarget, Mapping } from '../../../src-shared/mapping/types';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import type { TransformSettings } from '../../../src-shared/transforms/types';
import { validateRows } from '../../../src-shared/validate/validate-rows';
import { rowWithWords } from '../../helpers/problem-words';

export const TODAY = new Date(Date.UTC(2026, 5, 15));

/** A table of one column per entry of `columns` (header -> target), rows as given, numbered from 2. */
export function tableAndMapping(
  columns: [string, ColumnTarget][],
  rows: string[][],
  extra: { constants?: Record<string, string>; transforms?: Partial<TransformSettings> } = {},
): { table: Table; mapping: Mapping } {
  const table: Table = { headers: columns.map(([header]) => header), rows, rowNumbers: rows.map((_, i) => i + 2) };
  const mapping: Mapping = {
    columns: columns.map(([header, target], column) => ({ column, header, target })),
    constants: extra.constants ?? {},
    transforms: { ...DEFAULT_TRANSFORMS, ...extra.transforms },
  };
  return { table, mapping };
}

export const field = (name: string): ColumnTarget => ({ kind: 'field', field: name });

/** The four required fields, filled, before the columns under test. */
export const REQUIRED: [string, ColumnTarget][] = [
  ['First Name', field('first_name')],
  ['Last Name', field('last_name')],
  ['Email', field('email')],
  ['Enabled', field('enabled')],
];
export const REQUIRED_CELLS = ['Ann', 'Lee', 'ann@example.org', '1'];
/** Required cells of a distinct person for row `i` (no duplicate emails by accident). */
export const person = (i: number): string[] => ['Ann', 'Lee', `ann${i}@example.org`, '1'];

/** Validates one row holding the required fields plus `header` = `cell` fed to `target`. */
export function one(
  header: string,
  target: ColumnTarget,
  cell: string,
  extra: Parameters<typeof tableAndMapping>[2] = {},
) {
  // A column under test for a required field takes the place of the usual one.
  const keep = REQUIRED.map((column, i) => [column, REQUIRED_CELLS[i]!] as const).filter(
    ([[, t]]) => !(t.kind === 'field' && target.kind === 'field' && t.field === target.field),
  );
  const { table, mapping } = tableAndMapping(
    [...keep.map(([column]) => column), [header, target]],
    [[...keep.map(([, cell]) => cell), cell]],
    extra,
  );
  return rowWithWords(validateRows(table, mapping, { today: TODAY }).rows[0]!);
}

export const errorsOf = (row: ReturnType<typeof one>) => row.problems.filter((p) => p.severity === 'error');
