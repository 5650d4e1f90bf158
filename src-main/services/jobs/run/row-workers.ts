// Runs the rows of a job that still need work, `concurrency` at a time, until they are all
// settled or a stop (pause, cancel) is asked for. Requests already in flight are let finish, so
// a stop never leaves a write whose outcome nobody waited for. A create whose outcome is unknown
// waits (settle.ts) while the workers go on with other rows, and is taken up again when its time
// comes; a stop leaves it journaled "sent", so a resume settles it by look-up first.
import { setMaxListeners } from 'node:events';
import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import type { ApiClient } from '../../api/types';
import type { BackoffPolicy } from '../requests/backoff';
import type { Failure } from '../requests/failure';
import type { AdaptiveLimiter } from '../requests/rate-limiter';
import { JournalWriteError } from '../store/journal';
import { needsWork, type RowProgress } from '../store/replay';
import { executeRow, JobStopped, type RowWait } from './send-row';
import { DEFAULT_TIMING, FreshLookups, lookUpCreates, type LookupMemo, type SettleTiming } from './settle';
import { sleep } from '../requests/sleep';
import type { PlannedRow, RowEvent } from '../types';

export interface RowRunOptions {
  rows: readonly PlannedRow[];
  progress: readonly RowProgress[];
  client: ApiClient;
  match: MatchKey;
  limiter: AdaptiveLimiter;
  backoff: BackoffPolicy;
  /** Aborted to stop: waits end at once, requests in flight finish. */
  stop: AbortSignal;
  record: (event: RowEvent) => void;
  /** As record, resolving once the line is on the disk: intent lines wait for it before the request leaves. */
  durable?: (event: RowEvent) => Promise<void>;
  onFailedAttempt?: (failure: Failure) => void;
  timing?: SettleTiming;
  /** When the plan looked the creates up (ms); with it, creates older than the fresh window are looked up again. */
  lookedUpAt?: number;
}

export type RowRunEnd = { kind: 'finished' } | { kind: 'stopped' } | { kind: 'fatal'; failure: Failure };

export async function runRows(options: RowRunOptions): Promise<RowRunEnd> {
  const { rows, progress, stop } = options;
  // Rows in an unknown state first: they are settled by look-up before anything new is sent.
  const todo = rows.filter((row) => row.op && needsWork(progress[row.index]!));
  todo.sort((a, b) => rank(progress[a.index]!) - rank(progress[b.index]!));
  let next = 0;
  let fatal: Failure | undefined;
  const halt = new AbortController();
  const signal = AbortSignal.any([stop, halt.signal]);
  // Each row waiting for its turn listens to it: more than Node's default of 10 without a leak.
  const workers = options.limiter.concurrency * (options.durable ? 2 : 1);
  setMaxListeners(Math.max(10, 4 * workers), signal);
  const timing = options.timing ?? DEFAULT_TIMING;
  const base = {
    client: options.client,
    match: options.match,
    limiter: options.limiter,
    backoff: options.backoff,
    signal,
    onFailedAttempt: options.onFailedAttempt,
  };
  const creates = todo.filter((row) => row.op?.type === 'create');
  const memo: LookupMemo = {};
  const fresh =
    options.lookedUpAt === undefined || creates.length === 0
      ? undefined
      : new FreshLookups(creates, options.lookedUpAt, timing, (batch) =>
          lookUpCreates(options.client, options.match, batch, base, memo),
        );
  const ctx = {
    ...base,
    record: options.record,
    ...(options.durable ? { durable: options.durable } : {}),
    timing,
    memo,
    ...(fresh ? { fresh } : {}),
  };
  // Rows waiting to be looked up again, soonest first.
  const waiting: { row: PlannedRow; wait: RowWait }[] = [];
  const take = (): { row: PlannedRow; wait?: RowWait } | 'idle' | undefined => {
    if (waiting.length > 0 && waiting[0]!.wait.until <= Date.now()) return waiting.shift()!;
    if (next < todo.length) return { row: todo[next++]! };
    return waiting.length > 0 ? 'idle' : undefined;
  };

  const worker = async () => {
    while (!signal.aborted) {
      const task = take();
      if (task === undefined) return;
      if (task === 'idle') {
        // Nothing new to send: sleep until the first waiting row is due (a stop ends the sleep).
        try {
          await sleep(Math.max(1, waiting[0]!.wait.until - Date.now()), signal);
        } catch {
          return;
        }
        continue;
      }
      const { row } = task;
      try {
        const wait = await executeRow(row, progress[row.index]!, ctx, task.wait);
        if (wait) {
          waiting.push({ row, wait });
          waiting.sort((a, b) => a.wait.until - b.wait.until);
        }
      } catch (error) {
        if (error instanceof JobStopped || error instanceof JournalWriteError) {
          // A refused key, or a journal that cannot be written: nothing more may be sent.
          fatal ??=
            error instanceof JobStopped
              ? error.failure
              : { kind: 'fatal', code: error.code, message: error.message, mayHaveHappened: false };
          halt.abort(error);
          return;
        }
        if (signal.aborted) return; // a wait cut short by the stop: the journal says where the row is
        // A fault of the app itself: the row fails (resume tries it again), the others go on.
        const message = error instanceof Error ? error.message : String(error);
        options.record({
          e: 'failed',
          i: row.index,
          at: new Date().toISOString(),
          code: 'internal',
          reason: `Unexpected error: ${message}`,
          retryable: true,
        });
      }
    }
  };
  // With a durable journal, twice as many rows as requests in flight: while a request is out,
  // another row's intent line is being flushed (send-row.ts), so no request waits for the disk.
  await Promise.all(Array.from({ length: Math.max(1, Math.min(workers, todo.length)) }, worker));
  if (fatal) return { kind: 'fatal', failure: fatal };
  return stop.aborted && todo.some((row) => needsWork(progress[row.index]!))
    ? { kind: 'stopped' }
    : { kind: 'finished' };
}

function rank(progress: RowProgress): number {
  return progress.state === 'pending' ? 1 : 0;
}
