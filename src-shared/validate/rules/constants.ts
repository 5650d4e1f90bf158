// Values given to every row: each fills the rows no column gave a value (or an error) for that field.
import { joinLists } from '../../transforms/list';
import { cleanValue } from '../clean-field';
import type { ConstantPlan } from '../compile-mapping';
import type { BlockValidator } from '../engine/block-validator';
import type { Subject } from '../types';

/** The countries given to every row: before the other columns, whose state, ZIP and phone checks read them. */
export function feedCountryConstants(block: BlockValidator): void {
  for (const constant of block.compiled.constants) if (constant.spec.kind === 'country') feedConstant(block, constant);
}

/** The other values given to every row, after every column. */
export function feedOtherConstants(block: BlockValidator): void {
  for (const constant of block.compiled.constants) if (constant.spec.kind !== 'country') feedConstant(block, constant);
}

/** How a problem of a value given to every row names it. */
const constantSubject = (constant: ConstantPlan): Subject => ({
  of: 'given',
  field: constant.spec.name,
  value: constant.raw,
});

/** One constant down the block, into the rows no column gave a value or an error for that field. */
function feedConstant(block: BlockValidator, constant: ConstantPlan): void {
  const field = constant.spec.name;
  const values = block.values[constant.slot]!;
  const { failed } = block;
  // A list given to every row (tags "Reunion 2026") joins each row's own list: the batch is tagged.
  const joins = constant.spec.kind === 'string-list';
  for (let r = 0; r < block.size; r++) {
    const existing = values[r];
    if ((existing !== undefined && !(joins && Array.isArray(existing))) || failed[r]?.has(field)) continue;
    block.row = r;
    const outcome = constant.outcome ?? cleanValue(constant.spec, constant.schema, constant.raw, block.settings, block);
    if (!outcome.ok) {
      block.report(r, null, field, constant.raw, outcome.problem, constantSubject(constant));
      continue;
    }
    // What a value grants is said on every row it is given to (groups=admin), as for a cell.
    if (outcome.warning) block.report(r, null, field, constant.raw, outcome.warning, constantSubject(constant));
    const joined = Array.isArray(existing) && Array.isArray(outcome.value);
    values[r] = joined ? joinLists(existing as string[], outcome.value as string[]) : outcome.value;
    // Which values a User took from those given for every row: they are for new people only, unless extended.
    if (block.building)
      (block.given ??= {})[field] = joined
        ? addedItems(existing as string[], outcome.value as string[])
        : outcome.value;
  }
}

function addedItems(existing: readonly unknown[], added: readonly unknown[]): unknown[] {
  const own = new Set(existing.map((item) => String(item).trim().toLowerCase()));
  return added.filter((item) => !own.has(String(item).trim().toLowerCase()));
}
