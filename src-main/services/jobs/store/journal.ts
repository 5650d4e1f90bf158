// A job's folder: <home>/jobs/<id>/ with job.json (settings and status, replaced atomically),
// plan.json (the planned rows, written once) and rows.log (append-only JSON lines, one per event).
//
// rows.log is written with fs.writeSync on a descriptor held open for the run, and a write's intent
// line ("sent") is on the disk itself before its request leaves: RowLog.appendDurable writes the
// line, then waits for an fsync that started after it (group commit: the workers of a batch
// share one fsync, so the cost is one disk flush per batch in flight, not one per row). A power
// cut can then lose only outcome lines ("done", "failed"), and a row whose outcome is missing is
// looked up on the service before anything is sent again.
// A kill or a full disk can leave the last line cut short: it is ended cleanly before anything
// is appended (see RowLog), so the next line never glues onto it.

import {
  closeSync,
  existsSync,
  fstatSync,
  fsync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError, isAppError } from '../../../../src-shared/errors';
import { fileWriteError, writeAll, writeFileWhole } from './disk-files';
import type { JobFile, PlanFile, RowEvent } from '../types';

export const JOBS_FOLDER = 'jobs';
const JOB_FILE = 'job.json';
const PLAN_FILE = 'plan.json';
const LOG_FILE = 'rows.log';
const ID_PATTERN = /^[0-9]{8}-[0-9]{6}-[a-z0-9]{4}$/;
const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

export class JobStore {
  readonly root: string;

  constructor(home: string) {
    this.root = join(home, JOBS_FOLDER);
  }

  /** A new, sortable job id: UTC date and time, then 4 random characters. */
  static newId(now: Date = new Date()): string {
    const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
    // Four letters or digits: 1.7 million ids a second, so jobs planned in the same second hardly ever meet.
    const tail = [...randomBytes(4)].map((byte) => ID_LETTERS[byte % ID_LETTERS.length]).join('');
    return `${stamp}-${tail}`;
  }

  /** A new id no job of this home has (an id met again would write into another job's folder). */
  freshId(now: Date = new Date()): string {
    for (;;) {
      const id = JobStore.newId(now);
      if (!existsSync(this.folder(id))) return id;
    }
  }

  folder(id: string): string {
    if (!ID_PATTERN.test(id))
      throw new AppError('invalid-input', `"${id}" is not a job id.`, [
        'Job ids look like 20260101-120000-ab12; `alumni-loader jobs list` shows them.',
      ]);
    return join(this.root, id);
  }

  /**
   * A new job folder with its plan, an empty journal and job.json. A job that cannot be written
   * whole (a full disk) is removed again: no half job is left behind.
   */
  create(job: JobFile, plan: PlanFile): void {
    const folder = this.folder(job.id);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    try {
      writeFileWhole(join(folder, PLAN_FILE), JSON.stringify(plan), 'plan the import again.');
      const log = join(folder, LOG_FILE);
      try {
        closeSync(openSync(log, 'wx', 0o600));
      } catch (error) {
        throw fileWriteError(log, error, 'plan the import again.');
      }
      this.writeJob(job);
    } catch (error) {
      rmSync(folder, { recursive: true, force: true });
      throw isAppError(error)
        ? new AppError(error.code, `${error.message} Nothing was sent; the job was not kept.`, error.details)
        : error;
    }
  }

  writeJob(job: JobFile): void {
    const file = join(this.folder(job.id), JOB_FILE);
    writeFileWhole(
      file,
      `${JSON.stringify(job, null, 2)}\n`,
      `run the same command again (the journal ${LOG_FILE} beside it keeps every row sent).`,
    );
  }

  readJob(id: string): JobFile {
    const file = join(this.folder(id), JOB_FILE);
    if (!existsSync(file))
      throw new AppError('not-found', `There is no job ${id}.`, [
        '`alumni-loader jobs list` shows the jobs kept in this home folder.',
      ]);
    const job = parseJson<JobFile>(file);
    if (typeof job !== 'object' || job === null || job.id !== id) {
      throw new AppError(
        'internal',
        `The job file ${file} names job ${JSON.stringify((job as Partial<JobFile> | null)?.id)}, not ${id}.`,
        [
          'It was copied or changed by something other than Alumni Loader: put back the job.json of this folder from a backup.',
        ],
      );
    }
    return job;
  }

  readPlan(id: string): PlanFile {
    return parseJson<PlanFile>(join(this.folder(id), PLAN_FILE));
  }

  /** Every job, newest first. Folders that are not jobs are passed over. */
  listJobs(): JobFile[] {
    return this.listIds()
      .filter((id) => existsSync(join(this.root, id, JOB_FILE)))
      .map((id) => this.readJob(id));
  }

  /** The ids of every job folder, newest first, readable or not. */
  listIds(): string[] {
    if (!existsSync(this.root)) return [];
    return readdirSync(this.root)
      .filter((name) => ID_PATTERN.test(name))
      .sort()
      .reverse();
  }

  hasPlan(id: string): boolean {
    return existsSync(join(this.folder(id), PLAN_FILE));
  }

  hasLog(id: string): boolean {
    return existsSync(this.logPath(id));
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

/** The journal could not be written: the job stops at once (nothing is sent without its line). */
export class JournalWriteError extends AppError {}

/** Appends row events to rows.log, each line in the OS's hands before append() returns. */
export class RowLog {
  #fd: number | undefined;
  /** The fsync under way, and the one queued behind it (it covers every line written before it starts). */
  #syncing: Promise<void> | undefined;
  #queued: Promise<void> | undefined;
  /** fsyncs done (the figure the benchmark reports). */
  syncs = 0;

  constructor(readonly path: string) {
    this.#fd = openSync(path, 'a+', 0o600);
    try {
      endCleanly(this.#fd);
    } catch (error) {
      closeSync(this.#fd);
      this.#fd = undefined;
      throw new JournalWriteError('internal', fileWriteError(path, error, 'resume the job again.').message);
    }
  }

  append(event: RowEvent): void {
    if (this.#fd === undefined) throw new AppError('internal', 'The job journal was written after it was closed.');
    try {
      writeAll(this.#fd, Buffer.from(`${JSON.stringify(event)}\n`, 'utf8'));
    } catch (error) {
      const failed = fileWriteError(
        this.path,
        error,
        'resume the job: a row whose last line is missing is looked up on the service first, so nothing is sent twice.',
      );
      throw new JournalWriteError(failed.code, `The job stopped: ${failed.message}`, failed.details);
    }
  }

  /**
   * Appends the line and resolves once it is on the disk itself. Lines appended while an fsync
   * runs share the next one: concurrent rows pay for one flush together.
   */
  async appendDurable(event: RowEvent): Promise<void> {
    this.append(event);
    await this.sync();
  }

  /** Resolves when every line written so far is on the disk. */
  sync(): Promise<void> {
    if (this.#queued) return this.#queued;
    const start = async (): Promise<void> => {
      this.#queued = undefined;
      const fd = this.#fd;
      if (fd === undefined) return;
      const running = new Promise<void>((done, failed) => fsync(fd, (error) => (error ? failed(error) : done())));
      this.#syncing = running;
      try {
        await running;
        this.syncs++;
      } catch (error) {
        const failure = fileWriteError(
          this.path,
          error,
          'resume the job: rows without an outcome are looked up first.',
        );
        throw new JournalWriteError(failure.code, `The job stopped: ${failure.message}`, failure.details);
      } finally {
        if (this.#syncing === running) this.#syncing = undefined;
      }
    };
    const before = this.#syncing;
    const queued = before ? before.then(start, start) : start();
    // A line written while an fsync runs is not covered by it: the next one starts after it.
    if (before) this.#queued = queued;
    return queued;
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

const TAIL_CHUNK = 64 * 1024;

/**
 * A last line without its newline (the process died inside a write, or the disk filled up) is
 * ended: kept with a newline when it is a whole event, cut off when it is torn. Either way the
 * next line starts on a line of its own.
 */
function endCleanly(fd: number): void {
  const size = fstatSync(fd).size;
  if (size === 0) return;
  const last = Buffer.alloc(1);
  readSync(fd, last, 0, 1, size - 1);
  if (last[0] === 0x0a) return;
  let start = size;
  let lineStart = 0;
  const chunk = Buffer.alloc(TAIL_CHUNK);
  while (start > 0) {
    const from = Math.max(0, start - TAIL_CHUNK);
    const read = readSync(fd, chunk, 0, start - from, from);
    const at = chunk.subarray(0, read).lastIndexOf(0x0a);
    if (at >= 0) {
      lineStart = from + at + 1;
      break;
    }
    start = from;
  }
  const tail = Buffer.alloc(size - lineStart);
  readSync(fd, tail, 0, tail.length, lineStart);
  if (parsesAsEvent(tail.toString('utf8'))) writeAll(fd, Buffer.from('\n'));
  else ftruncateSync(fd, lineStart);
}

function parsesAsEvent(line: string): boolean {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === 'object' && value !== null && 'e' in value;
  } catch {
    return false;
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
      // A torn line that an older version glued the next event onto: the torn part is lost (as
      // a torn last line is), the whole event after it is kept.
      const glued = line.lastIndexOf('{"e":');
      if (glued > 0 && parsesAsEvent(line.slice(glued))) {
        events.push(JSON.parse(line.slice(glued)) as RowEvent);
        continue;
      }
      const isLast = lines.slice(n + 1).every((rest) => rest.trim() === '');
      if (isLast) continue;
      throw new AppError('internal', `The job journal ${where} has an unreadable line ${n + 1}.`, [
        'The file was changed by something other than Alumni Loader. Restore it from a backup, or import the file again: a new plan looks every row up on the service first.',
      ]);
    }
  }
  return events;
}

function parseJson<T>(file: string): T {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new AppError('internal', `The job file ${file} cannot be read.`, [
      error instanceof Error ? error.message : String(error),
    ]);
  }
}
