// What the Review step shows above the grid: how many rows are valid, invalid, warned or duplicated.
import type { RowResult, ValidationCounts } from '../../../src-shared/validate/types';
import { appProblemSentence } from '../lib/words/problem-words';

/** The words of a row's duplicate-email problem, if it has one. */
export function duplicateMessage(row: RowResult): string | undefined {
  const duplicate = row.problems.find((p) => p.kind === 'duplicate-email');
  return duplicate ? appProblemSentence(duplicate) : undefined;
}

/**
 * The counts the Review step shows for `rows`. A row left out (its index in `excluded`) is counted among the rows
 * only: not as valid, with errors, warnings or a duplicate, since nothing of it is sent.
 */
export function countRows(rows: RowResult[], excluded: ReadonlySet<number> = new Set()): ValidationCounts {
  const counts: ValidationCounts = { rows: rows.length, valid: 0, invalid: 0, warnings: 0, duplicates: 0 };
  for (const row of rows) {
    if (excluded.has(row.index)) continue;
    if (row.status === 'valid') counts.valid++;
    else counts.invalid++;
    if (row.problems.some((p) => p.severity === 'warning')) counts.warnings++;
    if (row.problems.some((p) => p.kind === 'duplicate-email')) counts.duplicates++;
  }
  return counts;
}
