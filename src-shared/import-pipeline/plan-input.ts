// The last stage of the import pipeline, the same for every door: checked rows -> what planning
// takes. Excluded rows are left out; a row's errors travel as one line each, "Column: message"
// (or the message alone when no column holds the value, e.g. a value given to every row).
import type { PlanInputRow } from '../bridge/jobs';
import { REQUIRED_ON_CREATE } from '../fields/catalogue';
import type { Table } from '../intake/types';
import { fieldsOf } from '../mapping/target-key';
import type { Mapping } from '../mapping/types';
import type { Problem, RowResult } from '../validate/types';

/** A problem's words as a door says them (from its words table, and where the setting its hint names is). */
export type ProblemWords = (problem: Problem) => string;

/** A problem as one line of a plan row's message. */
export function problemLine(problem: Problem, words: ProblemWords): string {
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

/** The rows planning takes: every row not excluded, its User, its cells and its errors. */
export function planInputRows(
  rows: readonly RowResult[],
  table: Pick<Table, 'rows'>,
  excluded: ReadonlySet<number> = new Set(),
  words: ProblemWords,
): PlanInputRow[] {
  const line = (problem: Problem) => problemLine(problem, words);
  const input: PlanInputRow[] = [];
  for (const row of rows) {
    if (excluded.has(row.index)) continue;
    const errors = row.problems.filter((problem) => problem.severity === 'error');
    const createOnly = errors.filter(isCreateOnly);
    input.push({
      rowNumber: row.rowNumber,
      user: row.user as Record<string, unknown>,
      cells: table.rows[row.index] ?? [],
      problems: errors.filter((problem) => !isCreateOnly(problem)).map(line),
      ...(createOnly.length > 0 ? { createOnlyProblems: createOnly.map(line) } : {}),
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
