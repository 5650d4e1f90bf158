import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import type { Envelope } from '../../src-shared/bridge/define';
import { BRIDGE_PATH_PREFIX, EVENTS_PATH, TOKEN_FRAGMENT_KEY, TOKEN_HEADER } from '../../src-shared/bridge/wire';
import { AppError, type ErrorCode } from '../../src-shared/errors';
import { createBridgeHandlers } from '../bridge/handlers';
import { createDispatcher, type Dispatch } from '../bridge/dispatch';
import type { AppContext } from '../services/context';
import { RENDERER_DIR } from './app-build';
import { SECURITY_HEADERS } from '../security/content-security-policy';
import { EventStreams } from './event-stream';
import { checkHost, checkOrigin, checkToken, type Refusal } from './request-guard';

/** Files chosen in the browser cross the bridge as text: room for a large alumni list. */
const BODY_LIMIT_BYTES = 64 * 1024 * 1024;

export interface HostOptions {
  ctx: AppContext;
  /** 0 (the default) lets the system pick a free port. */
  port?: number;
  /** The built renderer (electron-vite's out/renderer). */
  rendererDir?: string;
  /** The bridge; by default the app's handlers over ctx. */
  dispatch?: Dispatch;
}

export interface RunningHost {
  /** The address to open, token included in the fragment (never sent to the server by a browser). */
  url: string;
  origin: string;
  port: number;
  token: string;
  close(): Promise<void>;
}

/**
 * Serves the built renderer and the bridge on 127.0.0.1 for a browser: the second door to the
 * same services as Electron's IPC. Every bridge and events request must name this server in its
 * Host header, come from no page or from our own page, and carry the per-launch token.
 */
export async function createHost(options: HostOptions): Promise<RunningHost> {
  const { ctx } = options;
  const rendererDir = options.rendererDir ?? RENDERER_DIR;
  if (!existsSync(join(rendererDir, 'index.html'))) {
    throw new AppError('not-found', `The app's pages are not built yet (no index.html in ${rendererDir}).`, [
      'Run `npm run build` in the app folder, then start again.',
    ]);
  }
  const dispatch = options.dispatch ?? createDispatcher(createBridgeHandlers(ctx), ctx.log);
  const token = randomBytes(32).toString('base64url');
  const streams = new EventStreams(ctx.events);
  let port = 0;

  const server = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES, forceCloseConnections: true });
  // The bridge speaks JSON only; plain-text posts (which any page may send unasked) are refused.
  server.removeContentTypeParser('text/plain');

  // Set before any route: a route keeps the handlers of the moment it is added.
  server.setNotFoundHandler((request, reply) => {
    reply
      .status(404)
      .send(failure('not-found', `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`));
  });
  server.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) ctx.log(`host: ${error.message ?? 'unknown failure'}`);
    const message =
      status === 413
        ? `The data sent to the app is larger than ${BODY_LIMIT_BYTES / 1024 / 1024} MB.`
        : status < 500
          ? `The app could not read this request: ${error.message ?? 'unreadable'}.`
          : 'Something went wrong in the local host. The details are in the app log.';
    reply.status(status).send(failure(status < 500 ? 'invalid-input' : 'internal', message));
  });

  server.addHook('onRequest', async (request, reply) => {
    const refusal = checkHost(request.headers.host, port);
    if (refusal) return refuse(reply, refusal);
    return undefined;
  });
  server.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });

  // The token and Origin checks belong to the routes themselves, so they hold however the
  // path is spelled (/%62ridge/... reaches this route too). They run before the body is read.
  const guard =
    (readToken: (request: FastifyRequest) => string | undefined) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const refusal = checkOrigin(request.headers.origin, port) ?? checkToken(readToken(request), token);
      return refusal ? refuse(reply, refusal) : undefined;
    };

  server.post<{ Params: { method: string } }>(
    `${BRIDGE_PATH_PREFIX}:method`,
    { onRequest: guard(tokenFromHeader) },
    async (request) => {
      return dispatch(request.params.method, request.body);
    },
  );

  server.get(EVENTS_PATH, { onRequest: guard(tokenFromQuery) }, (_request, reply) => {
    reply.hijack();
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    streams.attach(reply.raw);
  });

  await server.register(fastifyStatic, {
    root: rendererDir,
    index: 'index.html',
    dotfiles: 'deny',
    // The page must always be fresh: a cached one would hold another build's file names.
    setHeaders: (reply, path) => {
      if (path.endsWith('.html')) reply.header('cache-control', 'no-store');
    },
  });

  await server.listen({ host: '127.0.0.1', port: options.port ?? 0 });
  port = (server.server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    url: `${origin}/#${TOKEN_FRAGMENT_KEY}=${token}`,
    origin,
    port,
    token,
    async close() {
      streams.close();
      await server.close();
    },
  };
}

function tokenFromHeader(request: FastifyRequest): string | undefined {
  const value = request.headers[TOKEN_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

function tokenFromQuery(request: FastifyRequest): string | undefined {
  return (request.query as Record<string, string | undefined>)[TOKEN_FRAGMENT_KEY];
}

function refuse(reply: FastifyReply, refusal: Refusal): FastifyReply {
  return reply.status(refusal.status).send({ ok: false, error: refusal.error.toJSON() } satisfies Envelope);
}

function failure(code: ErrorCode, message: string): Envelope {
  return { ok: false, error: new AppError(code, message).toJSON() };
}
