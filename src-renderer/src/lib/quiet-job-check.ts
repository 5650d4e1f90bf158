// A safety net under the event stream: a browser that reconnects misses what was sent meanwhile,
// so a running job whose progress has been quiet a while is asked for its status.

/** Without progress for this long, a running job's status is asked for. */
export const QUIET_MS = 5_000;

export class QuietJobCheck {
  readonly #ask: () => Promise<'watching' | 'done'>;
  readonly #quietMs: number;
  #timer: ReturnType<typeof setInterval> | undefined;
  #lastHeard = 0;

  /** `ask` reads the job's status and says whether it still runs. */
  constructor(ask: () => Promise<'watching' | 'done'>, quietMs = QUIET_MS) {
    this.#ask = ask;
    this.#quietMs = quietMs;
  }

  /** Progress arrived: the job is heard from. */
  heard(): void {
    this.#lastHeard = Date.now();
  }

  /** Whether nothing has been heard for the quiet time (an answer read meanwhile is older than the progress). */
  get quiet(): boolean {
    return Date.now() - this.#lastHeard >= this.#quietMs;
  }

  start(): void {
    this.stop();
    this.heard();
    this.#timer = setInterval(() => void this.#tick(), this.#quietMs);
  }

  stop(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
  }

  async #tick(): Promise<void> {
    if (!this.quiet) return;
    try {
      if ((await this.#ask()) === 'done') this.stop();
    } catch {
      // Asked again at the next tick; the job's own errors come with its progress and results.
    }
  }
}
