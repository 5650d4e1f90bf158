// A whole-name column ("Ann Lee", "Lee, Ann"): split, and each part cleaned as its own field's cell.
import { excelErrorProblem, isExcelError } from '../../transforms/excel-error';
import { splitFullName } from '../../transforms/full-name';
import { collapseSpaces, hasLineBreak, isBlank, linesOf } from '../../transforms/text';
import { problem, type CellProblem } from '../../problems/problem';
import { cleanValue } from '../clean-field';
import type { ColumnPlan } from '../compile-mapping';
import type { Subject } from '../types';
import { isEmptyWord, NOTHING, withoutTextFormula, type CellContext, type CellStep } from './cell-outcome';

export type FullNamePlan = Extract<ColumnPlan, { kind: 'full-name' }>;

/**
 * A whole name: split, and each part cleaned as its own field's cell would be; a name that cannot be split gives
 * neither first nor last name.
 */
export function fullNameCell(plan: FullNamePlan, whole: string, raw: string, row: CellContext): readonly CellStep[] {
  if (isEmptyWord(whole, row.settings)) return NOTHING;
  const steps: CellStep[] = [];
  const subject: Subject = { of: 'full-name', value: raw };
  let cell = withoutTextFormula(steps, 'first_name', subject, whole);
  if (isBlank(cell)) return steps;
  if (hasLineBreak(cell)) {
    // "Ann↵Lee": the lines of a name are one name.
    const lines = linesOf(cell);
    cell = lines.join(' ');
    if (lines.length > 1) {
      const warning = problem('name.several-lines', { count: lines.length, name: cell });
      steps.push({ problem: warning, field: 'first_name', subject });
    }
  }
  if (isExcelError(cell)) return refuse(steps, subject, excelErrorProblem(cell));
  const split = splitFullName(collapseSpaces(cell), plan.lastFirst);
  if (!split.ok) return refuse(steps, subject, split.problem);
  for (const { part, spec, schema, slot } of plan.parts) {
    const value = split.parts[part];
    if (value === undefined) continue;
    const field = spec.name;
    const outcome = cleanValue(spec, schema, value, row.settings, row);
    const partSubject: Subject = { of: 'part', field, value, from: { name: raw } };
    if (!outcome.ok) {
      steps.push({ problem: outcome.problem, field, subject: partSubject });
      continue;
    }
    if (outcome.warning) steps.push({ problem: outcome.warning, field, subject: partSubject });
    steps.push({ value: outcome.value, field, slot, when: 'no-error' });
  }
  if (split.doubt) steps.push({ problem: split.doubt, field: 'last_name', subject });
  return steps;
}

/** A whole-name cell that cannot be split: one problem, and neither first nor last name. */
function refuse(steps: CellStep[], subject: Subject, found: CellProblem): readonly CellStep[] {
  steps.push({ problem: found, field: 'first_name', subject }, { fails: 'last_name' });
  return steps;
}
