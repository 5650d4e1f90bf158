// Rebuilds where every row stands from the plan and the journal's events (last event wins).
import { noCounts } from '../../../../src-shared/jobs/counts';
import type { JobCounts, RowState } from '../../../../src-shared/bridge/jobs';
import type { ErrorCode } from '../../../../src-shared/errors';
import type { PlannedRow, RowEvent } from '../types';

export interface RowProgress {
  state: RowState;
  userId: number | null;
  message: string;
  /** Update rows: the server's record before this job's PUT, and what the PUT set. */
  before?: Record<string, unknown>;
  wrote?: Record<string, unknown>;
  /** Failed rows: whether resuming may try again (faults), or not (the service refused the row). */
  retryable?: boolean;
  code?: ErrorCode;
  /** When the last write of the row left (a create whose outcome is unknown waits from then). */
  sentAt?: string;
  /** Why the row waited to be looked up again before its outcome (settle.ts). */
  waited?: string;
}

export function initialProgress(row: PlannedRow): RowProgress {
  return row.op
    ? { state: 'pending', userId: row.userId, message: '' }
    : { state: 'not-run', userId: row.userId, message: row.message };
}

/** Applies one event to a row's progress (the engine uses it live, replay on resume). */
export function applyEvent(progress: RowProgress, event: RowEvent): RowProgress {
  switch (event.e) {
    case 'sent':
      return event.op === 'update'
        ? // The first before-image is the one to revert to: a resend reads our own earlier write.
          {
            ...progress,
            state: 'sent',
            userId: event.userId,
            before: progress.before ?? event.before,
            wrote: event.wrote,
            sentAt: event.at,
          }
        : { ...progress, state: 'sent', sentAt: event.at };
    case 'done':
      return {
        ...progress,
        state: event.outcome,
        userId: event.userId,
        message: event.how ?? '',
        retryable: undefined,
        code: undefined,
        waited: event.waited ?? progress.waited,
      };
    case 'failed':
      return {
        ...progress,
        state: 'failed',
        message: event.reason,
        retryable: event.retryable,
        code: event.code,
        waited: event.waited ?? progress.waited,
      };
    case 'unsent': {
      const { sentAt: _dropped, ...rest } = progress;
      return event.sentAt === undefined
        ? { ...rest, state: event.was }
        : { ...rest, state: event.was, sentAt: event.sentAt };
    }
  }
}

export function replayRows(plan: readonly PlannedRow[], events: readonly RowEvent[]): RowProgress[] {
  const progress = plan.map(initialProgress);
  for (const event of events) {
    const current = progress[event.i];
    if (current) progress[event.i] = applyEvent(current, event);
  }
  return progress;
}

/** Rows a run (first or resumed) still has to work on. */
export function needsWork(progress: RowProgress): boolean {
  return (
    progress.state === 'pending' ||
    progress.state === 'sent' ||
    (progress.state === 'failed' && progress.retryable === true)
  );
}

export function countRows(plan: readonly PlannedRow[], progress: readonly RowProgress[]): JobCounts {
  const counts: JobCounts = { ...noCounts(), total: plan.length, alreadyOnService: 0 };
  const waited: Record<string, number> = {};
  plan.forEach((row, i) => {
    counts[row.plan]++;
    const state = progress[i]?.state;
    if (state === 'created') counts.created++;
    else if (state === 'updated') counts.updated++;
    else if (state === 'failed') {
      counts.failed++;
      // A create found already done by someone else when checked again (write-guard.ts).
      if (row.plan === 'create' && progress[i]?.code === 'conflict') counts.alreadyOnService!++;
      // An update not written because the service changed since the plan (send-row.ts).
      if (row.plan === 'update' && progress[i]?.code === 'conflict')
        counts.changedOnService = (counts.changedOnService ?? 0) + 1;
    } else if (state === 'pending' || state === 'sent') counts.remaining++;
    // Update rows found already up to date at run time count as unchanged too.
    if (state === 'unchanged' && row.plan !== 'unchanged') counts.unchanged++;
    const why = progress[i]?.waited;
    if (why) waited[why] = (waited[why] ?? 0) + 1;
  });
  const rowsWaited = Object.values(waited).reduce((sum, n) => sum + n, 0);
  if (rowsWaited > 0) {
    counts.waited = rowsWaited;
    counts.waitedBecause = waited;
  }
  return counts;
}
