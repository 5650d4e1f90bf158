// Values given to every row: each fills the rows no column gave a value (or an error) for that field.
import { joinLists } from '../../transforms/list';
import { cleanValue } from '../clean-field';
import type { ConstantPlan } from '../compile-mapping';
import type { Subject } from '../types';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/** The countries given to every row: before the other columns, whose state, ZIP and phone checks read them. */
export function countryConstantsRow(row: RowView): readonly RowStep[] {
  let steps: RowStep[] | undefined;
  for (const constant of row.compiled.constants)
    if (constant.spec.kind === 'country') steps = constantSteps(row, constant, steps);
  return steps ?? NO_STEPS;
}

/** The other values given to every row, after every column. */
export function otherConstantsRow(row: RowView): readonly RowStep[] {
  let steps: RowStep[] | undefined;
  for (const constant of row.compiled.constants)
    if (constant.spec.kind !== 'country') steps = constantSteps(row, constant, steps);
  return steps ?? NO_STEPS;
}

/** How a problem of a value given to every row names it. */
const constantSubject = (constant: ConstantPlan): Subject => ({
  of: 'given',
  field: constant.spec.name,
  value: constant.raw,
});

/** One constant on the row, when no column gave its field a value or an error: its steps added to `steps`. */
function constantSteps(row: RowView, constant: ConstantPlan, steps: RowStep[] | undefined): RowStep[] | undefined {
  const field = constant.spec.name;
  const existing = row.valueOf(field);
  // A list given to every row (tags "Reunion 2026") joins each row's own list: the batch is tagged.
  const joins = constant.spec.kind === 'string-list';
  if ((existing !== undefined && !(joins && Array.isArray(existing))) || row.hasError(field)) return steps;
  const outcome = constant.outcome ?? cleanValue(constant.spec, constant.schema, constant.raw, row.settings, row);
  const out = steps ?? [];
  const problemAt = { field, column: null, value: constant.raw, subject: constantSubject(constant) };
  if (!outcome.ok) {
    out.push({ problem: outcome.problem, ...problemAt });
    return out;
  }
  // What a value grants is said on every row it is given to (groups=admin), as for a cell.
  if (outcome.warning) out.push({ problem: outcome.warning, ...problemAt });
  const joined = Array.isArray(existing) && Array.isArray(outcome.value);
  out.push({ set: field, value: joined ? joinLists(existing as string[], outcome.value as string[]) : outcome.value });
  // Which values a User took from those given for every row: they are for new people only, unless extended.
  out.push({
    given: field,
    value: joined ? addedItems(existing as string[], outcome.value as string[]) : outcome.value,
  });
  return out;
}

function addedItems(existing: readonly unknown[], added: readonly unknown[]): unknown[] {
  const own = new Set(existing.map((item) => String(item).trim().toLowerCase()));
  return added.filter((item) => !own.has(String(item).trim().toLowerCase()));
}
