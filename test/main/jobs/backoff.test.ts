import { describe, expect, it } from 'vitest';
import { backoffDelay, DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';

describe('capped exponential backoff with full jitter', () => {
  const policy = { baseMs: 100, capMs: 1000, maxAttempts: 8 };

  it('doubles the ceiling each retry and stops at the cap', () => {
    expect([1, 2, 3, 4, 5, 9].map((retry) => backoffDelay(retry, policy, () => 0.999999))).toEqual([
      99, 199, 399, 799, 999, 999,
    ]);
  });

  it('draws uniformly between zero and the ceiling', () => {
    expect(backoffDelay(3, policy, () => 0)).toBe(0);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(200);
    const draws = Array.from({ length: 2000 }, () => backoffDelay(4, policy));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(800);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(340);
    expect(mean).toBeLessThan(460);
  });

  it('keeps the default delays within 15 s', () => {
    expect(backoffDelay(30, DEFAULT_BACKOFF, () => 0.999999)).toBeLessThan(15_000);
  });
});
