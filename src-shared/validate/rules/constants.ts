// Values given to every row: each fills the rows no column gave a value (or an error) for that field.
import type { CellProblem } from '../../problems/problem';
import { joinLists } from '../../transforms/list';
import { cleanValue } from '../clean-field';
import type { ConstantPlan } from '../compile-mapping';
import type { OutgoingValue } from '../outgoing-user';
import type { Subject } from '../types';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/** The countries given to every row: before the other columns, whose state, ZIP and phone checks read them. */
export const countryConstantsRow = (row: RowView): readonly RowStep[] => constantsRow(row, true);

/** The other values given to every row, after every column. */
export const otherConstantsRow = (row: RowView): readonly RowStep[] => constantsRow(row, false);

function constantsRow(row: RowView, countries: boolean): readonly RowStep[] {
  let steps: readonly RowStep[] = NO_STEPS;
  for (const constant of row.compiled.constants) {
    if ((constant.spec.kind === 'country') !== countries) continue;
    const more = constantSteps(row, constant);
    if (more.length > 0) steps = steps.length === 0 ? more : [...steps, ...more];
  }
  return steps;
}

/** How a problem of a value given to every row names it. */
const constantSubject = (constant: ConstantPlan): Subject => ({
  of: 'given',
  field: constant.spec.name,
  value: constant.raw,
});

/** One constant on the row, when no column gave its field a value or an error. */
function constantSteps(row: RowView, constant: ConstantPlan): readonly RowStep[] {
  const field = constant.spec.name;
  const existing = row.valueOf(field);
  // A list given to every row (tags "Reunion 2026") joins each row's own list: the batch is tagged.
  const joins = constant.spec.kind === 'string-list';
  if ((existing !== undefined && !(joins && Array.isArray(existing))) || row.hasError(field)) return NO_STEPS;
  const outcome = constant.outcome ?? cleanValue(constant.spec, constant.schema, constant.raw, row.settings, row);
  if (!outcome.ok) return [said(constant, outcome.problem)];
  // What a value grants is said on every row it is given to (groups=admin), as for a cell.
  const warning: RowStep[] = outcome.warning ? [said(constant, outcome.warning)] : [];
  // Which values a User took from those given for every row (`given`): for new people only, unless extended.
  if (Array.isArray(existing) && Array.isArray(outcome.value)) {
    const value = joinLists(existing as string[], outcome.value as string[]);
    return [...warning, { set: field, value, given: addedItems(existing as string[], outcome.value as string[]) }];
  }
  return warning.length > 0 ? [...warning, ...setSteps(constant, outcome.value)] : setSteps(constant, outcome.value);
}

/** A problem of the value given to every row. (A function of the module: one made per call costs, under tsx.) */
function said(constant: ConstantPlan, found: CellProblem): RowStep {
  const subject = constantSubject(constant);
  return { problem: found, field: constant.spec.name, column: null, value: constant.raw, subject };
}

/** The steps writing a constant's value, shared by the rows while the value stays the same (frozen). */
let lastSet: { constant: ConstantPlan; value: OutgoingValue; steps: readonly RowStep[] } | undefined;
function setSteps(constant: ConstantPlan, value: OutgoingValue): readonly RowStep[] {
  if (lastSet?.constant === constant && lastSet.value === value) return lastSet.steps;
  const steps: readonly RowStep[] = Object.freeze([Object.freeze({ set: constant.spec.name, value, given: value })]);
  lastSet = { constant, value, steps };
  return steps;
}

function addedItems(existing: readonly unknown[], added: readonly unknown[]): unknown[] {
  const own = new Set(existing.map((item) => String(item).trim().toLowerCase()));
  return added.filter((item) => !own.has(String(item).trim().toLowerCase()));
}
