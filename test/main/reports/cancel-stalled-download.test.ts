import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient } from '../../../src-main/services/api/client';
import type { AppContext } from '../../../src-main/services/context';
import { createReportsService, REPORTS_FOLDER } from '../../../src-main/services/reports/service';

// A service that starts the list of donations, then goes silent (a stalled download): Cancel
// must stop the export at once, not after the client's 30-second silence timeout.

let server: Server;
let baseUrl: string;
let home: string;
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'alumni-cancel-'));
  server = createServer((request, response) => {
    if (request.url?.startsWith('/test/api/campaigns/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.write(
      '[{"id": 1, "user_id": 7, "campaign_id": 1, "amount": "10.00", "created_at": "2024-01-02 10:00:00"}',
    );
    stalled.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/test`;
});
afterAll(async () => {
  for (const response of stalled) response.destroy();
  await new Promise((resolve) => server.close(resolve));
  rmSync(home, { recursive: true, force: true });
});

it('a cancelled export stops a stalled download at once and leaves no file', async () => {
  const environments = {
    open: async (_name: string, signal?: AbortSignal) => ({
      environment: {
        name: 'stalling',
        kind: 'test' as const,
        url: baseUrl,
        builtIn: false,
        hasKey: true,
        keyState: 'stored' as const,
      },
      client: createApiClient({ baseUrl, apiKey: 'k', timeoutMs: 30_000, signal }),
    }),
  } as unknown as AppContext['environments'];
  const service = createReportsService({ home, environments, log: () => {} });

  const started = Date.now();
  const attempt = service.export({
    request: { report: 'donations', environment: 'stalling', filter: {} },
    format: 'xlsx',
    exportId: 'e1',
  });
  await expect.poll(() => stalled.length).toBe(1);
  expect(service.cancel('e1')).toBe(true);

  await expect(attempt).rejects.toMatchObject({
    code: 'cancelled',
    message: 'The export was cancelled. Nothing was saved.',
  });
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(readdirSync(join(home, REPORTS_FOLDER))).toEqual([]);
  expect(service.cancel('e1')).toBe(false);
});
