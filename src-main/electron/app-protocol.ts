import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import type { Protocol } from 'electron';
import { SECURITY_HEADERS } from '../security/content-security-policy';

// The window loads the built renderer from app://alumni-loader/ rather than file://: a page of
// its own origin that can read no other local file (Electron's security guide, item 18).

export const APP_SCHEME = 'app';
export const APP_HOST = 'alumni-loader';
export const APP_ENTRY_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The file under rendererDir an app:// address names, or undefined when it names another host,
 * a file type the app does not serve, or a path that climbs out of the folder.
 */
export function resolveAppFile(rendererDir: string, requestUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  const root = resolve(rendererDir);
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`);
  if (!file.startsWith(root + sep)) return undefined;
  return CONTENT_TYPES[extname(file).toLowerCase()] ? file : undefined;
}

/** Before `ready`: app:// behaves like https (standard, secure, fetch allowed). */
export function registerAppScheme(protocol: Protocol): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** After `ready`: answers app:// requests from the built renderer, with the security headers. */
export function serveAppProtocol(protocol: Protocol, rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppFile(rendererDir, request.url);
    if (!file) return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
    try {
      const body = await readFile(file);
      const contentType = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      return new Response(body, {
        status: 200,
        headers: { ...SECURITY_HEADERS, 'content-type': contentType, 'cache-control': 'no-store' },
      });
    } catch {
      return new Response('Not found', { status: 404, headers: SECURITY_HEADERS });
    }
  });
}
