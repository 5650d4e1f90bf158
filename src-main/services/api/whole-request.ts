// One HTTP request whose answer is read whole, over node:http(s) with kept-alive connections: what
// the transport's send uses. fetch (undici) spends two to three times the CPU on each request
// (WHATWG streams, Request and Response objects, an AbortSignal of its own), which an import pays
// on every row. Redirects are never followed here (redirects.ts decides); the deadline covers the
// answer and its body.
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

/** An idle kept-alive connection is closed after this (or a second before the service's own hint). */
const IDLE_MS = 4000;

export interface WholeAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** No (complete) answer: `cause` is what went wrong; `timedOut` when the deadline ran out. */
export class Interrupted extends Error {
  constructor(
    override readonly cause: unknown,
    readonly timedOut: boolean,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

export type WholeRequest = (
  method: string,
  url: URL,
  headers: Record<string, string>,
  body: string | undefined,
) => Promise<WholeAnswer>;

function decode(bytes: Buffer, encoding: string | undefined): string {
  // Nothing asks for compression, but a service may compress anyway.
  const plain =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? gunzipSync(bytes)
      : encoding === 'deflate'
        ? inflateSync(bytes)
        : encoding === 'br'
          ? brotliDecompressSync(bytes)
          : bytes;
  const text = plain.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

function connectionClosed(): Error {
  return Object.assign(new Error('The connection closed before the whole answer arrived.'), { code: 'ECONNRESET' });
}

/** Requests of one client: one pool of connections per scheme; a stop of `signal` ends those in flight. */
export function createWholeRequest(timeoutMs: number, signal: AbortSignal | undefined): WholeRequest {
  const agents: Record<string, http.Agent> = {
    'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS }),
    'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS }),
  };
  // One listener on the caller's signal for all the requests in flight, not one each.
  const inFlight = new Set<http.ClientRequest>();
  const onAbort = () => {
    for (const request of inFlight) request.destroy(new DOMException('The request was cancelled.', 'AbortError'));
  };
  const track = (request: http.ClientRequest) => {
    if (inFlight.size === 0) signal?.addEventListener('abort', onAbort);
    inFlight.add(request);
  };
  const untrack = (request: http.ClientRequest) => {
    inFlight.delete(request);
    if (inFlight.size === 0) signal?.removeEventListener('abort', onAbort);
  };

  return (method, url, headers, body) =>
    new Promise<WholeAnswer>((resolve, reject) => {
      if (signal?.aborted) {
        reject(new Interrupted(signal.reason, false));
        return;
      }
      const agent = agents[url.protocol];
      if (agent === undefined) {
        reject(new Interrupted(new Error(`The address's scheme ${url.protocol} is not http or https.`), false));
        return;
      }
      const send = url.protocol === 'https:' ? https.request : http.request;
      const request = send(url, { method, headers, agent });
      let timedOut = false;
      let settled = false;
      const timer = setTimeout(() => {
        timedOut = true;
        request.destroy(new DOMException('The request timed out.', 'TimeoutError'));
      }, timeoutMs);
      const settle = (done: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        untrack(request);
        done();
      };
      const fail = (error: unknown) => settle(() => reject(new Interrupted(error, timedOut)));
      track(request);
      request.on('error', fail);
      let answered = false;
      // Closed with no answer at all and no error said (the answer's own events cover the rest).
      request.on('close', () => {
        if (!answered) fail(connectionClosed());
      });
      request.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', fail);
        response.on('end', () =>
          settle(() => {
            try {
              const text = decode(Buffer.concat(chunks), response.headers['content-encoding']);
              resolve({ status: response.statusCode ?? 0, headers: response.headers, text });
            } catch (error) {
              reject(new Interrupted(error, false));
            }
          }),
        );
        response.on('close', () => {
          if (!response.complete) fail(connectionClosed());
        });
      });
      request.end(body);
    });
}
