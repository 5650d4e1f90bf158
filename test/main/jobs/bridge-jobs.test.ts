import { afterAll, describe, expect, it } from 'vitest';
import { jobProgressSchema, type JobProgress } from '../../../src-shared/bridge/jobs';
import { createApiClient } from '../../../src-main/services/api/client';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { assembleAppContext } from '../../../src-main/services/context';
import type { EnvironmentService } from '../../../src-main/services/environments/types';
import { useSandbox, type SandboxHandle } from '../../helpers/sandbox';
import { manyPeople, personRow, planRequest, sandboxClient, tempHome } from './job-fixtures';

/** Only `open` is used by the jobs domain; `wrong-key` opens the test environment with a refused key. */
function environmentsOn(sandbox: () => SandboxHandle): EnvironmentService {
  return {
    async open(name: string) {
      const env = name === 'production' ? 'production' : 'test';
      const info = sandbox().environments[env];
      const apiKey = name === 'wrong-key' ? 'not-the-key' : info.key;
      return {
        environment: { name, kind: env, url: info.baseUrl, builtIn: false, hasKey: true, keyState: 'stored' as const },
        client: createApiClient({ baseUrl: info.baseUrl, apiKey }),
      };
    },
  } as unknown as EnvironmentService;
}

describe('the jobs.* bridge methods and the jobs.progress event', () => {
  const sandbox = useSandbox({ users: 15, latencyMs: 5 });
  const temp = tempHome();
  const ctx = assembleAppContext({ home: temp.home, environments: environmentsOn(sandbox) });
  const dispatch = createDispatcher(createBridgeHandlers(ctx));
  afterAll(() => temp.remove());

  it('refuses malformed arguments, saying where', async () => {
    const answer = await dispatch('jobs.plan', { ...planRequest([]), rows: [{ rowNumber: 0, user: {} }] });
    expect(answer.ok).toBe(false);
    if (answer.ok) return;
    expect(answer.error.code).toBe('invalid-input');
    expect(answer.error.details?.join('\n')).toMatch(/rows\.0\.rowNumber/);
    expect(answer.error.details?.join('\n')).toMatch(/rows\.0\.cells/);
  });

  it('plans, asks for the production environment to be named, runs with batched progress, and returns results files', async () => {
    const events: JobProgress[] = [];
    const stop = ctx.events.onAny((event, payload) => {
      if (event === 'jobs.progress') events.push(jobProgressSchema.parse(payload));
    });
    const rows = manyPeople(150, 'bridge').map((p, i) => personRow(i + 2, p));
    const planned = await dispatch('jobs.plan', {
      ...planRequest(rows, { environment: 'production', rate: 100, concurrency: 6 }),
    });
    if (!planned.ok) throw new Error(planned.error.message);
    const id = (planned.value as { id: string }).id;

    const refused = await dispatch('jobs.start', { id });
    expect(refused.ok).toBe(false);
    if (!refused.ok)
      expect(refused.error.message).toContain(
        `production environment "production" (${sandbox().environments.production.baseUrl})`,
      );
    expect((await sandboxClient(sandbox(), 'production').listUsers({ email: 'bridge.0@example.org' })).length).toBe(0);

    const started = Date.now();
    const start = await dispatch('jobs.start', { id, confirmEnvironment: 'production' });
    expect(start.ok).toBe(true);
    const list = await dispatch('jobs.list', {});
    expect(list.ok && (list.value as { id: string; status: string }[])[0]).toMatchObject({ id, status: 'running' });
    let shown: { status: string; counts: { created: number } } | undefined;
    while (!shown || shown.status === 'running') {
      await new Promise((r) => setTimeout(r, 100));
      const answer = await dispatch('jobs.show', { id });
      if (answer.ok) shown = answer.value as typeof shown;
    }
    const seconds = (Date.now() - started) / 1000;
    stop();
    expect(shown).toMatchObject({ status: 'completed', counts: { created: 150 } });

    const mine = events.filter((e) => e.jobId === id);
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.length).toBeLessThanOrEqual(Math.ceil(seconds * 4) + 3); // a few per second, not one per row
    expect(mine.at(-1)).toMatchObject({ status: 'completed', done: 150, total: 150, created: 150, etaSeconds: 0 });
    expect(mine.some((e) => e.currentRate > 0 && e.rateLimit === 100)).toBe(true);

    const results = await dispatch('jobs.results', { id, format: 'csv' });
    if (!results.ok) throw new Error(results.error.message);
    const file = results.value as { fileName: string; base64: string; savedTo: string };
    expect(file.fileName).toBe(`${id}-results.csv`);
    expect(Buffer.from(file.base64, 'base64').toString('utf8')).toContain('bridge.149@example.org,1,City 13,created,');
    const rowsPage = await dispatch('jobs.rows', { id, filter: 'done', offset: 140, limit: 50 });
    expect(rowsPage.ok && rowsPage.value).toMatchObject({ total: 150 });
  });

  it('stops the job (paused, nothing marked failed) when the key is refused', async () => {
    const planned = await dispatch(
      'jobs.plan',
      planRequest([personRow(2, { first: 'K', last: 'R', email: 'key.refused@example.org' })], { environment: 'test' }),
    );
    if (!planned.ok) throw new Error(planned.error.message);
    const id = (planned.value as { id: string }).id;
    // The same job, now run with a key the service refuses (e.g. replaced in the keychain meanwhile).
    const jobs = ctx.jobs;
    const job = jobs.store.readJob(id);
    jobs.store.writeJob({ ...job, environment: { ...job.environment, name: 'wrong-key' } });
    await jobs.start(id);
    const end = await jobs.waitFor(id);
    expect(end.status).toBe('paused');
    expect(end.message).toMatch(/key/i);
    expect(end.counts).toMatchObject({ failed: 0, remaining: 1 });
  });
});
