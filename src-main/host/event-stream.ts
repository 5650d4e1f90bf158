import type { ServerResponse } from 'node:http';
import type { EventHub } from '../services/events';

/** A comment line now and then keeps idle connections open through proxies and sleep. */
const HEARTBEAT_MS = 15_000;
/** How long a browser waits before reconnecting after the stream drops. */
const RECONNECT_MS = 2_000;

/** One server-sent event, as the browser's EventSource reads it. */
export function formatServerSentEvent(event: string, payload: unknown): string {
  // JSON.stringify never writes a raw line break, so one data line always holds the whole payload.
  return `event: ${event}\ndata: ${JSON.stringify(payload ?? null)}\n\n`;
}

/** Forwards every event of the hub to each open GET /events stream. */
export class EventStreams {
  readonly #clients = new Set<ServerResponse>();
  readonly #unsubscribe: () => void;
  readonly #heartbeat: NodeJS.Timeout;

  constructor(events: EventHub) {
    this.#unsubscribe = events.onAny((event, payload) => this.#broadcast(formatServerSentEvent(event, payload)));
    this.#heartbeat = setInterval(() => this.#broadcast(': heartbeat\n\n'), HEARTBEAT_MS);
    this.#heartbeat.unref();
  }

  /** Takes over a response and keeps it open until the page or the host goes away. */
  attach(response: ServerResponse): void {
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
    });
    response.write(`retry: ${RECONNECT_MS}\n: connected\n\n`);
    this.#clients.add(response);
    response.on('close', () => this.#clients.delete(response));
  }

  get size(): number {
    return this.#clients.size;
  }

  /** Ends every stream (the host is stopping). */
  close(): void {
    this.#unsubscribe();
    clearInterval(this.#heartbeat);
    for (const client of this.#clients) client.end();
    this.#clients.clear();
  }

  #broadcast(chunk: string): void {
    for (const client of this.#clients) client.write(chunk);
  }
}
