import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHost, type RunningHost } from '../../../src-main/host/host';
import { CONTENT_SECURITY_POLICY_HEADER } from '../../../src-main/security/content-security-policy';
import { createAppContext, type AppContext } from '../../../src-main/services/context';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** node:http, because fetch may not set the Host header (the DNS-rebinding case needs it). */
function rawRequest(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent: false,
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

describe('browser host', () => {
  let root: string;
  let ctx: AppContext;
  let host: RunningHost;

  const callBridge = (method: string, headers: Record<string, string>, body = '{}') =>
    rawRequest(host.port, {
      method: 'POST',
      path: `/bridge/${method}`,
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const withToken = (extra: Record<string, string> = {}) => ({ 'x-alumni-token': host.token, ...extra });

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'alumni-host-'));
    const rendererDir = join(root, 'renderer');
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>test page</title>');
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1);');
    writeFileSync(join(root, 'secret.txt'), 'outside the renderer folder');
    ctx = await createAppContext({ home: join(root, 'home'), door: 'browser', log: () => {} });
    host = await createHost({ ctx, port: 0, rendererDir });
  });

  afterAll(async () => {
    await host?.close();
    await ctx?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('prints an address on 127.0.0.1 that carries the token in the fragment only', () => {
    expect(host.url).toBe(`http://127.0.0.1:${host.port}/#token=${host.token}`);
    expect(host.origin).toBe(`http://127.0.0.1:${host.port}`);
    expect(host.token.length).toBeGreaterThanOrEqual(40);
  });

  it('answers a bridge call that carries the token, with or without our own Origin', async () => {
    for (const headers of [
      withToken(),
      withToken({ origin: host.origin }),
      withToken({ origin: `http://localhost:${host.port}` }),
    ]) {
      const response = await callBridge('app.info', headers);
      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ ok: true, value: { door: 'browser', home: ctx.home } });
    }
  });

  it('also answers under the name localhost:PORT', async () => {
    const response = await callBridge('app.info', withToken({ host: `localhost:${host.port}` }));
    expect(JSON.parse(response.body)).toMatchObject({ ok: true });
  });

  it('refuses a call without a token (401) and with a wrong one (403), with an Envelope error', async () => {
    const missing = await callBridge('app.info', {});
    expect(missing.status).toBe(401);
    expect(JSON.parse(missing.body)).toMatchObject({
      ok: false,
      error: { code: 'key-refused', message: expect.stringContaining('no access token') },
    });

    const wrong = await callBridge('app.info', { 'x-alumni-token': `${host.token.slice(0, -1)}x` });
    expect(wrong.status).toBe(403);
    expect(JSON.parse(wrong.body)).toMatchObject({ ok: false, error: { code: 'key-refused' } });

    const shorter = await callBridge('app.info', { 'x-alumni-token': 'abc' });
    expect(shorter.status).toBe(403);
  });

  it('asks for the token however the path is spelled', async () => {
    for (const path of [
      '/%62ridge/app.info',
      '/bridge/app%2Einfo',
      '/./bridge/app.info',
      '/assets/../bridge/app.info',
    ]) {
      const response = await rawRequest(host.port, {
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.body, path).not.toContain('"ok":true');
      expect([401, 404], path).toContain(response.status);
    }
    for (const path of ['/%65vents', '/./events', '/events?token=', '/%65vents?token=wrong']) {
      const response = await rawRequest(host.port, { path });
      expect([401, 403, 404], path).toContain(response.status);
    }
  });

  it("refuses another site's page even with the right token", async () => {
    for (const origin of ['https://evil.example', `http://127.0.0.1:${host.port + 1}`, 'null']) {
      const response = await callBridge('app.info', withToken({ origin }));
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({
        ok: false,
        error: { code: 'key-refused', message: expect.stringContaining('another site') },
      });
    }
  });

  it('refuses a foreign Host header even with the right token (DNS rebinding)', async () => {
    for (const hostHeader of [`evil.example:${host.port}`, `127.0.0.1:${host.port + 1}`, 'evil.example']) {
      const response = await callBridge('app.info', withToken({ host: hostHeader, origin: `http://${hostHeader}` }));
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'key-refused' } });
      const page = await rawRequest(host.port, { path: '/', headers: { host: hostHeader } });
      expect(page.status).toBe(403);
    }
  });

  it('validates arguments through the dispatcher and names unknown methods', async () => {
    const badArgs = await callBridge('app.info', withToken(), JSON.stringify({ unexpected: 1 }));
    expect(JSON.parse(badArgs.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const unknown = await callBridge('app.shutdown', withToken());
    expect(JSON.parse(unknown.body)).toMatchObject({
      ok: false,
      error: { code: 'invalid-input', message: expect.stringContaining('app.shutdown') },
    });
  });

  it('refuses a body that is not JSON with an Envelope error', async () => {
    const response = await rawRequest(host.port, {
      method: 'POST',
      path: '/bridge/app.info',
      headers: { ...withToken(), 'content-type': 'text/plain' },
      body: 'hello',
    });
    expect(response.status).toBe(415);
    expect(JSON.parse(response.body)).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });

  it('serves the page with the CSP header, nosniff and no caching, and nothing outside its folder', async () => {
    const page = await rawRequest(host.port, { path: '/', headers: { host: `127.0.0.1:${host.port}` } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('test page');
    expect(page.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY_HEADER);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).toBe('no-store');

    const asset = await rawRequest(host.port, { path: '/assets/app.js', headers: { host: `127.0.0.1:${host.port}` } });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');

    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/%2e%2e/%2e%2e/secret.txt']) {
      const escape = await rawRequest(host.port, { path, headers: { host: `127.0.0.1:${host.port}` } });
      expect(escape.body).not.toContain('outside the renderer folder');
    }
  });

  it('delivers an event emitted on ctx.events as a server-sent event', async () => {
    const received = await new Promise<string>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: host.port, path: `/events?token=${encodeURIComponent(host.token)}` },
        (res) => {
          expect(res.statusCode).toBe(200);
          expect(res.headers['content-type']).toContain('text/event-stream');
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
            if (text.includes(': connected')) {
              ctx.events.emit('env.changed', {
                active: {
                  name: 'sandbox',
                  kind: 'test',
                  url: 'http://127.0.0.1:1/',
                  builtIn: true,
                  hasKey: true,
                  keyState: 'built-in',
                },
              });
            }
            if (text.includes('event: env.changed')) {
              req.destroy();
              resolve(text);
            }
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    const block = received.slice(received.indexOf('event: env.changed'));
    const data = /^data: (.*)$/m.exec(block)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      active: {
        name: 'sandbox',
        kind: 'test',
        url: 'http://127.0.0.1:1/',
        builtIn: true,
        hasKey: true,
        keyState: 'built-in',
      },
    });
  });

  it('refuses the event stream without the token or from another site', async () => {
    const missing = await rawRequest(host.port, { path: '/events' });
    expect(missing.status).toBe(401);
    const wrong = await rawRequest(host.port, { path: '/events?token=nope' });
    expect(wrong.status).toBe(403);
    const foreign = await rawRequest(host.port, {
      path: `/events?token=${encodeURIComponent(host.token)}`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('browser host start and stop', () => {
  it('says how to build when the renderer is not built', async () => {
    const home = mkdtempSync(join(tmpdir(), 'alumni-host-home-'));
    const ctx = await createAppContext({ home, door: 'browser', log: () => {} });
    try {
      await expect(createHost({ ctx, rendererDir: join(home, 'no-such-folder') })).rejects.toMatchObject({
        code: 'not-found',
        details: [expect.stringContaining('npm run build')],
      });
    } finally {
      await ctx.close();
      rmSync(home, { recursive: true, force: true });
    }
  });

  it('ends open event streams and stops listening on close()', async () => {
    const root = mkdtempSync(join(tmpdir(), 'alumni-host-'));
    mkdirSync(join(root, 'renderer'));
    writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html>');
    const ctx = await createAppContext({ home: join(root, 'home'), door: 'browser', log: () => {} });
    const host = await createHost({ ctx, rendererDir: join(root, 'renderer') });
    let closing: Promise<void> | undefined;
    const streamEnded = new Promise<void>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: host.port, path: `/events?token=${host.token}` }, (res) => {
        res.once('data', () => (closing = host.close()));
        res.on('end', () => resolve());
      });
      req.on('error', reject);
      req.end();
    });
    await streamEnded;
    await closing;
    await expect(rawRequest(host.port, { path: '/' })).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await ctx.close();
    rmSync(root, { recursive: true, force: true });
  });
});
