// A job's folder: <home>/jobs/<id>/ with job.json (settings and status, replaced atomically),
// plan.json (the planned rows, written once) and rows.log (append-only JSON lines, one per event).
//
// rows.log is written with fs.writeSync on a descriptor held open for the run: each line is in
// the kernel's page cache before the request it announces goes out, so killing the process at
// any instant loses nothing. Surviving a power cut as well would need an fsync per line; the
// engine fsyncs only when a run stops (see RowLog.close) to keep the per-request cost low.

import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import writeFileAtomic from 'write-file-atomic';
import { AppError } from '../../../src-shared/errors';
import type { JobFile, PlanFile, RowEvent } from './types';

export const JOBS_FOLDER = 'jobs';
const JOB_FILE = 'job.json';
const PLAN_FILE = 'plan.json';
const LOG_FILE = 'rows.log';
const ID_PATTERN = /^[0-9]{8}-[0-9]{6}-[a-z0-9]{4}$/;

export class JobStore {
  readonly root: string;

  constructor(home: string) {
    this.root = join(home, JOBS_FOLDER);
  }

  /** A new, sortable job id: UTC date and time, then 4 random characters. */
  static newId(now: Date = new Date()): string {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    return `${stamp}-${randomBytes(3).toString('hex').slice(0, 4)}`;
  }

  folder(id: string): string {
    if (!ID_PATTERN.test(id)) throw new AppError('invalid-input', `"${id}" is not a job id.`, ['Job ids look like 20260101-120000-ab12; `alumni-loader jobs list` shows them.']);
    return join(this.root, id);
  }

  create(job: JobFile, plan: PlanFile): void {
    const folder = this.folder(job.id);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    writeFileAtomic.sync(join(folder, PLAN_FILE), JSON.stringify(plan), { mode: 0o600 });
    this.writeJob(job);
  }

  writeJob(job: JobFile): void {
    writeFileAtomic.sync(join(this.folder(job.id), JOB_FILE), `${JSON.stringify(job, null, 2)}\n`, { mode: 0o600 });
  }

  readJob(id: string): JobFile {
    const file = join(this.folder(id), JOB_FILE);
    if (!existsSync(file)) throw new AppError('not-found', `There is no job ${id}.`, ['`alumni-loader jobs list` shows the jobs kept in this home folder.']);
    return parseJson<JobFile>(file);
  }

  readPlan(id: string): PlanFile {
    return parseJson<PlanFile>(join(this.folder(id), PLAN_FILE));
  }

  /** Every job, newest first. Folders that are not jobs are passed over. */
  listJobs(): JobFile[] {
    if (!existsSync(this.root)) return [];
    return readdirSync(this.root)
      .filter((name) => ID_PATTERN.test(name) && existsSync(join(this.root, name, JOB_FILE)))
      .sort()
      .reverse()
      .map((id) => this.readJob(id));
  }

  logPath(id: string): string {
    return join(this.folder(id), LOG_FILE);
  }

  openLog(id: string): RowLog {
    return new RowLog(this.logPath(id));
  }

  readLog(id: string): RowEvent[] {
    const file = this.logPath(id);
    return existsSync(file) ? parseRowLog(readFileSync(file, 'utf8'), file) : [];
  }
}

/** Appends row events to rows.log, each line in the OS's hands before append() returns. */
export class RowLog {
  #fd: number | undefined;

  constructor(readonly path: string) {
    this.#fd = openSync(path, 'a', 0o600);
  }

  append(event: RowEvent): void {
    if (this.#fd === undefined) throw new AppError('internal', 'The job journal was written after it was closed.');
    writeSync(this.#fd, `${JSON.stringify(event)}\n`);
  }

  /** Flushes to the disk itself (not only the page cache) and closes. */
  close(): void {
    if (this.#fd === undefined) return;
    try {
      fsyncSync(this.#fd);
    } finally {
      closeSync(this.#fd);
      this.#fd = undefined;
    }
  }
}

/**
 * The events of a rows.log text. A last line cut short (the process died inside a write) is
 * left out: the row it spoke of is then replayed from its previous event. Any other unreadable
 * line means the file was altered, and is refused rather than guessed at.
 */
export function parseRowLog(text: string, where = LOG_FILE): RowEvent[] {
  const lines = text.split('\n');
  const events: RowEvent[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n]!;
    if (line.trim() === '') continue;
    try {
      events.push(JSON.parse(line) as RowEvent);
    } catch {
      const isLast = lines.slice(n + 1).every((rest) => rest.trim() === '');
      if (isLast) continue;
      throw new AppError('internal', `The job journal ${where} has an unreadable line ${n + 1}.`, [
        'The file was changed by something other than Alumni Loader. Restore it from a backup, or start a new import.',
      ]);
    }
  }
  return events;
}

function parseJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new AppError('internal', `The job file ${file} cannot be read.`, [error instanceof Error ? error.message : String(error)]);
  }
}
