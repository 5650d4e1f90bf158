import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SandboxHttpError } from '../http-errors';
import { readId, readUserQuery, type RawQuery } from '../queries';
import type { EnvironmentStore } from '../store';
import { readUserBody } from '../user-fields';

type WithId = FastifyRequest<{ Params: { id: string } }>;

/** The service's rule: a form-encoded (or any non-JSON) body gets 400, to be resent as JSON. */
function requireJson(request: FastifyRequest): void {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!/^application\/(.+\+)?json\b/.test(type)) {
    throw new SandboxHttpError(
      400,
      `The body was sent as ${type === '' ? 'no declared type' : `"${type.split(';')[0]}"`}: send the User as a JSON body with Content-Type: application/json.`,
    );
  }
}

export function registerUserRoutes(scope: FastifyInstance, store: EnvironmentStore): void {
  scope.get('/api/users/', async (request) => {
    const { page, query } = readUserQuery(request.query as RawQuery);
    return store.listUsers(query, page);
  });

  // Published quirk: one user is answered as an array of one.
  scope.get('/api/users/:id', async (request: WithId) => [store.getUser(readId('id', request.params.id))]);

  scope.post('/api/users/', async (request, reply) => {
    requireJson(request);
    const user = store.createUser(readUserBody(request.body, 'create'));
    reply.code(201);
    return [user];
  });

  scope.put('/api/users/:id', async (request: WithId) => {
    const userId = readId('id', request.params.id);
    store.getUser(userId);
    requireJson(request);
    const body = request.body as Record<string, unknown> | null;
    const bodyId = body && typeof body === 'object' ? body.user_id : undefined;
    if (bodyId !== undefined && bodyId !== null && Number(bodyId) !== userId) {
      throw new SandboxHttpError(
        400,
        `The body's user_id is ${JSON.stringify(bodyId)} but the address names user ${userId}.`,
      );
    }
    store.replaceUser(userId, readUserBody(body, 'update'));
    return { status: 'success', message: `User ${userId} updated.` };
  });
}
