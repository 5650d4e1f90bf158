// One throttle per environment: the service's limit is per key, whatever job is sending.
import { AdaptiveLimiter } from './rate-limiter';

export class EnvironmentLimiters {
  readonly #limiters = new Map<string, AdaptiveLimiter>();

  /** The environment's limiter, set to the job's rate and concurrency. */
  for(environment: { name: string; url: string }, rate: number | null, concurrency: number): AdaptiveLimiter {
    const key = `${environment.name}\n${environment.url}`;
    const existing = this.#limiters.get(key);
    if (existing) {
      existing.reconfigure(rate, concurrency);
      return existing;
    }
    const limiter = new AdaptiveLimiter({ rate, concurrency });
    this.#limiters.set(key, limiter);
    return limiter;
  }
}
