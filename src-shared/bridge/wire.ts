import type { BridgeEventName, BridgeMethodName } from './contract';
import type { Envelope } from './define';

// How the two doors carry the contract.

/** Web host: POST {BRIDGE_PATH_PREFIX}{method} with the JSON arguments; answers an Envelope. */
export const BRIDGE_PATH_PREFIX = '/bridge/';
/** Web host: server-sent events, `event: <name>` and `data: <json>`; the token comes as ?token=. */
export const EVENTS_PATH = '/events';
export const TOKEN_HEADER = 'x-alumni-token';
/** The host prints http://127.0.0.1:PORT/#token=...; the renderer keeps it for the tab's life. */
export const TOKEN_FRAGMENT_KEY = 'token';

/** Electron: the one IPC channel the preload invokes, and the one it listens on for events. */
export const IPC_CALL_CHANNEL = 'bridge:call';
export const IPC_EVENT_CHANNEL = 'bridge:event';

/** What the Electron preload exposes on window.alumniBridge: the bridge methods and nothing else. */
export interface PreloadBridge {
  readonly methods: { readonly [M in BridgeMethodName]: (args: unknown) => Promise<Envelope> };
  on(event: BridgeEventName, listener: (payload: unknown) => void): () => void;
}
