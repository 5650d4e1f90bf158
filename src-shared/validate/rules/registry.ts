// The validator's rules, as data: which rule reads each kind of column, and the steps after the columns, in order.
// Adding a kind of column: a module in this folder and one row in COLUMN_RULES (and the kind in compile-mapping.ts).
// A column rule is a plain function of one cell and its row (rules/cell-outcome.ts) that returns what the cell gives;
// validate/engine walks the columns a block of rows at a time, with its fast paths, and writes the outcomes.
import type { ColumnPlan, CompiledMapping } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import { acrossFieldsRow } from './across-fields';
import { birthDateCell } from './birth-date';
import type { CellRule } from './cell-outcome';
import { feedOtherConstants } from './constants';
import { customFieldCell } from './custom-field';
import { deceasedRow } from './deceased-column';
import { fieldCell } from './field-column';
import { fullNameCell } from './full-name';
import { feedPhonesByKind } from './phones-by-kind';
import { requiredRow } from './required';
import type { RowRule } from './row-outcome';
import { secondaryEmailRow } from './secondary-email';

export { feedCountryConstants } from './constants';
export { womanColumnsOf } from './field-column';

type PlanOf<K extends ColumnPlan['kind']> = Extract<ColumnPlan, { kind: K }>;

/**
 * The rule that reads one cell of each kind of column (a field's column: the cells its fast path does not take), by
 * the kind of its plan.
 */
export const COLUMN_RULES: { [K in ColumnPlan['kind']]: CellRule<PlanOf<K>> } = {
  field: fieldCell,
  'birth-date': birthDateCell,
  'full-name': fullNameCell,
  custom: customFieldCell,
};

/**
 * After every column, in this order: each step reads what the columns (and the steps before it) wrote, row by row, so
 * a row's problems come in the order of the steps. A `row` step is a plain function of one row that returns its
 * outcome (rules/row-outcome.ts), run only on mappings it `applies` to; a `block` step still walks the block itself.
 */
export const AFTER_COLUMNS: readonly (
  { row: RowRule; applies?: (compiled: CompiledMapping) => boolean } | { block: (block: BlockValidator) => void }
)[] = [
  { block: feedPhonesByKind },
  { block: feedOtherConstants },
  { row: deceasedRow, applies: (compiled) => compiled.deceased.length > 0 },
  { row: secondaryEmailRow, applies: (compiled) => compiled.slotOf.has('secondary_email') },
  // Last, the checks of a whole row.
  { row: requiredRow },
  { row: acrossFieldsRow },
];
