// A read on a connection the other end closed before answering (a proxy's idle timeout, a local
// service restarted on the same port) is sent again once; a write never is (its outcome is unknown).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A service that drops the first `drops` connections without a word, then answers each request. */
async function dropping(drops: number): Promise<{ baseUrl: string; requests: () => string[] }> {
  const seen: string[] = [];
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (seen.length <= drops) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    response.end(
      request.method === 'GET'
        ? JSON.stringify([{ user_id: 7, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lee' }])
        : '{}',
    );
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, requests: () => seen };
}

describe('a connection closed before the answer', () => {
  it('a read is sent once more and succeeds', async () => {
    const service = await dropping(1);
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 5000 });
    const user = await client.getUser(7);
    expect(user.user_id).toBe(7);
    expect(service.requests()).toEqual(['GET /api/users/7', 'GET /api/users/7']);
  });

  it('a read dropped twice is a failure in words, after two tries', async () => {
    const service = await dropping(5);
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 5000 });
    await expect(client.getUser(7)).rejects.toThrow(/connection .* broke/);
    expect(service.requests()).toHaveLength(2);
  });

  it('a write is never sent again by the transport', async () => {
    const service = await dropping(1);
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 5000 });
    await expect(
      client.createUser({ first_name: 'Ada', last_name: 'Lee', email: 'ada@example.org', enabled: 1 }),
    ).rejects.toThrow();
    expect(service.requests()).toEqual(['POST /api/users/']);
  });
});
