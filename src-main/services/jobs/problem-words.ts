// The words of a row's problem where the job engine itself must say it (a plan row's message, the rows-to-fix file).
// The one place main words a problem: it reads the problem's data, never parses words back.
import type { PlanProblem } from '../../../src-shared/bridge/jobs';
import { problemLine } from '../../../src-shared/import-pipeline/plan-input';

/**
 * A problem as planning takes it: data, or the words a job planned before problems were data kept
 * (an older plan-input.json). Such words are said as they are.
 */
export type PlanRowProblem = PlanProblem | string;

/** A problem's words (the shared words it carries for now; a words table by code replaces them). */
export function wordProblem(problem: PlanProblem): string {
  return problem.message ?? problem.code;
}

/** A problem as one line, "Column: words"; older words as they were kept. */
export function problemWordsLine(problem: PlanRowProblem): string {
  return typeof problem === 'string' ? problem : problemLine(problem, wordProblem);
}

/** The problems kept as data (an older job's words left out). */
export function problemData(problems: readonly unknown[] | undefined): PlanProblem[] {
  return (problems ?? []).filter(isPlanProblem);
}

function isPlanProblem(value: unknown): value is PlanProblem {
  if (typeof value !== 'object' || value === null) return false;
  const problem = value as Partial<PlanProblem>;
  return typeof problem.code === 'string' && (problem.column === null || typeof problem.column === 'string');
}
