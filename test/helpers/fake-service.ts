// A stand-in for the Alumni Engagement Service with the misbehaviours the sandbox does not have,
// for the "exactly once" tests: creates answered with an HTML page, with JSON cut short or with
// 201 `{}` (each after the user was really created), repeated emails accepted (no uniqueness to
// save a client that sends twice), and 429 with `Retry-After: 3600`; creates answered 504 (or
// left hanging) and carried out later, a filter that answers [] for chosen values, users changed
// by "someone else" between plan and run (tests edit `users` directly). It counts through its own
// store: how many users hold each email, how many POSTs arrived, and records every request.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export type CreateAnswer = 'json' | 'html' | 'cut-json' | 'empty-object' | 'mixed';

const MIXED: CreateAnswer[] = ['json', 'html', 'cut-json', 'empty-object'];

export interface FakeServiceOptions {
  key?: string;
  /** How a create is answered (the user is created whatever the answer). */
  createAnswer?: CreateAnswer;
  /** Every n-th request is answered 429 with this Retry-After, not carried out. */
  throttle?: { every: number; retryAfter: string };
  /** Delay before each answer, ms. */
  latencyMs?: number;
  /** Refuses creates with 400 and a message that echoes the key in this form. */
  echoKey?: (key: string) => string;
  /** The next `count` creates are answered `status` at once, and carried out `afterMs` later. */
  createLater?: { status: number; afterMs: number; count: number };
  /** The next `count` creates get no answer at all; with `createAfterMs`, they are carried out then. */
  hangCreates?: { count: number; createAfterMs?: number };
  /** Values (lower-cased) the filters answer [] for, though users hold them. */
  emptyFilterFor?: string[];
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: string;
  at: number;
  body?: Record<string, unknown>;
}

export interface FakeUser extends Record<string, unknown> {
  user_id: number;
  email: string;
}

export interface FakeServiceHandle {
  baseUrl: string;
  key: string;
  users: FakeUser[];
  /** POST /api/users/ requests received, and 429s sent. */
  counts: { posts: number; throttled: number; requests: number };
  /** Every request received, in order. */
  log: RecordedRequest[];
  /** Adds a user as someone else would (between plan and run). */
  addUser(fields: Record<string, unknown>): FakeUser;
  /** How many users hold each email (lower-cased). */
  perEmail(): Map<string, number>;
  set(options: Partial<FakeServiceOptions>): void;
  close(): Promise<void>;
}

function send(
  response: ServerResponse,
  status: number,
  body: string,
  type = 'application/json',
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...headers }).end(body);
}

function answerCreate(response: ServerResponse, user: FakeUser, how: CreateAnswer): void {
  const full = JSON.stringify([user]);
  if (how === 'html')
    send(
      response,
      200,
      '<html><body><h1>Request accepted</h1><p>Your request is being processed.</p></body></html>',
      'text/html',
    );
  else if (how === 'cut-json') send(response, 201, full.slice(0, Math.floor(full.length / 2)));
  else if (how === 'empty-object') send(response, 201, '{}');
  else send(response, 201, full);
}

export async function startFakeService(initial: FakeServiceOptions = {}): Promise<FakeServiceHandle> {
  let options: FakeServiceOptions = { createAnswer: 'json', ...initial };
  const key = initial.key ?? 'fake-service-key-4b9d27';
  const users: FakeUser[] = [];
  const counts = { posts: 0, throttled: 0, requests: 0 };
  const log: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const addUser = (fields: Record<string, unknown>): FakeUser => {
    const user: FakeUser = { ...fields, email: String(fields.email ?? ''), user_id: users.length + 1 };
    users.push(user);
    return user;
  };
  const later = (ms: number, what: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      what();
    }, ms);
    timers.add(timer);
  };

  const handle = async (request: IncomingMessage, body: string, response: ServerResponse) => {
    counts.requests++;
    const seen = new URL(request.url ?? '/', 'http://fake');
    log.push({
      method: request.method ?? '',
      path: seen.pathname.replace(/^\/root/, ''),
      query: seen.search,
      at: Date.now(),
      ...(body ? { body: JSON.parse(body) as Record<string, unknown> } : {}),
    });
    if (options.latencyMs) await new Promise((done) => setTimeout(done, options.latencyMs));
    if (request.headers['x-api-key'] !== key) return send(response, 401, '{"message":"bad key"}');
    const throttle = options.throttle;
    if (throttle && counts.requests % throttle.every === 0) {
      counts.throttled++;
      return send(response, 429, '{"message":"slow down"}', 'application/json', { 'retry-after': throttle.retryAfter });
    }
    const url = new URL(request.url ?? '/', 'http://fake');
    const path = url.pathname.replace(/^\/root/, '');
    if (request.method === 'POST' && path === '/api/users/') {
      counts.posts++;
      if (options.echoKey)
        return send(response, 400, JSON.stringify({ message: `Unknown client for ${options.echoKey(key)}` }));
      const fields = JSON.parse(body) as Record<string, unknown>;
      const slow = options.createLater;
      if (slow && slow.count > 0) {
        options = { ...options, createLater: { ...slow, count: slow.count - 1 } };
        later(slow.afterMs, () => addUser(fields));
        return send(response, slow.status, '<html><body>504 Gateway Time-out</body></html>', 'text/html');
      }
      const hang = options.hangCreates;
      if (hang && hang.count > 0) {
        options = { ...options, hangCreates: { ...hang, count: hang.count - 1 } };
        if (hang.createAfterMs !== undefined) later(hang.createAfterMs, () => addUser(fields));
        return; // no answer: the client's timeout ends it
      }
      const user = addUser(fields);
      const how =
        options.createAnswer === 'mixed' ? MIXED[counts.posts % MIXED.length]! : (options.createAnswer ?? 'json');
      return answerCreate(response, user, how);
    }
    const one = /^\/api\/users\/(\d+)$/.exec(path);
    if (one && request.method === 'GET') {
      const user = users.find((u) => u.user_id === Number(one[1]));
      return user ? send(response, 200, JSON.stringify([user])) : send(response, 404, '{"message":"no such user"}');
    }
    if (one && request.method === 'PUT') {
      const user = users.find((u) => u.user_id === Number(one[1]));
      if (!user) return send(response, 404, '{"message":"no such user"}');
      Object.assign(user, JSON.parse(body) as Record<string, unknown>, { user_id: user.user_id });
      return send(response, 200, '{"message":"updated"}');
    }
    if (request.method === 'GET' && path === '/api/users/') {
      const filters = [...url.searchParams].filter(([name]) => name !== 'page');
      const blind = filters.some(([, value]) => options.emptyFilterFor?.includes(value.toLowerCase()));
      const matching = blind
        ? []
        : users.filter((u) =>
            filters.every(([name, value]) => String(u[name] ?? '').toLowerCase() === value.toLowerCase()),
          );
      const page = Number(url.searchParams.get('page') ?? '1');
      return send(response, 200, JSON.stringify(matching.slice((page - 1) * 100, page * 100)));
    }
    return send(response, 404, '{"message":"no such path"}');
  };

  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => void handle(request, body, response));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    baseUrl: `http://127.0.0.1:${port}/root`,
    key,
    users,
    counts,
    log,
    addUser,
    perEmail() {
      const seen = new Map<string, number>();
      for (const user of users) seen.set(user.email.toLowerCase(), (seen.get(user.email.toLowerCase()) ?? 0) + 1);
      return seen;
    },
    set(next) {
      options = { ...options, ...next };
    },
    close: () =>
      new Promise((done) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
