import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { SandboxHttpError, errorBody } from './http-errors';
import type { FaultInjector } from './faults';
import { SANDBOX_ENVIRONMENTS, type SandboxEnvironmentName } from './options';
import { registerCampaignRoutes } from './routes/campaigns';
import { registerUserRoutes } from './routes/users';
import type { StatsRecorder } from './stats';
import type { EnvironmentStore } from './store';

export interface ServedEnvironment {
  key: string;
  store: EnvironmentStore;
}

export interface SandboxServerParts {
  environments: Partial<Record<SandboxEnvironmentName, ServedEnvironment>>;
  faults: FaultInjector;
  stats: StatsRecorder;
}

export const STATS_PATH = '/__sandbox/stats';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function pathTemplate(request: FastifyRequest): string {
  return request.routeOptions.url ?? '(no such endpoint)';
}

/** The gate every API request passes: latency, key, rate limit, injected failures. */
function guardEnvironment(
  scope: FastifyInstance,
  name: SandboxEnvironmentName,
  served: ServedEnvironment,
  parts: SandboxServerParts,
): void {
  const carriedOut = new WeakSet<FastifyRequest>();
  scope.addHook('onRequest', async (request) => {
    await parts.faults.delay();
    const key = request.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw new SandboxHttpError(401, 'No API key: send the key of this environment in the x-api-key header.');
    }
    if (key !== served.key) throw new SandboxHttpError(401, `This key is not valid for the ${name} environment.`);
    const waitSeconds = parts.faults.rateLimit(key);
    if (waitSeconds > 0) throw new SandboxHttpError(429, 'Too many requests for this key: slow down.', waitSeconds);
    const failure = parts.faults.failure();
    if (failure)
      throw new SandboxHttpError(
        failure,
        failure === 503 ? 'The service is unavailable (injected fault).' : 'Internal error (injected fault).',
        failure === 503 ? 1 : undefined,
      );
    carriedOut.add(request);
  });
  // --drop-rate: the request was carried out; the client never hears so.
  scope.addHook('onSend', async (request, _reply, payload) => {
    if (carriedOut.has(request) && parts.faults.drop()) {
      parts.stats.dropped(request.method, pathTemplate(request));
      request.raw.socket.destroy();
    }
    return payload;
  });
  registerUserRoutes(scope, served.store);
  registerCampaignRoutes(scope, served.store);
}

export function buildSandboxServer(parts: SandboxServerParts): FastifyInstance {
  const app = Fastify({ logger: false, forceCloseConnections: true, routerOptions: { ignoreTrailingSlash: true } });

  // Any body type reaches the routes as text, so a form-encoded POST gets the service's 400
  // (not fastify's 415).
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url !== STATS_PATH)
      parts.stats.answered(request.method, pathTemplate(request), reply.statusCode);
    return payload;
  });

  app.setErrorHandler((error: FastifyError | SandboxHttpError, _request, reply) => {
    if (error instanceof SandboxHttpError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(error.status).send(errorBody(error.status, error.message));
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500
        ? error.statusCode
        : 500;
    const message =
      status === 500
        ? 'Internal error.'
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The body is not valid JSON, though its Content-Type says application/json.'
          : error.message;
    return reply.code(status).send(errorBody(status, message));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody(
          404,
          `No such endpoint: ${request.method} ${request.url.split('?')[0]}. The base addresses are /test and /production.`,
        ),
      ),
  );

  app.get(STATS_PATH, async (request, reply) => {
    if (!LOOPBACK.has(request.socket.remoteAddress ?? ''))
      return reply.code(403).send(errorBody(403, 'Statistics are served on loopback only.'));
    return statsSnapshot(parts);
  });

  for (const name of SANDBOX_ENVIRONMENTS) {
    const served = parts.environments[name];
    if (served) app.register(async (scope) => guardEnvironment(scope, name, served, parts), { prefix: `/${name}` });
  }
  return app;
}

export function statsSnapshot(parts: SandboxServerParts) {
  const users: Partial<Record<SandboxEnvironmentName, number>> = {};
  for (const name of SANDBOX_ENVIRONMENTS) {
    const served = parts.environments[name];
    if (served) users[name] = served.store.userCount;
  }
  return parts.stats.snapshot(users);
}
