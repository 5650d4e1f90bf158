import { APP_HOST, APP_SCHEME } from './app-protocol';

/** The part of Electron's WebFrameMain the check reads. */
export interface SenderFrame {
  readonly url: string;
  readonly parent: unknown;
}

/**
 * Whether an IPC message comes from our own page: the top frame of the window, showing the
 * app:// renderer or, in development, electron-vite's dev server on this computer.
 */
export function isTrustedSender(frame: SenderFrame | null | undefined, devServerUrl?: string): boolean {
  if (!frame || frame.parent !== null) return false;
  const url = parseUrl(frame.url);
  if (!url) return false;
  if (url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST) return true;
  const dev = devServerUrl ? parseUrl(devServerUrl) : undefined;
  return dev !== undefined && isLoopback(dev.hostname) && url.protocol === dev.protocol && url.host === dev.host;
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}
