import { EventEmitter } from 'node:events';
import type { BridgeEventName, BridgeEventPayload } from '../../src-shared/bridge/contract';

/** Main-side events bound for the renderer (IPC or server-sent events) and the CLI. */
export class EventHub {
  readonly #emitter = new EventEmitter();

  constructor() {
    this.#emitter.setMaxListeners(50);
  }

  emit<E extends BridgeEventName>(event: E, payload: BridgeEventPayload<E>): void {
    this.#emitter.emit('event', event, payload);
  }

  /** Every event, for the doors that forward them all. Returns the unsubscribe function. */
  onAny(listener: (event: BridgeEventName, payload: unknown) => void): () => void {
    const wrapped = listener as (...args: unknown[]) => void;
    this.#emitter.on('event', wrapped);
    return () => this.#emitter.off('event', wrapped);
  }
}
