// A column kept as a custom field: written into the User as { name: value } (no check reads it).
import { excelErrorProblem, isExcelError } from '../../transforms/excel-error';
import { collapseSpaces, isBlank } from '../../transforms/text';
import type { ColumnPlan } from '../compile-mapping';
import type { Subject } from '../types';
import { isEmptyWord, withoutTextFormula, type CellContext, type CellStep } from './cell-outcome';

export type CustomPlan = Extract<ColumnPlan, { kind: 'custom' }>;

/**
 * A custom column's cell: an Excel error is refused; any other value is written into the User only (no check reads
 * it).
 */
export function customFieldCell(plan: CustomPlan, whole: string, raw: string, row: CellContext): readonly CellStep[] {
  const steps: CellStep[] = [];
  const subject: Subject = { of: 'custom-field', name: plan.name, value: raw };
  const cell = withoutTextFormula(steps, 'custom_fields', subject, whole);
  if (isExcelError(cell)) {
    steps.push({ problem: excelErrorProblem(cell), field: 'custom_fields', subject });
    return steps;
  }
  if (isBlank(cell) || isEmptyWord(cell, row.settings)) return steps;
  steps.push({ custom: plan.name, text: row.settings.trimSpaces ? collapseSpaces(cell) : cell });
  return steps;
}
