import type { IpcMain, IpcMainInvokeEvent, WebContents } from 'electron';
import type { Envelope } from '../../src-shared/bridge/define';
import { IPC_CALL_CHANNEL, IPC_EVENT_CHANNEL } from '../../src-shared/bridge/wire';
import { AppError } from '../../src-shared/errors';
import type { Dispatch } from '../bridge/dispatch';
import type { EventHub } from '../services/events';
import type { SenderFrame } from './trusted-sender';

/**
 * Serves the bridge on the one IPC channel. A message from any frame but our own page is refused
 * before the dispatcher (which validates every argument) sees it.
 */
export function bindBridgeToIpc(
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>,
  dispatch: Dispatch,
  isTrusted: (frame: SenderFrame | null) => boolean,
  log: (line: string) => void,
): () => void {
  ipcMain.handle(
    IPC_CALL_CHANNEL,
    async (event: IpcMainInvokeEvent, method: unknown, args: unknown): Promise<Envelope> => {
      if (!isTrusted(event.senderFrame)) {
        log(`ipc: refused a call from a page that is not the app (${event.senderFrame?.url ?? 'no frame'})`);
        return {
          ok: false,
          error: new AppError('key-refused', 'This page is not part of Alumni Loader; the call was refused.').toJSON(),
        };
      }
      return dispatch(method, args);
    },
  );
  return () => ipcMain.removeHandler(IPC_CALL_CHANNEL);
}

/** Sends every event of the hub to the window's page. Returns the unsubscribe function. */
export function forwardEventsToWindow(events: EventHub, target: () => WebContents | undefined): () => void {
  return events.onAny((event, payload) => {
    const contents = target();
    if (contents && !contents.isDestroyed()) contents.send(IPC_EVENT_CHANNEL, event, payload);
  });
}
