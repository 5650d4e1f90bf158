// The secondary email beside the email: sent as the email when that is empty, dropped when it repeats it.
import { problem } from '../../problems/problem';
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
  const report = (code: 'secondary-email.sent-as-email' | 'secondary-email.same-as-email'): RowStep => {
    const column = compiled.columnOf.get('secondary_email');
    const written = column === undefined ? secondary : (row.cells?.[column] ?? secondary);
    return { problem: problem(code), field: 'secondary_email', column: header ?? null, value: written };
  };
  if (email === undefined && !row.hasError('email')) {
    return [
      { set: 'email', value: secondary },
      { clear: 'secondary_email' },
      { emailFrom: header },
      report('secondary-email.sent-as-email'),
    ];
  } else if (typeof email === 'string' && email.toLowerCase() === secondary.toLowerCase()) {
    return [{ clear: 'secondary_email' }, report('secondary-email.same-as-email')];
  }
  return NO_STEPS;
}
