import { AppError } from '../../../src-shared/errors';

export type ApiErrorCode = 'key-refused' | 'not-found' | 'rejected' | 'rate-limited' | 'server-error' | 'network' | 'timeout' | 'cancelled';

export interface ApiErrorInit {
  status?: number;
  /** From Retry-After (seconds or an HTTP date), for 429 and 503. */
  retryAfterMs?: number;
  /** What the service said, with the key blanked out. */
  serviceMessage?: string;
  /** True when the request may have reached the service and been carried out (timeout, reset after sending). */
  outcomeUnknown?: boolean;
  details?: string[];
}

/** A failed call to the service, in one of a few kinds the UI and the CLI explain in plain words. Never holds the key. */
export class ApiError extends AppError {
  declare readonly code: ApiErrorCode;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly serviceMessage?: string;
  readonly outcomeUnknown: boolean;

  constructor(code: ApiErrorCode, message: string, init: ApiErrorInit = {}) {
    super(code, message, init.details);
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
