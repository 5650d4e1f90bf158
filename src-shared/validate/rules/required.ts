// The fields the service requires to create a user: a row without one is refused, saying how to give it.
import { REQUIRED_ON_CREATE } from '../../fields/catalogue';
import { mayAdviseOneValue } from '../../mapping/constants';
import { labelOf } from '../engine/words';
import { inSentence } from '../../english';
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

function reportMissing(row: RowView, field: string): RowStep {
  const { compiled } = row;
  const label = labelOf(field);
  // A field that says who a person is (email, names) is never advised one value for every row: each row needs its own.
  const oneValue = mayAdviseOneValue(field);
  if (compiled.missingRequired.includes(field)) {
    const message =
      `No column gives ${label}, which the service requires. ` +
      `Map a column to ${label}${oneValue ? ', or give one value for every row' : " (each person's own)"}.`;
    const hint = oneValue ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const problem = { code: 'required', severity: 'error', message, ...(hint ? { hint } : {}) } as const;
    return { problem, field, column: null, value: '', subject: '' };
  } else {
    const hasConstant = compiled.constants.some((c) => c.spec.name === field);
    const advise = oneValue && !hasConstant;
    const message =
      `${label} is empty, and the service requires it. ` +
      `Fill the cell${advise ? ', or give one value for every row' : oneValue ? '' : ` with the person's own ${inSentence(label)}`}.`;
    const hint = advise ? ({ setting: 'value-for-every-row', field } as const) : undefined;
    const problem = { code: 'required', severity: 'error', message, ...(hint ? { hint } : {}) } as const;
    return { problem, field, column: compiled.headerOf.get(field) ?? null, value: '', subject: '' };
  }
}
