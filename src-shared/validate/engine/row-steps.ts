// The engine's side of the rules after the columns: each row of the block given to the rule, its outcome
// (rules/row-outcome.ts) written into the block.
import { placedProblem } from '../../problems/problem';
import type { RowRuleStep } from '../rules/registry';
import type { RowRule, RowStep } from '../rules/row-outcome';
import { giveCleanConstants } from './constants-fast';
import type { BlockValidator } from './block-validator';

/** A rule of one row down the block's rows, when it applies to the mapping; with the engine's fast paths on, the clean
 * constants written directly and the rows the rule would be quiet on skipped. */
export function runRowStep(block: BlockValidator, step: RowRuleStep): void {
  if (!(step.applies?.(block.compiled) ?? true)) return;
  if (step.constants && block.fastPaths && giveCleanConstants(block, step.constants === 'country')) return;
  const { slotOf } = block.compiled;
  const quiet =
    block.fastPaths && step.quietWhenAll
      ? step.quietWhenAll.map((field) => block.values[slotOf.get(field)!]!)
      : undefined;
  eachRow(block, step.row, quiet);
}

/**
 * A rule after the columns, down the block's rows in order. `quiet`: the values of fields that, all given, make the
 * rule give nothing (its fast path: those rows are not handed to it).
 */
export function eachRow(block: BlockValidator, rule: RowRule, quiet?: readonly (readonly unknown[])[]): void {
  for (let r = 0; r < block.size; r++) {
    if (quiet !== undefined && allGiven(quiet, r)) continue;
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
      else block.problemsOf(r).push(placedProblem(problem, block.rowNumberOf(r), column, field, value, subject));
    } else if ('set' in step) {
      block.values[slotOf.get(step.set)!]![r] = step.value;
      if (block.building && 'given' in step) (block.given ??= {})[step.set] = step.given;
    } else if ('clear' in step) block.values[slotOf.get(step.clear)!]![r] = undefined;
    else block.emailFrom[r] = step.emailFrom;
  }
}

function allGiven(values: readonly (readonly unknown[])[], r: number): boolean {
  for (let i = 0; i < values.length; i++) if (values[i]![r] === undefined) return false;
  return true;
}
