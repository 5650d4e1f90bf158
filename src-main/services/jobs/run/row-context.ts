// What a row's write is given (the client, the journal, the timings) and the two ends a write may come to without
// an answer: failed, or a conflict with a change made on the service since.
import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import type { ApiClient } from '../../api/types';
import type { Failure } from '../requests/failure';
import type { RequestContext } from '../requests/request';
import type { FreshLookups, LookupMemo, SettleTiming } from './settle';
import type { PlannedRow, RowEvent } from '../types';

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

export const now = () => new Date().toISOString();

export function fail(row: PlannedRow, failure: Failure, ctx: RowContext, waited?: string): void {
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

export function conflict(row: PlannedRow, ctx: RowContext, reason: string): void {
  ctx.record({ e: 'failed', i: row.index, at: now(), code: 'conflict', reason, retryable: false });
}
