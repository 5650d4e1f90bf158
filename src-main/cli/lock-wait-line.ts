// The one line the terminal prints when a job waits for another import's create lock
// (services/jobs/locks/create-lock-wait.ts), so a wait of minutes does not look like a hang.
import { lockWaitWords, type LockWait } from '../../src-renderer/src/lib/words/lock-wait-words';

/** The window's sentence, plus what Ctrl-C does here; with --json, one JSON event (for stderr) instead. */
export function lockWaitLine(jobId: string, wait: LockWait, environment: string, json: boolean): string {
  if (json) {
    const { jobId: waitingFor = null, ...when } = wait;
    return `${JSON.stringify({ event: 'waitingForJob', jobId, environment, waitingFor, ...when })}\n`;
  }
  return (
    `${lockWaitWords(wait, environment)} Ctrl-C stops the wait with nothing sent; ` +
    `start it later with: alumni-loader jobs resume ${jobId}\n`
  );
}
