// jobs/run: sending a job. This file runs one whole job; row-workers take its rows so many at a
// time; send-row writes one row; settle looks a create up when its outcome is unknown; job-guards
// are the checks before a start; progress-reporter tells the window.
//
// One run of a job: re-check stale creates, send the rows through the runner, journal each event,
// and say how the run ended. Saving the status is the job service's.
import { AppError } from '../../../../src-shared/errors';
import type { JobStatus } from '../../../../src-shared/bridge/jobs';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../requests/backoff';
import type { JobStore } from '../store/job-store';
import type { ProgressReporter } from './progress-reporter';
import type { AdaptiveLimiter } from '../requests/rate-limiter';
import { applyEvent, type RowProgress } from '../store/replay';
import { runRows } from './row-workers';
import type { RunLock } from '../locks/run-lock';
import type { JobFile, PlannedRow, RowEvent } from '../types';
import {
  pendingCreates,
  recheckCreates,
  settleAfterInterruption,
  staleBecause,
  unsettledCreates,
} from '../locks/write-guard';
import { DEFAULT_TIMING, type SettleTiming } from './settle';

export interface RunControl {
  controller: AbortController;
  stopAs: 'paused' | 'cancelled';
  reporter: ProgressReporter;
}

export interface RunInput {
  store: JobStore;
  log: (line: string) => void;
  backoff?: BackoffPolicy;
  job: JobFile;
  plan: PlannedRow[];
  /** Updated in place as rows settle. */
  progress: RowProgress[];
  client: Parameters<typeof runRows>[0]['client'];
  limiter: AdaptiveLimiter;
  run: RunControl;
  /** Released when the run ends, whatever the end. */
  locks: RunLock[];
  /** The last run stopped without closing its journal (a kill, a crash, a power cut). */
  interrupted?: boolean;
  /** Timings of the exactly-once checks (settle.ts); defaults otherwise. */
  timing?: Partial<SettleTiming>;
}

const reason = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** Sends what is left of the job; never throws: a failure ends the run paused, with a message. */
export async function runJob(input: RunInput): Promise<{ status: JobStatus; message?: string }> {
  const { store, job, plan, progress, client, limiter, run } = input;
  let log: ReturnType<JobStore['openLog']> | undefined;
  let status: JobStatus = 'paused';
  let message: string | undefined;
  const stopHold = limiter.onHold(() => run.reporter.flush());
  try {
    log = store.openLog(job.id);
    const journal = log;
    const record = (event: RowEvent) => {
      journal.append(event);
      progress[event.i] = applyEvent(progress[event.i]!, event);
      if (event.e === 'done' || event.e === 'failed') run.reporter.rowSettled(event.i);
    };
    // An intent line leaves the process only once it is on the disk (group commit).
    const durable = async (event: RowEvent) => {
      journal.append(event);
      progress[event.i] = applyEvent(progress[event.i]!, event);
      await journal.sync();
    };
    const backoff = input.backoff ?? DEFAULT_BACKOFF;
    if (input.interrupted) {
      // A power cut may have lost lines: every create whose outcome is not journaled is looked up.
      const signal = run.controller.signal;
      const unsettled = unsettledCreates(plan, progress);
      const ctx = { limiter, backoff, signal };
      for (const event of await settleAfterInterruption(unsettled, client, job.settings.match, ctx, progress))
        record(event);
    }
    const creates = pendingCreates(plan, progress);
    const stale = creates.length > 0 ? staleBecause(store, job) : null;
    if (stale) {
      const signal = run.controller.signal;
      for (const event of await recheckCreates(creates, stale, client, job.settings.match, {
        limiter,
        backoff,
        signal,
      }))
        record(event);
    }
    const match = job.settings.match;
    const end = await runRows({
      rows: plan,
      progress,
      client,
      match,
      limiter,
      backoff,
      stop: run.controller.signal,
      record,
      durable,
      timing: { ...DEFAULT_TIMING, ...input.timing },
      lookedUpAt: Date.parse(job.createdAt),
    });
    if (end.kind === 'finished') status = 'completed';
    else if (end.kind === 'stopped') status = run.stopAs;
    else message = `Stopped: ${end.failure.message}`;
  } catch (error) {
    const cancelled = run.controller.signal.aborted && !(error instanceof AppError && error.code === 'internal');
    if (cancelled) status = run.stopAs;
    else {
      const details = error instanceof AppError && error.details ? ` ${error.details.join(' ')}` : '';
      message = `Stopped by an unexpected error: ${reason(error)}${details}`;
    }
    input.log(`jobs: ${job.id} ${message ?? status}`);
  } finally {
    stopHold();
    try {
      log?.close();
    } catch (error) {
      message = `${message ?? ''} The journal could not be flushed: ${reason(error)}`.trim();
    }
    for (const lock of input.locks) lock.release();
  }
  return message === undefined ? { status } : { status, message };
}
