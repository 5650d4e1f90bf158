// Problems as the person reads them in the app, for tests that check the words: the app's words table over the
// problems' codes and params (validation itself makes no sentence).
import type { CellProblem } from '../../src-shared/problems/problem';
import type { Problem } from '../../src-shared/validate/types';
import { problemText } from '../../src-renderer/src/lib/words/problem-sentence';
import { APP_TABLES, appFixWords, appProblemSentence } from '../../src-renderer/src/lib/words/problem-words';

/** A row's problem as one sentence: "Email "x" is not an email address (expected name@example.org)." */
export const say = (problem: Problem): string => appProblemSentence(problem);

/** A value's problem without its subject: "is not an email address (expected name@example.org)". */
export const sayCell = (problem: CellProblem): string => problemText(APP_TABLES, problem);

/** A problem with its words beside its data (`message`, and its fix's `description`), for toMatchObject. */
export function worded<P extends Problem>(problem: P): P & { message: string; fix?: { description: string } } {
  return {
    ...problem,
    message: say(problem),
    ...(problem.fix ? { fix: { ...problem.fix, description: appFixWords(problem.fix) } } : {}),
  };
}

/** A value's problem with its words beside its data. */
export function wordedCell<P extends CellProblem>(problem: P): P & { message: string; fix?: { description: string } } {
  return {
    ...problem,
    message: sayCell(problem),
    ...(problem.fix ? { fix: { ...problem.fix, description: appFixWords(problem.fix) } } : {}),
  };
}

export type Worded<P extends CellProblem> = ReturnType<typeof wordedCell<P>>;
export type WordedRow<R extends { problems: Problem[] }> = Omit<R, 'problems'> & { problems: Worded<Problem>[] };

/** A row whose problems carry their words (in place: a row's User is written on first read, so it is not copied). */
export function rowWithWords<R extends { problems: Problem[] }>(row: R): WordedRow<R> {
  row.problems = row.problems.map(worded);
  return row as unknown as WordedRow<R>;
}

/** A validation result whose problems (rows' and the mapping's) carry their words, in place. */
export function resultWithWords<R extends { rows: { problems: Problem[] }[]; mappingProblems?: Problem[] }>(
  result: R,
): Omit<R, 'rows' | 'mappingProblems'> & {
  rows: WordedRow<R['rows'][number]>[];
  mappingProblems: Worded<Problem>[];
} {
  for (const row of result.rows) rowWithWords(row);
  if (result.mappingProblems) result.mappingProblems = result.mappingProblems.map(worded);
  return result as never;
}

/** A cleaning or transform outcome whose problem, warning or note carries its words. */
export function outcomeWithWords<O extends object>(outcome: O): O & { message?: string } {
  const words = { ...outcome } as Record<string, unknown>;
  for (const key of ['problem', 'warning', 'note', 'doubt'] as const) {
    const found = words[key] as CellProblem | undefined;
    if (found && typeof found === 'object' && 'code' in found) words[key] = wordedCell(found);
  }
  return words as O & { message?: string };
}

/** `fn` whose outcome (a cleaning's, a transform's) carries its problem's words. */
export function saying<A extends unknown[], O>(fn: (...args: A) => O): (...args: A) => O & { message?: string } {
  return (...args) => {
    const outcome = fn(...args);
    const isOutcome = typeof outcome === 'object' && outcome !== null && 'ok' in outcome;
    return (isOutcome ? outcomeWithWords(outcome) : outcome) as O & {
      message?: string;
    };
  };
}

/**
 * A transform's outcome flat, as tests read it: a refusal's problem spread beside `ok` with its words as `message`,
 * a note or a doubt as its words.
 */
export function flatOutcome<O extends { ok: boolean }>(outcome: O): Record<string, unknown> {
  const { problem, note, doubt, ...rest } = outcome as O & {
    problem?: CellProblem;
    note?: CellProblem;
    doubt?: CellProblem;
  };
  return {
    ...rest,
    ...(problem ? wordedCell(problem) : {}),
    ...(note ? { note: sayCell(note) } : {}),
    ...(doubt ? { doubt: sayCell(doubt) } : {}),
  };
}

/** `fn` whose outcome is flat (flatOutcome). */
export function flatSaying<A extends unknown[], O extends { ok: boolean }>(
  fn: (...args: A) => O,
): (...args: A) => O & Record<string, unknown> {
  return (...args) => flatOutcome(fn(...args)) as O & Record<string, unknown>;
}

/** `fn` whose outcome, when there is one, is flat (flatOutcome). */
export function flatSayingMaybe<A extends unknown[], O extends { ok: boolean }>(
  fn: (...args: A) => O | undefined,
): (...args: A) => (O & Record<string, unknown>) | undefined {
  return (...args) => {
    const outcome = fn(...args);
    return outcome && (flatOutcome(outcome) as O & Record<string, unknown>);
  };
}
