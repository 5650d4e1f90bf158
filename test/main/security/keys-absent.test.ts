import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type SandboxHandle } from '../../../src-main/sandbox';
import { secretToolLookup } from '../environments/helpers';

// A full run through the CLI with a distinctive key, then a search of everything the run left
// behind: every file under the home folder and the output folders, and everything printed.
// The key must be in the OS keychain and nowhere else. A second, wrong key (refused by the
// service) must not leak through an error message either.

const bin = resolve(import.meta.dirname, '../../../bin/alumni-loader.js');
const KEY = `ALK-${randomBytes(24).toString('hex')}`;
const WRONG_KEY = `ALK-WRONG-${randomBytes(24).toString('hex')}`;
const suffix = `${process.pid}-${randomBytes(3).toString('hex')}`;
// Keychain accounts are named after the environment: unique names keep real entries out of reach.
const ENV = `keys-${suffix}`;
const WRONG_ENV = `keys-wrong-${suffix}`;

/** The forms a key could take in a file or dump: as typed, base64, UTF-16 (Windows strings). */
function encodings(key: string): Record<string, Buffer> {
  return {
    plain: Buffer.from(key),
    base64: Buffer.from(Buffer.from(key).toString('base64')),
    'utf-16le': Buffer.from(key, 'utf16le'),
  };
}

/** Every file under a folder whose bytes contain the needle. */
function filesHolding(folder: string, needle: Buffer): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => readFileSync(path).includes(needle));
}

interface Run {
  args: string[];
  code: number | null;
  out: string;
  err: string;
}

const printed: Run[] = [];

function cli(home: string, args: string[], input = ''): Promise<Run> {
  return new Promise((done, fail) => {
    // No ALUMNI_LOADER_API_KEY: the key must come from the keychain.
    const child = spawn(process.execPath, [bin, '--home', home, ...args], {
      env: { ...process.env, ALUMNI_LOADER_API_KEY: '' },
      stdio: 'pipe',
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => {
      const run = { args, code, out, err };
      printed.push(run);
      done(run);
    });
    child.stdin.end(input);
  });
}

function alumniCsv(rows: number): string {
  const lines = ['First Name,Last Name,Email,Enabled,Home City'];
  for (let i = 0; i < rows; i++) lines.push(`Ada${i},Lovelace${i},keys.${suffix}.${i}@example.org,1,London`);
  lines.push('Missing,Email,,1,Nowhere'); // an invalid row, so an errors file is written too
  return `${lines.join('\n')}\n`;
}

describe('keys after a full CLI run', { timeout: 300_000 }, () => {
  let sandbox: SandboxHandle;
  let root: string;
  let home: string;
  let outDir: string;

  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      seed: 3,
      users: 40,
      campaigns: 4,
      donations: 200,
      testKey: KEY,
      productionKey: 'production-key-of-the-keys-test',
    });
    root = mkdtempSync(join(tmpdir(), 'alumni-keys-'));
    home = join(root, 'home');
    outDir = join(root, 'out');
    mkdirSync(outDir);
  });

  afterAll(async () => {
    await cli(home, ['env', 'remove', ENV]);
    await cli(home, ['env', 'remove', WRONG_ENV]);
    await sandbox.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('holds the key in the keychain only: not in any file, results file, report, log or printed line', async () => {
    const url = sandbox.environments.test.baseUrl;
    const steps: [string[], string?][] = [
      [['env', 'add', ENV, '--url', url, '--kind', 'test']],
      [['env', 'set-key', ENV], `${KEY}\n`],
      [['env', 'list', '--json']],
      [['env', 'test', ENV]],
      [['env', 'use', ENV]],
    ];
    for (const [args, input] of steps) {
      const run = await cli(home, args, input);
      expect(run.code, `${args.join(' ')}: ${run.err}`).toBe(0);
    }
    expect(secretToolLookup(ENV)).toBe(KEY);

    const file = join(root, 'alumni.csv');
    writeFileSync(file, alumniCsv(12));
    const imported = await cli(home, [
      'import',
      file,
      '--env',
      ENV,
      '--yes',
      '--json',
      '--out',
      join(outDir, 'import'),
    ]);
    expect(imported.code, imported.err).toBe(1); // the invalid row
    const outcome = JSON.parse(imported.out) as {
      jobId: string;
      created: number;
      invalid: number;
      errorsFile: string | null;
    };
    expect(outcome).toMatchObject({ created: 12, invalid: 1 });
    expect(outcome.errorsFile).not.toBeNull();

    const approved = await cli(home, [
      'approve',
      '--env',
      ENV,
      '--job',
      outcome.jobId,
      '--enable',
      '--yes',
      '--json',
      '--out',
      join(outDir, 'approve'),
    ]);
    expect(approved.code, approved.err).toBe(0);
    for (const args of [
      ['jobs', 'list', '--json'],
      ['jobs', 'show', outcome.jobId, '--json'],
      ['report', 'donations', '--env', ENV, '--out', join(outDir, 'donations.xlsx')],
      ['report', 'campaigns', '--env', ENV, '--out', join(outDir, 'campaigns.csv')],
    ]) {
      const run = await cli(home, args);
      expect(run.code, `${args.join(' ')}: ${run.err}`).toBe(0);
    }

    // A key the service refuses: the errors about it must not repeat it.
    expect((await cli(home, ['env', 'add', WRONG_ENV, '--url', url, '--kind', 'test'])).code).toBe(0);
    expect((await cli(home, ['env', 'set-key', WRONG_ENV], WRONG_KEY)).code).toBe(0);
    const refusedTest = await cli(home, ['env', 'test', WRONG_ENV]);
    expect(refusedTest.code).toBe(1);
    expect(refusedTest.err).toMatch(/refused the key/);
    const refusedImport = await cli(home, ['import', file, '--env', WRONG_ENV, '--yes']);
    expect(refusedImport.code).not.toBe(0);
    const refusedReport = await cli(home, [
      'report',
      'campaigns',
      '--env',
      WRONG_ENV,
      '--out',
      join(outDir, 'refused.csv'),
    ]);
    expect(refusedReport.code).not.toBe(0);

    // What the run left: the home folder (settings, log, jobs, results) and the output folders.
    const files = [...readdirSync(home, { recursive: true }), ...readdirSync(outDir, { recursive: true })];
    expect(files.some((f) => String(f).endsWith('alumni-loader.log'))).toBe(true);
    expect(files.filter((f) => /results\.(csv|xlsx)$/.test(String(f))).length).toBeGreaterThanOrEqual(4);
    expect(files).toEqual(expect.arrayContaining(['donations.xlsx', 'campaigns.csv']));

    for (const key of [KEY, WRONG_KEY]) {
      for (const [form, text] of Object.entries(encodings(key))) {
        expect(filesHolding(home, text), `${form} key in the home folder`).toEqual([]);
        expect(filesHolding(outDir, text), `${form} key in the output folder`).toEqual([]);
        for (const run of printed) {
          expect(Buffer.from(run.out + run.err).includes(text), `${form} key printed by: ${run.args.join(' ')}`).toBe(
            false,
          );
        }
      }
    }
    expect(secretToolLookup(ENV)).toBe(KEY);
    expect(secretToolLookup(WRONG_ENV)).toBe(WRONG_KEY);
  });

  it('the search itself finds a key wherever it is, in each of its forms', () => {
    const canary = mkdtempSync(join(tmpdir(), 'alumni-keys-canary-'));
    try {
      mkdirSync(join(canary, 'deep', 'er'), { recursive: true });
      const forms = encodings(KEY);
      writeFileSync(
        join(canary, 'deep', 'er', 'dump.bin'),
        Buffer.concat([Buffer.from([0, 1, 2]), forms['utf-16le']!, Buffer.from([3])]),
      );
      writeFileSync(join(canary, 'log.txt'), `header ${forms.base64!.toString()} trailer`);
      expect(filesHolding(canary, forms['utf-16le']!)).toEqual([join(canary, 'deep', 'er', 'dump.bin')]);
      expect(filesHolding(canary, forms.base64!)).toEqual([join(canary, 'log.txt')]);
      expect(filesHolding(canary, forms.plain!)).toEqual([]);
    } finally {
      rmSync(canary, { recursive: true, force: true });
    }
  });
});
