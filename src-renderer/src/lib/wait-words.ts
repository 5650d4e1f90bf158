// A wait the service asked for (429 or 503 with Retry-After), in words for the Run step: never a
// silent stop. The engine caps the wait; the person learns when the next try is and may pause.
import type { JobProgress } from '../../../src-shared/bridge/jobs';

function duration(seconds: number): string {
  if (seconds < 90) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round(minutes / 6) / 10;
  return `${hours} h`;
}

/** "The service asked to wait 1 h; the job waits 5 min at most: next try at 14:05:09." or null. */
export function waitWords(
  progress: Pick<JobProgress, 'waitingUntil' | 'waitAskedSeconds'> | null,
  now: number,
): string | null {
  if (!progress?.waitingUntil) return null;
  const until = Date.parse(progress.waitingUntil);
  if (!Number.isFinite(until) || until <= now) return null;
  const left = Math.max(1, Math.round((until - now) / 1000));
  const at = new Date(until).toLocaleTimeString('en-GB', { hour12: false });
  const asked = progress.waitAskedSeconds;
  const cause =
    asked !== undefined && asked > left + 1
      ? `asked to wait ${duration(asked)}; the job waits ${duration(left)} at most`
      : `asked to wait ${duration(left)}`;
  return `The service is busy and ${cause}: next try at ${at}. You can pause the job and resume it later.`;
}
