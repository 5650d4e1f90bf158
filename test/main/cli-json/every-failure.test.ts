// Every command, failing the three commonest ways (an unknown environment, a missing file, a bad
// flag), with and without --json, ends at the one error printer: exit 2, plain words on stderr and
// never a stack or a line of the bundle, and with --json exactly one {"error":{...}} on stdout.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, describe, expect, it } from 'vitest';
import { buildProgram, runCli } from '../../../src-main/cli/program';
import { ERROR_CODES } from '../../../src-shared/errors';

const root = join(import.meta.dirname, '../../..');
const home = mkdtempSync(join(tmpdir(), 'alumni-every-failure-'));
const cwd = join(home, 'work');
mkdirSync(cwd);
writeFileSync(join(cwd, 'list.csv'), 'first_name,last_name,email\nAda,Byron,ada@example.org\n');
afterAll(() => rmSync(home, { recursive: true, force: true }));

const JOB = '20260101-000000-zzzz';
const NO_FOLDER = join(home, 'no-such-folder');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

/** The built command line in its own process, as a person or a script runs it. */
function wholeProcess(args: readonly string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [join(root, 'bin', 'alumni-loader.js'), '--home', join(home, 'home'), ...args],
      { cwd, timeout: 60_000, env: { ...process.env, ALUMNI_LOADER_API_KEY: '' } },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end();
  });
}

async function inProcess(args: readonly string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(['--home', join(home, 'home'), ...args], {
    out: (t) => (stdout += t),
    err: (t) => (stderr += t),
    isTTY: false,
  });
  process.exitCode = undefined;
  return { code, stdout, stderr };
}

/** A stack frame, a path into the build or Node's internals, or a line too long for words. */
const NOT_WORDS = [
  /^\s*at\s/m,
  /file:\/\//,
  /\.cjs\b/,
  /chunk-[A-Z0-9]+/,
  /node:internal/,
  /\bAppError\b/,
  /^.{400,}$/m,
];

function expectPrinted(run: Run, json: boolean, what: string): void {
  expect(run.code, `${what}\n${run.stderr}`).toBe(2);
  for (const pattern of NOT_WORDS) expect(run.stderr, what).not.toMatch(pattern);
  if (!json) {
    expect(run.stderr.trim(), what).not.toBe('');
    expect(run.stdout, what).toBe('');
    return;
  }
  const lines = run.stdout.split('\n').filter((line) => line.trim() !== '');
  expect(lines, `${what}: ${run.stdout}`).toHaveLength(1);
  const parsed = JSON.parse(lines[0]!) as { error: { code: string; message: string; details?: unknown } };
  expect(Object.keys(parsed), what).toEqual(['error']);
  expect(ERROR_CODES, what).toContain(parsed.error.code);
  expect(parsed.error.message.length, what).toBeGreaterThan(10);
  if (parsed.error.details !== undefined) expect(Array.isArray(parsed.error.details), what).toBe(true);
}

// Absolute paths: the in-process runs share this process's working folder.
const LIST = join(cwd, 'list.csv');
const MISSING_CSV = join(cwd, 'missing.csv');
const MISSING_JSON = join(cwd, 'missing.json');

/** Each command that names an environment, with one no environment has. */
const UNKNOWN_ENVIRONMENT: string[][] = [
  ['env', 'update', 'nosuch', '--url', 'https://a.example.edu'],
  ['env', 'remove', 'nosuch'],
  ['env', 'set-key', 'nosuch'],
  ['env', 'remove-key', 'nosuch'],
  ['env', 'test', 'nosuch'],
  ['env', 'use', 'nosuch'],
  ['import', LIST, '--env', 'nosuch'],
  ['import', LIST, '--env', 'nosuch', '--yes'],
  ['approve', '--env', 'nosuch'],
  ['approve', '--env', 'nosuch', '--dry-run'],
  ['report', 'donations', '--env', 'nosuch', '--out', join(cwd, 'r.xlsx')],
  ['report', 'campaigns', '--env', 'nosuch', '--out', join(cwd, 'r.csv')],
  ['matches', 'list', '--env', 'nosuch'],
  ['matches', 'forget', '--env', 'nosuch', '--all'],
  // The job is looked at first: there is none, which is said the same way.
  ['jobs', 'promote', JOB, '--env', 'nosuch'],
  ['dictionaries', 'list', '--env', 'nosuch'],
  ['dictionaries', 'show', 'titles', '--env', 'nosuch'],
  ['dictionaries', 'add', 'titles', '--kind', 'gender', '--from', 'Woman', '--to', 'f', '--env', 'nosuch'],
  ['dictionaries', 'remove', 'titles', '--env', 'nosuch'],
  ['dictionaries', 'export', 'titles', '--out', join(cwd, 'd.csv'), '--env', 'nosuch'],
  ['dictionaries', 'import', 'titles', LIST, '--env', 'nosuch'],
  ['match-rules', 'list', '--env', 'nosuch'],
  ['match-rules', 'show', 'office', '--env', 'nosuch'],
  ['match-rules', 'save', LIST, '--name', 'office', '--env', 'nosuch'],
  ['match-rules', 'remove', 'office', '--env', 'nosuch'],
  ['export', 'users', '--env', 'nosuch', '--out', join(cwd, 'u.xlsx')],
];

/** Each command that reads or writes a file or a job, given one that is not there. */
const MISSING_FILE: string[][] = [
  ['validate', MISSING_CSV],
  ['validate', LIST, '--mapping', MISSING_JSON],
  ['import', MISSING_CSV, '--env', 'sandbox'],
  ['import', LIST, '--env', 'sandbox', '--mapping', MISSING_JSON],
  ['import', LIST, '--env', 'sandbox', '--decisions', MISSING_CSV],
  ['match-rules', 'save', MISSING_JSON, '--name', 'office', '--env', 'sandbox'],
  ['report', 'donations', '--env', 'sandbox', '--out', join(NO_FOLDER, join(cwd, 'r.xlsx'))],
  ['template', '--out', join(NO_FOLDER, join(cwd, 't.xlsx'))],
  ['diagnostics', '--out', join(NO_FOLDER, join(cwd, 'b.zip'))],
  ['jobs', 'show', JOB],
  ['jobs', 'resume', JOB],
  ['jobs', 'revert', JOB],
  ['jobs', 'cancel', JOB],
  ['jobs', 'promote', JOB, '--env', 'sandbox'],
];

/** A flag each command is given that it does not know, or a value it refuses. */
function badFlagsOf(path: string[]): string[][] {
  const leaf = path.join(' ');
  const needs: Record<string, string[]> = {
    'env add': ['x', '--url', 'https://a.example.edu', '--kind', 'test'],
    'env update': ['sandbox'],
    validate: [LIST],
    import: [LIST, '--env', 'sandbox'],
    'jobs promote': [JOB, '--env', 'sandbox'],
    'matches list': ['--env', 'sandbox'],
    'matches forget': ['--env', 'sandbox'],
    approve: ['--env', 'sandbox'],
    report: ['donations', '--env', 'sandbox', '--out', join(cwd, 'r.xlsx')],
  };
  return [[...path, ...(needs[leaf] ?? (path.length > 1 ? ['x'] : [])), '--bogus']];
}

const BAD_VALUES: string[][] = [
  ['import', LIST, '--env', 'sandbox', '--mode', 'nope'],
  ['import', LIST, '--env', 'sandbox', '--rate', '-1'],
  ['import', LIST, '--env'],
  ['approve', '--env', 'sandbox', '--concurrency', '0'],
  ['report', 'donations', '--env', 'sandbox', '--out', join(cwd, 'r.xlsx'), '--from', '2020-13-45'],
  ['ui', '--port', 'eighty'],
  ['bogus'],
];

interface Leaf {
  path: string[];
  command: Command;
}

/** The commands that run something, each with the words that name it. */
function leavesOf(command: Command, path: string[] = []): Leaf[] {
  return command.commands
    .filter((child) => child.name() !== 'help')
    .flatMap((child) =>
      child.commands.length > 0
        ? leavesOf(child, [...path, child.name()])
        : [{ path: [...path, child.name()], command: child }],
    );
}

const quiet = { out: () => {}, err: () => {}, isTTY: false };
const allLeaves = leavesOf(await buildProgram(quiet));

/** Runs `cases` two at a time (the machine is shared), each with and without --json. */
async function runAll(cases: string[][], run: (args: readonly string[]) => Promise<Run>): Promise<void> {
  const queue = cases.flatMap((args) => [
    [args, false],
    [args, true],
  ]) as [string[], boolean][];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [args, json] = next;
      const full = json ? [...args, '--json'] : args;
      expectPrinted(await run(full), json, full.join(' '));
    }
  };
  await Promise.all([worker(), worker()]);
}

describe('every failure reaches the one error printer', () => {
  it('every command that names an environment is tried with an unknown one', () => {
    const named = (args: string[]) => allLeaves.find((leaf) => leaf.path.every((word, i) => args[i] === word));
    const tried = new Set(UNKNOWN_ENVIRONMENT.map((args) => named(args)?.path.join(' ')));
    const takingOne = allLeaves.filter(
      (leaf) =>
        leaf.command.options.some((option) => option.long === '--env') ||
        (leaf.path[0] === 'env' && !['list', 'add'].includes(leaf.path[1]!)),
    );
    expect(takingOne.length).toBeGreaterThan(10);
    for (const leaf of takingOne) expect(tried).toContain(leaf.path.join(' '));
  });

  it('an unknown environment, whole processes', { timeout: 300_000 }, async () => {
    await runAll(UNKNOWN_ENVIRONMENT, wholeProcess);
  });

  it('a missing file, folder or job, in this process', { timeout: 300_000 }, async () => {
    await runAll(MISSING_FILE, inProcess);
  });

  it(`a bad flag, for each of the ${allLeaves.length} commands, in this process`, { timeout: 120_000 }, async () => {
    expect(allLeaves.length).toBeGreaterThan(20);
    await runAll(
      allLeaves.flatMap((leaf) => badFlagsOf(leaf.path)),
      inProcess,
    );
  });

  it('a bad flag or value, in this process', { timeout: 120_000 }, async () => {
    await runAll(BAD_VALUES, inProcess);
  });

  // The same as a person's terminal shows them (the unknown environments above are all whole processes).
  it('a missing file and a bad flag, whole processes', { timeout: 300_000 }, async () => {
    await runAll(
      [
        ['validate', MISSING_CSV],
        ['import', MISSING_CSV, '--env', 'sandbox'],
        ['jobs', 'show', JOB],
        ['jobs', 'list', '--bogus'],
        ['import', LIST, '--env', 'sandbox', '--mode', 'nope'],
      ],
      wholeProcess,
    );
  });
});
