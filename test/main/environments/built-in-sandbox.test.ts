// The two built-in environments: `sandbox` (test) and `sandbox-production`, one sandbox process per
// home, at a fixed preferred port with a fallback.
import { createServer, type Server } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createAppContext, type AppContext } from '../../../src-main/services/context';
import { SANDBOX_DEFAULT_PORT, preferredSandboxPort } from '../../../src-main/services/environments/built-in-sandbox';
import { newEnvironmentNameSchema } from '../../../src-shared/bridge/env';
import type { AppError } from '../../../src-shared/errors';
import { tempHome } from '../jobs/job-fixtures';

const temp = tempHome();
const contexts: AppContext[] = [];
afterAll(async () => {
  await Promise.all(contexts.map((ctx) => ctx.close()));
  temp.remove();
});

async function context(name: string, env: NodeJS.ProcessEnv, log: string[] = []): Promise<AppContext> {
  const ctx = await createAppContext({
    home: `${temp.home}/${name}`,
    door: 'browser',
    env,
    log: (line) => log.push(line),
    keychainAccountPrefix: `builtin-${process.pid}-`,
  });
  contexts.push(ctx);
  return ctx;
}

function listenOn(port: number): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error as AppError,
  );

describe('the built-in sandbox-production environment', () => {
  it('is the production side of the same sandbox, reached with its own key, and cannot be changed', async () => {
    const ctx = await context('sides', { ALUMNI_LOADER_SANDBOX_PORT: '0' });
    expect(await ctx.environments.get('SANDBOX-PRODUCTION')).toMatchObject({
      name: 'sandbox-production',
      kind: 'production',
      builtIn: true,
      keyState: 'built-in',
    });
    const test = await ctx.environments.open('sandbox');
    const production = await ctx.environments.open('sandbox-production');
    expect(production.environment.url).toBe(test.environment.url.replace(/\/test$/, '/production'));
    // Seeded apart: the two sides hold different people.
    const [first] = await test.client.listUsers({}, 1);
    expect(await production.client.listUsers({ email: String(first!.email) })).toEqual([]);
    expect((await production.client.listUsers({}, 1)).length).toBeGreaterThan(0);

    for (const attempt of [
      ctx.environments.setKey('sandbox-production', 'abcd1234'),
      ctx.environments.remove('sandbox-production'),
      ctx.environments.update('sandbox-production', { kind: 'test' }),
      ctx.environments.add({ name: 'Sandbox-Production', kind: 'production', url: 'https://alumni.example.edu' }),
    ]) {
      expect((await rejection(attempt))?.code).toBe('invalid-input');
    }
    expect(newEnvironmentNameSchema.safeParse('sandbox-production').success).toBe(false);

    await ctx.environments.setActive('sandbox-production');
    expect(await ctx.environments.getActive()).toMatchObject({ name: 'sandbox-production', kind: 'production' });
  });
});

describe('the preferred port', () => {
  it('is 4747 unless ALUMNI_LOADER_SANDBOX_PORT names another', () => {
    expect(SANDBOX_DEFAULT_PORT).toBe(4747);
    expect(preferredSandboxPort({})).toBe(4747);
    expect(preferredSandboxPort({ ALUMNI_LOADER_SANDBOX_PORT: '5001' })).toBe(5001);
    expect(preferredSandboxPort({ ALUMNI_LOADER_SANDBOX_PORT: 'lots' })).toBe(4747);
  });

  it('is used when free, and another free port is used when it is taken', async () => {
    const probe = await listenOn(0);
    const port = (probe.address() as { port: number }).port;
    await new Promise((resolve) => probe.close(resolve));

    const free = await context('free-port', { ALUMNI_LOADER_SANDBOX_PORT: String(port) });
    expect((await free.environments.open('sandbox')).environment.url).toBe(`http://127.0.0.1:${port}/test`);
    await free.close();

    const blocker = await listenOn(port);
    try {
      const log: string[] = [];
      const taken = await context('taken-port', { ALUMNI_LOADER_SANDBOX_PORT: String(port) }, log);
      const { environment, client } = await taken.environments.open('sandbox-production');
      expect(environment.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/production$/);
      expect(environment.url).not.toContain(`:${port}/`);
      expect((await client.listUsers({}, 1)).length).toBeGreaterThan(0);
      expect(log).toContain(`sandbox: port ${port} is taken, using another one`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });
});
