import { setTimeout as sleep } from 'node:timers/promises';
import { resolveFaults, type SandboxFaults } from './options';
import { seededRandom } from './random';

const WINDOW_MS = 1000;

/**
 * At most `limit` requests in any one-second window (a sliding log kept in a ring buffer).
 * Strict, unlike a fixed window that lets through up to twice the rate around a boundary.
 */
class SlidingWindow {
  readonly #times: number[];
  #next = 0;
  constructor(readonly limit: number) {
    this.#times = new Array<number>(limit).fill(-Infinity);
  }

  /** Records the request and returns 0, or the milliseconds until one more is allowed. */
  take(now: number): number {
    const oldest = this.#times[this.#next] as number;
    if (now - oldest < WINDOW_MS) return WINDOW_MS - (now - oldest);
    this.#times[this.#next] = now;
    this.#next = (this.#next + 1) % this.limit;
    return 0;
  }
}

/** The fault flags of the sandbox, changeable while it runs. Decisions follow the seed. */
export class FaultInjector {
  #faults: Required<SandboxFaults>;
  readonly #random: () => number;
  readonly #windows = new Map<string, SlidingWindow>();

  constructor(faults: Required<SandboxFaults>, seed: number) {
    this.#faults = faults;
    this.#random = seededRandom(seed ^ 0x5eed);
  }

  get current(): Required<SandboxFaults> {
    return { ...this.#faults };
  }

  set(faults: SandboxFaults): void {
    this.#faults = resolveFaults(faults, this.#faults);
    this.#windows.clear();
  }

  /** The added latency, with +/-50 % jitter. */
  async delay(): Promise<void> {
    const { latencyMs } = this.#faults;
    if (latencyMs > 0) await sleep(Math.round(latencyMs * (0.5 + this.#random())));
  }

  /** Seconds the caller must wait (for Retry-After), or 0 when the request may go on. */
  rateLimit(key: string, now = Date.now()): number {
    const limit = Math.floor(this.#faults.rateLimit);
    if (limit <= 0) return 0;
    let window = this.#windows.get(key);
    if (!window || window.limit !== limit) {
      window = new SlidingWindow(limit);
      this.#windows.set(key, window);
    }
    const waitMs = window.take(now);
    return waitMs === 0 ? 0 : Math.max(1, Math.ceil(waitMs / 1000));
  }

  /** 500 or 503 for a request to fail without being carried out, or undefined. */
  failure(): 500 | 503 | undefined {
    if (this.#faults.failRate <= 0 || this.#random() >= this.#faults.failRate) return undefined;
    return this.#random() < 0.5 ? 500 : 503;
  }

  /** Whether to destroy the connection after carrying the request out. */
  drop(): boolean {
    return this.#faults.dropRate > 0 && this.#random() < this.#faults.dropRate;
  }
}
