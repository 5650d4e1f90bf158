// Capped exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And
// Jitter"): spreads the retries of many concurrent requests instead of sending them in waves.

export interface BackoffPolicy {
  /** Delay ceiling for the first retry. */
  baseMs: number;
  /** No delay above this, however many attempts. */
  capMs: number;
  /** Attempts in all (the first send included) before a row fails. */
  maxAttempts: number;
}

export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 250, capMs: 15_000, maxAttempts: 8 };

/** Delay before retry number `retry` (1 = the first retry): uniform in [0, min(cap, base * 2^(retry-1))]. */
export function backoffDelay(retry: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, retry - 1));
  return Math.floor(random() * ceiling);
}
