import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../../helpers/sandbox';
import { call, newUser, rows } from './http';

describe('sandbox: --data persistence', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'alumni-sandbox-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes the seeded data at start, keeps changes across a restart, and each environment apart', async () => {
    const file = join(folder, 'nested', 'sandbox.json');
    const first = await startTestSandbox({ dataFile: file, users: 30, donations: 50 });
    const body = newUser({ first_name: 'Persisté' });
    const created = rows(
      await call(`${first.environments.test.baseUrl}/api/users/`, { key: first.environments.test.key, json: body }),
    )[0]!;
    const [user] = rows(
      await call(`${first.environments.test.baseUrl}/api/users/1005`, { key: first.environments.test.key }),
    );
    await call(`${first.environments.test.baseUrl}/api/users/1005`, {
      method: 'PUT',
      key: first.environments.test.key,
      json: { ...user, approved: 1, admin_notes: 'kept' },
    });
    await first.close();

    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved.version).toBe(1);
    expect(saved.environments.test.users).toHaveLength(31);
    expect(saved.environments.production.users).toHaveLength(30);

    // A different seed and count: the file wins.
    const second = await startTestSandbox({ dataFile: file, seed: 99, users: 5 });
    try {
      const test = second.environments.test;
      const [again] = rows(await call(`${test.baseUrl}/api/users/${created.user_id}`, { key: test.key }));
      expect(again).toMatchObject({ first_name: 'Persisté', email: body.email });
      const [edited] = rows(await call(`${test.baseUrl}/api/users/1005`, { key: test.key }));
      expect(edited).toMatchObject({ approved: 1, admin_notes: 'kept' });
      expect(second.stats().users).toEqual({ test: 31, production: 30 });
      const next = rows(await call(`${test.baseUrl}/api/users/`, { key: test.key, json: newUser() }))[0]!;
      expect(next.user_id).toBe((created.user_id as number) + 1);
      const production = second.environments.production;
      expect((await call(`${production.baseUrl}/api/users/${created.user_id}`, { key: production.key })).status).toBe(
        404,
      );
    } finally {
      await second.close();
    }
  });

  it('saves changes while running, a short while after them', async () => {
    const file = join(folder, 'live.json');
    const sandbox = await startTestSandbox({ dataFile: file, users: 3, donations: 3, campaigns: 1 });
    try {
      await call(`${sandbox.environments.production.baseUrl}/api/users/`, {
        key: sandbox.environments.production.key,
        json: newUser(),
      });
      await new Promise((done) => setTimeout(done, 600));
      expect(JSON.parse(readFileSync(file, 'utf8')).environments.production.users).toHaveLength(4);
    } finally {
      await sandbox.close();
    }
  });

  it('close() writes pending changes at once, without waiting for the save delay', async () => {
    const file = join(folder, 'flush.json');
    const sandbox = await startTestSandbox({ dataFile: file, users: 3, donations: 3, campaigns: 1 });
    const body = newUser();
    await call(`${sandbox.environments.test.baseUrl}/api/users/`, { key: sandbox.environments.test.key, json: body });
    await sandbox.close();
    const emails = JSON.parse(readFileSync(file, 'utf8')).environments.test.users.map(
      (user: { email: string }) => user.email,
    );
    expect(emails).toContain(body.email);
  });

  it('refuses a damaged data file with a clear message and leaves it untouched', async () => {
    const file = join(folder, 'broken.json');
    writeFileSync(file, '{"version": 1, "environments": ');
    await expect(startTestSandbox({ dataFile: file })).rejects.toThrow(/broken\.json is not valid JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"version": 1, "environments": ');
    writeFileSync(file, JSON.stringify({ version: 1, environments: { test: { users: 'nope' } } }));
    await expect(startTestSandbox({ dataFile: file })).rejects.toThrow(/damaged "test" environment/);
  });
});
