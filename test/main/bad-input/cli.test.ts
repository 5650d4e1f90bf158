import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../../src-main/cli/program';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import type { CorpusCase } from '../../fixtures/bad-input/manifest-types';
import { CORPUS_FILES_DIR, corpusEntries, expectOutcome, manifest } from '../../shared/bad-input/corpus';

// The bad-input corpus through the Node door: every file through runImportFile (the streaming
// XLSX reader the CLI and the job engine use), and a sample through `alumni-loader validate
// --json` (in this process through runCli, and three as separate processes): exit codes, JSON,
// no stack trace.

const root = join(import.meta.dirname, '../../..');
const home = mkdtempSync(join(tmpdir(), 'alumni-bad-input-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

const setFlags = (expected: CorpusCase) =>
  Object.entries(expected.set ?? {}).map(([field, value]) => `${field}=${value}`);

describe.each(corpusEntries)('runImportFile: %s', (file, expected) => {
  it(`${expected.outcome === 'error' ? 'is refused' : 'is read'} as the manifest says`, async () => {
    await expectOutcome(file, expected, async () =>
      runImportFile(join(CORPUS_FILES_DIR, file), await fileSettings({ set: setFlags(expected) })),
    );
  });
});

/** Refusals and reads of every kind: text, encodings, quotes, both XLSX readers' cases, bombs. */
const CLI_SAMPLE = [
  'empty.csv',
  'header-only.csv',
  'xls-renamed.xlsx',
  'password-protected.xlsx',
  'pdf-renamed.csv',
  'csv-named.xlsx',
  'zip-bomb-lying.xlsx',
  'truncated-half.xlsx',
  'no-sheets.xlsx',
  '1001-columns.csv',
  'windows-1252.csv',
  'utf-16le-no-bom.csv',
  'mixed-line-endings.csv',
  'formulas.xlsx',
  'merged-cells.xlsx',
  'dates-every-form.csv',
  'control-characters.csv',
];

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

const validateArgs = (file: string, args: string[]) => [
  '--home',
  home,
  'validate',
  join(CORPUS_FILES_DIR, file),
  ...args,
];

/** The CLI in this process (runCli is all bin/alumni-loader.js does besides writing to the streams). */
async function validate(file: string, args: string[]): Promise<Run> {
  let stdout = '';
  let stderr = '';
  try {
    const code = await runCli(validateArgs(file, args), {
      out: (text) => (stdout += text),
      err: (text) => (stderr += text),
      isTTY: false,
    });
    return { code, stdout, stderr };
  } finally {
    process.exitCode = undefined; // validate sets it for the real process; this one is the test runner
  }
}

/** The CLI as a separate process, as a user runs it. */
function validateProcess(file: string, args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'bin/alumni-loader.js'), ...validateArgs(file, args)],
      { cwd: root, timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
      },
    );
  });
}

const STACK_LINE = /^\s+at .+[:(]/m;

describe('alumni-loader validate --json on a sample of the corpus', () => {
  it('samples only files the manifest knows', () => {
    for (const file of CLI_SAMPLE) expect(manifest[file], file).toBeDefined();
  });

  it.each(CLI_SAMPLE)('%s', async (file) => {
    const expected = manifest[file]!;
    const run = await validate(file, ['--json', ...setFlags(expected).flatMap((flag) => ['--set', flag])]);
    expect(run.stderr).not.toMatch(STACK_LINE);
    expect(run.stdout).not.toMatch(STACK_LINE);
    const printed = JSON.parse(run.stdout);
    if (expected.outcome === 'error') {
      expect(run.code).toBe(2);
      expect(printed.error.code).toBe('invalid-input');
      expect(printed.error.message).toContain(file);
      expect(printed.error.message).toContain(expected.errorContains ?? '');
    } else {
      expect(run.code).toBe(printed.invalid > 0 ? 1 : 0);
      if (expected.rows !== undefined) expect(printed.rows).toBe(expected.rows);
      if (expected.valid !== undefined) expect(printed.valid).toBe(expected.valid);
      if (expected.invalid !== undefined) expect(printed.invalid).toBe(expected.invalid);
      expect(printed.errors.filter((e: { severity: string }) => e.severity === 'error').length).toBeGreaterThanOrEqual(
        printed.invalid,
      );
    }
  });

  it('as a process: an unreadable file is one message on stderr, exit 2, no stack trace; --json prints the error object', async () => {
    const [plain, json] = await Promise.all([
      validateProcess('zip-bomb.xlsx', []),
      validateProcess('xls-renamed.xlsx', ['--json']),
    ]);
    expect(plain.code).toBe(2);
    expect(plain.stderr).toMatch(/^Error: zip-bomb\.xlsx was refused: .*packed 1024 times smaller/m);
    expect(plain.stderr).not.toMatch(STACK_LINE);
    expect(plain.stdout).toBe('');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout).error.message).toBe(
      'xls-renamed.xlsx is an old-style Excel 97-2003 workbook (.xls) renamed to .xlsx.',
    );
    expect(json.stderr).not.toMatch(STACK_LINE);
  }, 90_000);

  it('as a process: a file with invalid rows exits 1 with the counts', async () => {
    const run = await validateProcess('control-characters.csv', ['--json', '--set', 'enabled=1']);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ rows: 32, valid: 30, invalid: 2 });
  }, 90_000);
});
