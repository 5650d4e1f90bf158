import { inspect } from 'node:util';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { ApiError } from '../../../src-main/services/api/errors';
import { parseRetryAfter } from '../../../src-main/services/api/retry-after';
import { startTestSandbox, useSandbox } from '../../helpers/sandbox';

const SECRET = 'sk-live-9f8e7d6c5b4a3210';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

function expectNoKey(error: ApiError, key: string): void {
  for (const text of [
    error.message,
    JSON.stringify(error),
    String(error),
    inspect(error),
    error.stack ?? '',
    ...(error.details ?? []),
  ]) {
    expect(text).not.toContain(key);
  }
}

/** A port on loopback where nothing listens. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise((done) => server.close(done));
  return port;
}

describe('API client errors: a few kinds, plain words, never the key', () => {
  const sandbox = useSandbox({ testKey: SECRET, users: 30, donations: 10, campaigns: 2 });
  const client = (options: { key?: string; timeoutMs?: number; signal?: AbortSignal } = {}) =>
    createApiClient({ baseUrl: sandbox().environments.test.baseUrl, apiKey: options.key ?? SECRET, ...options });

  it('key refused: a wrong key, or the key of the other environment', async () => {
    const wrong = await failure(client({ key: 'sk-wrong-000000000000' }).listUsers());
    expect(wrong.code).toBe('key-refused');
    expect(wrong.status).toBe(401);
    expect(wrong.message).toContain(sandbox().environments.test.baseUrl);
    expect(wrong.message).toMatch(/key is wrong, or it belongs to the other environment/);
    expectNoKey(wrong, 'sk-wrong-000000000000');

    const production = createApiClient({ baseUrl: sandbox().environments.production.baseUrl, apiKey: SECRET });
    const crossed = await failure(production.getUser(1001));
    expect(crossed.code).toBe('key-refused');
    expect(crossed.message).toContain('/production');
    expectNoKey(crossed, SECRET);
  });

  it('not found names the record', async () => {
    const error = await failure(client().getUser(777777));
    expect(error).toMatchObject({ code: 'not-found', status: 404, outcomeUnknown: false });
    expect(error.message).toContain('user 777777');
    expect((await failure(client().getCampaign(4242))).message).toContain('campaign 4242');
  });

  it('rejected carries the service message naming the field', async () => {
    const error = await failure(
      client().createUser({ first_name: 'A', last_name: 'B', email: 'not-an-email', enabled: 1 }),
    );
    expect(error).toMatchObject({ code: 'rejected', status: 400 });
    expect(error.serviceMessage).toContain('email');
    expect(error.message).toContain(error.serviceMessage!);
    expectNoKey(error, SECRET);
  });

  it('rate limited gives Retry-After in milliseconds', async () => {
    sandbox().setFaults({ rateLimit: 2 });
    try {
      const api = client();
      await api.listCampaigns();
      await api.listCampaigns();
      const error = await failure(api.listCampaigns());
      expect(error).toMatchObject({ code: 'rate-limited', status: 429 });
      expect(error.retryAfterMs).toBeGreaterThanOrEqual(1000);
      expect(error.message).toMatch(/Wait 1 second and try again/);
    } finally {
      sandbox().setFaults({ rateLimit: 0 });
    }
  });

  it('server error for injected 500/503, and nothing was done', async () => {
    sandbox().setFaults({ failRate: 1 });
    try {
      const before = sandbox().stats().users.test;
      const error = await failure(
        client().createUser({ first_name: 'A', last_name: 'B', email: 'a.b.fail@example.org', enabled: 1 }),
      );
      expect(error.code).toBe('server-error');
      expect([500, 503]).toContain(error.status);
      expect(error.outcomeUnknown).toBe(false);
      expect(sandbox().stats().users.test).toBe(before);
      expectNoKey(error, SECRET);
    } finally {
      sandbox().setFaults({ failRate: 0 });
    }
  });

  it('a connection cut after the request was carried out: network, outcome unknown', async () => {
    sandbox().setFaults({ dropRate: 1 });
    const email = `dropped.${Date.now()}@example.org`;
    try {
      const error = await failure(client().createUser({ first_name: 'Dropped', last_name: 'Call', email, enabled: 1 }));
      expect(error.code).toBe('network');
      expect(error.outcomeUnknown).toBe(true);
      expect(error.message).toMatch(/may or may not have been carried out/);
      expectNoKey(error, SECRET);
    } finally {
      sandbox().setFaults({ dropRate: 0 });
    }
    expect(await client().listUsers({ email })).toHaveLength(1);
  });

  it('connection refused: network, and the service cannot have acted', async () => {
    const port = await closedPort();
    const error = await failure(
      createApiClient({ baseUrl: `http://127.0.0.1:${port}/test`, apiKey: SECRET }).createUser({ first_name: 'A' }),
    );
    expect(error).toMatchObject({ code: 'network', outcomeUnknown: false });
    expect(error.message).toContain(`http://127.0.0.1:${port}/test`);
    expect(error.message).toMatch(/connection refused/);
    expectNoKey(error, SECRET);
  });

  it('timeout: the answer came too late, outcome unknown', async () => {
    const slow = await startTestSandbox({ latencyMs: 400, users: 2, donations: 1, campaigns: 1, testKey: SECRET });
    try {
      const api = createApiClient({ baseUrl: slow.environments.test.baseUrl, apiKey: SECRET, timeoutMs: 100 });
      const error = await failure(
        api.createUser({ first_name: 'Slow', last_name: 'Answer', email: 'slow@example.org', enabled: 1 }),
      );
      expect(error).toMatchObject({ code: 'timeout', outcomeUnknown: true });
      expect(error.message).toMatch(/did not answer/);
      expectNoKey(error, SECRET);
    } finally {
      await slow.close();
    }
  });

  it("the caller's signal cancels a request", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(client({ signal: controller.signal }).listUsers());
    expect(error.code).toBe('cancelled');
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(parseRetryAfter('Wed, 31 Dec 2025 23:59:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
