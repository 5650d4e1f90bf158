// Keeps two jobs from creating the same people twice (the service has no DELETE).
//
// 1. One job at a time creates users on an environment: a lock per environment (name and
//    address) in the jobs folder, held while a job with creates runs. A second job waits for it
//    (up to CREATE_LOCK_WAIT_MS, then it is refused naming the holder), and since the first one
//    wrote after its plan was made, its creates are then checked again (point 2).
//    Updates take a lock of their own the same way (`updating-…lock`): a job's PUT sends a whole
//    user read just before, so two jobs updating the same people at once (an approval during an
//    import, a revert) could put back what the other just wrote.
// 2. A plan's creates are checked against the service again before any is sent when the plan
//    may be out of date: another job ran on that environment after it was made, or it is older
//    than STALE_PLAN_MS. A row whose user now exists is not created; it is reported as such.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { ApiClient } from '../../api/types';
import type { JobStore } from '../store/job-store';
import { needsWork, type RowProgress } from '../store/replay';
import type { RequestContext } from '../requests/request';
import { AppError } from '../../../../src-shared/errors';
import { acquireLock, thisProcess, type RunLock } from './run-lock';
import { sleep } from '../requests/sleep';
import type { JobFile, PlannedRow, RowEvent } from '../types';
import { lookUpUsers } from '../plan/user-lookup';

/** A plan older than this is checked again before its creates are sent (people may have been added since). */
export const STALE_PLAN_MS = 15 * 60 * 1000;

function environmentKey(job: Pick<JobFile, 'environment'>): string {
  return createHash('sha256').update(`${job.environment.name}\n${job.environment.url}`).digest('hex').slice(0, 16);
}

/** Creates still to send for the first time. */
export function pendingCreates(plan: readonly PlannedRow[], progress: readonly RowProgress[]): PlannedRow[] {
  return plan.filter((row) => row.op?.type === 'create' && progress[row.index]?.state === 'pending');
}

/** Creates whose outcome the journal does not hold (never sent, sent without an answer, failed to retry). */
export function unsettledCreates(plan: readonly PlannedRow[], progress: readonly RowProgress[]): PlannedRow[] {
  return plan.filter((row) => row.op?.type === 'create' && needsWork(progress[row.index]!));
}

/** Creates a run may still send: never sent, or to be settled (and perhaps sent again). */
export function createsToRun(plan: readonly PlannedRow[], progress: readonly RowProgress[]): number {
  return plan.filter((row) => row.op?.type === 'create' && needsWork(progress[row.index]!)).length;
}

/** Updates a run may still send (approvals and reverts are updates too). */
export function updatesToRun(plan: readonly PlannedRow[], progress: readonly RowProgress[]): number {
  return plan.filter((row) => row.op?.type === 'update' && needsWork(progress[row.index]!)).length;
}

export type LockActivity = 'creating' | 'updating';

/** The lock file of the environment's creates (or updates). */
export function createLockFile(
  store: JobStore,
  job: Pick<JobFile, 'environment'>,
  activity: LockActivity = 'creating',
): string {
  return join(store.root, `${activity}-${environmentKey(job)}.lock`);
}

/** Held while the job creates (or updates) users; undefined when it has none to send. */
export function acquireCreateLock(
  store: JobStore,
  job: JobFile,
  creates: number,
  activity: LockActivity = 'creating',
): RunLock | undefined {
  if (creates === 0) return undefined;
  const file = createLockFile(store, job, activity);
  const doing = activity === 'creating' ? 'Creating' : 'Updating';
  const what = `${doing} users on "${job.environment.name}" (${job.environment.url})`;
  return acquireLock(file, what, thisProcess(job.id));
}

/** How long a job with creates waits for another one creating on the same environment. */
export const CREATE_LOCK_WAIT_MS = 10 * 60 * 1000;
const CREATE_LOCK_POLL_MS = 200;

/** acquireCreateLock, waiting while another job holds it; refused (with the holder named) after `waitMs`. */
export async function acquireCreateLockWaiting(
  store: JobStore,
  job: JobFile,
  creates: number,
  waitMs = CREATE_LOCK_WAIT_MS,
  hooks: { signal?: AbortSignal; onWait?: (until: number) => void; activity?: LockActivity } = {},
): Promise<RunLock | undefined> {
  const until = Date.now() + waitMs;
  for (;;) {
    hooks.signal?.throwIfAborted();
    try {
      return acquireCreateLock(store, job, creates, hooks.activity);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'conflict' || Date.now() >= until) throw error;
      hooks.onWait?.(until);
      await sleep(CREATE_LOCK_POLL_MS, hooks.signal);
    }
  }
}

/**
 * Every other job whose job.json reads, and the ids of those that do not (a damaged one must not
 * stop another). The job itself is passed over: its caller has read it already.
 */
function otherReadableJobs(store: JobStore, self: string): { jobs: JobFile[]; unreadable: string[] } {
  const jobs: JobFile[] = [];
  const unreadable: string[] = [];
  for (const id of store.listIds()) {
    if (id === self) continue;
    try {
      jobs.push(store.readJob(id));
    } catch {
      unreadable.push(id);
    }
  }
  return { jobs, unreadable };
}

/** Statuses of a job that may be sending requests now. */
const WRITING_STATUSES: ReadonlySet<string> = new Set(['running', 'pausing']);

/** Why the plan's creates must be checked again, or null when it is fresh. */
export function staleBecause(store: JobStore, job: JobFile, now = Date.now()): string | null {
  const made = Date.parse(job.createdAt);
  const { jobs, unreadable } = otherReadableJobs(store, job.id);
  const sameService = jobs.filter((other) => other.environment.url === job.environment.url);
  const later = sameService.find((other) => other.status !== 'planned' && Date.parse(other.updatedAt) > made);
  if (later) return `job ${later.id} wrote to ${job.environment.name} after this plan was made`;
  // A job still marked running may be writing now, or may just have stopped: its runner lets the create lock go
  // before it saves its last status, so its updatedAt can still be older than this plan.
  const running = sameService.find((other) => WRITING_STATUSES.has(other.status));
  if (running) return `job ${running.id} was still writing to ${job.environment.name}`;
  if (unreadable.length > 0)
    return `job ${unreadable[0]} cannot be read, so whether it wrote to ${job.environment.name} is unknown`;
  if (now - made > STALE_PLAN_MS) return `the plan was made ${Math.round((now - made) / 60000)} minutes ago`;
  return null;
}

/**
 * Looks the pending creates up; each whose user now exists gets a "failed" event (not created,
 * reported with the user_id) instead of a second user.
 */
export async function recheckCreates(
  rows: readonly PlannedRow[],
  why: string,
  client: ApiClient,
  match: JobFile['settings']['match'],
  ctx: RequestContext,
): Promise<RowEvent[]> {
  const values = rows.flatMap((row) => (row.matchValue === null ? [] : [row.matchValue]));
  if (values.length === 0) return [];
  const found = await lookUpUsers(client, match, values, ctx);
  const at = new Date().toISOString();
  return rows.flatMap((row): RowEvent[] => {
    const users = row.matchValue === null ? [] : (found.found.get(row.matchValue) ?? []);
    if (users.length === 0) return [];
    const ids = users.map((user) => user.user_id).join(', ');
    const reason = `Already on the service as user ${ids}, so not created again (the creates were checked before sending because ${why}). Import the file again to update it.`;
    return [{ e: 'failed', i: row.index, at, code: 'conflict', reason, retryable: false }];
  });
}

/**
 * After a run that stopped without closing its journal, the rows whose outcome is missing are
 * looked up all at once: a line lost with the page cache may have been a create that went out.
 * A row whose user is there (exactly one) is settled as created by the job; several users are a
 * conflict to check on the service.
 */
export async function settleAfterInterruption(
  rows: readonly PlannedRow[],
  client: ApiClient,
  match: JobFile['settings']['match'],
  ctx: RequestContext,
  progress: readonly RowProgress[] = [],
): Promise<RowEvent[]> {
  const values = rows.flatMap((row) => (row.matchValue === null ? [] : [row.matchValue]));
  if (values.length === 0) return [];
  const found = await lookUpUsers(client, match, values, ctx);
  const at = new Date().toISOString();
  return rows.flatMap((row): RowEvent[] => {
    const users = row.matchValue === null ? [] : (found.found.get(row.matchValue) ?? []);
    if (users.length === 0) return [];
    if (users.length > 1) {
      const ids = users.map((user) => user.user_id).join(', ');
      const reason =
        `After an interrupted run, ${users.length} users hold this ${match} (user_id ${ids}): ` +
        'check them on the service.';
      return [{ e: 'failed', i: row.index, at, code: 'conflict', reason, retryable: false }];
    }
    const how =
      progress[row.index]?.state === 'sent'
        ? 'found on the service after an interrupted send'
        : 'found on the service after an interrupted run (its outcome was not in the journal)';
    return [{ e: 'done', i: row.index, at, outcome: 'created', userId: users[0]!.user_id, how }];
  });
}
