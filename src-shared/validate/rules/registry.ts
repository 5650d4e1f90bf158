// The validator's rules, as data: which rule reads each kind of column, and the steps after the columns, in order.
// Adding a kind of column: a module in this folder and one row in COLUMN_RULES (and the kind in compile-mapping.ts).
// A column rule is a plain function of one cell and its row (rules/cell-outcome.ts) that returns what the cell gives;
// validate/engine walks the columns a block of rows at a time, with its fast paths, and writes the outcomes.
import { REQUIRED_ON_CREATE } from '../../fields/catalogue';
import type { ColumnPlan, CompiledMapping } from '../compile-mapping';
import { acrossFieldsRow } from './across-fields';
import { birthDateCell } from './birth-date';
import type { CellRule } from './cell-outcome';
import { countryConstantsRow, otherConstantsRow } from './constants';
import { customFieldCell } from './custom-field';
import { deceasedRow } from './deceased-column';
import { fieldCell } from './field-column';
import { fullNameCell } from './full-name';
import { phonesByKindRow } from './phones-by-kind';
import { requiredRow } from './required';
import type { RowRule } from './row-outcome';
import { secondaryEmailRow } from './secondary-email';

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

/** A rule after the columns (or the countries given to every row, before them), run on mappings it `applies` to. */
export interface RowRuleStep {
  row: RowRule;
  applies?: (compiled: CompiledMapping) => boolean;
  /** The rule gives nothing on a row where each of these fields has a value: the engine need not call it there. */
  quietWhenAll?: readonly string[];
  /** The rule of the values given to every row (these ones): the engine may write the clean ones itself. */
  constants?: 'country' | 'other';
}

/** The countries given to every row: before the other columns, whose state, ZIP and phone checks read them. */
export const COUNTRY_CONSTANTS: RowRuleStep = {
  row: countryConstantsRow,
  constants: 'country',
  applies: (compiled) => compiled.constants.some((constant) => constant.spec.kind === 'country'),
};

/**
 * After every column, in this order: each step reads what the columns (and the steps before it) wrote, so a row's
 * problems come in the order of the steps. Each is a plain function of one row that returns its outcome
 * (rules/row-outcome.ts); the engine walks the block's rows with it and writes the outcomes.
 */
export const AFTER_COLUMNS: readonly RowRuleStep[] = [
  { row: phonesByKindRow, applies: (compiled) => compiled.phonesByType.length > 0 },
  {
    row: otherConstantsRow,
    constants: 'other',
    applies: (compiled) => compiled.constants.some((c) => c.spec.kind !== 'country'),
  },
  { row: deceasedRow, applies: (compiled) => compiled.deceased.length > 0 },
  { row: secondaryEmailRow, applies: (compiled) => compiled.slotOf.has('secondary_email') },
  // Last, the checks of a whole row.
  { row: requiredRow, quietWhenAll: REQUIRED_ON_CREATE },
  { row: acrossFieldsRow },
];
