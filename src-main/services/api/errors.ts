import { AppError } from '../../../src-shared/errors';

export type ApiErrorCode =
  'key-refused' | 'not-found' | 'rejected' | 'rate-limited' | 'server-error' | 'network' | 'timeout' | 'cancelled';

export interface ApiErrorInit {
  status?: number;
  /** From Retry-After (seconds or an HTTP date), for 429 and 503. */
  retryAfterMs?: number;
  /** What the service said, with the key blanked out. */
  serviceMessage?: string;
  /** True when the request may have reached the service and been carried out (timeout, reset after sending). */
  outcomeUnknown?: boolean;
  /** The system's code for a connection failure (ECONNREFUSED, CERT_HAS_EXPIRED, UND_ERR_SOCKET, ...). */
  networkCode?: string;
  /** Where a redirect that was not followed pointed (scheme, host and path). */
  redirectedTo?: string;
  /** The underlying failure, for code that walks the cause chain. It never holds the key. */
  cause?: unknown;
  details?: string[];
}

/**
 * A failed call to the service, in one of a few kinds the UI and the CLI explain in plain words. Never holds the key.
 */
export class ApiError extends AppError {
  declare readonly code: ApiErrorCode;
  readonly status?: number;
  readonly retryAfterMs?: number;
  readonly serviceMessage?: string;
  readonly outcomeUnknown: boolean;
  readonly networkCode?: string;
  readonly redirectedTo?: string;

  constructor(code: ApiErrorCode, message: string, init: ApiErrorInit = {}) {
    super(code, message, init.details);
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfterMs !== undefined) this.retryAfterMs = init.retryAfterMs;
    if (init.serviceMessage !== undefined) this.serviceMessage = init.serviceMessage;
    this.outcomeUnknown = init.outcomeUnknown ?? false;
    if (init.networkCode !== undefined) this.networkCode = init.networkCode;
    if (init.redirectedTo !== undefined) this.redirectedTo = init.redirectedTo;
    if (init.cause !== undefined)
      Object.defineProperty(this, 'cause', {
        value: init.cause,
        enumerable: false,
        configurable: true,
        writable: true,
      });
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
