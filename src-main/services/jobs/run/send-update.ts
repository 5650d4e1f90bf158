// An update: GET the user just before the PUT, set only the row's changed fields on that fresh record, PUT the
// complete object. A field changed on the service since the plan makes the row a conflict instead of an
// overwrite; a revert leaves a field changed since the job as it is, and says so.
import { applyChanges, driftedFields, pendingChanges } from '../../../../src-shared/diff';
import type { RowProgress } from '../store/replay';
import { AttemptBudget, FailedRequest, sendOnce, withRetries } from '../requests/request';
import type { PlannedRow, RowEvent } from '../types';
import { conflict, fail, now, type RowContext } from './row-context';

export async function executeUpdate(
  row: PlannedRow,
  op: { userId: number; set: Record<string, unknown>; expect?: Record<string, unknown> },
  previous: RowProgress,
  ctx: RowContext,
): Promise<void> {
  const budget = new AttemptBudget(ctx);
  const durable = ctx.durable ?? ((event: RowEvent) => ctx.record(event));
  // True once a PUT of this row may have reached the service (this run or an earlier one).
  let mayHaveWritten = previous.state === 'sent' || (previous.state === 'failed' && previous.wrote !== undefined);
  for (;;) {
    // Read just before the PUT: only the row's own fields are set on this fresh copy.
    const fresh = await withRetries(ctx, () => ctx.client.getUser(op.userId));
    let changes = pendingChanges(
      fresh,
      Object.entries(op.set).map(([field, after]) => ({ field, after })),
    );
    if (changes.length === 0) {
      // The plan saw other values: they were written since, by an earlier attempt of this job whose
      // journal lines a power cut lost, or by someone else making the same change. Either way the
      // row's update is in place, so it counts as updated.
      const writtenSincePlan = !mayHaveWritten && row.changes.some((change) => change.field in op.set);
      const outcome = mayHaveWritten || writtenSincePlan ? 'updated' : 'unchanged';
      const how = mayHaveWritten
        ? 'confirmed by reading the user back'
        : writtenSincePlan
          ? 'found on the service as planned: written since the plan (an earlier attempt, or someone else)'
          : 'the service already holds these values';
      ctx.record({ e: 'done', i: row.index, at: now(), outcome, userId: op.userId, how });
      return;
    }
    let skipped = '';
    if (op.expect) {
      // Revert: a field changed on the service since the job is left as it is, and said.
      const drifted = driftedFields(fresh, pick(op.expect, changes));
      if (drifted.length > 0) {
        const what = drifted
          .map((d) => `${d.field} is now ${JSON.stringify(d.after)} (the job had written ${JSON.stringify(d.before)})`)
          .join('; ');
        changes = changes.filter((change) => !drifted.some((d) => d.field === change.field));
        if (changes.length === 0) {
          conflict(row, ctx, `Changed on the service since the job, so not reverted: ${what}.`);
          return;
        }
        skipped = `Not reverted, changed on the service since the job: ${what}.`;
      }
    } else {
      const since = changedSincePlan(row, fresh, changes);
      if (since) {
        conflict(row, ctx, `Changed on the service since the plan: ${since}. Not overwritten; plan the import again.`);
        return;
      }
    }
    const wrote = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    const sent = await sendOnce(
      ctx,
      () => ctx.client.updateUser(op.userId, applyChanges(fresh, changes)),
      async () => {
        await durable({ e: 'sent', i: row.index, at: now(), op: 'update', userId: op.userId, before: fresh, wrote });
        mayHaveWritten = true;
      },
    );
    if (sent.ok) {
      const how = skipped ? { how: skipped } : {};
      ctx.record({ e: 'done', i: row.index, at: now(), outcome: 'updated', userId: op.userId, ...how });
      return;
    }
    if (sent.failure.kind === 'fatal' || sent.failure.kind === 'cancelled') throw new FailedRequest(sent.failure);
    if (!(await budget.next(sent.failure))) {
      fail(row, sent.failure, ctx);
      return;
    }
  }
}

function pick(values: Record<string, unknown>, changes: readonly { field: string }[]): Record<string, unknown> {
  return Object.fromEntries(changes.filter((c) => c.field in values).map((c) => [c.field, values[c.field]]));
}

/**
 * The row's fields whose value on the service is neither what the plan saw nor what the row
 * writes (someone changed them since the plan), in words; '' when none.
 */
function changedSincePlan(
  row: PlannedRow,
  fresh: Record<string, unknown>,
  changes: readonly { field: string }[],
): string {
  const planned = new Map(row.changes.map((change) => [change.field, change.before]));
  const expected = Object.fromEntries(
    changes.filter((c) => planned.has(c.field)).map((c) => [c.field, planned.get(c.field) ?? null]),
  );
  return driftedFields(fresh, expected)
    .map((d) => `${d.field} is now ${JSON.stringify(d.after)} (the plan saw ${JSON.stringify(d.before)})`)
    .join('; ');
}
