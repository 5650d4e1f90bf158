// The validator's rules, as data: which rule feeds each kind of column, and the steps after the columns, in order.
// Adding a kind of column: a module in this folder and one row in COLUMN_RULES (and the kind in compile-mapping.ts).
import { isBlank } from '../../transforms/text';
import type { ColumnPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import { checkAcrossFields } from './across-fields';
import { feedBirthDate } from './birth-date';
import { feedOtherConstants } from './constants';
import { feedCustomField } from './custom-field';
import { checkDeceasedColumns } from './deceased-column';
import { feedFieldColumn } from './field-column';
import { feedFullName } from './full-name';
import { feedPhonesByKind } from './phones-by-kind';
import { checkRequired } from './required';
import { settleSecondaryEmail } from './secondary-email';

export { feedCountryConstants } from './constants';
export { womanColumnsOf } from './field-column';

type PlanOf<K extends ColumnPlan['kind']> = Extract<ColumnPlan, { kind: K }>;
type ColumnRule<P extends ColumnPlan> = (block: BlockValidator, plan: P) => void;
type CellRule<P extends ColumnPlan> = (block: BlockValidator, r: number, plan: P, cell: string, raw: string) => void;

/**
 * A rule that takes one cell at a time: called for each cell of the column that holds something (the cell with our
 * errors file's guard undone, and as written). Each rule skips the words for an empty cell (NULL) itself.
 */
function eachCell<P extends ColumnPlan>(rule: CellRule<P>): ColumnRule<P> {
  return (block, plan) => {
    const { rows } = block.table;
    for (let r = 0, at = block.start; r < block.size; r++, at++) {
      const raw = rows[at]?.[plan.column] ?? '';
      if (raw === '') continue;
      const cell = block.cellText(raw);
      if (isBlank(cell)) continue;
      block.row = r;
      rule(block, r, plan, cell, raw);
    }
  };
}

/** The rule that feeds each kind of column into the block's values, by the kind of its plan. */
const COLUMN_RULES: { [K in ColumnPlan['kind']]: ColumnRule<PlanOf<K>> } = {
  field: feedFieldColumn,
  'birth-date': eachCell(feedBirthDate),
  'full-name': eachCell(feedFullName),
  custom: eachCell(feedCustomField),
};

/** One column of the mapping, down the block, by the rule of its kind. */
export function feedColumn(block: BlockValidator, plan: ColumnPlan): void {
  (COLUMN_RULES[plan.kind] as ColumnRule<ColumnPlan>)(block, plan);
}

/**
 * After every column, in this order: each step reads what the columns (and the steps before it) wrote. Each walks
 * the block's rows in order, so a row's problems come in the order of the steps.
 */
export const AFTER_COLUMNS: readonly ((block: BlockValidator) => void)[] = [
  feedPhonesByKind,
  feedOtherConstants,
  checkDeceasedColumns,
  settleSecondaryEmail,
  // Last, the checks of a whole row.
  checkRequired,
  checkAcrossFields,
];
