import { ApiError } from './errors';
import { displayAddress, failureFromException, failureFromStatus, type CallContext } from './failures';
import { isRedirect, nextAddress } from './redirects';
import { createWholeRequest, Interrupted, type WholeAnswer } from './whole-request';
import type { IncomingHttpHeaders } from 'node:http';

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
 * One signal per request that aborts when its clock runs out or when the caller's signal does.
 * The clock gives the answer `timeoutMs` to begin (status and headers). A streamed body then gets
 * `timeoutMs` of silence at most per read: the clock runs only while the reader waits for bytes,
 * so a long download that keeps arriving is never cut, and time the reader spends on what it
 * already has is not held against the service. Released when the request ends, so a long-lived
 * caller signal does not collect a listener per request.
 */
function requestClock(timeoutMs: number, callerSignal: AbortSignal | undefined) {
  const controller = new AbortController();
  let phase: 'answer' | 'body' = 'answer';
  let expired: 'answer' | 'body' | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = phase;
      controller.abort(new DOMException('The request timed out.', 'TimeoutError'));
    }, timeoutMs);
  };
  start();
  const onCallerAbort = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) onCallerAbort();
  else callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    /** Which wait ran out, if one did. */
    expired: () => expired,
    /** The reader waits for the body's next bytes. */
    awaitingBytes: () => {
      phase = 'body';
      start();
    },
    /** Bytes arrived: the clock stops until the reader asks again. */
    bytesArrived: () => clearTimeout(timer),
    /** Drops the connection of a body that is no longer wanted. */
    abandon: () => controller.abort(new DOMException('The answer is no longer needed.', 'AbortError')),
    release: () => {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', onCallerAbort);
    },
  };
}

type RequestClock = ReturnType<typeof requestClock>;

function addressOf(baseUrl: string, path: string, query: CallSpec['query']): URL {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url;
}

const urlOf = (baseUrl: string, path: string, query: CallSpec['query']): string =>
  addressOf(baseUrl, path, query).toString();

/** Node's headers as a Headers object, for the failure words (only answers that failed need it). */
function headersOf(raw: IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
  }
  return headers;
}

export interface Transport {
  /** One JSON request, its answer read whole (the deadline covers the body too). */
  send: Send;
  /**
   * One request whose 2xx answer body is handed on chunk by chunk as it arrives, for lists too
   * big to hold. Nothing is sent until the first chunk is asked for; failures before and during
   * the body are ApiErrors, as with send. Stopping early drops the connection.
   */
  stream: (spec: CallSpec) => AsyncGenerator<Uint8Array>;
}

/** A read whose connection turned out closed before any answer is sent this many times at most. */
const READ_ATTEMPTS = 2;
const CLOSED_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

function isClosedConnection(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
  const found = typeof code === 'string' ? code : cause?.code;
  return typeof found === 'string' && CLOSED_CONNECTION_CODES.has(found);
}

/** The key header, a deadline and every failure as an ApiError, shared by both ways of reading. */
export function createTransport(options: TransportOptions): Transport {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const request = createWholeRequest(timeoutMs, options.signal);
  const address = displayAddress(options.baseUrl);

  function contextOf(spec: CallSpec): CallContext {
    const call: CallContext = {
      baseUrl: options.baseUrl,
      apiKey: options.apiKey,
      subject: spec.subject,
      method: spec.method,
      path: spec.path,
    };
    if (spec.record !== undefined) call.record = spec.record;
    return call;
  }

  /** received: bytes of the body read so far, when the body had begun. */
  function interrupted(call: CallContext, error: unknown, clock: RequestClock, received?: number): ApiError {
    const expired = clock.expired();
    return failureFromException(call, error, {
      timedOut: expired !== undefined,
      cancelled: options.signal?.aborted ?? false,
      timeoutMs,
      ...(received === undefined ? {} : { receivedBytes: received }),
    });
  }

  /** Sends the request; answers the response once its status and headers are in, 2xx only. */
  async function open(spec: CallSpec, call: CallContext, clock: RequestClock): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': options.apiKey };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let errorText = '';
    let url = urlOf(options.baseUrl, spec.path, spec.query);
    for (let attempt = 1, hops = 0; ; attempt++) {
      try {
        response = await fetch(url, {
          method: spec.method,
          headers,
          body: spec.body === undefined ? null : JSON.stringify(spec.body),
          signal: clock.signal,
          // Never on to another address with the key: see redirects.ts.
          redirect: 'manual',
        });
        if (response.status < 200 || response.status >= 300) errorText = await response.text();
      } catch (error) {
        // A read on a kept-alive connection the other end has since closed (a proxy's idle
        // timeout, a local service restarted on the same port) is safe to send again at once.
        const again =
          spec.method === 'GET' && attempt < READ_ATTEMPTS && !clock.signal.aborted && isClosedConnection(error);
        if (!again) throw interrupted(call, error, clock);
        continue;
      }
      if (!isRedirect(response.status)) break;
      url = nextAddress(call, url, response.status, response.headers.get('location'), hops++);
      attempt = 0;
    }
    if (response.status < 200 || response.status >= 300)
      throw failureFromStatus(call, response.status, errorText, response.headers);
    return response;
  }

  /** The answer to a request with its body read whole, 2xx only (a same-origin read redirect followed). */
  async function whole(spec: CallSpec, call: CallContext): Promise<WholeAnswer> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-api-key': options.apiKey };
    const body = spec.body === undefined ? undefined : JSON.stringify(spec.body);
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(body));
    }
    let url = addressOf(options.baseUrl, spec.path, spec.query);
    for (let attempt = 1, hops = 0; ; attempt++) {
      let answer: WholeAnswer;
      try {
        answer = await request(spec.method, url, headers, body);
      } catch (error) {
        const cause = error instanceof Interrupted ? error.cause : error;
        const timedOut = error instanceof Interrupted && error.timedOut;
        const cancelled = options.signal?.aborted ?? false;
        // A read on a kept-alive connection the other end has since closed (a proxy's idle
        // timeout, a local service restarted on the same port) is safe to send again at once.
        if (spec.method === 'GET' && attempt < READ_ATTEMPTS && !timedOut && !cancelled && isClosedConnection(cause))
          continue;
        throw failureFromException(call, cause, { timedOut, cancelled, timeoutMs });
      }
      if (isRedirect(answer.status)) {
        const location = answer.headers.location;
        url = new URL(nextAddress(call, url.toString(), answer.status, location ?? null, hops++));
        attempt = 0;
        continue;
      }
      if (answer.status < 200 || answer.status >= 300)
        throw failureFromStatus(call, answer.status, answer.text, headersOf(answer.headers));
      return answer;
    }
  }

  async function send(spec: CallSpec): Promise<Answer> {
    const call = contextOf(spec);
    const answer = await whole(spec, call);
    const text = answer.text;
    if (text.trim() === '') return { status: answer.status, body: undefined };
    try {
      return { status: answer.status, body: JSON.parse(text) as unknown };
    } catch {
      // A write was sent and something answered 2xx that cannot be read (a proxy's HTML page, JSON
      // cut short): it may have been carried out, so it must be looked up before any resend.
      const write = spec.method !== 'GET';
      const maybeDone = write
        ? ' It may or may not have been carried out: look the record up before sending it again.'
        : '';
      throw new ApiError(
        'server-error',
        `The service at ${address} answered ${spec.subject} with something that is not JSON (HTTP ${answer.status}).${maybeDone} Check the environment's base address.`,
        {
          status: answer.status,
          outcomeUnknown: write,
        },
      );
    }
  }

  async function* stream(spec: CallSpec): AsyncGenerator<Uint8Array> {
    const call = contextOf(spec);
    const clock = requestClock(timeoutMs, options.signal);
    let finished = false;
    let received = 0;
    try {
      const response = await open(spec, call, clock);
      if (response.body === null) {
        finished = true;
        return;
      }
      const reader = response.body.getReader();
      for (;;) {
        clock.awaitingBytes();
        const chunk = await reader.read().catch((error: unknown) => {
          throw interrupted(call, error, clock, received);
        });
        clock.bytesArrived();
        if (chunk.done) break;
        received += chunk.value.byteLength;
        yield chunk.value;
      }
      finished = true;
    } finally {
      // A consumer that stopped early (or failed) leaves the rest unread: close the connection.
      if (!finished) clock.abandon();
      clock.release();
    }
  }

  return { send, stream };
}
