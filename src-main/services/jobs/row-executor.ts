// Carries out one row's write, journaling before each request and after its outcome.
//
// Create: POST; when the outcome is unknown (dropped connection, timeout, a 5xx) the user is
// looked up by the row's match key before anything else, and sent again only if absent. A row
// found journaled "sent" from an earlier run is looked up first the same way.
// Update: GET the user, set the planned fields on that fresh record, PUT the complete object.

import type { MatchKey } from '../../../src-shared/bridge/jobs';
import { applyChanges, driftedFields, pendingChanges } from '../../../src-shared/diff';
import type { ApiClient } from '../api/types';
import type { Failure } from './failure';
import type { RowProgress } from './replay';
import { AttemptBudget, FailedRequest, sendOnce, withRetries, type RequestContext } from './request';
import type { PlannedRow, RowEvent } from './types';
import { MATCH_KEY_LABEL } from './match-key';
import { findByMatchValue } from './user-lookup';

export interface RowContext extends RequestContext {
  client: ApiClient;
  match: MatchKey;
  /** Journals the event and updates the live progress. */
  record: (event: RowEvent) => void;
}

/** Thrown when the job must stop as a whole (the key is refused). */
export class JobStopped extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

const now = () => new Date().toISOString();

export async function executeRow(row: PlannedRow, previous: RowProgress, ctx: RowContext): Promise<void> {
  const op = row.op;
  if (!op) return;
  try {
    if (op.type === 'create') await executeCreate(row, op.body, previous, ctx);
    else await executeUpdate(row, op, previous, ctx);
  } catch (error) {
    if (error instanceof FailedRequest) {
      if (error.failure.kind === 'fatal') throw new JobStopped(error.failure);
      if (error.failure.kind === 'cancelled') throw error;
      fail(row, error.failure, ctx);
      return;
    }
    throw error;
  }
}

function fail(row: PlannedRow, failure: Failure, ctx: RowContext): void {
  const retryable = failure.kind === 'transient' || failure.kind === 'throttled';
  const reason = retryable
    ? `${failure.message} (gave up after retries; resuming the job tries again)`
    : failure.message;
  ctx.record({ e: 'failed', i: row.index, at: now(), code: failure.code, reason, retryable });
}

async function executeCreate(
  row: PlannedRow,
  body: Record<string, unknown>,
  previous: RowProgress,
  ctx: RowContext,
): Promise<void> {
  // An earlier run may have sent it: settle that first.
  if (
    previous.state !== 'pending' &&
    (await settledByLookUp(row, ctx, 'found on the service after an interrupted send'))
  )
    return;
  const budget = new AttemptBudget(ctx);
  for (;;) {
    const sent = await sendOnce(
      ctx,
      () => ctx.client.createUser(body),
      () => ctx.record({ e: 'sent', i: row.index, at: now(), op: 'create' }),
    );
    if (sent.ok) {
      ctx.record({ e: 'done', i: row.index, at: now(), outcome: 'created', userId: sent.value.user_id });
      return;
    }
    const { failure } = sent;
    if (failure.kind === 'fatal' || failure.kind === 'cancelled') throw new FailedRequest(failure);
    if (!(await budget.next(failure))) {
      // Giving up after a send whose outcome is unknown: one last look before saying "failed".
      if (failure.mayHaveHappened && (await settledByLookUp(row, ctx, 'found on the service after a lost answer')))
        return;
      fail(row, failure, ctx);
      return;
    }
    if (failure.mayHaveHappened && (await settledByLookUp(row, ctx, 'found on the service after a lost answer')))
      return;
  }
}

/** Looks the row's user up; true when the row is settled (found once, or found several times). */
async function settledByLookUp(row: PlannedRow, ctx: RowContext, how: string): Promise<boolean> {
  if (row.matchValue === null) return false;
  const users = await findByMatchValue(ctx.client, ctx.match, row.matchValue, ctx);
  if (users.length === 0) return false;
  if (users.length === 1) {
    ctx.record({ e: 'done', i: row.index, at: now(), outcome: 'created', userId: users[0]!.user_id, how });
    return true;
  }
  ctx.record({
    e: 'failed',
    i: row.index,
    at: now(),
    code: 'conflict',
    reason: `After an unknown outcome, ${users.length} users hold this ${MATCH_KEY_LABEL[ctx.match]} (users ${users.map((u) => u.user_id).join(', ')}): check them on the service.`,
    retryable: false,
  });
  return true;
}

async function executeUpdate(
  row: PlannedRow,
  op: { userId: number; set: Record<string, unknown>; expect?: Record<string, unknown> },
  previous: RowProgress,
  ctx: RowContext,
): Promise<void> {
  const budget = new AttemptBudget(ctx);
  // True once a PUT of this row may have reached the service (this run or an earlier one).
  let mayHaveWritten = previous.state === 'sent' || (previous.state === 'failed' && previous.wrote !== undefined);
  for (;;) {
    const fresh = await withRetries(ctx, () => ctx.client.getUser(op.userId));
    const changes = pendingChanges(
      fresh,
      Object.entries(op.set).map(([field, after]) => ({ field, after })),
    );
    if (changes.length === 0) {
      const outcome = mayHaveWritten ? 'updated' : 'unchanged';
      const how = mayHaveWritten ? 'confirmed by reading the user back' : 'the service already holds these values';
      ctx.record({ e: 'done', i: row.index, at: now(), outcome, userId: op.userId, how });
      return;
    }
    if (op.expect) {
      const drifted = driftedFields(fresh, op.expect);
      if (drifted.length > 0) {
        const what = drifted
          .map((d) => `${d.field} is now ${JSON.stringify(d.after)} (the job had written ${JSON.stringify(d.before)})`)
          .join('; ');
        ctx.record({
          e: 'failed',
          i: row.index,
          at: now(),
          code: 'conflict',
          reason: `Changed on the service since the job, so not reverted: ${what}.`,
          retryable: false,
        });
        return;
      }
    }
    const wrote = Object.fromEntries(changes.map((change) => [change.field, change.after]));
    const sent = await sendOnce(
      ctx,
      () => ctx.client.updateUser(op.userId, applyChanges(fresh, changes)),
      () => {
        ctx.record({ e: 'sent', i: row.index, at: now(), op: 'update', userId: op.userId, before: fresh, wrote });
        mayHaveWritten = true;
      },
    );
    if (sent.ok) {
      ctx.record({ e: 'done', i: row.index, at: now(), outcome: 'updated', userId: op.userId });
      return;
    }
    if (sent.failure.kind === 'fatal' || sent.failure.kind === 'cancelled') throw new FailedRequest(sent.failure);
    if (!(await budget.next(sent.failure))) {
      fail(row, sent.failure, ctx);
      return;
    }
  }
}
