import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../../src-shared/errors';
import { runCli } from '../../../src-main/cli/program';

// With --json, every command that fails prints exactly one JSON object on stdout,
// {"error":{"code","message"}}, and exits 2.

const root = join(import.meta.dirname, '../../..');
const home = mkdtempSync(join(tmpdir(), 'alumni-json-failures-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));
const missing = join(home, 'no-such-list.csv');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function inProcess(args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['--home', home, ...args], {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    isTTY: false,
  });
  process.exitCode = undefined;
  return { code, stdout, stderr };
}

function wholeProcess(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'bin', 'alumni-loader.js'), '--home', home, ...args],
      { cwd: home, timeout: 120_000 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
      },
    );
  });
}

function expectOneJsonFailure(run: Run, code: string): void {
  expect(run.code).toBe(2);
  const lines = run.stdout.split('\n').filter((line) => line !== '');
  expect(lines, `stdout: ${run.stdout}`).toHaveLength(1);
  const parsed = JSON.parse(lines[0]!) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(ERROR_CODES).toContain(parsed.error.code);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message.length).toBeGreaterThan(10);
}

/** A failure of each command and subcommand, and the code it is reported with. */
const CASES: [string, string[], string][] = [
  ['sandbox', ['sandbox', '--fail-rate', '2'], 'invalid-input'],
  ['env list', ['env', 'list', '--bogus'], 'invalid-input'],
  ['env add', ['env', 'add', 'client', '--url', 'ftp://alumni.example.edu', '--kind', 'test'], 'invalid-input'],
  ['env update', ['env', 'update', 'no-such-env', '--url', 'https://a.example.edu'], 'not-found'],
  ['env remove', ['env', 'remove', 'no-such-env'], 'not-found'],
  ['env set-key', ['env', 'set-key', 'no-such-env'], 'not-found'],
  ['env remove-key', ['env', 'remove-key', 'no-such-env'], 'not-found'],
  ['env test', ['env', 'test', 'no-such-env'], 'not-found'],
  ['env use', ['env', 'use', 'no-such-env'], 'not-found'],
  ['validate', ['validate', missing], 'invalid-input'],
  ['import', ['import', missing, '--env', 'sandbox'], 'invalid-input'],
  ['jobs list', ['jobs', 'list', 'extra-word'], 'invalid-input'],
  ['jobs show', ['jobs', 'show', '20260101-000000-zzzz'], 'not-found'],
  ['jobs resume', ['jobs', 'resume', '20260101-000000-zzzz', '--yes'], 'not-found'],
  ['jobs revert', ['jobs', 'revert', '20260101-000000-zzzz', '--yes'], 'not-found'],
  ['jobs cancel', ['jobs', 'cancel', '20260101-000000-zzzz'], 'not-found'],
  ['approve', ['approve', '--env', 'no-such-env', '--yes'], 'not-found'],
  ['report', ['report', 'pledges', '--env', 'sandbox', '--out', join(home, 'r.xlsx')], 'invalid-input'],
  ['template', ['template', '--out', join(home, 'template.txt')], 'invalid-input'],
  ['diagnostics', ['diagnostics', '--out', join(home, 'bundle.txt')], 'invalid-input'],
  ['ui', ['ui', '--port', 'eighty'], 'invalid-input'],
  ['an unknown command', ['bogus'], 'invalid-input'],
];

describe('--json failures, in this process', () => {
  it.each(CASES)('%s', async (_, args, code) => {
    expectOneJsonFailure(await inProcess([...args, '--json']), code);
  });

  it('without --json, stdout stays empty and the words are on stderr', async () => {
    const run = await inProcess(['jobs', 'show', '20260101-000000-zzzz']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Error: There is no job 20260101-000000-zzzz\./);
  });
});

describe('--json failures of a whole process', { timeout: 120_000 }, () => {
  it.each([
    ['import', ['import', missing, '--env', 'sandbox', '--json'], 'invalid-input'],
    ['approve', ['approve', '--env', 'no-such-env', '--yes', '--json'], 'not-found'],
    ['report', ['report', 'donations', '--env', 'no-such-env', '--out', join(home, 'd.xlsx'), '--json'], 'not-found'],
  ] as const)('%s', async (_, args, code) => {
    expectOneJsonFailure(await wholeProcess([...args]), code);
  });
});
