// jobs/requests: one request to the service, paced by the throttle (rate-limiter, one per
// environment), retried with backoff, and what a failed one means for the job (failure).
//
// One request through the throttle, and the retry loop for requests that are safe to repeat.
import { AppError } from '../../../../src-shared/errors';
import { backoffDelay, type BackoffPolicy } from './backoff';
import { classifyFailure, type Failure } from './failure';
import type { AdaptiveLimiter, Permit } from './rate-limiter';
import { sleep } from './sleep';

export interface RequestContext {
  limiter: AdaptiveLimiter;
  backoff: BackoffPolicy;
  signal?: AbortSignal;
  random?: () => number;
  /** Called once per failed attempt (for the progress "recent errors" and the log). */
  onFailedAttempt?: (failure: Failure) => void;
}

/** 429s in a row after which a row gives up (each waits Retry-After, so this is minutes). */
export const MAX_THROTTLED_ATTEMPTS = 60;

export type Sent<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/**
 * Sends once when the limiter allows; tells the limiter about 429s and answers. `onSending` runs
 * once the permit is held, just before the request leaves: a write is journaled as sent only
 * then, so a stop during the wait for the permit leaves no row in an unknown state. When it
 * answers a promise, the request leaves once it resolves (the intent line is on the disk).
 */
export async function sendOnce<T>(
  ctx: RequestContext,
  call: () => Promise<T>,
  onSending?: () => void | Promise<void>,
): Promise<Sent<T>> {
  const permit = await ctx.limiter.acquire(ctx.signal);
  try {
    // A journal that cannot be written is the app's fault, not the request's: it is thrown as is.
    // A write waits here until its intent line is on the disk (journal.ts, group commit).
    await onSending?.();
  } catch (error) {
    permit.release();
    throw error;
  }
  return sendWithPermit(ctx, permit, call);
}

/**
 * As sendOnce for a write whose intent line must be on the disk before it leaves, with the line
 * written and flushed before the turn is asked for: the flush overlaps the requests in flight
 * (the engine runs more rows than requests in flight), instead of holding a turn while the disk
 * works. When no turn comes (a stop), `withdraw` journals that the write did not leave.
 */
export async function sendJournaledFirst<T>(
  ctx: RequestContext,
  call: () => Promise<T>,
  intent: () => Promise<void>,
  withdraw: () => void,
): Promise<Sent<T>> {
  await intent();
  let permit: Permit;
  try {
    permit = await ctx.limiter.acquire(ctx.signal);
  } catch (error) {
    withdraw();
    throw error;
  }
  return sendWithPermit(ctx, permit, call);
}

async function sendWithPermit<T>(ctx: RequestContext, permit: Permit, call: () => Promise<T>): Promise<Sent<T>> {
  try {
    permit.sent();
    const value = await call();
    ctx.limiter.onAnswered();
    return { ok: true, value };
  } catch (error) {
    const failure = classifyFailure(error);
    if (failure.kind === 'throttled') ctx.limiter.onThrottled(failure.retryAfterMs);
    else ctx.limiter.onAnswered();
    ctx.onFailedAttempt?.(failure);
    return { ok: false, failure };
  } finally {
    permit.release();
  }
}

/** Tracks one row's attempts: how long to wait before the next, and when to give up. */
export class AttemptBudget {
  #faults = 0;
  #throttled = 0;
  constructor(private readonly ctx: RequestContext) {}

  /** Waits before the next attempt; false when the row should give up instead. */
  async next(failure: Failure): Promise<boolean> {
    if (failure.kind === 'throttled') {
      // The limiter already holds every send until Retry-After; nothing more to wait here.
      return ++this.#throttled < MAX_THROTTLED_ATTEMPTS;
    }
    if (failure.kind !== 'transient') return false;
    this.#faults++;
    if (this.#faults >= this.ctx.backoff.maxAttempts) return false;
    await sleep(backoffDelay(this.#faults, this.ctx.backoff, this.ctx.random), this.ctx.signal);
    return true;
  }
}

/** For reads (and other repeatable requests): retries 429s and faults, throws the last failure. */
export async function withRetries<T>(ctx: RequestContext, call: () => Promise<T>): Promise<T> {
  const budget = new AttemptBudget(ctx);
  for (;;) {
    const sent = await sendOnce(ctx, call);
    if (sent.ok) return sent.value;
    if (!(await budget.next(sent.failure))) throw new FailedRequest(sent.failure);
  }
}

/** A request that failed for good, with what the engine needs to record it. */
export class FailedRequest extends AppError {
  constructor(readonly failure: Failure) {
    super(failure.code, failure.message);
  }
}
