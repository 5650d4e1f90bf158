// What a failed request means for the job: wait and retry, give the row up, or stop the job.
import { isAppError, type ErrorCode } from '../../../../src-shared/errors';
import { isApiError } from '../../api/errors';

export type FailureKind =
  | 'throttled' // 429: not carried out; wait for Retry-After and slow down
  | 'transient' // 5xx, 408, timeout, reset: retry after a backoff
  | 'permanent' // the service refused this row (400, 404, 422...): retrying cannot help
  | 'fatal' // the key is refused: every row would fail the same way, so the job stops
  | 'cancelled';

export interface Failure {
  kind: FailureKind;
  code: ErrorCode;
  message: string;
  status?: number;
  retryAfterMs?: number;
  /** The request may have been carried out (answer lost, or a 5xx after it reached the service). */
  mayHaveHappened: boolean;
}

export function classifyFailure(error: unknown): Failure {
  if ((error instanceof Error && error.name === 'AbortError') || (isAppError(error) && error.code === 'cancelled')) {
    return { kind: 'cancelled', code: 'cancelled', message: 'Stopped before an answer came.', mayHaveHappened: true };
  }
  if (!isAppError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'transient', code: 'network', message: `The request failed: ${message}`, mayHaveHappened: true };
  }
  const status = isApiError(error) ? error.status : undefined;
  const retryAfterMs = isApiError(error) ? error.retryAfterMs : undefined;
  const outcomeUnknown = isApiError(error) && error.outcomeUnknown;
  const base = {
    code: error.code,
    message: error.message,
    ...(status !== undefined ? { status } : {}),
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  };
  if (status === 429 || error.code === 'rate-limited') return { ...base, kind: 'throttled', mayHaveHappened: false };
  if (error.code === 'key-refused' || error.code === 'no-key' || error.code === 'no-keychain')
    return { ...base, kind: 'fatal', mayHaveHappened: false };
  // A redirect away (a moved service, http to https): every row would meet it, and none was carried out.
  if (isApiError(error) && error.redirectedTo !== undefined) return { ...base, kind: 'fatal', mayHaveHappened: false };
  if (
    status === 408 ||
    (status !== undefined && status >= 500) ||
    ['server-error', 'network', 'timeout'].includes(error.code)
  ) {
    // A 5xx is an answer, but a service may have done the work before failing: a create is
    // looked up before it is sent again, whatever the service promises.
    return { ...base, kind: 'transient', mayHaveHappened: outcomeUnknown || status === undefined || status >= 500 };
  }
  return { ...base, kind: 'permanent', mayHaveHappened: outcomeUnknown };
}
