// The engine's side of the rules after the columns: each row of the block given to the rule, its outcome
// (rules/row-outcome.ts) written into the block.
import type { RowRule, RowStep } from '../rules/row-outcome';
import type { BlockValidator } from './block-validator';

/** A rule after the columns, down the block's rows in order. */
export function eachRow(block: BlockValidator, rule: RowRule): void {
  for (let r = 0; r < block.size; r++) {
    block.row = r;
    const steps = rule(block);
    if (steps.length > 0) applyRowSteps(block, r, steps);
  }
}

function applyRowSteps(block: BlockValidator, r: number, steps: readonly RowStep[]): void {
  const { slotOf } = block.compiled;
  for (const step of steps) {
    if ('problem' in step) {
      const { problem, column, field, value, subject } = step;
      if (!step.leavesFields) block.report(r, column, field, value, problem, subject);
      else
        block
          .problemsOf(r)
          .push({ ...problem, row: block.rowNumberOf(r), column, field, value, ...(subject ? { subject } : {}) });
    } else if ('set' in step) block.values[slotOf.get(step.set)!]![r] = step.value;
    else if ('clear' in step) block.values[slotOf.get(step.clear)!]![r] = undefined;
    else if ('emailFrom' in step) block.emailFrom[r] = step.emailFrom;
    else if (block.building) (block.given ??= {})[step.given] = step.value;
  }
}
