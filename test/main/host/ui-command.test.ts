import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROOT, ensureAppBuilt } from '../../../src-main/host/app-build';

const BIN = join(APP_ROOT, 'bin', 'alumni-loader.js');
const ADDRESS_LINE = /^Alumni Loader is running at (http:\/\/127\.0\.0\.1:(\d+)\/#token=([\w-]+))$/m;

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('alumni-loader ui', () => {
  let home: string;
  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'alumni-ui-'));
    await ensureAppBuilt({ rebuildWhen: 'missing' });
  }, 180_000);
  afterAll(() => rmSync(home, { recursive: true, force: true }));

  it('prints the address on its first line, serves the bridge there and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, '--home', home, 'ui', '--port', '0'], {
      cwd: APP_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exit = exited(child);
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const match = await new Promise<RegExpExecArray>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const found = ADDRESS_LINE.exec(stdout);
        if (found) resolve(found);
      });
      void exit.then((code) => reject(new Error(`ui ended early (exit ${code}): ${stderr}`)));
    });
    expect(stdout.split('\n')[0]).toBe(match[0]);
    const [, , port, token] = match;
    const response = await fetch(`http://127.0.0.1:${port}/bridge/app.info`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-alumni-token': token ?? '' },
      body: '{}',
    });
    expect(await response.json()).toMatchObject({ ok: true, value: { door: 'browser', home } });

    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(stderr).toContain('Stopped.');
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    // The sample file it names is a file a person can open as printed.
    const sample = /^A sample alumni file to try .*?: (.+\.csv)$/m.exec(stdout + stderr)?.[1];
    expect(sample, stdout + stderr).toBeDefined();
    expect(existsSync(sample!)).toBe(true);
  }, 60_000);

  it('refuses a port that is not a number', async () => {
    const child = spawn(process.execPath, [BIN, '--home', home, 'ui', '--port', 'eighty'], {
      cwd: APP_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(2);
    expect(stderr).toContain('must be a whole number from 0 to 65535');
  }, 60_000);
});
