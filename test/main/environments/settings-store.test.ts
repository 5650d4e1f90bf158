import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsStore } from '../../../src-main/services/environments/settings-store';
import { isAppError } from '../../../src-shared/errors';

let home: string;
beforeEach(() => {
  home = mkdtempSync(join(tmpdir(), 'alumni-settings-'));
});
afterEach(() => rmSync(home, { recursive: true, force: true }));

describe('settings file', () => {
  it('starts empty when there is no file', async () => {
    expect(await new SettingsStore(home).read()).toEqual({ version: 1, activeEnvironment: null, environments: [] });
  });

  it('writes what an update changed and keeps settings it does not know', async () => {
    writeFileSync(
      join(home, 'settings.json'),
      JSON.stringify({ version: 1, environments: [], mappingTemplates: { a: 1 } }),
    );
    const store = new SettingsStore(home);
    await store.update((s) => {
      s.environments.push({ name: 'client-test', kind: 'test', url: 'https://alumni.example.edu' });
    });
    const written = JSON.parse(readFileSync(store.file, 'utf8'));
    expect(written.environments).toEqual([{ name: 'client-test', kind: 'test', url: 'https://alumni.example.edu' }]);
    expect(written.mappingTemplates).toEqual({ a: 1 });
  });

  it('applies concurrent updates one after the other, losing none', async () => {
    const store = new SettingsStore(home);
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.update((s) => {
          s.environments.push({ name: `env-${i}`, kind: 'test', url: `https://e${i}.example.edu` });
        }),
      ),
    );
    expect((await store.read()).environments.map((e) => e.name).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `env-${i}`).sort(),
    );
  });

  it('refuses a damaged file, names it and leaves it untouched', async () => {
    const file = join(home, 'settings.json');
    writeFileSync(file, '{"environments": [');
    const store = new SettingsStore(home);
    const error = await store.update(() => {}).catch((e: unknown) => e);
    expect(isAppError(error) && error.code).toBe('invalid-input');
    expect(String((error as Error).message)).toContain(file);
    expect((error as { details: string[] }).details.join(' ')).toMatch(/not valid JSON/);
    expect(readFileSync(file, 'utf8')).toBe('{"environments": [');
  });

  it('says which entry is wrong when an address breaks the https rule', async () => {
    writeFileSync(
      join(home, 'settings.json'),
      JSON.stringify({ environments: [{ name: 'x', kind: 'test', url: 'http://alumni.example.edu' }] }),
    );
    const error = await new SettingsStore(home).read().catch((e: unknown) => e);
    expect((error as { details: string[] }).details[0]).toMatch(/^environments\.0\.url: The address must use https/);
  });
});
