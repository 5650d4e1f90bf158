// Carries out one row's write, journaling before each request and after its outcome.
//
// Create: looked up again first when its last look-up is older than the fresh window (settle.ts),
// then POSTed once its intent line is on the disk. When the outcome is unknown (dropped
// connection, timeout, a 5xx) the user is looked up at once; if absent, the row waits a grace
// period (the job goes on with other rows: a slow backend may still create it), is looked up
// again, and sent again only if still absent. A row journaled "sent" by an earlier run is
// settled the same way.
// Update (send-update.ts): GET the user just before the PUT, set only the row's changed fields on that fresh
// record, PUT the complete object; a field changed on the service since the plan makes the row a
// conflict instead of an overwrite.

import type { Failure } from '../requests/failure';
import type { RowProgress } from '../store/replay';
import { AttemptBudget, FailedRequest, sendJournaledFirst, sendOnce, type Sent } from '../requests/request';
import type { UserRecord } from '../../../../src-shared/records/types';
import { lookUpCreates, waitReason } from './settle';
import type { PlannedRow, RowEvent } from '../types';
import { MATCH_KEY_LABEL } from '../plan/match-key';
import { fail, now, type RowContext } from './row-context';
import { executeUpdate } from './send-update';

export type { RowContext } from './row-context';

/** A create whose outcome is unknown waits until `until`, then is looked up again. */
export interface RowWait {
  until: number;
  because: string;
  attempts: number;
}

/** Thrown when the job must stop as a whole (the key is refused). */
export class JobStopped extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Runs the row; answers a wait when the row must be looked up again later (the runner comes back). */
export async function executeRow(
  row: PlannedRow,
  previous: RowProgress,
  ctx: RowContext,
  waited?: RowWait,
): Promise<RowWait | undefined> {
  const op = row.op;
  if (!op) return undefined;
  try {
    if (op.type === 'create') return await executeCreate(row, op.body, previous, ctx, waited);
    await executeUpdate(row, op, previous, ctx);
    return undefined;
  } catch (error) {
    if (error instanceof FailedRequest) {
      if (error.failure.kind === 'fatal') throw new JobStopped(error.failure);
      if (error.failure.kind === 'cancelled') throw error;
      fail(row, error.failure, ctx, waited?.because);
      return undefined;
    }
    throw error;
  }
}

async function executeCreate(
  row: PlannedRow,
  body: Record<string, unknown>,
  previous: RowProgress,
  ctx: RowContext,
  waited: RowWait | undefined,
): Promise<RowWait | undefined> {
  const because = waited?.because;
  let attempts = waited?.attempts ?? 0;
  if (previous.state !== 'pending') {
    // An earlier send (this run or an earlier one) may have been carried out: settle that first.
    const how = waited
      ? `found on the service after waiting (${because})`
      : 'found on the service after an interrupted send';
    if (await settledByLookUp(row, ctx, how, because)) return undefined;
    const sentAt = previous.sentAt === undefined ? Number.NaN : Date.parse(previous.sentAt);
    if (!waited && previous.state === 'sent' && sentAt + ctx.timing.settleGraceMs > Date.now())
      return { until: sentAt + ctx.timing.settleGraceMs, because: 'interrupted run', attempts };
  } else if (ctx.fresh) {
    const users = await ctx.fresh.usersFor(row);
    if (users.length > 0) {
      const ids = users.map((user) => user.user_id).join(', ');
      ctx.record({
        e: 'failed',
        i: row.index,
        at: now(),
        code: 'conflict',
        reason:
          `Already on the service as user_id ${ids}, so not created (added since the plan: found by a look-up ` +
          'just before sending). Import the file again to update it.',
        retryable: false,
      });
      return undefined;
    }
  }
  const budget = new AttemptBudget(ctx);
  // Where the row stood before its latest intent line: a send withdrawn by a stop goes back there.
  let was = { state: previous.state, sentAt: previous.sentAt };
  for (;;) {
    const sent = await sendCreate(row, body, ctx, was);
    was = { state: 'sent', sentAt: sent.at };
    if (sent.ok) {
      ctx.record({
        e: 'done',
        i: row.index,
        at: now(),
        outcome: 'created',
        userId: sent.value.user_id,
        ...(because ? { waited: because } : {}),
      });
      return undefined;
    }
    const { failure } = sent;
    if (failure.kind === 'fatal' || failure.kind === 'cancelled') throw new FailedRequest(failure);
    if (failure.mayHaveHappened) {
      if (await settledByLookUp(row, ctx, 'found on the service after a lost answer', because)) return undefined;
      // Absent now, but a slow backend may still create it: look again after the grace period.
      if (++attempts >= ctx.backoff.maxAttempts) {
        fail(row, failure, ctx, because ?? waitReason(failure));
        return undefined;
      }
      return { until: Date.now() + ctx.timing.settleGraceMs, because: waitReason(failure), attempts };
    }
    if (!(await budget.next(failure))) {
      fail(row, failure, ctx, because);
      return undefined;
    }
  }
}

/**
 * One POST of the row, its intent line on the disk before it leaves. With a durable journal the
 * line is written and flushed before the row waits for its turn (the flush overlaps the requests
 * in flight); a stop during that wait journals the send as withdrawn ("unsent").
 */
async function sendCreate(
  row: PlannedRow,
  body: Record<string, unknown>,
  ctx: RowContext,
  was: { state: RowProgress['state']; sentAt: string | undefined },
): Promise<Sent<UserRecord> & { at: string }> {
  const at = now();
  const intent: RowEvent = { e: 'sent', i: row.index, at, op: 'create' };
  const call = () => ctx.client.createUser(body);
  if (!ctx.durable) return { ...(await sendOnce(ctx, call, () => ctx.record(intent))), at };
  const durable = ctx.durable;
  const withdraw = () =>
    ctx.record({
      e: 'unsent',
      i: row.index,
      at: now(),
      was: was.state,
      ...(was.sentAt === undefined ? {} : { sentAt: was.sentAt }),
    });
  return { ...(await sendJournaledFirst(ctx, call, () => durable(intent), withdraw)), at };
}

/** Looks the row's user up; true when the row is settled (found once, or found several times). */
async function settledByLookUp(row: PlannedRow, ctx: RowContext, how: string, waited?: string): Promise<boolean> {
  if (row.matchValue === null) return false;
  const users = (await lookUpCreates(ctx.client, ctx.match, [row], ctx, ctx.memo)).get(row.index) ?? [];
  if (users.length === 0) return false;
  const extra = waited ? { waited } : {};
  if (users.length === 1) {
    ctx.record({ e: 'done', i: row.index, at: now(), outcome: 'created', userId: users[0]!.user_id, how, ...extra });
    return true;
  }
  ctx.record({
    e: 'failed',
    i: row.index,
    at: now(),
    code: 'conflict',
    reason:
      `After an unknown outcome, ${users.length} users hold this ${MATCH_KEY_LABEL[ctx.match]} ` +
      `(users ${users.map((u) => u.user_id).join(', ')}): check them on the service.`,
    retryable: false,
    ...extra,
  });
  return true;
}
