// The fast path of the values given to every row (rules/constants.ts): when each of them is clean, with nothing to
// say and no list to join, the engine writes it into the rows itself instead of asking the rule row by row.
import type { ConstantPlan } from '../compile-mapping';
import type { BlockValidator } from './block-validator';

/** A constant the fast path may write: cleaned once for every row, no problem, no warning, not a list that joins. */
function isPlain(constant: ConstantPlan): boolean {
  const outcome = constant.outcome;
  return outcome !== undefined && outcome.ok && outcome.warning === undefined && constant.spec.kind !== 'string-list';
}

/**
 * Writes the block's constants of one group (countries, or the others) as the rule would: into each row no column
 * gave a value or an error for the field (and, while a User is written, as given for every row). False, writing
 * nothing, when one of them is not plain: the rule then reads every row.
 */
export function giveCleanConstants(block: BlockValidator, countries: boolean): boolean {
  const group = block.compiled.constants.filter((constant) => (constant.spec.kind === 'country') === countries);
  if (!group.every(isPlain)) return false;
  const { failed } = block;
  for (const constant of group) {
    const field = constant.spec.name;
    const value = (constant.outcome as { value: unknown }).value as BlockValidator['values'][number][number];
    const values = block.values[constant.slot]!;
    for (let r = 0; r < block.size; r++) {
      if (values[r] !== undefined || failed[r]?.has(field)) continue;
      values[r] = value;
      if (block.building) (block.given ??= {})[field] = value;
    }
  }
  return true;
}
