import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import type { BridgeEventName, BridgeMethodName } from '../../src-shared/bridge/contract';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL, type PreloadBridge } from '../../src-shared/bridge/wire';

// Sandboxed preload (CommonJS, 'electron' is its only import at run time). It exposes the bridge
// methods and an event subscription on window.alumniBridge, and nothing else: no ipcRenderer,
// no channel names to choose.

/** The contract's method names, written in at build time by electron.vite.config.ts. */
declare const __ALUMNI_BRIDGE_METHOD_NAMES__: readonly BridgeMethodName[];

const methods = Object.fromEntries(
  __ALUMNI_BRIDGE_METHOD_NAMES__.map((name) => [
    name,
    (args: unknown) => ipcRenderer.invoke(IPC_CALL_CHANNEL, name, args),
  ]),
) as unknown as PreloadBridge['methods'];

const alumniBridge: PreloadBridge = {
  methods,
  on(event: BridgeEventName, listener: (payload: unknown) => void) {
    const relay = (_ipcEvent: IpcRendererEvent, name: unknown, payload: unknown) => {
      if (name === event) listener(payload);
    };
    ipcRenderer.on(IPC_EVENT_CHANNEL, relay);
    return () => {
      ipcRenderer.removeListener(IPC_EVENT_CHANNEL, relay);
    };
  },
};

// The renderer's bridge-client.ts reads window.alumniBridge.
contextBridge.exposeInMainWorld('alumniBridge', alumniBridge);
