import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { call, rows } from './http';

const ROOT = new URL('../../../', import.meta.url).pathname;

describe('alumni-loader sandbox (the command)', () => {
  let child: ChildProcessWithoutNullStreams | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    child = undefined;
  });

  it('prints the address first, serves the Done-when checks, and stops cleanly on SIGINT', async () => {
    child = spawn(
      process.execPath,
      ['./bin/alumni-loader.js', 'sandbox', '--port', '0', '--seed', '7', '--test-key', 'T', '--production-key', 'P'],
      { cwd: ROOT },
    );
    const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const first = (await lines.next()).value as string;
    expect(first).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const second = (await lines.next()).value as string;
    const third = (await lines.next()).value as string;
    expect(second).toContain(`${first}/test`);
    expect(second).toContain('key: T');
    expect(third).toContain(`${first}/production`);
    expect(third).toContain('key: P');

    const users = `${first}/test/api/users/`;
    expect(rows(await call(`${users}?page=1`, { key: 'T' }))).toHaveLength(100);
    expect(rows(await call(`${users}?page=3`, { key: 'T' }))).toHaveLength(50);
    expect((await call(users, { key: 'P' })).status).toBe(401);
    expect((await call(users, { key: 'T', form: 'first_name=A&last_name=B&email=a%40b.org&enabled=1' })).status).toBe(
      400,
    );
    const created = rows(
      await call(users, {
        key: 'T',
        json: { first_name: 'Ann', last_name: 'Lee', email: 'ann.lee@example.org', enabled: 1 },
      }),
    )[0]!;
    const read = rows(await call(`${users}${created.user_id}`, { key: 'T' }));
    expect(read).toHaveLength(1);
    expect(read[0]).toMatchObject({ user_id: created.user_id, email: 'ann.lee@example.org' });

    child.kill('SIGINT');
    const [code] = await once(child, 'exit');
    expect(code).toBe(0);
  });

  it('on SIGTERM saves the last changes to --data before stopping', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'alumni-sandbox-cli-'));
    try {
      const file = join(folder, 'data.json');
      child = spawn(
        process.execPath,
        ['./bin/alumni-loader.js', 'sandbox', '--users', '5', '--donations', '5', '--campaigns', '1', '--data', file],
        { cwd: ROOT },
      );
      const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
      const url = (await lines.next()).value as string;
      const email = 'saved.on.stop@example.org';
      const created = await call(`${url}/production/api/users/`, {
        key: 'sandbox-production-key',
        json: { first_name: 'Saved', last_name: 'Stop', email, enabled: 1 },
      });
      expect(created.status).toBe(201);
      child.kill('SIGTERM');
      const [code] = await once(child, 'exit');
      expect(code).toBe(0);
      const saved = JSON.parse(readFileSync(file, 'utf8'));
      expect(saved.environments.production.users.map((user: { email: string }) => user.email)).toContain(email);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a bad flag value with a message naming the flag', async () => {
    child = spawn(process.execPath, ['./bin/alumni-loader.js', 'sandbox', '--fail-rate', '2'], { cwd: ROOT });
    let err = '';
    child.stderr.on('data', (chunk) => (err += String(chunk)));
    const [code] = await once(child, 'exit');
    expect(code).not.toBe(0);
    expect(err).toContain('--fail-rate');
    expect(err).toContain('fraction');
  });
});
