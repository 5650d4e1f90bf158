import { describe, expect, it, vi } from 'vitest';

// Electron's security checklist, items 2-4 and 6-12, on the one window the app opens: every
// webPreferences entry that matters is pinned to its safe value, and nothing else is set
// (no enableBlinkFeatures, no additionalArguments, no partition, no devTools switch).

const created = vi.hoisted(() => ({ options: [] as Record<string, unknown>[] }));

vi.mock('electron', () => ({
  BrowserWindow: class {
    constructor(options: Record<string, unknown>) {
      created.options.push(options);
    }
    once() {}
    show() {}
    loadURL = async () => {};
  },
}));

const { createMainWindow } = await import('../../../src-main/electron/main-window');

describe('the main window', () => {
  it('has exactly the safe web preferences, and loads the app page it is given', () => {
    createMainWindow({ preloadPath: '/app/out/preload/index.cjs', url: 'app://alumni-loader/index.html' });
    const [options] = created.options;
    expect(options!.webPreferences).toStrictEqual({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true, // item 3
      sandbox: true, // item 4
      nodeIntegration: false, // item 2
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true, // item 6
      allowRunningInsecureContent: false, // item 8
      experimentalFeatures: false, // item 9
      webviewTag: false, // items 11-12: no <webview> at all
      navigateOnDragDrop: false, // item 13: a dropped file or link does not navigate
      safeDialogs: true,
      spellcheck: false, // no dictionary downloads from a remote server
    });
    expect(options).toMatchObject({ show: false });
    expect(JSON.stringify(options)).not.toMatch(/enableBlinkFeatures|additionalArguments|devTools/);
  });
});
