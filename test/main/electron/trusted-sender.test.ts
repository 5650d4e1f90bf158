import { describe, expect, it, vi } from 'vitest';
import type { IpcMain } from 'electron';
import { bindBridgeToIpc } from '../../../src-main/electron/ipc-binding';
import { isTrustedSender, type SenderFrame } from '../../../src-main/electron/trusted-sender';
import type { Envelope } from '../../../src-shared/bridge/define';

const top = (url: string): SenderFrame => ({ url, parent: null });

describe('isTrustedSender', () => {
  it("accepts the top frame of the app's own page", () => {
    expect(isTrustedSender(top('app://alumni-loader/index.html'))).toBe(true);
    expect(isTrustedSender(top('app://alumni-loader/'))).toBe(true);
  });

  it('refuses other pages, schemes and hosts', () => {
    for (const url of [
      'https://evil.example/',
      'file:///home/someone/index.html',
      'app://other-app/index.html',
      'app://alumni-loader.evil.example/index.html',
      'http://localhost:5173/',
      'about:blank',
      'not a url',
      '',
    ]) {
      expect(isTrustedSender(top(url)), url).toBe(false);
    }
  });

  it('refuses a sub-frame even on our own address, and a missing frame', () => {
    expect(isTrustedSender({ url: 'app://alumni-loader/index.html', parent: {} })).toBe(false);
    expect(isTrustedSender(null)).toBe(false);
    expect(isTrustedSender(undefined)).toBe(false);
  });

  it('accepts the dev server only when one is in use, and only on this computer', () => {
    expect(isTrustedSender(top('http://localhost:5173/'), 'http://localhost:5173')).toBe(true);
    expect(isTrustedSender(top('http://localhost:5174/'), 'http://localhost:5173')).toBe(false);
    expect(isTrustedSender(top('http://192.168.1.5:5173/'), 'http://192.168.1.5:5173')).toBe(false);
    expect(isTrustedSender(top('https://evil.example/'), 'https://evil.example')).toBe(false);
  });
});

describe('bindBridgeToIpc', () => {
  function bind() {
    let handler: ((event: unknown, method: unknown, args: unknown) => Promise<Envelope>) | undefined;
    const ipcMain = {
      handle: vi.fn((channel: string, fn: typeof handler) => {
        expect(channel).toBe('bridge:call');
        handler = fn;
      }),
      removeHandler: vi.fn(),
    } as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>;
    const dispatch = vi.fn(async (method: unknown): Promise<Envelope> => ({ ok: true, value: { called: method } }));
    const log = vi.fn();
    const unbind = bindBridgeToIpc(ipcMain, dispatch, (frame) => isTrustedSender(frame), log);
    const call = (frame: SenderFrame | null, method: string, args: unknown) =>
      handler!({ senderFrame: frame }, method, args);
    return { ipcMain, dispatch, log, unbind, call };
  }

  it('passes a call from our page to the dispatcher', async () => {
    const { dispatch, call } = bind();
    await expect(call(top('app://alumni-loader/index.html'), 'app.info', {})).resolves.toEqual({
      ok: true,
      value: { called: 'app.info' },
    });
    expect(dispatch).toHaveBeenCalledWith('app.info', {});
  });

  it('refuses a call from a foreign sender before the dispatcher sees it, and logs it', async () => {
    const { dispatch, log, call } = bind();
    const answer = await call(top('https://evil.example/'), 'env.list', {});
    expect(answer).toMatchObject({ ok: false, error: { code: 'key-refused' } });
    expect(dispatch).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('https://evil.example/'));
    expect(await call(null, 'env.list', {})).toMatchObject({ ok: false });
    expect(dispatch).not.toHaveBeenCalled();
  });

  it('removes its handler when unbound', () => {
    const { ipcMain, unbind } = bind();
    unbind();
    expect(ipcMain.removeHandler).toHaveBeenCalledWith('bridge:call');
  });
});
