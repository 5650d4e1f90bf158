import { describe, expect, it } from 'vitest';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { maxInAnyWindow } from './sliding-window';

async function sendMany(limiter: AdaptiveLimiter, count: number, holdMs = 0): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const permit = await limiter.acquire();
      permit.sent();
      times.push(performance.now());
      if (holdMs > 0) await new Promise((r) => setTimeout(r, holdMs));
      permit.release();
    }),
  );
  return times.sort((a, b) => a - b);
}

describe('the adaptive rate limiter', () => {
  it('never lets more than R requests through in any sliding one-second window, and keeps close to R', async () => {
    const limiter = new AdaptiveLimiter({ rate: 40, concurrency: 64 });
    const started = performance.now();
    const times = await sendMany(limiter, 120);
    const seconds = (performance.now() - started) / 1000;
    expect(maxInAnyWindow(times)).toBeLessThanOrEqual(40);
    // 120 requests at 40/s: the first goes at once, the last about 2.975 s later.
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.4);
  });

  it('keeps at most `concurrency` requests in flight', async () => {
    const limiter = new AdaptiveLimiter({ rate: null, concurrency: 3 });
    let inFlight = 0;
    let most = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        const permit = await limiter.acquire();
        inFlight++;
        most = Math.max(most, inFlight);
        await new Promise((r) => setTimeout(r, 5));
        inFlight--;
        permit.release();
      }),
    );
    expect(most).toBe(3);
  });

  it('on a 429 holds every send for Retry-After and halves the rate, once per overload', async () => {
    const limiter = new AdaptiveLimiter({ rate: 100, concurrency: 8 });
    (await limiter.acquire()).release();
    limiter.onThrottled(300);
    limiter.onThrottled(300); // same overload: no second decrease
    expect(limiter.rate).toBe(50);
    const before = performance.now();
    (await limiter.acquire()).release();
    expect(performance.now() - before).toBeGreaterThanOrEqual(290);
    expect(limiter.throttledCount).toBe(2);
  });

  it('after a decrease, steps the rate back up slowly and never above the ceiling', () => {
    let now = 0;
    const limiter = new AdaptiveLimiter({ rate: 20, concurrency: 4, now: () => now });
    limiter.onThrottled(undefined);
    expect(limiter.rate).toBe(10);
    now += 500;
    limiter.onAnswered();
    expect(limiter.rate).toBe(10); // not within the first calm second
    now += 600;
    limiter.onAnswered();
    expect(limiter.rate).toBe(11); // +5 % of the rate before the decrease
    for (let i = 0; i < 30; i++) {
      now += 1000;
      limiter.onAnswered();
    }
    expect(limiter.rate).toBe(20);
  });

  it('with no cap, a 429 caps the rate at half of what was observed', async () => {
    const limiter = new AdaptiveLimiter({ rate: null, concurrency: 50 });
    await sendMany(limiter, 50);
    limiter.onThrottled(undefined);
    const capped = limiter.rate;
    expect(capped).not.toBeNull();
    expect(capped!).toBeGreaterThan(0);
    expect(capped!).toBeLessThanOrEqual(limiter.observedRate());
  });

  it('stops waiting when its signal is aborted, and frees the slot', async () => {
    const limiter = new AdaptiveLimiter({ rate: 1, concurrency: 1 });
    (await limiter.acquire()).release();
    const controller = new AbortController();
    const waiting = limiter.acquire(controller.signal);
    controller.abort(new Error('paused'));
    await expect(waiting).rejects.toThrow('paused');
    limiter.onThrottled(undefined);
  });
});
