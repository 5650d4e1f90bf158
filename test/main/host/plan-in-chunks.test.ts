// A plan whose rows are larger than the web host takes in one request (64 MB) crosses in chunks
// (jobs.stageRows) and is planned whole, in order; main checks every staged row all the same.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BridgeClient } from '../../../src-shared/bridge/contract';
import { envelopeSchema } from '../../../src-shared/bridge/define';
import type { PlanInputRow } from '../../../src-shared/bridge/jobs';
import { handOverPlanRows } from '../../../src-shared/bridge/plan-chunks';
import { BRIDGE_PATH_PREFIX, TOKEN_HEADER } from '../../../src-shared/bridge/wire';
import { createApiClient } from '../../../src-main/services/api/client';
import { createBridgeHandlers } from '../../../src-main/bridge/handlers';
import { createDispatcher } from '../../../src-main/bridge/dispatch';
import { createHost, type RunningHost } from '../../../src-main/host/host';
import { assembleAppContext } from '../../../src-main/services/context';
import type { EnvironmentService } from '../../../src-main/services/environments/types';
import { useSandbox } from '../../helpers/sandbox';
import { planRequest, tempHome } from '../jobs/job-fixtures';

// Few wide rows: the bytes cross the host's limit while planning stays quick.
const ROWS = 16_000;
const PADDING = 'x'.repeat(4_600);

function httpClient(host: RunningHost): BridgeClient & { bytesSent: number[] } {
  const bytesSent: number[] = [];
  return {
    bytesSent,
    async call(method, args) {
      const body = JSON.stringify(args);
      bytesSent.push(Buffer.byteLength(body));
      const response = await fetch(`${host.origin}${BRIDGE_PATH_PREFIX}${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [TOKEN_HEADER]: host.token },
        body,
      });
      if (response.status === 413) throw new Error('413: request too large');
      const envelope = envelopeSchema.parse(await response.json());
      if (!envelope.ok) throw new Error(`${envelope.error.message} ${(envelope.error.details ?? []).join('; ')}`);
      return envelope.value as never;
    },
    on: () => () => {},
  };
}

function bigRow(i: number): PlanInputRow {
  const email = `person${i}@example.org`;
  const user: Record<string, unknown> = { first_name: `Given${i}`, last_name: 'Family', email, enabled: 1 };
  if (i === 7_777) user.enabled = 'yes'; // a forged value in a late chunk
  return { rowNumber: i + 2, user, cells: [`Given${i}`, 'Family', email, '1', PADDING], problems: [] };
}

describe('a plan larger than one web-host request', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  let host: RunningHost;

  beforeAll(async () => {
    const environments = {
      async open(name: string) {
        const info = sandbox().environments.test;
        const client = createApiClient({ baseUrl: info.baseUrl, apiKey: info.key });
        const environment = { name, kind: 'test', url: info.baseUrl, builtIn: false, hasKey: true, keyState: 'stored' };
        return { environment, client };
      },
    } as unknown as EnvironmentService;
    const ctx = assembleAppContext({ home: temp.home, door: 'browser', environments });
    const rendererDir = join(temp.home, 'renderer');
    mkdirSync(rendererDir, { recursive: true });
    writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>test</title>');
    host = await createHost({ ctx, port: 0, rendererDir, dispatch: createDispatcher(createBridgeHandlers(ctx)) });
  });

  afterAll(async () => {
    await host?.close();
    temp.remove();
  });

  it('is refused whole, and planned in full when handed over in chunks', { timeout: 180_000 }, async () => {
    const rows = Array.from({ length: ROWS }, (_, i) => bigRow(i));
    const client = httpClient(host);
    const request = planRequest(rows, { mode: 'create', rate: 0 });
    await expect(client.call('jobs.plan', request)).rejects.toThrow(/413/);
    expect(client.bytesSent[0]).toBeGreaterThan(64 * 1024 * 1024);

    client.bytesSent.length = 0;
    const handed = await handOverPlanRows(client, rows);
    expect(handed.rows).toEqual([]);
    expect(client.bytesSent.length).toBeGreaterThan(4);
    expect(Math.max(...client.bytesSent)).toBeLessThan(20 * 1024 * 1024);
    const planned = await client.call('jobs.plan', { ...request, ...handed });
    expect(planned.counts).toMatchObject({ total: ROWS, create: ROWS - 1, invalid: 1 });
    const invalid = await client.call('jobs.rows', { id: planned.id, filter: 'invalid', offset: 0, limit: 10 });
    expect(invalid.rows.map((row) => [row.rowNumber, row.message])).toEqual([
      [7_779, expect.stringMatching(/^Row 7779: Enabled \(enabled\) must be 1 or 0/)],
    ]);
    const last = await client.call('jobs.rows', { id: planned.id, filter: 'all', offset: ROWS - 1, limit: 1 });
    expect(last.rows[0]!.rowNumber).toBe(ROWS + 1);

    // A stage is taken once: planning again from it is refused in words.
    await expect(client.call('jobs.plan', { ...request, ...handed })).rejects.toThrow(/no longer held/);
  });
});
