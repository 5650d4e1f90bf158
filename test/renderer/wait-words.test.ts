import { describe, expect, it } from 'vitest';
import { waitWords } from '../../src-renderer/src/lib/wait-words';

const NOW = Date.parse('2026-11-26T14:00:00Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

describe('waitWords', () => {
  it('says nothing when no wait is going on, or when it is over', () => {
    expect(waitWords(null, NOW)).toBeNull();
    expect(waitWords({}, NOW)).toBeNull();
    expect(waitWords({ waitingUntil: at(-5), waitAskedSeconds: 10 }, NOW)).toBeNull();
  });

  it('names the wait the service asked for and when the next try is', () => {
    const words = waitWords({ waitingUntil: at(30), waitAskedSeconds: 30 }, NOW)!;
    expect(words).toContain('asked to wait 30 s');
    expect(words).toContain(new Date(NOW + 30_000).toLocaleTimeString('en-GB', { hour12: false }));
    expect(words).toContain('pause the job');
  });

  it('says when the wait asked for is longer than the job will wait (Retry-After: 3600, capped)', () => {
    const words = waitWords({ waitingUntil: at(300), waitAskedSeconds: 3600 }, NOW)!;
    expect(words).toContain('asked to wait 1 h; the job waits 5 min at most');
  });
});
