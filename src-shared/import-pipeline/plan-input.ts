// The last stage of the import pipeline, the same for every door: checked rows -> what planning
// takes. Excluded rows are left out; a row's errors travel as one line each, "Column: message"
// (or the message alone when no column holds the value, e.g. a value given to every row).
import type { PlanInputRow } from '../bridge/jobs';
import type { Table } from '../intake/types';
import { fieldsOf } from '../mapping/target-key';
import type { Mapping } from '../mapping/types';
import type { Problem, RowResult } from '../validate/types';

/** A problem as one line of a plan row's message. */
export function problemLine(problem: Pick<Problem, 'column' | 'message'>): string {
  return problem.column ? `${problem.column}: ${problem.message}` : problem.message;
}

/** The rows planning takes: every row not excluded, its User, its cells and its errors. */
export function planInputRows(
  rows: readonly RowResult[],
  table: Pick<Table, 'rows'>,
  excluded: ReadonlySet<number> = new Set(),
): PlanInputRow[] {
  const input: PlanInputRow[] = [];
  for (const row of rows) {
    if (excluded.has(row.index)) continue;
    input.push({
      rowNumber: row.rowNumber,
      user: row.user as Record<string, unknown>,
      cells: table.rows[row.index] ?? [],
      problems: row.problems.filter((problem) => problem.severity === 'error').map(problemLine),
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
