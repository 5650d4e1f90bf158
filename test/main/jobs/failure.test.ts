import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src-shared/errors';
import { ApiError } from '../../../src-main/services/api/errors';
import { classifyFailure } from '../../../src-main/services/jobs/requests/failure';

describe('what a failed request means for a job', () => {
  it('429: throttled, with the Retry-After the client read, and known not to have happened', () => {
    const failure = classifyFailure(
      new ApiError('rate-limited', 'Too many requests.', { status: 429, retryAfterMs: 2000 }),
    );
    expect(failure).toMatchObject({ kind: 'throttled', retryAfterMs: 2000, mayHaveHappened: false });
  });

  it('5xx, 408, timeouts and resets: retried; a 5xx or a lost answer may have done the work', () => {
    expect(classifyFailure(new ApiError('server-error', 'Boom.', { status: 503 }))).toMatchObject({
      kind: 'transient',
      mayHaveHappened: true,
    });
    expect(classifyFailure(new ApiError('timeout', 'Slow.', { outcomeUnknown: true }))).toMatchObject({
      kind: 'transient',
      mayHaveHappened: true,
    });
    expect(classifyFailure(new ApiError('network', 'Reset.', { outcomeUnknown: true }))).toMatchObject({
      kind: 'transient',
      mayHaveHappened: true,
    });
    expect(classifyFailure(new ApiError('rejected', 'Request timeout.', { status: 408 }))).toMatchObject({
      kind: 'transient',
    });
  });

  it('400 and other 4xx: the row fails with the service message, no retry', () => {
    expect(
      classifyFailure(new ApiError('rejected', 'email is already used by user 5.', { status: 400 })),
    ).toMatchObject({ kind: 'permanent', message: 'email is already used by user 5.' });
    expect(classifyFailure(new ApiError('not-found', 'No user 9.', { status: 404 }))).toMatchObject({
      kind: 'permanent',
    });
  });

  it('a refused key stops the job; a cancel is a cancel', () => {
    expect(classifyFailure(new ApiError('key-refused', 'Key refused.', { status: 401 })).kind).toBe('fatal');
    expect(classifyFailure(new AppError('cancelled', 'Stopped.')).kind).toBe('cancelled');
  });
});
