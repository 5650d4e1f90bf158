// The secondary email beside the email: sent as the email when that is empty, dropped when it repeats it.
import { problem } from '../../problems/problem';
import type { BlockValidator } from '../engine/block-validator';

/**
 * The secondary email beside the email: on a row whose email is empty it is sent as the email
 * (Workday's "Primary Work Email" of a person without a home one: the service requires one);
 * when it is the email again (any case), it is not sent: the service would hold one address twice.
 */
export function settleSecondaryEmail(block: BlockValidator): void {
  const { compiled } = block;
  const slot = compiled.slotOf.get('secondary_email');
  if (slot === undefined) return;
  const emails = block.values[block.slot.email]!;
  const secondaries = block.values[slot]!;
  const header = compiled.headerOf.get('secondary_email');
  for (let r = 0; r < block.size; r++) {
    const email = emails[r];
    const secondary = secondaries[r];
    if (typeof secondary !== 'string') continue;
    const report = (code: 'secondary-email.sent-as-email' | 'secondary-email.same-as-email') => {
      const column = compiled.columnOf.get('secondary_email');
      const written = column === undefined ? secondary : (block.table.rows[block.start + r]?.[column] ?? secondary);
      block.report(r, header ?? null, 'secondary_email', written, problem(code));
    };
    if (email === undefined && !block.failed[r]?.has('email')) {
      emails[r] = secondary;
      secondaries[r] = undefined;
      block.emailFrom[r] = header;
      report('secondary-email.sent-as-email');
    } else if (typeof email === 'string' && email.toLowerCase() === secondary.toLowerCase()) {
      secondaries[r] = undefined;
      report('secondary-email.same-as-email');
    }
  }
}
