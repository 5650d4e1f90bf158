// The last stage of the import pipeline, the same for every door: checked rows -> what planning
// takes. Excluded rows are left out; a row's errors travel as data (its Problems: code, field,
// column, value, fix, hint), kept so in the plan, and worded by whoever shows them.
import type { PlanInputRow } from '../bridge/jobs';
import { REQUIRED_ON_CREATE } from '../fields/catalogue';
import type { Table } from '../intake/types';
import { fieldsOf } from '../mapping/target-key';
import type { Mapping } from '../mapping/types';
import type { Problem, RowResult } from '../validate/types';

/** A problem's words as a door says them (its message, and where the setting its hint names is). */
export type ProblemWords<P = Problem> = (problem: P) => string;

/** A problem as one line of a message, "Column: words" (the words alone when no column holds the value). */
export function problemLine<P extends Pick<Problem, 'column'>>(problem: P, words: ProblemWords<P>): string {
  return problem.column ? `${problem.column}: ${words(problem)}` : words(problem);
}

/**
 * Every problem of a row as one message: each line's own full stop kept inside, "; " between them ("... address.;
 * Gender ..." read badly). `createOnly`: the lines that matter only if the row creates a new user, said so.
 */
export function problemsMessage(lines: readonly string[], createOnly: readonly string[] = []): string {
  const all = [...lines.map(withoutFullStop), ...createOnly.map((line) => `${withoutFullStop(line)} (to create)`)];
  return all.length > 0 ? `${all.join('; ')}.` : '';
}

const withoutFullStop = (line: string): string => line.replace(/\.$/, '');

const REQUIRED_TO_CREATE = new Set(REQUIRED_ON_CREATE);

/**
 * A field the service requires only to create a user, missing: it matters only if the row is
 * planned as a create (an update sends the existing record back), so main judges it after the plan.
 */
function isCreateOnly(problem: Problem): boolean {
  return problem.kind === 'required' && problem.field !== null && REQUIRED_TO_CREATE.has(problem.field);
}

/** The rows planning takes: every row not excluded, its User, its cells and its errors (as data). */
export function planInputRows(
  rows: readonly RowResult[],
  table: Pick<Table, 'rows'>,
  excluded: ReadonlySet<number> = new Set(),
): PlanInputRow[] {
  const input: PlanInputRow[] = [];
  for (const row of rows) {
    if (excluded.has(row.index)) continue;
    const errors = row.problems.filter((problem) => problem.severity === 'error');
    const createOnly = errors.filter(isCreateOnly);
    input.push({
      rowNumber: row.rowNumber,
      user: row.user as Record<string, unknown>,
      cells: table.rows[row.index] ?? [],
      problems: errors.filter((problem) => !isCreateOnly(problem)),
      ...(createOnly.length > 0 ? { createOnlyProblems: createOnly } : {}),
      ...(row.given ? { given: { ...row.given } } : {}),
    });
  }
  return input;
}

/**
 * The User fields a mapping writes to (a whole name: first and last name only, so a name without
 * a middle part never clears one).
 */
export function fedFields(mapping: Mapping): string[] {
  const fromColumns = mapping.columns.flatMap((column) => fieldsOf(column.target));
  return [...new Set([...Object.keys(mapping.constants), ...fromColumns])];
}
