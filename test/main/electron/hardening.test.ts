import { EventEmitter } from 'node:events';
import type { App, Session } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY_HEADER } from '../../../src-main/security/content-security-policy';
import { hardenEveryWebContents, hardenSession, isSafeExternalUrl } from '../../../src-main/electron/hardening';

describe('hardenSession', () => {
  function hardened() {
    const handlers: Record<string, (...args: never[]) => unknown> = {};
    const session = {
      webRequest: { onHeadersReceived: (fn: never) => (handlers.headers = fn) },
      setPermissionRequestHandler: (fn: never) => (handlers.request = fn),
      setPermissionCheckHandler: (fn: never) => (handlers.check = fn),
      setDevicePermissionHandler: (fn: never) => (handlers.device = fn),
    } as unknown as Session;
    hardenSession(session);
    return handlers as Record<string, (...args: unknown[]) => unknown>;
  }

  it('puts the CSP on every response, replacing none of the other headers', () => {
    const callback = vi.fn();
    hardened().headers!({ responseHeaders: { 'Content-Type': ['text/html'] } }, callback);
    expect(callback).toHaveBeenCalledWith({
      responseHeaders: { 'Content-Type': ['text/html'], 'Content-Security-Policy': [CONTENT_SECURITY_POLICY_HEADER] },
    });
  });

  it('refuses every permission request and check', () => {
    const handlers = hardened();
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) {
      const callback = vi.fn();
      handlers.request!({}, permission, callback);
      expect(callback).toHaveBeenCalledWith(false);
      expect(handlers.check!({}, permission, 'app://alumni-loader')).toBe(false);
    }
    expect(handlers.device!({})).toBe(false);
  });
});

describe('hardenEveryWebContents', () => {
  function created() {
    const app = new EventEmitter() as unknown as App;
    const shell = { openExternal: vi.fn(async () => {}) };
    hardenEveryWebContents(app, shell);
    const contents = Object.assign(new EventEmitter(), {
      openHandler: undefined as undefined | ((d: { url: string }) => unknown),
    });
    Object.assign(contents, {
      setWindowOpenHandler: (fn: (d: { url: string }) => unknown) => (contents.openHandler = fn),
    });
    (app as unknown as EventEmitter).emit('web-contents-created', {}, contents);
    return { contents, shell };
  }

  it('blocks navigation, redirects and webviews', () => {
    const { contents } = created();
    for (const event of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
      const preventDefault = vi.fn();
      contents.emit(event, { preventDefault }, 'https://evil.example/');
      expect(preventDefault, event).toHaveBeenCalled();
    }
  });

  it('denies every new window; an https link opens in the default browser, nothing else does', () => {
    const { contents, shell } = created();
    expect(contents.openHandler!({ url: 'https://example.org/help' })).toEqual({ action: 'deny' });
    expect(shell.openExternal).toHaveBeenCalledWith('https://example.org/help');
    for (const url of [
      'file:///etc/passwd',
      'http://example.org/',
      'javascript:alert(1)',
      'smb://server/share',
      'ms-settings:',
    ]) {
      expect(contents.openHandler!({ url })).toEqual({ action: 'deny' });
    }
    expect(shell.openExternal).toHaveBeenCalledTimes(1);
  });

  it('isSafeExternalUrl accepts https only', () => {
    expect(isSafeExternalUrl('https://example.org')).toBe(true);
    expect(isSafeExternalUrl('HTTPS://EXAMPLE.ORG')).toBe(true);
    expect(isSafeExternalUrl('http://example.org')).toBe(false);
    expect(isSafeExternalUrl('nonsense')).toBe(false);
  });
});
