import { ApiError } from './errors';
import { redactKey } from './redact-key';
import { parseRetryAfter } from './retry-after';

// Turns what went wrong on a call into an ApiError whose message names the environment's
// address and what to do next. The key never appears: service text is blanked where it echoes it.

/** The address to show: scheme, host and path only (no credentials, no query). */
export function displayAddress(baseUrl: string): string {
  try {
    const url = new URL(baseUrl);
    return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return '(an address that is not a valid URL)';
  }
}

export { redactKey } from './redact-key';

/**
 * The service's own words from an error body, whatever its shape: {message}, {error}, {errors: [...]}, or short plain
 * text.
 */
export function serviceMessageOf(bodyText: string, contentType: string | null): string | undefined {
  const text = bodyText.trim();
  if (text === '') return undefined;
  try {
    const body = JSON.parse(text) as unknown;
    const found = messageIn(body);
    if (found) return found.slice(0, 500);
  } catch {
    // not JSON: plain text below
  }
  if (/html/i.test(contentType ?? '') || text.startsWith('<')) return undefined;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function messageIn(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (Array.isArray(body)) return body.map(messageIn).filter(Boolean).join('; ') || undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  for (const name of ['message', 'detail', 'errors', 'error', 'msg']) {
    const found = messageIn(record[name]);
    if (found) return found;
  }
  return undefined;
}

export interface CallContext {
  baseUrl: string;
  apiKey: string;
  /** What the call was about, e.g. "user 1042", "the list of users". */
  subject: string;
  /** For calls about one record: how to name it when the service has none ("user 1042"). */
  record?: string;
  method: string;
  path: string;
}

function seconds(ms: number): string {
  const value = Math.max(1, Math.ceil(ms / 1000));
  return `${value} second${value === 1 ? '' : 's'}`;
}

export function failureFromStatus(call: CallContext, status: number, bodyText: string, headers: Headers): ApiError {
  const address = displayAddress(call.baseUrl);
  const said = serviceMessageOf(bodyText, headers.get('content-type'));
  const serviceMessage = said === undefined ? undefined : redactKey(said, call.apiKey);
  const base = serviceMessage === undefined ? { status } : { status, serviceMessage };
  if (status === 401 || status === 403) {
    return new ApiError(
      'key-refused',
      `The service at ${address} refused the key (HTTP ${status}). The key is wrong, or it belongs to the other environment (test and production keys differ). Store this environment's own key and try again.`,
      base,
    );
  }
  if (status === 404) {
    const message = call.record
      ? `The service at ${address} has no ${call.record} (HTTP 404). Check the number, and that this is the right environment.`
      : `The service at ${address} has no ${call.path} (HTTP 404). Check the environment's base address.`;
    return new ApiError('not-found', message, base);
  }
  if (status === 429) {
    const retryAfterMs = parseRetryAfter(headers.get('retry-after'));
    const wait = retryAfterMs === undefined ? 'a little' : seconds(retryAfterMs);
    return new ApiError(
      'rate-limited',
      `The service at ${address} asks to slow down: too many requests (HTTP 429). Wait ${wait} and try again.`,
      {
        ...base,
        ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
      },
    );
  }
  if (status >= 500) {
    const retryAfterMs = parseRetryAfter(headers.get('retry-after'));
    return new ApiError(
      'server-error',
      `The service at ${address} had a problem of its own (HTTP ${status}) with ${call.subject}. Try again later; if it keeps happening, tell the service's operator.`,
      { ...base, ...(retryAfterMs === undefined ? {} : { retryAfterMs }) },
    );
  }
  const reason = serviceMessage ? `: ${serviceMessage}` : ' without saying why';
  return new ApiError(
    'rejected',
    `The service at ${address} rejected ${call.subject} (HTTP ${status})${reason}. Correct the input and try again.`,
    base,
  );
}

/** Codes of failures that happen before the request leaves this machine: the service cannot have acted. */
const TLS_CODE =
  /^(CERT_|ERR_TLS_|ERR_SSL_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT|SELF_SIGNED_CERT_IN_CHAIN|HOSTNAME_MISMATCH)/;
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_INVALID_ARG',
]);

function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    const candidate = current as { code?: unknown; errors?: unknown[]; cause?: unknown };
    if (typeof candidate.code === 'string') return candidate.code;
    if (Array.isArray(candidate.errors) && candidate.errors.length > 0) current = candidate.errors[0];
    else current = candidate.cause;
  }
  return undefined;
}

const PLAIN_CAUSE: Record<string, string> = {
  ECONNREFUSED: 'nothing answers at that address (connection refused)',
  ENOTFOUND: 'the host name is unknown',
  EAI_AGAIN: 'the host name could not be looked up',
  EHOSTUNREACH: 'the host cannot be reached',
  ENETUNREACH: 'the network cannot be reached',
  UND_ERR_CONNECT_TIMEOUT: 'the connection could not be opened in time',
};

export interface Interruption {
  /** The clock ran out: before the answer began, or (with receivedBytes) in a silence of the body. */
  timedOut: boolean;
  /** The caller's signal aborted the request. */
  cancelled: boolean;
  timeoutMs: number;
  /** Set once the answer's body had begun to arrive: how much of it had. */
  receivedBytes?: number;
}

function amountOf(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${Math.round(bytes / 1000)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** A failure with no (complete) HTTP answer: refused, reset, timed out or cancelled. */
export function failureFromException(call: CallContext, error: unknown, how: Interruption): ApiError {
  const address = displayAddress(call.baseUrl);
  const writes = call.method !== 'GET';
  const maybeDone = writes
    ? ' It may or may not have been carried out: look the record up before sending it again.'
    : '';
  const midBody = how.receivedBytes !== undefined;
  if (how.timedOut && midBody) {
    return new ApiError(
      'timeout',
      `The service at ${address} stopped sending ${call.subject}: nothing more arrived for ${seconds(how.timeoutMs)} (after ${amountOf(how.receivedBytes ?? 0)}).${maybeDone || ' Try again later.'}`,
      { outcomeUnknown: true },
    );
  }
  if (how.timedOut) {
    return new ApiError(
      'timeout',
      `The service at ${address} did not answer about ${call.subject} within ${seconds(how.timeoutMs)}.${maybeDone || ' Try again later.'}`,
      {
        outcomeUnknown: true,
      },
    );
  }
  if (how.cancelled)
    return new ApiError('cancelled', `The request about ${call.subject} to ${address} was cancelled.${maybeDone}`, {
      outcomeUnknown: true,
    });
  const code = causeCode(error);
  const origin = code === undefined ? { cause: error } : { cause: error, networkCode: code };
  if (code && TLS_CODE.test(code)) {
    return new ApiError(
      'network',
      `The service at ${address} presented a certificate this computer does not trust (${code}), so nothing was sent. Check the address; if it is right, ask the service's operator about the certificate.`,
      { ...origin, outcomeUnknown: false },
    );
  }
  if (code && NOT_SENT.has(code)) {
    const why = PLAIN_CAUSE[code] ?? `the connection failed (${code})`;
    return new ApiError(
      'network',
      `Cannot reach the service at ${address}: ${why}. Check the environment's address and the network connection.`,
      {
        ...origin,
        outcomeUnknown: false,
      },
    );
  }
  return new ApiError(
    'network',
    `The connection to ${address} broke ${midBody ? `while ${call.subject} was arriving` : `before the answer about ${call.subject} arrived`}${code ? ` (${code})` : ''}.${maybeDone || ' Try again.'}`,
    { ...origin, outcomeUnknown: true },
  );
}
