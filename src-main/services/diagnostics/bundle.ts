import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { arch, platform, release, version as osVersion } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { JobSummary } from '../../../src-shared/bridge/jobs';
import { LOG_FILE_NAME } from '../context';
import { SETTINGS_FILE_NAME } from '../environments/settings-store';
import { JOBS_FOLDER } from '../jobs/store/job-store';
import { currentOperator } from '../operator';
import { createRedactor, redactJson, type Redactor } from './redact';

// A support bundle: one zip a person can send to whoever supports them, with what that person
// needs to see what happened (versions, settings, the log's last lines, the jobs) and nothing
// that opens the service (every key and token struck out). Row data stays out unless asked for.

export interface SupportBundleOptions {
  home: string;
  version: string;
  door: string;
  /** The job summaries, or why they could not be read. */
  jobs: () => JobSummary[];
  /** Keys this computer holds (keychain, ALUMNI_LOADER_API_KEY, built-in sandbox): struck wherever they appear. */
  secrets: readonly string[];
  /** Also each job's rows (plan, journal, results files). */
  includeRows: boolean;
  logLines?: number;
  now?: Date;
}

export interface SupportBundle {
  fileName: string;
  bytes: Uint8Array;
  /** Names of the files inside, in order. */
  entries: string[];
}

const LOG_LINES = 500;
/** The files of a job folder that hold no row: the job's settings and status. */
const JOB_FILE = 'job.json';

export function buildSupportBundle(options: SupportBundleOptions): SupportBundle {
  const redact = createRedactor(options.secrets);
  const now = options.now ?? new Date();
  const files: Record<string, string> = {};
  const json = (value: unknown) => `${JSON.stringify(redactJson(value, redact), null, 2)}\n`;

  files['about.json'] = json({
    app: 'Alumni Loader',
    version: options.version,
    door: options.door,
    createdAt: now.toISOString(),
    operator: currentOperator(),
    os: { platform: platform(), release: release(), version: safe(() => osVersion()), arch: arch() },
    runtime: process.versions,
    home: options.home,
  });
  files['settings.json'] = settingsEntry(options.home, redact);
  files['log.txt'] = lastLogLines(options.home, options.logLines ?? LOG_LINES)
    .map(redact)
    .join('\n');
  let jobs: JobSummary[] = [];
  try {
    jobs = options.jobs();
    files['jobs.json'] = json(jobs);
  } catch (error) {
    files['jobs.json'] = json({
      error: `The jobs could not be read: ${error instanceof Error ? error.message : String(error)}`,
    });
  }
  for (const job of jobs) Object.assign(files, jobFiles(options.home, job.id, options.includeRows, redact));
  files['README.txt'] = readme(options, Object.keys(files));

  const entries = ['README.txt', ...Object.keys(files).filter((name) => name !== 'README.txt')];
  const bytes = zipSync(Object.fromEntries(entries.map((name) => [name, strToU8(files[name]!)])), {
    level: 6,
    mtime: now,
  });
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '').replace('T', '-');
  return { fileName: `alumni-loader-support-${stamp}.zip`, bytes, entries };
}

function settingsEntry(home: string, redact: Redactor): string {
  const file = join(home, SETTINGS_FILE_NAME);
  if (!existsSync(file)) return '(no settings file yet: only the built-in sandbox environment)\n';
  const text = readFileSync(file, 'utf8');
  try {
    return `${JSON.stringify(redactJson(JSON.parse(text), redact), null, 2)}\n`;
  } catch {
    return `(the settings file is not valid JSON; as written, with secrets struck out:)\n${redact(text)}`;
  }
}

/** The last lines of the log, read from its end (a log grows for years). */
function lastLogLines(home: string, count: number): string[] {
  const file = join(home, LOG_FILE_NAME);
  if (!existsSync(file)) return ['(no log yet)'];
  const size = statSync(file).size;
  const tail = 256 * 1024;
  const bytes = readFileSync(file).subarray(Math.max(0, size - tail));
  const lines = bytes
    .toString('utf8')
    .split(/\r?\n/)
    .filter((line) => line !== '');
  // Reading from the middle of the file, the first line is likely cut.
  return (size > tail ? lines.slice(1) : lines).slice(-count);
}

function jobFiles(home: string, id: string, includeRows: boolean, redact: Redactor): Record<string, string> {
  const folder = join(home, JOBS_FOLDER, id);
  if (!existsSync(folder)) return {};
  const names = readdirSync(folder).filter((name) =>
    includeRows ? statSync(join(folder, name)).isFile() : name === JOB_FILE,
  );
  // A binary results workbook says nothing more than results.csv beside it.
  return Object.fromEntries(
    names
      .filter((name) => !name.endsWith('.xlsx'))
      .map((name) => [`jobs/${id}/${name}`, redact(readFileSync(join(folder, name), 'utf8'))]),
  );
}

function readme(options: SupportBundleOptions, names: string[]): string {
  return [
    `Alumni Loader ${options.version}: support bundle`,
    '',
    'What is inside:',
    '  about.json     version, operating system, runtime versions, who made the bundle',
    '  settings.json  the environments (names, kinds, addresses); keys are never in this file',
    `  log.txt        the last ${options.logLines ?? LOG_LINES} lines of the log`,
    '  jobs.json      every job: kind, status, environment, file name, counts',
    `  jobs/<id>/     ${options.includeRows ? "each job's files, rows included (asked for)" : "each job's settings (job.json); no row of any file (not asked for)"}`,
    '',
    'Every key and token was struck out and reads [redacted]: the keys kept on this computer,',
    'anything named like a key, token, secret or password, and long runs that look like a key.',
    '',
    `Files: ${names.length + 1}`,
    '',
  ].join('\n');
}

function safe(read: () => string): string {
  try {
    return read();
  } catch {
    return 'unknown';
  }
}
