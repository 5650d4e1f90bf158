// The engine's side of the cell rules: each column walked down the block, each cell's outcome (rules/cell-outcome.ts)
// written into the block's rows, and the fast path of plain birth dates.
import { quickDate } from '../../transforms/date';
import { isBlank } from '../../transforms/text';
import type { ColumnPlan } from '../compile-mapping';
import { EARLIEST_BIRTH_DATE } from '../rules/birth-date';
import type { CellRule, CellStep } from '../rules/cell-outcome';
import type { BlockValidator } from './block-validator';

/** Writes one cell's outcome into row r of the block, in order: its problems, its values, the fields it fails. */
export function applySteps(
  block: BlockValidator,
  r: number,
  column: string,
  raw: string,
  steps: readonly CellStep[],
): void {
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    if ('problem' in step) block.report(r, column, step.field, raw, step.problem, step.subject);
    else if ('value' in step) {
      const slot = step.slot ?? block.compiled.slotOf.get(step.field)!;
      const failed = block.failed[r];
      if (step.when === 'no-error' && failed?.has(step.field)) continue;
      if (step.when === 'open' && (block.values[slot]![r] !== undefined || failed?.has(step.field))) continue;
      block.assign(r, slot, step.field, step.value, column, raw, step.joinWith);
    } else if ('fails' in step) (block.failed[r] ??= new Set()).add(step.fails);
    else if (block.building) {
      // Custom fields are written only into a User: nothing else reads them.
      const values = block.values[block.slot.custom]!;
      const list = (values[r] as Record<string, string>[] | undefined) ?? [];
      list.push({ [step.custom]: step.text });
      values[r] = list;
    }
  }
}

/**
 * A column whose rule takes one cell at a time, down the block: each cell that holds something (with our errors
 * file's guard undone, and as written) given to the rule, its outcome written into the row.
 */
export function feedEachCell<P extends Exclude<ColumnPlan, { kind: 'field' }>>(
  block: BlockValidator,
  plan: P,
  rule: CellRule<P>,
): void {
  const { rows } = block.table;
  const quick = plan.kind === 'birth-date' && block.fastPaths;
  for (let r = 0, at = block.start; r < block.size; r++, at++) {
    const raw = rows[at]?.[plan.column] ?? '';
    if (raw === '') continue;
    const cell = block.cellText(raw);
    if (isBlank(cell)) continue;
    if (quick && quickBirthDate(block, r, cell)) continue;
    block.row = r;
    applySteps(block, r, plan.header, raw, rule(plan, cell, raw, block));
  }
}

/**
 * The fast path of a birth-date column: a plain date (quickDate) on a row nothing else gave a birth date (most rows),
 * written as the rule's outcome would be. False: the rule decides.
 */
function quickBirthDate(block: BlockValidator, r: number, cell: string): boolean {
  const { settings, slot } = block;
  const quick = quickDate(cell, settings.parseDates ? settings.dateOrder : null, settings.parseDates);
  if (quick < EARLIEST_BIRTH_DATE) return false;
  const days = block.values[slot.day]!;
  const months = block.values[slot.month]!;
  const years = block.values[slot.year]!;
  if (days[r] !== undefined || months[r] !== undefined || years[r] !== undefined || block.failed[r] !== undefined)
    return false;
  days[r] = quick % 100;
  months[r] = Math.floor(quick / 100) % 100;
  years[r] = Math.floor(quick / 10000);
  return true;
}
