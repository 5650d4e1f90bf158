// Fields the service requires only to create a user (first and last name, email, enabled) are
// required only of rows that will be created: an update (`--mode update`, or a row matched to an
// existing user) sends the existing record back with the row's changes, so an empty Enabled cell
// there asks for nothing, and no value given to every row has to be written onto every user.
import type { PlannedRow } from '../types';
import { problemData, problemWordsLine, type PlanRowProblem } from '../problem-words';

/** Planned creates whose row lacks a field required for creating are invalid after all (not sent). */
export function judgeCreates(
  planned: PlannedRow[],
  createOnlyProblems: readonly (readonly PlanRowProblem[] | undefined)[],
): PlannedRow[] {
  return planned.map((row) => {
    const problems = createOnlyProblems[row.index] ?? [];
    if (row.plan !== 'create' || problems.length === 0) return row;
    const { op: _op, ...rest } = row;
    const lines = problems.map(problemWordsLine).join('; ');
    const data = problemData(problems);
    return {
      ...rest,
      plan: 'invalid',
      message: `${lines} (needed to create a new user: nobody on the service matches this row)`,
      ...(data.length > 0 ? { problems: data } : {}),
    };
  });
}
