import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Envelope } from '../../../src-shared/bridge/define';

// Electron's program cannot run here, so src-main/electron/main.ts is started against a
// stand-in 'electron' module that records what the shell asks of it.

const electron = await vi.hoisted(async () => {
  // vi.hoisted runs before the file's imports: it loads what it needs itself.
  const { EventEmitter: Emitter } = await import('node:events');
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const order: string[] = [];
  const windows: {
    options: Record<string, unknown>;
    loadURL: ReturnType<typeof vi.fn>;
    webContents: { send: ReturnType<typeof vi.fn> };
  }[] = [];
  const ipcHandlers = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const sessionCalls: string[] = [];

  class BrowserWindow extends Emitter {
    readonly webContents = { send: vi.fn(), isDestroyed: () => false };
    readonly loadURL = vi.fn(async () => {});
    constructor(readonly options: Record<string, unknown>) {
      super();
      order.push('new BrowserWindow');
      windows.push(this);
    }
    isMinimized = () => false;
    restore = () => {};
    focus = () => {};
    show = vi.fn();
  }
  const app = Object.assign(new Emitter(), {
    isPackaged: false,
    enableSandbox: vi.fn(() => order.push('enableSandbox')),
    requestSingleInstanceLock: vi.fn(() => true),
    whenReady: () => ready,
    getPath: vi.fn(() => '/nonexistent/user-data'),
    quit: vi.fn(),
    exit: vi.fn(),
  });
  const protocol = {
    registerSchemesAsPrivileged: vi.fn(() => order.push('registerSchemesAsPrivileged')),
    handle: vi.fn(() => order.push('protocol.handle')),
  };
  const session = {
    defaultSession: {
      webRequest: { onHeadersReceived: () => sessionCalls.push('onHeadersReceived') },
      setPermissionRequestHandler: () => sessionCalls.push('setPermissionRequestHandler'),
      setPermissionCheckHandler: () => sessionCalls.push('setPermissionCheckHandler'),
      setDevicePermissionHandler: () => sessionCalls.push('setDevicePermissionHandler'),
    },
  };
  const ipcMain = {
    handle: (channel: string, handler: (...args: unknown[]) => Promise<unknown>) => ipcHandlers.set(channel, handler),
    removeHandler: (channel: string) => ipcHandlers.delete(channel),
  };
  return {
    app,
    BrowserWindow,
    protocol,
    session,
    ipcMain,
    shell: { openExternal: vi.fn() },
    markReady,
    order,
    windows,
    ipcHandlers,
    sessionCalls,
  };
});

vi.mock('electron', () => ({
  app: electron.app,
  BrowserWindow: electron.BrowserWindow,
  protocol: electron.protocol,
  session: electron.session,
  ipcMain: electron.ipcMain,
  shell: electron.shell,
}));

describe('the Electron main process, started against a stand-in Electron', () => {
  const home = mkdtempSync(join(tmpdir(), 'alumni-electron-'));
  const saved = { home: process.env.ALUMNI_LOADER_HOME, dev: process.env.ELECTRON_RENDERER_URL };

  beforeAll(async () => {
    process.env.ALUMNI_LOADER_HOME = home;
    delete process.env.ELECTRON_RENDERER_URL;
    await import('../../../src-main/electron/main');
    electron.order.push('ready');
    electron.markReady();
    await vi.waitFor(() => expect(electron.windows).toHaveLength(1), { timeout: 10_000 });
  });

  afterAll(() => {
    process.env.ALUMNI_LOADER_HOME = saved.home;
    if (saved.dev !== undefined) process.env.ELECTRON_RENDERER_URL = saved.dev;
    rmSync(home, { recursive: true, force: true });
  });

  it('registers the app:// scheme and turns on the sandbox before the app is ready', () => {
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([
      { scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true } },
    ]);
    const ready = electron.order.indexOf('ready');
    expect(electron.order.indexOf('registerSchemesAsPrivileged')).toBeLessThan(ready);
    expect(electron.order.indexOf('enableSandbox')).toBeLessThan(ready);
    expect(electron.order.indexOf('protocol.handle')).toBeGreaterThan(ready);
  });

  it('opens one hidden, sandboxed, isolated window on the app:// page with the built preload', () => {
    const [window] = electron.windows;
    expect(window!.options).toMatchObject({
      show: false,
      webPreferences: {
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        // ../preload/index.cjs next to the main bundle: out/main -> out/preload once built.
        preload: expect.stringMatching(/[\\/]preload[\\/]index\.cjs$/),
      },
    });
    expect(window!.loadURL).toHaveBeenCalledWith('app://alumni-loader/index.html');
  });

  it('hardens the session: CSP header and every permission refused', () => {
    expect(new Set(electron.sessionCalls)).toEqual(
      new Set([
        'onHeadersReceived',
        'setPermissionRequestHandler',
        'setPermissionCheckHandler',
        'setDevicePermissionHandler',
      ]),
    );
  });

  it('serves the bridge on IPC for its own page only, with the home folder chosen by ALUMNI_LOADER_HOME', async () => {
    const handler = electron.ipcHandlers.get('bridge:call');
    expect(handler).toBeDefined();
    const own = (await handler!(
      { senderFrame: { url: 'app://alumni-loader/index.html', parent: null } },
      'app.info',
      {},
    )) as Envelope;
    expect(own).toMatchObject({ ok: true, value: { door: 'electron', home } });
    const foreign = (await handler!(
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      'app.info',
      {},
    )) as Envelope;
    expect(foreign).toMatchObject({ ok: false, error: { code: 'key-refused' } });
    const invalid = (await handler!({ senderFrame: { url: 'app://alumni-loader/', parent: null } }, 'app.info', {
      extra: true,
    })) as Envelope;
    expect(invalid).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('blocks navigation in every page it creates', () => {
    const contents = Object.assign(new EventEmitter(), { setWindowOpenHandler: vi.fn() });
    electron.app.emit('web-contents-created', {}, contents);
    const preventDefault = vi.fn();
    contents.emit('will-navigate', { preventDefault }, 'https://evil.example/');
    expect(preventDefault).toHaveBeenCalled();
    expect(contents.setWindowOpenHandler).toHaveBeenCalled();
  });

  it('closes the app context before quitting', async () => {
    const event = { preventDefault: vi.fn() };
    electron.app.emit('will-quit', event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
    const again = { preventDefault: vi.fn() };
    electron.app.emit('will-quit', again);
    expect(again.preventDefault).not.toHaveBeenCalled();
  });
});
