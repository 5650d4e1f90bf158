// The job engine's throttle: a concurrency limit, evenly spaced sends at a rate R, and a hard
// guarantee of at most floor(R) sends in any sliding one-second window (fixed-window limiters
// were measured sending up to 1.48x their rate inside one second). The rate adapts: a 429 holds
// every send until Retry-After and halves the rate (multiplicative decrease); each calm second
// after that adds a small step back (additive increase), never above the ceiling asked for.

import { sleep } from './sleep';

/** A granted send: say when it really left, and when its answer is in. */
export interface Permit {
  sent(): void;
  release(): void;
}

export interface LimiterOptions {
  /** Requests per second asked for; null = no rate cap (concurrency only). */
  rate: number | null;
  concurrency: number;
  /** The rate never drops below this after 429s. */
  minRate?: number;
  /** The longest a Retry-After is obeyed; a longer one is cut to this (default DEFAULT_MAX_WAIT_MS). */
  maxWaitMs?: number;
  now?: () => number;
}

const DECREASE_FACTOR = 0.5;
/** 429s arriving within this long of a decrease are the same overload: one decrease only. */
const DECREASE_QUIET_MS = 1000;
/** How often the rate may step up again after a decrease. */
const INCREASE_EVERY_MS = 1000;
/** Step up per calm second, as a share of the rate at the last decrease. */
const INCREASE_SHARE = 0.05;
const RATE_WINDOW_MS = 1000;
/**
 * The window guard waits this much longer than one second: a request leaves a few event-loop
 * turns after its moment, and the service must still see no more than R in any second.
 */
const WINDOW_MARGIN_MS = 5;
const OBSERVED_WINDOW_MS = 3000;
/** A service asking for an hour's pause is asked again after this long (the person sees both). */
export const DEFAULT_MAX_WAIT_MS = 5 * 60 * 1000;

/** A wait for Retry-After in force: until when (wall clock), and how long the service asked for. */
export interface Hold {
  until: Date;
  askedMs: number;
}

export class AdaptiveLimiter {
  #ceiling: number | null;
  #concurrency: number;
  readonly #minRate: number;
  readonly #now: () => number;
  #rate: number | null;
  #inFlight = 0;
  readonly #waitingForSlot: (() => void)[] = [];
  /** Sends are given their moment one at a time, in arrival order. */
  #turn: Promise<void> = Promise.resolve();
  /** Theoretical time of the next send (even spacing). */
  #nextAt = 0;
  /** Sends wait until then (a Retry-After). Not 0: the clock, performance.now(), is near 0 in a young process. */
  #holdUntil = -Infinity;
  /**
   * Send times of the last floor(rate) sends, oldest first: the sliding-window guard. Each is the
   * moment given, moved to the moment the request really left when the caller says so (Permit.sent).
   */
  #window: { at: number }[] = [];
  /** Send times of the last few seconds, for the observed rate. */
  #recent: number[] = [];
  #lastDecreaseAt = -Infinity;
  #lastIncreaseAt = -Infinity;
  #increaseStep = 1;
  #throttledCount = 0;
  #maxWaitMs: number;
  #askedMs = 0;
  readonly #holdListeners = new Set<() => void>();

  constructor(options: LimiterOptions) {
    if (options.rate !== null && !(options.rate > 0))
      throw new RangeError('The rate must be above 0 requests per second.');
    if (!(options.concurrency >= 1)) throw new RangeError('The concurrency must be at least 1.');
    this.#ceiling = options.rate;
    this.#rate = options.rate;
    this.#concurrency = Math.floor(options.concurrency);
    this.#minRate = options.minRate ?? 0.5;
    this.#now = options.now ?? (() => performance.now());
    this.#maxWaitMs = options.maxWaitMs ?? DEFAULT_MAX_WAIT_MS;
  }

  /** A new cap also shortens a wait already in force to at most that long from now. */
  set maxWaitMs(ms: number) {
    this.#maxWaitMs = Math.max(0, ms);
    this.#holdUntil = Math.min(this.#holdUntil, this.#now() + this.#maxWaitMs);
  }

  get maxWaitMs(): number {
    return this.#maxWaitMs;
  }

  /** The wait for Retry-After in force now, or null. */
  hold(): Hold | null {
    const left = this.#holdUntil - this.#now();
    return left > 0 ? { until: new Date(Date.now() + left), askedMs: this.#askedMs } : null;
  }

  /** Called each time a 429 starts or lengthens a wait; answers a function that stops listening. */
  onHold(listener: () => void): () => void {
    this.#holdListeners.add(listener);
    return () => this.#holdListeners.delete(listener);
  }

  /** The rate asked for; null = no cap. */
  get ceiling(): number | null {
    return this.#ceiling;
  }

  get concurrency(): number {
    return this.#concurrency;
  }

  /**
   * New settings for the next job on the same environment. The send history stays, so the
   * service never sees more than the rate across the switch; a rate lowered by 429s stays
   * lowered (capped by the new ceiling).
   */
  reconfigure(rate: number | null, concurrency: number): void {
    if (rate !== null && !(rate > 0)) throw new RangeError('The rate must be above 0 requests per second.');
    const lowered = this.#rate !== this.#ceiling && this.#rate !== null;
    this.#ceiling = rate;
    this.#rate = rate === null ? (lowered ? this.#rate : null) : lowered ? Math.min(rate, this.#rate!) : rate;
    this.#concurrency = Math.max(1, Math.floor(concurrency));
    while (this.#inFlight < this.#concurrency && this.#waitingForSlot.length > 0) this.#waitingForSlot.shift()?.();
  }

  /** The rate in force now (lower than the ceiling after 429s); null = no cap. */
  get rate(): number | null {
    return this.#rate;
  }

  get throttledCount(): number {
    return this.#throttledCount;
  }

  /** Sends per second over the last few seconds. */
  observedRate(): number {
    const now = this.#now();
    this.#forgetOld(now);
    if (this.#recent.length === 0) return 0;
    const span = Math.min(OBSERVED_WINDOW_MS, Math.max(RATE_WINDOW_MS, now - this.#recent[0]!));
    return (this.#recent.length * 1000) / span;
  }

  /**
   * Waits for a free concurrency slot and then for this request's moment to be sent. Call
   * `sent()` just before the request goes out and `release()` when its answer is in (or it failed).
   */
  async acquire(signal?: AbortSignal): Promise<Permit> {
    await this.#takeConcurrencySlot(signal);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.#inFlight--;
      this.#waitingForSlot.shift()?.();
    };
    try {
      const entry = await this.#waitForSendMoment(signal);
      return {
        release,
        sent: () => {
          // Event-loop delays between the moment given and the real send count against the window.
          if (entry) entry.at = Math.max(entry.at, this.#now());
        },
      };
    } catch (error) {
      release();
      throw error;
    }
  }

  #waitForSendMoment(signal?: AbortSignal): Promise<{ at: number } | undefined> {
    const mine = this.#turn.then(() => this.#waitMyTurn(signal));
    this.#turn = mine.then(
      () => {},
      () => {},
    );
    return mine;
  }

  /** A 429: hold every send for Retry-After and lower the rate once per overload. */
  onThrottled(retryAfterMs: number | undefined): void {
    const now = this.#now();
    this.#throttledCount++;
    if (retryAfterMs !== undefined && retryAfterMs > 0) {
      const until = now + Math.min(retryAfterMs, this.#maxWaitMs);
      if (until > this.#holdUntil + 1000) {
        this.#holdUntil = until;
        this.#askedMs = retryAfterMs;
        for (const listener of this.#holdListeners) listener();
      } else this.#holdUntil = Math.max(this.#holdUntil, until);
    }
    if (now - this.#lastDecreaseAt < DECREASE_QUIET_MS) return;
    const from = this.#rate ?? Math.max(this.#minRate, this.observedRate());
    this.#rate = Math.max(this.#minRate, from * DECREASE_FACTOR);
    this.#increaseStep = Math.max(0.5, from * INCREASE_SHARE);
    this.#lastDecreaseAt = now;
    this.#lastIncreaseAt = now;
    this.#window = this.#window.slice(-this.#windowSize());
  }

  /** An answer that was not a 429: after a calm second, step the rate up again. */
  onAnswered(): void {
    if (this.#rate === null || this.#rate === this.#ceiling) return;
    const now = this.#now();
    if (now - this.#lastIncreaseAt < INCREASE_EVERY_MS || now - this.#lastDecreaseAt < INCREASE_EVERY_MS) return;
    this.#lastIncreaseAt = now;
    const next = this.#rate + this.#increaseStep;
    this.#rate = this.#ceiling === null ? next : Math.min(this.#ceiling, next);
  }

  async #takeConcurrencySlot(signal?: AbortSignal): Promise<void> {
    while (this.#inFlight >= this.#concurrency) {
      signal?.throwIfAborted();
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const at = this.#waitingForSlot.indexOf(wake);
          if (at >= 0) this.#waitingForSlot.splice(at, 1);
          reject(signal?.reason ?? new Error('aborted'));
        };
        const wake = () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        };
        this.#waitingForSlot.push(wake);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    }
    this.#inFlight++;
  }

  async #waitMyTurn(signal?: AbortSignal): Promise<{ at: number } | undefined> {
    for (;;) {
      signal?.throwIfAborted();
      const now = this.#now();
      const at = this.#earliestSend(now);
      if (at <= now) return this.#recordSend(now);
      await sleep(at - now, signal);
    }
  }

  #earliestSend(now: number): number {
    let at = Math.max(now, this.#holdUntil);
    if (this.#rate === null) return at;
    at = Math.max(at, this.#nextAt);
    const size = this.#windowSize();
    if (this.#window.length >= size)
      at = Math.max(at, this.#window[this.#window.length - size]!.at + RATE_WINDOW_MS + WINDOW_MARGIN_MS);
    return at;
  }

  #recordSend(now: number): { at: number } | undefined {
    this.#recent.push(now);
    if (this.#recent.length > 256) this.#forgetOld(now);
    if (this.#rate === null) return undefined;
    const interval = 1000 / this.#rate;
    // Keep the even grid when a timer fires a little late, instead of drifting slower.
    this.#nextAt = Math.max(this.#nextAt, now - interval) + interval;
    const entry = { at: now };
    this.#window.push(entry);
    const size = this.#windowSize();
    if (this.#window.length > size) this.#window.splice(0, this.#window.length - size);
    return entry;
  }

  #windowSize(): number {
    return Math.max(1, Math.floor(this.#rate ?? 1));
  }

  #forgetOld(now: number): void {
    let drop = 0;
    while (drop < this.#recent.length && this.#recent[drop]! < now - OBSERVED_WINDOW_MS) drop++;
    if (drop > 0) this.#recent.splice(0, drop);
  }
}
