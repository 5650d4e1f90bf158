// The environment-wide locks a run takes before it writes (write-guard.ts): one job at a time
// creates users on an environment, and one at a time updates them (an approval and an import, or
// a revert, on the same people never PUT a copy read before the other's write).
import type { JobProgress } from '../../../../src-shared/bridge/jobs';
import type { RowProgress } from '../store/replay';
import type { JobStore } from '../store/job-store';
import type { JobFile, PlannedRow } from '../types';
import { waitForCreateLock } from './create-lock-wait';
import type { RunLock } from './run-lock';
import { createsToRun, updatesToRun } from './write-guard';

/** The create lock, then the update lock, each only when the run has such writes to do; waits for each. */
export async function takeWriteLocks(
  store: JobStore,
  job: JobFile,
  plan: readonly PlannedRow[],
  progress: readonly RowProgress[],
  waitMs: number | undefined,
  emit: (payload: JobProgress) => void,
): Promise<RunLock[]> {
  const held: RunLock[] = [];
  try {
    const createLock = await waitForCreateLock(store, job, createsToRun(plan, progress), waitMs, emit);
    if (createLock) held.push(createLock);
    const updateLock = await waitForCreateLock(store, job, updatesToRun(plan, progress), waitMs, emit, 'updating');
    if (updateLock) held.push(updateLock);
    return held;
  } catch (error) {
    for (const lock of held.reverse()) lock.release();
    throw error;
  }
}
