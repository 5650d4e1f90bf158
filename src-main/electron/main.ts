import { fileURLToPath } from 'node:url';
import type { BrowserWindow } from 'electron';
import { app, ipcMain, protocol, session, shell } from 'electron';
import { createBridgeHandlers } from '../bridge/handlers';
import { createDispatcher } from '../bridge/dispatch';
import { createAppContext, type AppContext } from '../services/context';
import { HOME_ENV_VAR, resolveHome } from '../services/home';
import { APP_ENTRY_URL, registerAppScheme, serveAppProtocol } from './app-protocol';
import { hardenEveryWebContents, hardenSession } from './hardening';
import { commandLineArguments, processIO, runBuiltCommandLine } from './command-line-mode';
import { bindBridgeToIpc, forwardEventsToWindow } from './ipc-binding';
import { chooseHome, homeArgument } from './launch-options';
import { createMainWindow } from './main-window';
import { isTrustedSender } from './trusted-sender';

// The Electron door: a window, its preload and the bridge on IPC. Everything the app does lives
// in the services; this file only wires them to Electron.

const RENDERER_DIR = fileURLToPath(new URL('../renderer/', import.meta.url));
const PRELOAD_PATH = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));
/** electron-vite's dev server, in `electron-vite dev` only. */
const DEV_SERVER_URL = app.isPackaged ? undefined : process.env['ELECTRON_RENDERER_URL'];

let mainWindow: BrowserWindow | undefined;
let context: AppContext | undefined;

const commandLine = commandLineArguments(process.argv, {
  packaged: app.isPackaged,
  defaultApp: Boolean(process.defaultApp),
});
if (commandLine) {
  app.dock?.hide();
  // The window's data folder, so the command line sees the same environments and jobs.
  const homeGiven = homeArgument(commandLine) ?? process.env[HOME_ENV_VAR];
  const home = homeGiven ? [] : ['--home', app.getPath('userData')];
  runBuiltCommandLine([...home, ...commandLine], app.getAppPath(), processIO()).then(
    (code) => app.exit(code),
    (error: unknown) => fail(error),
  );
} else {
  openWindowDoor();
}

function openWindowDoor(): void {
  registerAppScheme(protocol);
  app.enableSandbox();
  hardenEveryWebContents(app, shell);

  if (!app.requestSingleInstanceLock()) {
    app.quit();
  } else {
    app.on('second-instance', () => {
      if (mainWindow?.isMinimized()) mainWindow.restore();
      mainWindow?.focus();
    });
    app.on('window-all-closed', () => app.quit());
    app.on('will-quit', (event) => {
      if (!context) return;
      // Stop the built-in sandbox and timers first, then quit for real.
      event.preventDefault();
      const closing = context;
      context = undefined;
      void closing.close().finally(() => app.quit());
    });
    app.whenReady().then(start, (error: unknown) => fail(error));
  }
}

async function start(): Promise<void> {
  const home = resolveHome(chooseHome(process.argv, process.env, app.getPath('userData')));
  const ctx = await createAppContext({ home, door: 'electron' });
  context = ctx;
  const dispatch = createDispatcher(createBridgeHandlers(ctx), ctx.log);

  hardenSession(session.defaultSession);
  serveAppProtocol(protocol, RENDERER_DIR);
  bindBridgeToIpc(ipcMain, dispatch, (frame) => isTrustedSender(frame, DEV_SERVER_URL), ctx.log);

  mainWindow = createMainWindow({ preloadPath: PRELOAD_PATH, url: DEV_SERVER_URL ?? APP_ENTRY_URL });
  mainWindow.on('closed', () => (mainWindow = undefined));
  forwardEventsToWindow(ctx.events, () => mainWindow?.webContents);
  ctx.log(`electron: window opened, home ${home}`);
}

function fail(error: unknown): void {
  process.stderr.write(`Alumni Loader could not start: ${error instanceof Error ? error.message : String(error)}\n`);
  app.exit(1);
}
