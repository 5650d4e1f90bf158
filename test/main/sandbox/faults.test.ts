import { afterEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type SandboxHandle } from '../../helpers/sandbox';
import { call, newUser, rows } from './http';

describe('sandbox: fault flags and statistics', () => {
  let sandbox: SandboxHandle | undefined;
  afterEach(async () => {
    await sandbox?.close();
    sandbox = undefined;
  });
  const start = async (options: Parameters<typeof startTestSandbox>[0]) => {
    sandbox = await startTestSandbox({ users: 20, campaigns: 2, donations: 20, ...options });
    return sandbox;
  };

  it('--fail-rate 1: every request gets 500 or 503 and nothing is carried out', async () => {
    const s = await start({ failRate: 1 });
    const statuses = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const answer = await call(`${s.environments.test.baseUrl}/api/users/`, {
        key: s.environments.test.key,
        json: newUser(),
      });
      statuses.add(answer.status);
      expect(answer.body).toMatchObject({ message: expect.stringContaining('injected') });
    }
    expect(statuses).toEqual(new Set([500, 503]));
    expect(s.stats().users.test).toBe(20);
    const counted = s.stats().requests;
    expect((counted['POST /test/api/users/ 500'] ?? 0) + (counted['POST /test/api/users/ 503'] ?? 0)).toBe(20);
  });

  it('--fail-rate 0.3 fails roughly that share of requests', async () => {
    const s = await start({ failRate: 0.3 });
    let failed = 0;
    for (let i = 0; i < 200; i++) {
      const answer = await call(`${s.environments.test.baseUrl}/api/users/`, { key: s.environments.test.key });
      if (answer.status >= 500) failed++;
    }
    expect(failed).toBeGreaterThan(30);
    expect(failed).toBeLessThan(90);
  });

  it('--drop-rate 1: the user is created, then the connection is cut before the answer', async () => {
    const s = await start({ dropRate: 1 });
    const body = newUser();
    await expect(
      call(`${s.environments.test.baseUrl}/api/users/`, { key: s.environments.test.key, json: body }),
    ).rejects.toThrow();
    expect(s.stats().users.test).toBe(21);
    expect(s.stats().dropped).toEqual({ 'POST /test/api/users/': 1 });
    s.setFaults({ dropRate: 0 });
    const found = rows(
      await call(`${s.environments.test.baseUrl}/api/users/?email=${encodeURIComponent(String(body.email))}`, {
        key: s.environments.test.key,
      }),
    );
    expect(found).toHaveLength(1);
  });

  it('does not drop requests refused at the gate (a wrong key is answered)', async () => {
    const s = await start({ dropRate: 1 });
    const answer = await call(`${s.environments.test.baseUrl}/api/users/`, { key: 'wrong-key' });
    expect(answer.status).toBe(401);
    expect(s.stats().dropped).toEqual({});
  });

  it('--rate-limit R: at most R requests a second per key, then 429 with Retry-After in seconds', async () => {
    const s = await start({ rateLimit: 5 });
    const test = s.environments.test;
    // All at once, so a slow machine cannot spread them over more than one second.
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call(`${test.baseUrl}/api/users/`, { key: test.key })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const limited = answers.find((answer) => answer.status === 429)!;
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The other environment's key has its own allowance.
    const production = s.environments.production;
    expect((await call(`${production.baseUrl}/api/users/`, { key: production.key })).status).toBe(200);
    await new Promise((done) => setTimeout(done, 1050));
    expect((await call(`${test.baseUrl}/api/users/`, { key: test.key })).status).toBe(200);
    expect(s.stats().requests['GET /test/api/users/ 429']).toBe(3);
  });

  it('--latency MS delays answers (with jitter)', async () => {
    const s = await start({ latencyMs: 120 });
    const started = performance.now();
    for (let i = 0; i < 5; i++)
      await call(`${s.environments.test.baseUrl}/api/users/`, { key: s.environments.test.key });
    const average = (performance.now() - started) / 5;
    expect(average).toBeGreaterThan(60);
    expect(average).toBeLessThan(1000);
  });

  it('changes faults while running with setFaults()', async () => {
    const s = await start({});
    const url = `${s.environments.test.baseUrl}/api/users/`;
    expect((await call(url, { key: s.environments.test.key })).status).toBe(200);
    s.setFaults({ failRate: 1 });
    expect((await call(url, { key: s.environments.test.key })).status).toBeGreaterThanOrEqual(500);
    expect(s.faults()).toMatchObject({ failRate: 1, dropRate: 0 });
    s.setFaults({ failRate: 0 });
    expect((await call(url, { key: s.environments.test.key })).status).toBe(200);
  });

  it('GET /__sandbox/stats counts by method, path template and status, and users per environment, without a key', async () => {
    const s = await start({});
    const test = s.environments.test;
    await call(`${test.baseUrl}/api/users/1001`, { key: test.key });
    await call(`${test.baseUrl}/api/users/1002`, { key: test.key });
    await call(`${test.baseUrl}/api/users/424242`, { key: test.key });
    await call(`${test.baseUrl}/api/users/`, { key: test.key, json: newUser() });
    await call(`${s.url}/nowhere`);
    const stats = await call(`${s.url}/__sandbox/stats`);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      requests: {
        'GET /test/api/users/:id 200': 2,
        'GET /test/api/users/:id 404': 1,
        'POST /test/api/users/ 201': 1,
        'GET (no such endpoint) 404': 1,
      },
      total: 5,
      users: { test: 21, production: 20 },
    });
    s.resetStats();
    expect(s.stats().total).toBe(0);
  });
});
