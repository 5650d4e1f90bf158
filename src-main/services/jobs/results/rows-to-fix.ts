// Why each row to fix needs fixing, and how: its problems, a suggested fix, and which cells are bad.
//
// The plan keeps an invalid row's problems as data (code, field, column, fix): each problem's column
// highlights its cell and its fix is suggested, whichever door planned it; nothing is checked again.
// A plan made before problems were kept so has only the row's words: those are shown, and the cells
// their "Column: ..." parts name are marked.
import type { PlanProblem } from '../../../../src-shared/bridge/jobs';
import type { ErrorCode } from '../../../../src-shared/errors';
import { inSentence } from '../../../../src-shared/english';
import { mayAdviseOneValue } from '../../../../src-shared/mapping/constants';
import { fieldSpec } from '../../../../src-shared/fields/catalogue';
import { problemData, problemWordsLine, wordProblem } from '../problem-words';
import type { RowProgress } from '../store/replay';
import type { JobFile, PlannedRow } from '../types';
import { appFixWords } from '../../../../src-renderer/src/lib/words/problem-words';

/** A bad cell of a row to fix: its column (0-based, in the job's headers) and what is wrong with it. */
export interface BadCell {
  column: number;
  note: string;
}

export interface RowToFix {
  problems: string;
  fix: string;
  badCells: BadCell[];
}

/** What to do about a row the service refused or could not take, by the kind of failure. */
const FAILURE_FIX: Partial<Record<ErrorCode, string>> = {
  rejected: 'Correct the value the service names, then import the row again.',
  conflict: 'Another user holds this email or ID on the service: correct the row or the user there, then import again.',
  'key-refused': "Check the environment's key, then resume the job or import the row again.",
  'no-key': "Store the environment's key, then resume the job or import the row again.",
};
const RETRY_FIX = 'The service did not answer in time: import the row again later.';

export function rowToFix(job: JobFile, row: PlannedRow, progress: RowProgress): RowToFix {
  if (progress.state === 'failed') {
    const fix = FAILURE_FIX[progress.code ?? 'internal'] ?? RETRY_FIX;
    return {
      problems: progress.message || row.message,
      fix,
      badCells: cellsNamedIn(progress.message, job.source.headers),
    };
  }
  if (row.plan === 'conflict') {
    return {
      problems: row.message,
      fix: 'Merge the rows (or the users on the service) into one, then import again.',
      badCells: [],
    };
  }
  const problems = problemData(row.problems);
  if (problems.length === 0) {
    // A plan made before problems were data, or a row main refused itself: the planned words.
    return { problems: row.message, fix: '', badCells: cellsNamedIn(row.message, job.source.headers) };
  }
  const badCells: BadCell[] = [];
  for (const p of problems) {
    const column = p.column === null ? -1 : job.source.headers.indexOf(p.column);
    if (column < 0) continue;
    const note = wordProblem(p);
    const seen = badCells.find((cell) => cell.column === column);
    if (seen) seen.note = `${seen.note}\n${note}`;
    else badCells.push({ column, note });
  }
  return {
    problems: problems.map(problemWordsLine).join('\n'),
    fix: problems
      .map(fixWords)
      .filter((words) => words !== '')
      .join('\n'),
    badCells,
  };
}

function fixWords(p: PlanProblem): string {
  const where = p.column ? `${p.column}: ` : '';
  if (p.fix) return `${where}${appFixWords(p.fix)} ("${p.fix.value}")`;
  const label = p.field ? inSentence(fieldSpec(p.field)?.label ?? p.field) : 'value';
  if (p.kind === 'required') return p.column ? `${where}fill in the ${label}.` : requiredWords(p.field, label);
  if (p.kind === 'bad-date' || p.kind === 'ambiguous-date') return `${where}write the date as YYYY-MM-DD.`;
  if (p.kind === 'too-long') return `${where}shorten the ${label}.`;
  // The same email on two rows of the file: merging them is for the person to judge.
  if (p.kind === 'duplicate-email') return '';
  return p.column ? `${where}correct the ${label}.` : '';
}

/** A required field nothing gives: one value for every row only where that is right (never an email or a name). */
export function requiredWords(field: string | null, label: string): string {
  if (field !== null && !mayAdviseOneValue(field)) return `Map the column that holds each person's ${label}.`;
  return `Give every row a value for ${label} (one value for all, or a column).`;
}

/** Columns whose header starts one of the "Header: message" parts of a message (the wizard words problems so). */
function cellsNamedIn(message: string, headers: readonly string[]): BadCell[] {
  const cells: BadCell[] = [];
  for (const part of message.split(/; |\n/)) {
    const column = headers.reduce(
      (best, header, i) =>
        part.startsWith(`${header}: `) && (best < 0 || header.length > headers[best]!.length) ? i : best,
      -1,
    );
    if (column >= 0 && !cells.some((c) => c.column === column))
      cells.push({ column, note: part.slice(headers[column]!.length + 2) });
  }
  return cells;
}
