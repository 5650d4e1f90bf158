// A job with creates waits while another import creates users on the same environment
// (the job service's write guard). Both doors say it in this one sentence of the app's (the CLI's
// lock-wait-line.ts starts from it), so the start never looks stuck, and add how to stop the wait in
// their own terms. The wait itself is data (JobProgress.waitingForJob; decision 0007).
import type { JobProgress } from '../../../../src-shared/bridge/jobs';

export type LockWait = NonNullable<JobProgress['waitingForJob']>;

/** "14:02:03" in the reader's time zone, or the text as it came when it is no date. */
function clockTime(iso: string): string {
  const at = Date.parse(iso);
  return Number.isFinite(at) ? new Date(at).toLocaleTimeString('en-GB', { hour12: false }) : iso;
}

/** "Waiting for job X, which has been creating users on sandbox since 14:02:03 (...)": the start is not stuck. */
export function lockWaitWords(wait: LockWait, environment: string): string {
  const who = wait.jobId ? `job ${wait.jobId}` : 'another import';
  return (
    `Waiting for ${who}, which has been ${wait.activity ?? 'creating'} users on ${environment} since ${clockTime(wait.since)} ` +
    `(${wait.holder}). This job starts by itself when that one ends, and gives up at ${clockTime(wait.until)}.`
  );
}
