// A whole-name column ("Ann Lee", "Lee, Ann"): split, and each part cleaned as its own field's cell.
import { excelErrorProblem, isExcelError } from '../../transforms/excel-error';
import { splitFullName } from '../../transforms/full-name';
import { collapseSpaces, hasLineBreak, isBlank, linesOf } from '../../transforms/text';
import { problem } from '../../problems/problem';
import { cleanValue, type CellProblem } from '../clean-field';
import type { ColumnPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import type { Subject } from '../types';

export type FullNamePlan = Extract<ColumnPlan, { kind: 'full-name' }>;

/**
 * A whole name: split, and each part cleaned as its own field's cell would be; a name that cannot be split gives
 * neither first nor last name.
 */
export function feedFullName(block: BlockValidator, r: number, plan: FullNamePlan, whole: string, raw: string): void {
  if (block.isEmptyWord(whole)) return;
  const subject: Subject = { of: 'full-name', value: raw };
  let cell = block.withoutTextFormula(r, plan.header, 'first_name', subject, whole, raw);
  if (isBlank(cell)) return;
  if (hasLineBreak(cell)) {
    // "Ann↵Lee": the lines of a name are one name.
    const lines = linesOf(cell);
    cell = lines.join(' ');
    if (lines.length > 1) {
      const warning = problem('name.several-lines', { count: lines.length, name: cell });
      block.report(r, plan.header, 'first_name', raw, warning, subject);
    }
  }
  if (isExcelError(cell)) return refuse(block, r, plan.header, raw, excelErrorProblem(cell));
  const split = splitFullName(collapseSpaces(cell), plan.lastFirst);
  if (!split.ok) return refuse(block, r, plan.header, raw, split.problem);
  for (const { part, spec, schema, slot } of plan.parts) {
    const value = split.parts[part];
    if (value === undefined) continue;
    const field = spec.name;
    const outcome = cleanValue(spec, schema, value, block.settings, block);
    const partSubject: Subject = { of: 'part', field, value, from: { name: raw } };
    if (!outcome.ok) {
      block.report(r, plan.header, field, raw, outcome.problem, partSubject);
      continue;
    }
    if (outcome.warning) block.report(r, plan.header, field, raw, outcome.warning, partSubject);
    if (!block.failed[r]?.has(field)) block.assign(r, slot, field, outcome.value, plan.header, raw);
  }
  if (split.doubt) block.report(r, plan.header, 'last_name', raw, split.doubt, subject);
}

/** A whole-name cell that cannot be split: one problem, and neither first nor last name. */
function refuse(block: BlockValidator, r: number, header: string, raw: string, problem: CellProblem): void {
  block.report(r, header, 'first_name', raw, problem, { of: 'full-name', value: raw });
  block.failed[r]!.add('last_name');
}
