// The words of a row's problem where the job engine itself must say it (a plan row's message, the rows-to-fix file):
// the app's words table (src-renderer/src/lib/words), as the issue of the rows-to-fix files asks. It reads the
// problem's data, never parses words back.
import type { PlanProblem } from '../../../src-shared/bridge/jobs';
import { problemLine } from '../../../src-shared/import-pipeline/plan-input';
import { PROBLEM_TABLE } from '../../../src-shared/problems/codes';
import { appProblemSentence } from '../../../src-renderer/src/lib/words/problem-words';

/**
 * A problem as planning takes it: data, or the words a job planned before problems were data kept
 * (an older plan-input.json). Such words are said as they are; nothing makes them now (the send schemas' refusals,
 * trusted-rows.ts, are data too).
 */
export type PlanRowProblem = PlanProblem | string;

/** A problem's words, from the app's words table. */
export function wordProblem(problem: PlanProblem): string {
  return appProblemSentence(problem);
}

/** A problem as one line, "Column: words"; older words as they were kept. */
export function problemWordsLine(problem: PlanRowProblem): string {
  return typeof problem === 'string' ? problem : problemLine(problem, wordProblem);
}

/** The problems kept as data (an older job's words, or a code no longer known, left out). */
export function problemData(problems: readonly unknown[] | undefined): PlanProblem[] {
  return (problems ?? []).filter(isPlanProblem);
}

function isPlanProblem(value: unknown): value is PlanProblem {
  if (typeof value !== 'object' || value === null) return false;
  const problem = value as Partial<PlanProblem>;
  return (
    typeof problem.code === 'string' &&
    Object.hasOwn(PROBLEM_TABLE, problem.code) &&
    (problem.column === null || typeof problem.column === 'string')
  );
}
