// The fields the service requires to create a user: a row without one is refused, saying how to give it.
import type { BlockValidator } from '../engine/block-validator';
import { mayAdviseOneValue } from '../../mapping/constants';
import { labelOf } from '../engine/words';
import { inSentence } from '../../english';

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
  // A field that says who a person is (email, names) is never advised one value for every row: each row needs its own.
  const oneValue = mayAdviseOneValue(field);
  if (compiled.missingRequired.includes(field)) {
    const message =
      `No column gives ${label}, which the service requires. ` +
      `Map a column to ${label}${oneValue ? ', or give one value for every row' : " (each person's own)"}.`;
    const hint = oneValue ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const problem = { code: 'required', severity: 'error', message, ...(hint ? { hint } : {}) } as const;
    block.report(r, null, field, '', problem, '');
  } else {
    const hasConstant = compiled.constants.some((c) => c.spec.name === field);
    const advise = oneValue && !hasConstant;
    const message =
      `${label} is empty, and the service requires it. ` +
      `Fill the cell${advise ? ', or give one value for every row' : oneValue ? '' : ` with the person's own ${inSentence(label)}`}.`;
    const hint = advise ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const problem = { code: 'required', severity: 'error', message, ...(hint ? { hint } : {}) } as const;
    block.report(r, compiled.headerOf.get(field) ?? null, field, '', problem, '');
  }
}
