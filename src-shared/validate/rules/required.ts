// The fields the service requires to create a user: a row without one is refused, saying how to give it.
import type { BlockValidator } from '../engine/block-validator';
import { labelOf } from '../engine/words';

/**
 * The block's rows' required fields that no column nor constant gave (and that gave no error of their own): one
 * loop down the block a field, rows in order, so each row's problems come in the order of the fields.
 */
export function checkRequired(block: BlockValidator): void {
  const { values, failed, size } = block;
  for (const { field, slot } of block.required) {
    const given = values[slot]!;
    for (let r = 0; r < size; r++) if (given[r] === undefined && !failed[r]?.has(field)) reportMissing(block, r, field);
  }
}

function reportMissing(block: BlockValidator, r: number, field: string): void {
  const { compiled } = block;
  const label = labelOf(field);
  if (compiled.missingRequired.includes(field)) {
    const message =
      `No column gives ${label}, which the service requires. ` +
      `Map a column to ${label}, or give one value for every row.`;
    const hint = { setting: 'value-for-every-row', field } as const;
    block.report(r, null, field, '', { code: 'required', severity: 'error', message, hint }, '');
  } else {
    const hasConstant = compiled.constants.some((c) => c.spec.name === field);
    const message =
      `${label} is empty, and the service requires it. ` +
      `Fill the cell${hasConstant ? '' : ', or give one value for every row'}.`;
    const hint = hasConstant ? undefined : ({ setting: 'value-for-every-row', field } as const);
    const problem = { code: 'required', severity: 'error', message, ...(hint ? { hint } : {}) } as const;
    block.report(r, compiled.headerOf.get(field) ?? null, field, '', problem, '');
  }
}
