// Fields the service requires only to create a user (first and last name, email, enabled) are
// required only of rows that will be created: an update (`--mode update`, or a row matched to an
// existing user) sends the existing record back with the row's changes, so an empty Enabled cell
// there asks for nothing, and no value given to every row has to be written onto every user.
import { REQUIRED_ON_CREATE } from '../../../src-shared/fields/catalogue';
import type { PlannedRow } from './types';

interface CheckedProblem {
  code: string;
  field: string | null;
  severity: 'error' | 'warning';
  message: string;
}

const CREATE_ONLY = new Set(REQUIRED_ON_CREATE);

/** A row's errors: those that hold whatever happens, and those that matter only for a create. */
export function splitProblems(problems: readonly CheckedProblem[]): { problems: string[]; createOnlyProblems: string[] } {
  const errors = problems.filter((p) => p.severity === 'error');
  const createOnly = (p: CheckedProblem) => p.code === 'required' && p.field !== null && CREATE_ONLY.has(p.field);
  return { problems: errors.filter((p) => !createOnly(p)).map((p) => p.message), createOnlyProblems: errors.filter(createOnly).map((p) => p.message) };
}

/** Planned creates whose row lacks a field required for creating are invalid after all (not sent). */
export function judgeCreates(planned: PlannedRow[], createOnlyProblems: readonly (readonly string[] | undefined)[]): PlannedRow[] {
  return planned.map((row) => {
    const problems = createOnlyProblems[row.index] ?? [];
    if (row.plan !== 'create' || problems.length === 0) return row;
    const { op: _op, ...rest } = row;
    return { ...rest, plan: 'invalid', message: `${problems.join('; ')} (needed to create a new user: nobody on the service matches this row)` };
  });
}
