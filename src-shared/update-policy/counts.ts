// What a plan changes on people already on the service, counted: values filled where the service
// held nothing, values replaced, values given for every row applied to them, proposed changes not
// applied (a person may accept them) and differences the policy keeps.
import { z } from 'zod';
import type { FieldChange } from '../diff/user-diff';
import { isBlank } from '../diff/values';
import type { ProposedChange } from './plan-update';
import { ACCEPTABLE } from './reasons';

export const updateCountsSchema = z.object({
  filled: z.number().int(),
  replaced: z.number().int(),
  /** Values given for every row, extended to people already on the service. */
  given: z.number().int(),
  /** Proposed changes not applied: a person may accept them. */
  proposed: z.number().int(),
  /** Rows with at least one proposed change. */
  proposedRows: z.number().int(),
  /** Differences kept by a rule (a group never changed, a value for every row meant for new people). */
  keptByRule: z.number().int(),
});
export type UpdateCounts = z.infer<typeof updateCountsSchema>;

export const NO_UPDATE_COUNTS: UpdateCounts = {
  filled: 0,
  replaced: 0,
  given: 0,
  proposed: 0,
  proposedRows: 0,
  keptByRule: 0,
};

export function countUpdates(
  rows: Iterable<{ changes: readonly FieldChange[]; kept?: readonly ProposedChange[] }>,
): UpdateCounts {
  const counts = { ...NO_UPDATE_COUNTS };
  for (const row of rows) {
    for (const change of row.changes) {
      if (change.given) counts.given++;
      else if (isBlank(change.before)) counts.filled++;
      else counts.replaced++;
    }
    const proposals = (row.kept ?? []).filter((k) => ACCEPTABLE.has(k.reason)).length;
    counts.proposed += proposals;
    if (proposals > 0) counts.proposedRows++;
    counts.keptByRule += (row.kept ?? []).length - proposals;
  }
  return counts;
}
