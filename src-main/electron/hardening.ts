import type { App, Session, Shell, WebContents } from 'electron';
import { CONTENT_SECURITY_POLICY_HEADER } from '../security/content-security-policy';

/**
 * Session-wide rules: every response carries the app's Content Security Policy, and every
 * permission (camera, notifications, geolocation, ...) is refused: the app needs none.
 */
export function hardenSession(session: Session): void {
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY_HEADER] },
    });
  });
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** Only plain web addresses leave the app, in the person's own browser. */
export function isSafeExternalUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Rules for every page the app ever creates: it never navigates away from the app, never opens
 * a window of its own (an https link opens in the default browser) and never hosts a <webview>.
 */
export function hardenEveryWebContents(app: App, shell: Pick<Shell, 'openExternal'>): void {
  app.on('web-contents-created', (_event, contents: WebContents) => {
    contents.on('will-navigate', (event) => event.preventDefault());
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(({ url }) => {
      if (isSafeExternalUrl(url)) void shell.openExternal(url);
      return { action: 'deny' };
    });
  });
}
