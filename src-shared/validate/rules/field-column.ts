// A column mapped to one field, one cell at a time: the cell cleaned as its field's (an address line 1 of several
// lines split, two names split), as a plain function of the cell and its row. The engine walks the column with its
// fast paths first (engine/field-column.ts) and gives this rule the cells they do not take.
import type { Table } from '../../intake/types';
import { splitCombinedName } from '../../transforms/combined-names';
import { readsMAsWoman } from '../../transforms/gender';
import { hasLineBreak } from '../../transforms/text';
import type { CompiledMapping, FieldPlan } from '../compile-mapping';
import { addressLinesCell, givesLineTwo } from './address-lines';
import type { CellContext, CellStep } from './cell-outcome';

/** Gender columns written H and M (hombre, mujer): their M is a woman. */
export function womanColumnsOf(table: Table, compiled: CompiledMapping): ReadonlySet<FieldPlan> {
  const genderColumns = compiled.columns.filter(
    (plan): plan is FieldPlan => plan.kind === 'field' && plan.spec.kind === 'gender',
  );
  return new Set(genderColumns.filter((plan) => readsMAsWoman(table.rows, plan.column)));
}

/**
 * One non-empty cell of a field's column: cleaned (cleanValue, through the row's cleanField), its value for the field
 * unless the field already has an error on the row, or its problem.
 */
export function fieldCell(plan: FieldPlan, cell: string, raw: string, row: CellContext): readonly CellStep[] {
  if (plan.lineTwo !== undefined && hasLineBreak(cell) && !givesLineTwo(row, plan.lineTwo))
    return addressLinesCell(plan, plan.lineTwo, cell, raw, row);
  const outcome = row.cleanField(plan, cell);
  const field = plan.spec.name;
  if (!outcome.ok) return [{ problem: outcome.problem, field }];
  const value: CellStep = { value: outcome.value, field, slot: plan.slot, joinWith: plan.joinWith, when: 'no-error' };
  return outcome.warning ? [{ problem: outcome.warning, field }, value] : [value];
}

/**
 * A cell holding two names ("Baptiste/Moreau" with names split): the kept one cleaned as this column's cell, the
 * other to its own field when the row gives that none. Undefined when the cell is in no form of two names.
 */
export function twoNamesCell(
  plan: FieldPlan,
  cell: string,
  raw: string,
  row: CellContext,
): readonly CellStep[] | undefined {
  const other = plan.otherName!;
  const split = splitCombinedName(cell, plan.spec.name !== 'first_name');
  if (!split) return undefined;
  const otherValue: CellStep = { value: split.other, field: other.spec.name, slot: other.slot, when: 'open' };
  return [...fieldCell(plan, split.kept, raw, row), otherValue];
}
