import {
  type BridgeArgs,
  type BridgeClient,
  type BridgeEventName,
  type BridgeEventPayload,
  type BridgeMethodName,
  type BridgeResult,
} from '../../../src-shared/bridge/contract';
import { envelopeSchema, type Envelope } from '../../../src-shared/bridge/define';
import {
  BRIDGE_PATH_PREFIX,
  EVENTS_PATH,
  TOKEN_FRAGMENT_KEY,
  TOKEN_HEADER,
  type PreloadBridge,
} from '../../../src-shared/bridge/wire';
import { AppError } from '../../../src-shared/errors';
import type { Reason } from '../../../src-shared/problems/reasons';

declare global {
  interface Window {
    alumniBridge?: PreloadBridge;
  }
}

function unwrap<T>(envelope: Envelope): T {
  if (envelope.ok) return envelope.value as T;
  const { code, message, details, hint, reason } = envelope.error;
  // The contract checks the reason's code; its params are the ones that code was made with in main.
  throw new AppError(code, message, details, hint, reason as Reason | undefined);
}

function electronClient(preload: PreloadBridge): BridgeClient {
  return {
    async call(method, args) {
      return unwrap(await preload.methods[method](args));
    },
    on(event, listener) {
      return preload.on(event, listener as (payload: unknown) => void);
    },
  };
}

const TOKEN_STORAGE_KEY = 'alumni-loader-token';

function readToken(): string {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const fromFragment = fragment.get(TOKEN_FRAGMENT_KEY);
  if (fromFragment) {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, fromFragment);
    // Keep the token out of the address bar, history and screenshots.
    history.replaceState(null, '', window.location.pathname + window.location.search);
    return fromFragment;
  }
  return sessionStorage.getItem(TOKEN_STORAGE_KEY) ?? '';
}

function browserClient(): BridgeClient {
  const token = readToken();
  let source: EventSource | undefined;
  const listeners = new Map<string, Set<(payload: unknown) => void>>();

  function ensureEvents(): EventSource {
    source ??= new EventSource(`${EVENTS_PATH}?${TOKEN_FRAGMENT_KEY}=${encodeURIComponent(token)}`);
    return source;
  }

  return {
    async call<M extends BridgeMethodName>(method: M, args: BridgeArgs<M>): Promise<BridgeResult<M>> {
      let response: Response;
      try {
        response = await fetch(`${BRIDGE_PATH_PREFIX}${method}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [TOKEN_HEADER]: token },
          body: JSON.stringify(args ?? {}),
        });
      } catch {
        throw new AppError(
          'network',
          'The app cannot reach its local host. Is the alumni-loader window still running?',
        );
      }
      const parsed = envelopeSchema.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new AppError('internal', `The local host answered ${response.status} with an unreadable body.`);
      return unwrap<BridgeResult<M>>(parsed.data);
    },
    on<E extends BridgeEventName>(event: E, listener: (payload: BridgeEventPayload<E>) => void) {
      const events = ensureEvents();
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
        events.addEventListener(event, (message) => {
          const payload: unknown = JSON.parse((message as MessageEvent<string>).data);
          for (const l of listeners.get(event) ?? []) l(payload);
        });
      }
      const typed = listener as (payload: unknown) => void;
      set.add(typed);
      return () => set.delete(typed);
    },
  };
}

/** The renderer's one way to main: IPC inside Electron, HTTP through the web host otherwise. */
export const bridge: BridgeClient = window.alumniBridge ? electronClient(window.alumniBridge) : browserClient();
