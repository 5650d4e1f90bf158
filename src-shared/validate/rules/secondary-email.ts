// The secondary email beside the email: sent as the email when that is empty, dropped when it repeats it.
import type { CellProblem } from '../clean-field';
import { NO_STEPS, type RowStep, type RowView } from './row-outcome';

/**
 * The secondary email beside the email: on a row whose email is empty it is sent as the email
 * (Workday's "Primary Work Email" of a person without a home one: the service requires one);
 * when it is the email again (any case), it is not sent: the service would hold one address twice.
 */
export function secondaryEmailRow(row: RowView): readonly RowStep[] {
  const secondary = row.valueOf('secondary_email');
  if (typeof secondary !== 'string') return NO_STEPS;
  const { compiled } = row;
  const email = row.valueOf('email');
  const header = compiled.headerOf.get('secondary_email');
  const report = (message: string): RowStep => {
    const column = compiled.columnOf.get('secondary_email');
    const written = column === undefined ? secondary : (row.cells?.[column] ?? secondary);
    const problem: CellProblem = { code: 'suspicious', severity: 'warning', message };
    return { problem, field: 'secondary_email', column: header ?? null, value: written };
  };
  if (email === undefined && !row.hasError('email')) {
    return [
      { set: 'email', value: secondary },
      { clear: 'secondary_email' },
      { emailFrom: header },
      report('is sent as the email, which the row leaves empty (the service requires one)'),
    ];
  } else if (typeof email === 'string' && email.toLowerCase() === secondary.toLowerCase()) {
    return [{ clear: 'secondary_email' }, report('is the same address as the email: not sent as a second one')];
  }
  return NO_STEPS;
}
