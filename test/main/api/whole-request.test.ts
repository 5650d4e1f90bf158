// The transport's requests over node:http: kept-alive connections, the deadline over the whole
// answer, and answers a service may send compressed or with a byte-order mark.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

const ADA = { user_id: 7, email: 'ada@example.org', first_name: 'Ada', last_name: 'Lee' };

async function serve(
  answer: (response: ServerResponse) => void,
): Promise<{ baseUrl: string; connections: () => number }> {
  let connections = 0;
  server = createServer((_request, response) => answer(response));
  server.on('connection', () => connections++);
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, connections: () => connections };
}

describe('requests over kept-alive connections', () => {
  it('sends several requests on one connection', async () => {
    const service = await serve((response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify([ADA]));
    });
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 5000 });
    for (let n = 0; n < 5; n++) expect((await client.getUser(7)).email).toBe('ada@example.org');
    expect(service.connections()).toBe(1);
  });

  it('reads an answer compressed with gzip, and one that starts with a byte-order mark', async () => {
    let n = 0;
    const service = await serve((response) => {
      response.setHeader('content-type', 'application/json');
      if (n++ === 0) {
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(JSON.stringify([ADA])));
      } else response.end(`\uFEFF${JSON.stringify([ADA])}`);
    });
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 5000 });
    expect((await client.getUser(7)).first_name).toBe('Ada');
    expect((await client.getUser(7)).first_name).toBe('Ada');
  });

  it('a body that stops halfway ends in a timeout once the deadline passes: a write may have happened', async () => {
    const service = await serve((response) => {
      response.setHeader('content-type', 'application/json');
      response.setHeader('content-length', '500');
      response.write('{"user_id": 7, "em');
    });
    const client = createApiClient({ baseUrl: service.baseUrl, apiKey: 'k', timeoutMs: 300 });
    const started = Date.now();
    const error = await client.createUser({ email: 'ada@example.org' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'timeout', outcomeUnknown: true });
    expect(Date.now() - started).toBeLessThan(3000);
    server!.closeAllConnections();
  });
});
