// A Retry-After is obeyed up to a cap (issue 25, item 7): the wait is announced, and a new cap
// shortens a wait already in force.
import { describe, expect, it } from 'vitest';
import { AdaptiveLimiter, DEFAULT_MAX_WAIT_MS } from '../../../src-main/services/jobs/requests/rate-limiter';
import { describeWait } from '../../../src-main/cli/run-job-in-terminal';

describe('the Retry-After cap', () => {
  it('holds sends for the cap, not the hour asked, and tells its listeners once per new wait', async () => {
    const limiter = new AdaptiveLimiter({ rate: null, concurrency: 2, maxWaitMs: 150 });
    let told = 0;
    limiter.onHold(() => told++);
    limiter.onThrottled(3_600_000);
    limiter.onThrottled(3_600_000); // the same wait, asked again by a request in flight
    expect(told).toBe(1);
    const hold = limiter.hold()!;
    expect(hold.askedMs).toBe(3_600_000);
    expect(hold.until.getTime() - Date.now()).toBeLessThanOrEqual(150);
    const started = Date.now();
    (await limiter.acquire()).release();
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('defaults to five minutes, and a lower cap set later shortens the wait in force', () => {
    const limiter = new AdaptiveLimiter({ rate: 10, concurrency: 1 });
    expect(limiter.maxWaitMs).toBe(DEFAULT_MAX_WAIT_MS);
    limiter.onThrottled(3_600_000);
    expect(limiter.hold()!.until.getTime() - Date.now()).toBeGreaterThan(DEFAULT_MAX_WAIT_MS - 1000);
    limiter.maxWaitMs = 1000;
    expect(limiter.hold()!.until.getTime() - Date.now()).toBeLessThanOrEqual(1000);
  });

  it('says in words what the terminal shows', () => {
    const until = new Date(Date.now() + 300_000).toISOString();
    expect(describeWait('20260101-000000-ab12', until, 3600)).toMatch(
      /^The service asked to wait 3600 s \(Retry-After\); waiting 30\d s at most: next try at \d\d:\d\d:\d\d UTC\. Ctrl-C pauses the job; resume it later with: alumni-loader jobs resume 20260101-000000-ab12$/,
    );
  });
});
