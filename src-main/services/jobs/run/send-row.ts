// Carries out one row's write, journaling before each request and after its outcome.
//
// Create: looked up again first when its last look-up is older than the fresh window (settle.ts),
// then POSTed once its intent line is on the disk. When the outcome is unknown (dropped
// connection, timeout, a 5xx) the user is looked up at once; if absent, the row waits a grace
// period (the job goes on with other rows: a slow backend may still create it), is looked up
// again, and sent again only if still absent. A row journaled "sent" by an earlier run is
// settled the same way.
// Update: GET the user just before the PUT, set only the row's changed fields on that fresh
// record, PUT the complete object; a field changed on the service since the plan makes the row a
// conflict instead of an overwrite.

import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import { applyChanges, driftedFields, pendingChanges } from '../../../../src-shared/diff';
import type { ApiClient } from '../../api/types';
import type { Failure } from '../requests/failure';
import type { RowProgress } from '../store/replay';
import {
  AttemptBudget,
  FailedRequest,
  sendJournaledFirst,
  sendOnce,
  withRetries,
  type RequestContext,
  type Sent,
} from '../requests/request';
import type { UserRecord } from '../../../../src-shared/records/types';
import { lookUpCreates, waitReason, type FreshLookups, type LookupMemo, type SettleTiming } from './settle';
import type { PlannedRow, RowEvent } from '../types';
import { MATCH_KEY_LABEL } from '../plan/match-key';

export interface RowContext extends RequestContext {
  client: ApiClient;
  match: MatchKey;
  /** Journals the event and updates the live progress. */
  record: (event: RowEvent) => void;
  /** As record, resolving once the line is on the disk (intent lines); record alone when absent. */
  durable?: (event: RowEvent) => Promise<void>;
  timing: SettleTiming;
  /** Look-ups of creates just before sending (absent: the plan's look-up is trusted). */
  fresh?: FreshLookups;
  /** What the run's look-ups learnt about the service. */
  memo?: LookupMemo;
}

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

const now = () => new Date().toISOString();

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

function fail(row: PlannedRow, failure: Failure, ctx: RowContext, waited?: string): void {
  const retryable = failure.kind === 'transient' || failure.kind === 'throttled';
  const reason = retryable
    ? `${failure.message} (gave up after retries; resuming the job tries again)`
    : failure.message;
  ctx.record({
    e: 'failed',
    i: row.index,
    at: now(),
    code: failure.code,
    reason,
    retryable,
    ...(waited ? { waited } : {}),
  });
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

async function executeUpdate(
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

function conflict(row: PlannedRow, ctx: RowContext, reason: string): void {
  ctx.record({ e: 'failed', i: row.index, at: now(), code: 'conflict', reason, retryable: false });
}
