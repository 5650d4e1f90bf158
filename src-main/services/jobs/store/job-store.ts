// jobs/store: the job folder on disk and what is read back from it. This file: <home>/jobs/<id>/
// with job.json (settings and status, replaced atomically), plan.json (the planned rows, written
// once) and rows.log (the journal, journal.ts). replay: where each row stands; summary-file:
// counts.json; job-summaries, job-rows, row-who: jobs and rows as the doors list them.

import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppError, isAppError } from '../../../../src-shared/errors';
import { fileWriteError, writeFileWhole } from './disk-files';
import { LOG_FILE, parseRowLog, RowLog } from './journal';
import type { JobFile, PlanFile, RowEvent } from '../types';

export const JOBS_FOLDER = 'jobs';
const JOB_FILE = 'job.json';
const PLAN_FILE = 'plan.json';
const ID_PATTERN = /^[0-9]{8}-[0-9]{6}-[a-z0-9]{4}$/;
const ID_LETTERS = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The plan.json last read, with what its file was then: a plan is written once, and read again and again. */
interface ReadPlan {
  file: string;
  stamp: string;
  plan: PlanFile;
}

export class JobStore {
  readonly root: string;
  #lastPlan: ReadPlan | undefined;

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

  /**
   * The plan of a job. plan.json is written once, when the job is created, and read by each step after (the summary,
   * the start, the results): the last one read is kept, and read again only when its file is not the one it was (a
   * job folder put back from a backup, say; its inode, size and times tell). Callers treat the rows as read-only.
   */
  readPlan(id: string): PlanFile {
    const file = join(this.folder(id), PLAN_FILE);
    const stamp = fileStamp(file);
    const last = this.#lastPlan;
    if (last && last.file === file && stamp !== undefined && last.stamp === stamp) return last.plan;
    const plan = parseJson<PlanFile>(file);
    this.#lastPlan = stamp === undefined ? undefined : { file, stamp, plan };
    return plan;
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

/** What tells one version of a file from another: its inode, size and change time (ns); undefined when missing. */
function fileStamp(file: string): string | undefined {
  const stats = statSync(file, { bigint: true, throwIfNoEntry: false });
  return stats ? `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}` : undefined;
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
