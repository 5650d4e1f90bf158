// The fields the service requires to create a user: a row without one is refused, saying how to give it.
import { REQUIRED_ON_CREATE } from '../../fields/catalogue';
import { mayAdviseOneValue } from '../../mapping/constants';
import { problem } from '../../problems/problem';
import type { CompiledMapping } from '../compile-mapping';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/**
 * The row's required fields that no column nor constant gave (and that gave no error of their own), in the order of
 * the fields.
 */
export function requiredRow(row: RowView): readonly RowStep[] {
  let steps: RowStep[] | undefined;
  for (const field of REQUIRED_ON_CREATE)
    if (row.valueOf(field) === undefined && !row.hasError(field)) (steps ??= []).push(reportMissing(row, field));
  return steps ?? NO_STEPS;
}

/**
 * The step for a missing field depends only on the mapping and the field, so it is made once per mapping and shared by
 * every row it is missing from (a file without a required column has it on each of its rows: 100,000 alike objects
 * made for nothing). Steps and problems are data that nothing writes to after they are made.
 */
const MISSING_STEPS = new WeakMap<CompiledMapping, Map<string, RowStep>>();

function reportMissing(row: RowView, field: string): RowStep {
  let steps = MISSING_STEPS.get(row.compiled);
  if (!steps) MISSING_STEPS.set(row.compiled, (steps = new Map()));
  let step = steps.get(field);
  if (!step) steps.set(field, (step = missingStep(row.compiled, field)));
  return step;
}

function missingStep(compiled: CompiledMapping, field: string): RowStep {
  // A field that says who a person is (email, names) is never advised one value for every row: each row needs its own.
  const oneValue = mayAdviseOneValue(field);
  if (compiled.missingRequired.includes(field)) {
    const hint = oneValue ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const found = problem('required.no-column', { field, oneValue }, hint ? { hint } : undefined);
    return { problem: found, field, column: null, value: '', subject: { of: 'none' } };
  }
  const hasConstant = compiled.constants.some((c) => c.spec.name === field);
  const advise = oneValue && !hasConstant;
  const hint = advise ? ({ setting: 'value-for-every-row', field } as const) : undefined;
  const found = problem('required.empty', { field, oneValue, advise }, hint ? { hint } : undefined);
  return { problem: found, field, column: compiled.headerOf.get(field) ?? null, value: '', subject: { of: 'none' } };
}
