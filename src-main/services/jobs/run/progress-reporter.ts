// Turns row events into `jobs.progress` payloads, a few per second at most (one per row would
// flood the window with thousands of messages a minute).
import type { JobProgress, JobStatus } from '../../../../src-shared/bridge/jobs';
import type { AdaptiveLimiter } from '../requests/rate-limiter';
import type { RowProgress } from '../store/replay';

/** At most one progress event per this many milliseconds while a job runs. */
export const PROGRESS_EVERY_MS = 250;
const RECENT_ERRORS = 5;
const ETA_WINDOW_MS = 10_000;

export class ProgressReporter {
  #timer: NodeJS.Timeout | undefined;
  #lastAt = 0;
  readonly #settledAt: number[] = [];
  readonly #recentErrors: { rowNumber: number; message: string }[] = [];
  status: JobStatus = 'running';

  constructor(
    private readonly jobId: string,
    private readonly rows: readonly { rowNumber: number; op?: unknown }[],
    private readonly progress: readonly RowProgress[],
    private readonly limiter: AdaptiveLimiter,
    private readonly emit: (payload: JobProgress) => void,
  ) {}

  /** A row reached an end state (done or failed). */
  rowSettled(index: number): void {
    this.#settledAt.push(Date.now());
    const row = this.progress[index];
    if (row?.state === 'failed') {
      this.#recentErrors.push({ rowNumber: this.rows[index]?.rowNumber ?? 0, message: row.message });
      if (this.#recentErrors.length > RECENT_ERRORS) this.#recentErrors.shift();
    }
    this.schedule();
  }

  schedule(): void {
    if (this.#timer) return;
    const wait = Math.max(0, this.#lastAt + PROGRESS_EVERY_MS - Date.now());
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      this.flush();
    }, wait);
    this.#timer.unref?.();
  }

  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#lastAt = Date.now();
    this.emit(this.snapshot());
  }

  snapshot(): JobProgress {
    let total = 0;
    let done = 0;
    const counts = { created: 0, updated: 0, unchanged: 0, failed: 0 };
    this.rows.forEach((row, i) => {
      if (!row.op) return;
      total++;
      const state = this.progress[i]?.state;
      if (state === 'created' || state === 'updated' || state === 'unchanged' || state === 'failed') {
        done++;
        counts[state]++;
      }
    });
    return {
      jobId: this.jobId,
      status: this.status,
      done,
      total,
      ...counts,
      currentRate: round(this.limiter.observedRate()),
      rateLimit: this.limiter.rate === null ? null : round(this.limiter.rate),
      etaSeconds: this.#eta(total - done),
      recentErrors: [...this.#recentErrors],
      ...this.#waiting(),
    };
  }

  /** A wait for the service's Retry-After in force: said, so a long silence is never unexplained. */
  #waiting(): Pick<JobProgress, 'waitingUntil' | 'waitAskedSeconds'> {
    const hold = this.status === 'running' ? this.limiter.hold() : null;
    return hold ? { waitingUntil: hold.until.toISOString(), waitAskedSeconds: Math.round(hold.askedMs / 1000) } : {};
  }

  #eta(remaining: number): number | null {
    if (remaining === 0) return 0;
    const now = Date.now();
    while (this.#settledAt.length > 0 && this.#settledAt[0]! < now - ETA_WINDOW_MS) this.#settledAt.shift();
    if (this.#settledAt.length < 2) return null;
    const perSecond = (this.#settledAt.length * 1000) / Math.max(1000, now - this.#settledAt[0]!);
    return Math.ceil(remaining / perSecond);
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
