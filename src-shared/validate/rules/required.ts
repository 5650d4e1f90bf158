// The fields the service requires to create a user: a row without one is refused, saying how to give it.
import type { BlockValidator } from '../engine/block-validator';
import { mayAdviseOneValue } from '../../mapping/constants';
import { problem } from '../../problems/problem';

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
  // A field that says who a person is (email, names) is never advised one value for every row: each row needs its own.
  const oneValue = mayAdviseOneValue(field);
  if (compiled.missingRequired.includes(field)) {
    const hint = oneValue ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const found = problem('required.no-column', { field, oneValue }, hint ? { hint } : undefined);
    block.report(r, null, field, '', found, { of: 'none' });
  } else {
    const hasConstant = compiled.constants.some((c) => c.spec.name === field);
    const advise = oneValue && !hasConstant;
    const hint = advise ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const found = problem('required.empty', { field, oneValue, advise }, hint ? { hint } : undefined);
    block.report(r, compiled.headerOf.get(field) ?? null, field, '', found, { of: 'none' });
  }
}
