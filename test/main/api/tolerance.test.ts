import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import { ApiError } from '../../../src-main/services/api/errors';
import { startFakeService, json, type FakeService } from './fake-service';

const KEY = 'sk-tolerance-5566778899';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('API client: tolerant of the shapes the description leaves open', () => {
  let fake: FakeService;
  beforeAll(async () => {
    fake = await startFakeService();
  });
  afterAll(() => fake.close());
  const client = () => createApiClient({ baseUrl: fake.baseUrl, apiKey: KEY });

  it('sends the key in x-api-key, JSON bodies, under the base address', async () => {
    const seen: Array<Record<string, unknown>> = [];
    fake.handle((request, body, response) => {
      seen.push({
        method: request.method,
        url: request.url,
        key: request.headers['x-api-key'],
        type: request.headers['content-type'],
        body,
      });
      json(response, 201, [{ user_id: 7, first_name: 'A', last_name: 'B', email: 'a@b.org', enabled: 1 }]);
    });
    await client().createUser({ first_name: 'A', last_name: 'B', email: 'a@b.org', enabled: 1 });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api-root/api/users/', key: KEY, type: 'application/json' });
    expect(JSON.parse(String(seen[0]?.body))).toEqual({
      first_name: 'A',
      last_name: 'B',
      email: 'a@b.org',
      enabled: 1,
    });
  });

  it('reads one user answered as a bare object or wrapped in {data: [...]}', async () => {
    fake.handle((_request, _body, response) =>
      json(response, 200, {
        user_id: '12',
        first_name: 'Ana',
        enabled: '1',
        approved: true,
        dob_day: '07',
        extra_field: 'kept',
      }),
    );
    expect(await client().getUser(12)).toMatchObject({
      user_id: 12,
      first_name: 'Ana',
      enabled: 1,
      approved: 1,
      dob_day: 7,
      extra_field: 'kept',
      email: null,
    });
    fake.handle((_request, _body, response) =>
      json(response, 200, { status: 'ok', data: [{ user_id: 12, first_name: 'Ana' }] }),
    );
    expect((await client().getUser(12)).first_name).toBe('Ana');
  });

  it('an empty array for one user is "not found"', async () => {
    fake.handle((_request, _body, response) => json(response, 200, []));
    expect((await failure(client().getUser(5))).code).toBe('not-found');
  });

  it('a create answered with only the new id reads the user back', async () => {
    const calls: string[] = [];
    fake.handle((request, _body, response) => {
      calls.push(`${request.method} ${request.url}`);
      if (request.method === 'POST') json(response, 200, { status: 'success', user_id: 88 });
      else
        json(response, 200, [
          { user_id: 88, first_name: 'Ida', last_name: 'Berg', email: 'ida@example.org', enabled: 0 },
        ]);
    });
    const user = await client().createUser({
      first_name: 'Ida',
      last_name: 'Berg',
      email: 'ida@example.org',
      enabled: 0,
    });
    expect(user).toMatchObject({ user_id: 88, first_name: 'Ida' });
    expect(calls).toEqual(['POST /api-root/api/users/', 'GET /api-root/api/users/88']);
  });

  it('a create answered without any id: server error that says the user may exist', async () => {
    fake.handle((_request, _body, response) => json(response, 200, { status: 'success' }));
    const error = await failure(client().createUser({ first_name: 'X' }));
    expect(error).toMatchObject({ code: 'server-error', outcomeUnknown: true });
    expect(error.message).toMatch(/look it up by email/);
  });

  it('PUT accepts any 2xx answer: empty, text or JSON', async () => {
    for (const answer of [
      (response: Parameters<Parameters<FakeService['handle']>[0]>[2]) => response.writeHead(204).end(),
      (response: Parameters<Parameters<FakeService['handle']>[0]>[2]) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"updated":true}'),
      (response: Parameters<Parameters<FakeService['handle']>[0]>[2]) =>
        response.writeHead(200, { 'content-type': 'text/plain' }).end(''),
    ]) {
      let sent: Record<string, unknown> = {};
      fake.handle((request, body, response) => {
        sent = JSON.parse(body);
        expect(request.method).toBe('PUT');
        answer(response);
      });
      await expect(
        client().updateUser(9, { first_name: 'A', last_name: 'B', email: 'a@b.org', enabled: 1 }),
      ).resolves.toBeUndefined();
      expect(sent.user_id).toBe(9);
    }
  });

  it('reports an unreadable field with its name and value, not a silent null', async () => {
    fake.handle((_request, _body, response) => json(response, 200, [{ user_id: 'abc', first_name: 'A' }]));
    const error = await failure(client().getUser(1));
    expect(error.code).toBe('server-error');
    expect(error.message).toContain('The service answered a user whose user_id is "abc" (expected a number).');
    fake.handle((_request, _body, response) =>
      json(response, 200, [{ user_id: 1 }, { user_id: 2, approved: 'maybe' }]),
    );
    expect((await failure(client().listUsers())).message).toContain(
      'item 2 of the list) whose approved is "maybe" (expected 1 or 0)',
    );
    fake.handle((_request, _body, response) => json(response, 200, [{ id: 3, title: 'Gala', raised: 'lots' }]));
    expect((await failure(client().listCampaigns())).message).toContain('whose raised is "lots" (expected a number)');
    fake.handle((_request, _body, response) => json(response, 200, [{ campaign_id: 3 }]));
    expect((await failure(client().listDonations())).message).toContain('whose amount is missing (expected a number)');
  });

  it('reads campaigns whatever the active flag spelling, raised as a string', async () => {
    fake.handle((_request, _body, response) =>
      json(response, 200, [
        { id: '1', title: 'A', raised: '1234.50', islnactive: '1', ambassadors: null },
        { id: 2, title: 'B', raised: 10, isInactive: 0, author: { user_id: '5', first_name: 'Jo', last_name: 'Ng' } },
        { id: 3, title: 'C', isInactive: null },
        { id: 4, title: 'D' },
      ]),
    );
    const [a, b, c, d] = await client().listCampaigns();
    expect(a).toMatchObject({
      id: 1,
      raised: 1234.5,
      active: true,
      activeFieldSpelling: 'islnactive',
      ambassadors: [],
    });
    expect(b).toMatchObject({ raised: 10, active: false, activeFieldSpelling: 'isInactive', author: { user_id: 5 } });
    expect(c).toMatchObject({ active: null, activeFieldSpelling: 'isInactive', raised: null });
    expect(d).toMatchObject({ active: null, activeFieldSpelling: null });
  });

  it('a 200 that is not JSON is a server error naming the address', async () => {
    fake.handle((_request, _body, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>login page</html>'),
    );
    const error = await failure(client().listUsers());
    expect(error.code).toBe('server-error');
    expect(error.message).toContain(fake.baseUrl);
  });

  it('error bodies of any shape: JSON message, errors list, plain text, HTML; the key blanked if echoed', async () => {
    const cases: Array<[number, string, string, string | undefined]> = [
      [400, 'application/json', JSON.stringify({ message: 'email is invalid' }), 'email is invalid'],
      [
        422,
        'application/json',
        JSON.stringify({ errors: ['first_name missing', 'email missing'] }),
        'first_name missing; email missing',
      ],
      [400, 'text/plain', 'Bad email', 'Bad email'],
      [502, 'text/html', '<html><body>Bad gateway</body></html>', undefined],
      [401, 'application/json', JSON.stringify({ error: `key ${KEY} is not valid` }), 'key [key hidden] is not valid'],
    ];
    for (const [status, type, body, expected] of cases) {
      fake.handle((_request, _body, response) => response.writeHead(status, { 'content-type': type }).end(body));
      const error = await failure(client().createUser({ first_name: 'A' }));
      expect(error.status).toBe(status);
      expect(error.serviceMessage).toBe(expected);
      expect(error.message).not.toContain(KEY);
      expect(JSON.stringify(error)).not.toContain(KEY);
    }
  });

  it('maps statuses to the small set of kinds', async () => {
    const kinds: Array<[number, string]> = [
      [401, 'key-refused'],
      [403, 'key-refused'],
      [404, 'not-found'],
      [400, 'rejected'],
      [409, 'rejected'],
      [429, 'rate-limited'],
      [500, 'server-error'],
      [503, 'server-error'],
    ];
    for (const [status, code] of kinds) {
      fake.handle((_request, _body, response) =>
        json(response, status, {}, status === 503 ? { 'retry-after': 'Thu, 01 Jan 2099 00:00:00 GMT' } : {}),
      );
      const error = await failure(client().listUsers());
      expect(error.code, String(status)).toBe(code);
      if (status === 503) expect(error.retryAfterMs).toBeGreaterThan(1000 * 60 * 60 * 24 * 365);
    }
  });

  it('the walkers stop on a short page, and refuse a service that ignores page', async () => {
    const pagesAsked: string[] = [];
    fake.handle((request, _body, response) => {
      const page = Number(new URL(request.url!, 'http://x').searchParams.get('page'));
      pagesAsked.push(String(page));
      const count = page === 1 ? 100 : 3;
      json(
        response,
        200,
        Array.from({ length: count }, (_, index) => ({ user_id: page * 1000 + index })),
      );
    });
    const sizes: number[] = [];
    for await (const page of client().walkUsers({ approved: 0 })) sizes.push(page.length);
    expect(sizes).toEqual([100, 3]);
    expect(pagesAsked).toEqual(['1', '2']);

    fake.handle((_request, _body, response) =>
      json(
        response,
        200,
        Array.from({ length: 100 }, (_, index) => ({ user_id: index + 1 })),
      ),
    );
    const walked = async () => {
      for await (const _page of client().walkUsers()) {
        // keeps walking until the repeat is noticed
      }
    };
    await expect(walked()).rejects.toThrow(/ignore the page number/);
  });
});
