import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { filesContaining, secretToolLookup, uniqueKey } from './helpers';

const bin = resolve(import.meta.dirname, '../../../bin/alumni-loader.js');
const testKey = uniqueKey('test');
const productionKey = uniqueKey('production');
// The keychain account is the environment's name: a unique one keeps this run away from real entries.
const name = `cli-${process.pid}-${randomBytes(3).toString('hex')}`;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function cli(home: string, args: string[], options: { input?: string; env?: NodeJS.ProcessEnv } = {}): Promise<Run> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [bin, '--home', home, ...args], {
      env: { ...process.env, ALUMNI_LOADER_API_KEY: '', ...options.env },
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });
}

let sandbox: SandboxHandle;
let home: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 7, testKey, productionKey });
  home = mkdtempSync(join(tmpdir(), 'alumni-cli-env-'));
});
afterAll(async () => {
  await cli(home, ['env', 'remove', name]);
  await sandbox.close();
  rmSync(home, { recursive: true, force: true });
});

describe('alumni-loader env', { timeout: 120_000 }, () => {
  it('adds an environment, stores its key from a pipe, tests it, switches keys, chooses it and removes it', async () => {
    const added = await cli(home, ['env', 'add', name, '--url', sandbox.environments.test.baseUrl, '--kind', 'test']);
    expect(added.stderr).toBe('');
    expect(added).toMatchObject({ code: 0 });
    expect(added.stdout).toContain(`alumni-loader env set-key ${name}`);

    const setKey = await cli(home, ['env', 'set-key', name], { input: `${testKey}\n` });
    expect(setKey).toMatchObject({ code: 0 });
    expect(setKey.stdout).toMatch(/stored in the OS keychain/);
    expect(secretToolLookup(name)).toBe(testKey);

    const listed = await cli(home, ['env', 'list', '--json']);
    const environments = JSON.parse(listed.stdout) as {
      name: string;
      hasKey: boolean;
      keyState: string;
      active: boolean;
    }[];
    expect(environments.find((e) => e.name === name)).toMatchObject({
      hasKey: true,
      keyState: 'stored',
      active: false,
    });
    expect(listed.stdout).not.toContain(testKey);

    const works = await cli(home, ['env', 'test', name]);
    expect(works).toMatchObject({ code: 0 });
    expect(works.stdout).toMatch(/^OK: The connection to .* works/);

    await cli(home, ['env', 'set-key', name], { input: productionKey });
    const refused = await cli(home, ['env', 'test', name]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^FAILED: .*refused the key/);

    const used = await cli(home, ['env', 'use', name]);
    expect(used.stdout).toContain(`Active environment: ${name} (test)`);
    const table = await cli(home, ['env', 'list']);
    expect(table.stdout).toMatch(new RegExp(`^\\*\\s+${name}\\s+test\\s+stored\\s+http://127\\.0\\.0\\.1`, 'm'));

    expect(filesContaining(home, testKey)).toEqual([]);
    expect(filesContaining(home, productionKey)).toEqual([]);

    const removed = await cli(home, ['env', 'remove', name]);
    expect(removed).toMatchObject({ code: 0 });
    expect(secretToolLookup(name)).toBeNull();
    expect(JSON.parse(readFileSync(join(home, 'settings.json'), 'utf8')).activeEnvironment).toBeNull();
  });

  it('never takes the key as an argument, and says so when standard input is empty', async () => {
    await cli(home, ['env', 'add', name, '--url', sandbox.environments.test.baseUrl, '--kind', 'test']);
    const asArgument = await cli(home, ['env', 'set-key', name, testKey]);
    expect(asArgument.code).not.toBe(0);
    expect(asArgument.stderr).toMatch(/too many arguments/);
    expect(asArgument.stderr + asArgument.stdout).not.toContain(testKey);
    expect(secretToolLookup(name)).toBeNull();

    const empty = await cli(home, ['env', 'set-key', name], { input: '' });
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(/No key was given on standard input/);
    await cli(home, ['env', 'remove', name]);
  });

  it('explains a refused address and an unknown environment in words', async () => {
    const insecure = await cli(home, ['env', 'add', 'remote', '--url', 'http://alumni.example.edu', '--kind', 'test']);
    expect(insecure.code).toBe(2);
    expect(insecure.stderr).toMatch(/must use https:\/\//);
    const badKind = await cli(home, [
      'env',
      'add',
      'remote',
      '--url',
      'https://alumni.example.edu',
      '--kind',
      'staging',
    ]);
    expect(badKind.code).toBe(2);
    expect(badKind.stderr).toMatch(/Allowed choices are test, production/);
    const unknown = await cli(home, ['env', 'test', 'nowhere']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/no environment named "nowhere"[\s\S]*Known environments: sandbox/);
  });
});

describe('alumni-loader env without a keychain', { timeout: 120_000 }, () => {
  // A D-Bus address where nothing listens: what a Linux machine without a Secret Service looks like.
  const noBus = { DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/alumni-loader-bus' };

  it('refuses to store a key with a clear way out, writes it nowhere, and works with ALUMNI_LOADER_API_KEY', async () => {
    const other = mkdtempSync(join(tmpdir(), 'alumni-cli-nokeychain-'));
    try {
      expect(
        (
          await cli(other, ['env', 'add', 'offline', '--url', sandbox.environments.test.baseUrl, '--kind', 'test'], {
            env: noBus,
          })
        ).code,
      ).toBe(0);
      const setKey = await cli(other, ['env', 'set-key', 'offline'], { input: testKey, env: noBus });
      expect(setKey.code).toBe(2);
      expect(setKey.stderr).toMatch(/keychain .* cannot be reached/);
      expect(setKey.stderr).toContain('ALUMNI_LOADER_API_KEY');
      expect(setKey.stderr + setKey.stdout).not.toContain(testKey);
      expect(filesContaining(other, testKey)).toEqual([]);

      const listed = await cli(other, ['env', 'list'], { env: noBus });
      expect(listed.stdout).toMatch(/offline\s+test\s+keychain unreachable/);

      const withVariable = await cli(other, ['env', 'list'], { env: { ...noBus, ALUMNI_LOADER_API_KEY: testKey } });
      expect(withVariable.stdout).toMatch(/offline\s+test\s+from ALUMNI_LOADER_API_KEY/);
      expect(withVariable.stdout).not.toContain(testKey);
      const test = await cli(other, ['env', 'test', 'offline'], { env: { ...noBus, ALUMNI_LOADER_API_KEY: testKey } });
      expect(test).toMatchObject({ code: 0 });
      expect(test.stdout).toMatch(/^OK: /);
      expect(filesContaining(other, testKey)).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
