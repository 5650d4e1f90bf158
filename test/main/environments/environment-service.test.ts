import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { createApiClient } from '../../../src-main/services/api/client';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { sandboxDataFile } from '../../../src-main/services/environments/built-in-sandbox';
import { createEnvironmentService } from '../../../src-main/services/environments/service';
import { EventHub } from '../../../src-main/services/events';
import { createOsKeychain } from '../../../src-main/services/keychain/keychain';
import type { AppError } from '../../../src-shared/errors';
import { filesContaining, secretToolLookup, uniqueKey } from './helpers';

const prefix = `alumni-svc-${process.pid}-${randomBytes(4).toString('hex')}-`;
const testKey = uniqueKey('test');
const productionKey = uniqueKey('production');

let sandbox: SandboxHandle;
let home: string;
let ctx: AppContext;
let logLines: string[];
let events: unknown[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 7, testKey, productionKey });
});
afterAll(async () => {
  await sandbox.close();
});

beforeEach(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-env-'));
  logLines = [];
  events = [];
  ctx = await createAppContext({
    home,
    door: 'cli',
    keychainAccountPrefix: prefix,
    env: {},
    log: (line) => logLines.push(line),
  });
  ctx.events.onAny((name, payload) => events.push({ name, payload }));
});
afterEach(async () => {
  for (const environment of await ctx.environments.list()) {
    if (!environment.builtIn) await ctx.environments.remove(environment.name);
  }
  await ctx.close();
  rmSync(home, { recursive: true, force: true });
});

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('environments', () => {
  it('has the built-in sandbox, active, on the first start', async () => {
    const list = await ctx.environments.list();
    expect(list.map((e) => [e.name, e.kind, e.builtIn, e.keyState])).toEqual([
      ['sandbox', 'test', true, 'built-in'],
      ['sandbox-production', 'production', true, 'built-in'],
    ]);
    expect((await ctx.environments.getActive()).name).toBe('sandbox');
  });

  it('runs the built-in sandbox on demand, its data kept under the home folder', async () => {
    const outcome = await ctx.environments.testConnection('sandbox');
    expect(outcome).toMatchObject({ outcome: 'works', ok: true });
    expect(outcome.usersOnFirstPage).toBeGreaterThan(0);
    expect((await ctx.environments.get('sandbox')).url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/test$/);
    await ctx.close();
    expect(existsSync(sandboxDataFile(home))).toBe(true);
    ctx = await createAppContext({ home, keychainAccountPrefix: prefix, env: {}, log: () => {} });
  });

  it('refuses to change, key or remove the built-in sandbox', async () => {
    expect((await rejection(ctx.environments.setKey('sandbox', 'x1234')))?.code).toBe('invalid-input');
    expect((await rejection(ctx.environments.remove('Sandbox')))?.code).toBe('invalid-input');
    expect((await rejection(ctx.environments.update('sandbox', { kind: 'production' })))?.code).toBe('invalid-input');
  });

  it('adds, refuses a taken name and a plain-http remote address, updates and removes', async () => {
    const added = await ctx.environments.add({ name: 'client-test', kind: 'test', url: 'https://alumni.example.edu/' });
    expect(added).toMatchObject({
      name: 'client-test',
      url: 'https://alumni.example.edu',
      hasKey: false,
      keyState: 'missing',
    });

    const taken = await rejection(
      ctx.environments.add({ name: 'CLIENT-TEST', kind: 'production', url: 'https://x.example.edu' }),
    );
    expect(taken?.code).toBe('conflict');
    const insecure = await rejection(
      ctx.environments.add({ name: 'other', kind: 'test', url: 'http://alumni.example.edu' }),
    );
    expect(insecure?.code).toBe('invalid-input');
    expect(insecure?.message).toMatch(/https/);

    const updated = await ctx.environments.update('client-test', {
      kind: 'production',
      url: 'https://alumni2.example.edu',
    });
    expect(updated).toMatchObject({ kind: 'production', url: 'https://alumni2.example.edu' });
    expect(JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8')).environments).toEqual([
      { name: 'client-test', kind: 'production', url: 'https://alumni2.example.edu' },
    ]);

    await ctx.environments.remove('client-test');
    expect((await rejection(ctx.environments.get('client-test')))?.code).toBe('not-found');
  });

  it('names the known environments when asked for an unknown one', async () => {
    await ctx.environments.add({ name: 'alpha', kind: 'test', url: 'https://a.example.edu' });
    const missing = await rejection(ctx.environments.get('beta'));
    expect(missing?.code).toBe('not-found');
    expect(missing?.details?.join(' ')).toContain('sandbox, sandbox-production, alpha');
  });

  it('keeps the active environment in the settings, falls back to the sandbox when it is removed, and announces each change', async () => {
    await ctx.environments.add({ name: 'client-prod', kind: 'production', url: 'https://p.example.edu' });
    await ctx.environments.setActive('client-prod');
    expect(await ctx.environments.getActive()).toMatchObject({ name: 'client-prod', kind: 'production' });
    expect(events.at(-1)).toMatchObject({
      name: 'env.changed',
      payload: { active: { name: 'client-prod', kind: 'production' } },
    });

    await ctx.environments.remove('client-prod');
    expect((await ctx.environments.getActive()).name).toBe('sandbox');
    expect(events.at(-1)).toMatchObject({ name: 'env.changed', payload: { active: { name: 'sandbox' } } });
  });
});

describe('keys and the connection test', () => {
  it('works with the test key, is refused with the production key, and says there is no key after removal', async () => {
    await ctx.environments.add({ name: 'sbx-test', kind: 'test', url: sandbox.environments.test.baseUrl });

    const before = await ctx.environments.testConnection('sbx-test');
    expect(before).toMatchObject({ outcome: 'no-key', ok: false });
    expect(before.message).toMatch(/No key is stored/);

    const stored = await ctx.environments.setKey('sbx-test', `  ${testKey}\n`);
    expect(stored).toMatchObject({ hasKey: true, keyState: 'stored' });
    expect(secretToolLookup(`${prefix}sbx-test`)).toBe(testKey);
    const works = await ctx.environments.testConnection('sbx-test');
    expect(works).toMatchObject({ outcome: 'works', ok: true, usersOnFirstPage: 100 });
    expect(works.message).toMatch(/works/);

    await ctx.environments.setKey('sbx-test', productionKey);
    const refused = await ctx.environments.testConnection('sbx-test');
    expect(refused).toMatchObject({ outcome: 'key-refused', ok: false });
    expect(refused.message).toMatch(/refused the key.*other environment/);

    await ctx.environments.removeKey('sbx-test');
    expect(secretToolLookup(`${prefix}sbx-test`)).toBeNull();
    expect((await ctx.environments.get('sbx-test')).hasKey).toBe(false);
  });

  it('writes no key to any file under the home folder, nor to the log', async () => {
    await ctx.environments.add({ name: 'sbx-test', kind: 'test', url: sandbox.environments.test.baseUrl });
    await ctx.environments.setKey('sbx-test', testKey);
    await ctx.environments.testConnection('sbx-test');
    await ctx.environments.setActive('sbx-test');
    expect(filesContaining(home, testKey)).toEqual([]);
    expect(logLines.join('\n')).not.toContain(testKey);
    expect(JSON.stringify(events)).not.toContain(testKey);
  });

  it('removing an environment removes its key from the keychain', async () => {
    await ctx.environments.add({ name: 'gone', kind: 'test', url: sandbox.environments.test.baseUrl });
    await ctx.environments.setKey('gone', testKey);
    expect(secretToolLookup(`${prefix}gone`)).toBe(testKey);
    await ctx.environments.remove('gone');
    expect(secretToolLookup(`${prefix}gone`)).toBeNull();
  });

  it('opens with ALUMNI_LOADER_API_KEY for this run when it is set, and otherwise needs a stored key', async () => {
    await ctx.environments.add({ name: 'sbx-test', kind: 'test', url: sandbox.environments.test.baseUrl });
    const noKey = await rejection(ctx.environments.open('sbx-test'));
    expect(noKey?.code).toBe('no-key');
    expect(noKey?.details?.join(' ')).toContain('alumni-loader env set-key sbx-test');

    const withVariable = await createAppContext({
      home,
      keychainAccountPrefix: prefix,
      env: { ALUMNI_LOADER_API_KEY: testKey },
      log: () => {},
    });
    try {
      expect(await withVariable.environments.get('sbx-test')).toMatchObject({
        hasKey: true,
        keyState: 'environment-variable',
      });
      const opened = await withVariable.environments.open('sbx-test');
      expect((await opened.client.listUsers({}, 1)).length).toBe(100);
      expect(secretToolLookup(`${prefix}sbx-test`)).toBeNull();
    } finally {
      await withVariable.close();
    }
  });

  it('says an address is unreachable when nothing listens there', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    await ctx.environments.add({ name: 'nobody', kind: 'test', url: `http://127.0.0.1:${port}` });
    await ctx.environments.setKey('nobody', testKey);
    const outcome = await ctx.environments.testConnection('nobody');
    expect(outcome).toMatchObject({ outcome: 'unreachable', ok: false });
    expect(outcome.message).toMatch(/cannot be reached/);
  });
});

describe('connection test against servers that misbehave', () => {
  let silent: TcpServer;
  let selfSigned: HttpsServer;
  let certDir: string;
  const silentSockets = new Set<Socket>();

  beforeAll(async () => {
    silent = createTcpServer((socket) => silentSockets.add(socket)); // accepts, never answers
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    certDir = mkdtempSync(join(tmpdir(), 'alumni-cert-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(certDir, 'key.pem'),
        '-out',
        join(certDir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    selfSigned = createHttpsServer(
      { key: readFileSync(join(certDir, 'key.pem')), cert: readFileSync(join(certDir, 'cert.pem')) },
      (_req, res) => res.end('[]'),
    );
    await new Promise<void>((resolve) => selfSigned.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
    selfSigned.closeAllConnections();
    await new Promise((resolve) => selfSigned.close(resolve));
    rmSync(certDir, { recursive: true, force: true });
  });

  function serviceWith(url: string) {
    const service = createEnvironmentService({
      home,
      log: () => {},
      events: new EventHub(),
      env: { ALUMNI_LOADER_API_KEY: testKey },
      keychain: createOsKeychain({ accountPrefix: prefix }),
      createClient: createApiClient,
      startSandbox,
      testTimeoutMs: 500,
    });
    return { service, ready: service.add({ name: 'odd', kind: 'test', url }) };
  }

  it('says so when the service does not answer in time', async () => {
    const { service, ready } = serviceWith(`http://127.0.0.1:${(silent.address() as { port: number }).port}`);
    await ready;
    const outcome = await service.testConnection('odd');
    expect(outcome).toMatchObject({ outcome: 'timeout', ok: false });
    expect(outcome.message).toMatch(/did not answer in time/);
    expect(outcome.elapsedMs).toBeLessThan(5_000);
    await service.remove('odd');
  });

  it('names a certificate problem as such', async () => {
    const { service, ready } = serviceWith(`https://127.0.0.1:${(selfSigned.address() as { port: number }).port}`);
    await ready;
    const outcome = await service.testConnection('odd');
    expect(outcome).toMatchObject({ outcome: 'certificate', ok: false });
    expect(outcome.message).toMatch(/certificate this computer does not trust/);
    await service.remove('odd');
  });
});
