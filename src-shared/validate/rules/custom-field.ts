// A column kept as a custom field: written into the User as { name: value } (no check reads it).
import { excelErrorProblem, isExcelError } from '../../transforms/excel-error';
import { collapseSpaces, isBlank } from '../../transforms/text';
import type { ColumnPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';

export type CustomPlan = Extract<ColumnPlan, { kind: 'custom' }>;

/**
 * A custom column's cell: an Excel error is refused; any other value is written into the User only (no check reads
 * it).
 */
export function feedCustomField(block: BlockValidator, r: number, plan: CustomPlan, whole: string, raw: string): void {
  const subject = { of: 'custom-field', name: plan.name, value: raw } as const;
  const cell = block.withoutTextFormula(r, plan.header, 'custom_fields', subject, whole, raw);
  if (isExcelError(cell)) return block.report(r, plan.header, 'custom_fields', raw, excelErrorProblem(cell), subject);
  if (!block.building || isBlank(cell) || block.isEmptyWord(cell)) return;
  const values = block.values[block.slot.custom]!;
  const list = (values[r] as Record<string, string>[] | undefined) ?? [];
  list.push({ [plan.name]: block.settings.trimSpaces ? collapseSpaces(cell) : cell });
  values[r] = list;
}
