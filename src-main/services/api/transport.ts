import { ApiError } from './errors';
import { displayAddress, failureFromException, failureFromStatus, type CallContext } from './failures';

export const DEFAULT_TIMEOUT_MS = 30_000;

export interface TransportOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface CallSpec {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the base address, e.g. /api/users/ */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  subject: string;
  record?: string;
}

export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when the body was empty. */
  body: unknown;
}

export type Send = (spec: CallSpec) => Promise<Answer>;

/**
 * One signal per request that aborts at the deadline or when the caller's signal does (what
 * AbortSignal.any([AbortSignal.timeout(ms), signal]) gives), released when the request ends so
 * a long-lived caller signal does not collect a listener per request.
 */
function abortAfter(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    release: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

function urlOf(baseUrl: string, path: string, query: CallSpec['query']): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.toString();
}

/** One JSON request with the key header and a timeout; every failure becomes an ApiError. */
export function createTransport(options: TransportOptions): Send {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const address = displayAddress(options.baseUrl);
  return async (spec) => {
    const call: CallContext = { baseUrl: options.baseUrl, apiKey: options.apiKey, subject: spec.subject, method: spec.method, path: spec.path };
    if (spec.record !== undefined) call.record = spec.record;
    const deadline = abortAfter(timeoutMs, options.signal);
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': options.apiKey };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(urlOf(options.baseUrl, spec.path, spec.query), {
        method: spec.method,
        headers,
        body: spec.body === undefined ? null : JSON.stringify(spec.body),
        signal: deadline.signal,
      });
      text = await response.text();
    } catch (error) {
      throw failureFromException(call, error, deadline.timedOut(), options.signal?.aborted ?? false, timeoutMs);
    } finally {
      deadline.release();
    }
    if (response.status < 200 || response.status >= 300) throw failureFromStatus(call, response.status, text, response.headers);
    if (text.trim() === '') return { status: response.status, body: undefined };
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw new ApiError('server-error', `The service at ${address} answered ${spec.subject} with something that is not JSON (HTTP ${response.status}). Check the environment's base address.`, {
        status: response.status,
      });
    }
  };
}
