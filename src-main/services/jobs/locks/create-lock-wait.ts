// A job with creates waits while another job creates users on the same environment (write-guard.ts).
// While it waits, the window and the terminal are told which job it waits for and since when,
// and the wait can be cut short: pausing or cancelling the waiting job stops it at once.
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import type { JobProgress } from '../../../../src-shared/bridge/jobs';
import { AppError } from '../../../../src-shared/errors';
import type { JobStore } from '../store/job-store';
import type { RunLock } from './run-lock';
import type { JobFile } from '../types';
import { acquireCreateLockWaiting, createLockFile, type LockActivity } from './write-guard';

/** Jobs of this process waiting for the create lock, by id. */
const waiting = new Map<string, AbortController>();

type WaitingFor = NonNullable<JobProgress['waitingForJob']>;

/** Who holds the environment's create lock, as far as its file tells. */
function holderOf(store: JobStore, job: JobFile, activity: LockActivity): Omit<WaitingFor, 'until'> {
  try {
    const holder = JSON.parse(readFileSync(createLockFile(store, job, activity), 'utf8')) as Record<string, unknown>;
    const where = holder.host === hostname() ? 'this computer' : `the computer "${String(holder.host)}"`;
    return {
      ...(typeof holder.jobId === 'string' ? { jobId: holder.jobId } : {}),
      since: typeof holder.since === 'string' ? holder.since : new Date().toISOString(),
      holder: `process ${String(holder.pid)} on ${where}`,
    };
  } catch {
    return { since: new Date().toISOString(), holder: 'another import' };
  }
}

/** The progress event that says the job waits: nothing sent yet, and for whom it waits. */
function waitingProgress(job: JobFile, total: number, waitingForJob: WaitingFor): JobProgress {
  return {
    jobId: job.id,
    status: 'planned',
    done: 0,
    total,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    currentRate: 0,
    rateLimit: null,
    etaSeconds: null,
    recentErrors: [],
    waitingForJob,
  };
}

/** acquireCreateLockWaiting, saying once through `emit` that the job waits, and stoppable by stopWaiting. */
export async function waitForCreateLock(
  store: JobStore,
  job: JobFile,
  creates: number,
  waitMs: number | undefined,
  emit: (progress: JobProgress) => void,
  activity: LockActivity = 'creating',
): Promise<RunLock | undefined> {
  const controller = new AbortController();
  waiting.set(job.id, controller);
  let told = false;
  try {
    return await acquireCreateLockWaiting(store, job, creates, waitMs, {
      signal: controller.signal,
      activity,
      onWait: (until) => {
        if (told) return;
        told = true;
        const holder = holderOf(store, job, activity);
        const extra = activity === 'updating' ? { activity } : {};
        emit(waitingProgress(job, creates, { ...holder, until: new Date(until).toISOString(), ...extra }));
      },
    });
  } finally {
    waiting.delete(job.id);
  }
}

/** A paused or cancelled job stops waiting for the create lock (its start then fails saying so). */
export function stopWaiting(id: string, as: 'paused' | 'cancelled'): void {
  waiting
    .get(id)
    ?.abort(new AppError('cancelled', `Job ${id} was ${as} while it waited for the other import; nothing was sent.`));
}
