// A column marking people as deceased (Deceased: Yes, a date of death): one problem a row.
import { deceasedProblem, deceasedVerdict } from '../deceased';
import { withoutFormulaGuard } from '../engine/cells';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/**
 * The row as the columns marking the deceased read it: one problem, from the first column marking it (an error unless
 * switched off).
 */
export function deceasedRow(row: RowView): readonly RowStep[] {
  const { emptyWords, refuseDeceased, undoFormulaGuard } = row.settings;
  for (const { column, header } of row.compiled.deceased) {
    const raw = row.cells?.[column] ?? '';
    if (raw === '') continue;
    const verdict = deceasedVerdict(withoutFormulaGuard(raw, undoFormulaGuard), emptyWords);
    if (verdict === 'no' || row.hasProblemOfKind('deceased')) continue;
    const problem = deceasedProblem(header, raw, verdict, refuseDeceased);
    return [{ problem, field: null, column: header, value: raw, subject: { of: 'none' } }];
  }
  return NO_STEPS;
}
