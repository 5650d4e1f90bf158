// A redirect never carries the key away: a service (or a proxy before it) that answers 301, 302,
// 307 or 308 pointing at another origin gets an error that names where it pointed, and the other
// origin receives nothing at all. Only a read redirected within the same origin is followed.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { ApiError } from '../../../src-main/services/api/errors';
import { runConnectionTest } from '../../../src-main/services/environments/connection-test';
import { classifyFailure } from '../../../src-main/services/jobs/requests/failure';
import { cli } from '../jobs/cli-runner';
import { tempHome } from '../jobs/job-fixtures';

const KEY = 'sk-live-redirect-7c1e9a4b2d';

interface Seen {
  method: string;
  url: string;
  key: string | undefined;
  body: string;
}

interface Recorder {
  server: Server;
  base: string;
  seen: Seen[];
}

/** A loopback server that records every request and answers with `answer`. */
async function recorder(answer: (request: IncomingMessage, seen: Seen[]) => [number, Record<string, string>, string]) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const key = request.headers['x-api-key'];
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        key: typeof key === 'string' ? key : undefined,
        body,
      });
      const [status, headers, text] = answer(request, seen);
      response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(text);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return { server, base: `http://127.0.0.1:${port}`, seen } satisfies Recorder;
}

const USER = { user_id: 1001, first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org' };

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('redirects', () => {
  let elsewhere: Recorder;
  let service: Recorder;
  /** How the service answers the next requests: the status and where it points (a path on `elsewhere`). */
  let redirect: { status: number; location: () => string } | undefined;

  beforeAll(async () => {
    elsewhere = await recorder(() => [200, {}, JSON.stringify([USER])]);
    service = await recorder((request) => {
      if (request.url?.startsWith('/moved/')) return [200, {}, JSON.stringify([USER])];
      if (redirect) return [redirect.status, { location: redirect.location() }, '{"message":"moved"}'];
      return [200, {}, JSON.stringify([USER])];
    });
  });
  afterAll(async () => {
    await Promise.all([elsewhere, service].map((r) => new Promise((done) => r.server.close(done))));
  });
  beforeEach(() => {
    elsewhere.seen.length = 0;
    service.seen.length = 0;
    redirect = undefined;
  });

  const client = () => createApiClient({ baseUrl: service.base, apiKey: KEY, timeoutMs: 5000 });

  const calls: [string, () => Promise<unknown>][] = [
    ['a read (GET)', () => client().listUsers()],
    ['a create (POST)', () => client().createUser({ first_name: 'Ada', last_name: 'Byron', email: 'ada@example.org' })],
    ['an update (PUT)', () => client().updateUser(1001, { first_name: 'Ada' })],
  ];

  for (const status of [301, 302, 307, 308]) {
    it.each(calls)(
      `HTTP ${status} to another origin, for %s: an error naming it, nothing sent there`,
      async (_, call) => {
        redirect = { status, location: () => `${elsewhere.base}/api/users/` };
        const error = await failure(call());
        expect(error.code).toBe('network');
        expect(error.status).toBe(status);
        expect(error.redirectedTo).toBe(`${elsewhere.base}/api/users`);
        expect(error.message).toContain(`redirect (HTTP ${status}) to ${elsewhere.base}/api/users`);
        expect(error.message).toContain('the key was not sent there');
        expect(error.outcomeUnknown).toBe(false);
        expect(elsewhere.seen).toEqual([]);
        expect(service.seen).toHaveLength(1);
        // A job stops on it, as on a refused key: every row would meet the same redirect.
        expect(classifyFailure(error)).toMatchObject({ kind: 'fatal', mayHaveHappened: false });
      },
    );
  }

  it('a read redirected within the same origin is followed, with the key, to the same service', async () => {
    redirect = { status: 301, location: () => '/moved/api/users/' };
    const users = await client().listUsers();
    expect(users.map((u) => u.user_id)).toEqual([1001]);
    expect(service.seen.map((s) => [s.method, s.url.split('?')[0], s.key])).toEqual([
      ['GET', '/api/users/', KEY],
      ['GET', '/moved/api/users/', KEY],
    ]);
    expect(elsewhere.seen).toEqual([]);
  });

  it('a write redirected within the same origin is not sent again', async () => {
    redirect = { status: 307, location: () => `${service.base}/moved/api/users/` };
    const error = await failure(calls[1]![1]());
    expect(error.message).toMatch(/A write is never sent on to another place/);
    expect(service.seen.map((s) => s.method)).toEqual(['POST']);
  });

  it('a loop of same-origin redirects ends in an error, not forever', async () => {
    redirect = { status: 302, location: () => '/api/users/' };
    const error = await failure(client().listUsers());
    expect(error.message).toMatch(/redirected more than 5 times/);
    expect(service.seen).toHaveLength(6);
  });

  it('a Location that holds the key does not bring it into the message', async () => {
    redirect = { status: 302, location: () => `${elsewhere.base}/login/${KEY}?key=${KEY}` };
    const error = await failure(client().listUsers());
    expect(error.message).not.toContain(KEY.slice(0, 8));
    expect(error.redirectedTo).not.toContain(KEY.slice(0, 8));
    expect(error.message).toContain(`${elsewhere.base}/login/`);
    expect(elsewhere.seen).toEqual([]);
  });

  it('the connection test fails on it and says where it pointed', async () => {
    redirect = { status: 302, location: () => `${elsewhere.base}/api/users/` };
    const environment = { name: 'moved', kind: 'test', url: service.base, keyState: 'stored' } as const;
    const outcome = await runConnectionTest(environment as never, () => Promise.resolve(client()));
    expect(outcome.ok).toBe(false);
    expect(outcome.message).toContain(elsewhere.base);
    expect(elsewhere.seen).toEqual([]);
  });

  it(
    '`env test --json` fails (exit 1) with the outcome as JSON, and the other origin hears nothing',
    { timeout: 120_000 },
    async () => {
      redirect = { status: 301, location: () => `${elsewhere.base}/api/users/` };
      const temp = tempHome();
      try {
        const added = await cli(temp.home, ['env', 'add', 'moved', '--url', service.base, '--kind', 'test']).done;
        expect(added.code, added.err).toBe(0);
        const env = { ALUMNI_LOADER_API_KEY: KEY };
        const json = await cli(temp.home, ['env', 'test', 'moved', '--json'], env).done;
        expect(json.code, json.err).toBe(1);
        const lines = json.out.trim().split('\n');
        expect(lines).toHaveLength(1);
        const outcome = JSON.parse(lines[0]!) as { ok: boolean; outcome: string; message: string };
        expect(outcome).toMatchObject({ ok: false, environment: 'moved' });
        expect(outcome.message).toContain(`redirect (HTTP 301) to ${elsewhere.base}/api/users`);
        const words = await cli(temp.home, ['env', 'test', 'moved'], env).done;
        expect(words.code).toBe(1);
        expect(words.err).toMatch(/^FAILED: .*redirect \(HTTP 301\)/);
        expect(elsewhere.seen).toEqual([]);
        expect(service.seen.every((s) => s.key === KEY)).toBe(true);
      } finally {
        temp.remove();
      }
    },
  );
});
