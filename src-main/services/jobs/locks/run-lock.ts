// jobs/locks: who may send. run.lock keeps one process per job (this file); write-guard keeps one
// job at a time creating (or updating) users on an environment; create-lock-wait waits for it.
//
// One process at a time runs a job: run.lock in the job folder says who holds it (process id,
// the process's start time and the host), so a lock left by a killed process is taken over even
// when its process id now belongs to another program. The same kind of lock keeps a second job
// from creating users on an environment while one already does (see write-guard.ts).
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { AppError } from '../../../../src-shared/errors';

export interface RunLock {
  release(): void;
}

/** Who holds a lock (or runs a job). processStart: the kernel's start time of the process, when known. */
export interface LockHolder {
  pid: number;
  host: string;
  processStart: string | null;
  since: string;
  jobId?: string;
}

const LOCK_FILE = 'run.lock';

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The start time of a process in clock ticks after boot (Linux /proc), or null where unknown. */
export function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); the name in parentheses (field 2) may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

export function thisProcess(jobId?: string): LockHolder {
  return {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    since: new Date().toISOString(),
    ...(jobId ? { jobId } : {}),
  };
}

/** alive: that process runs now; gone: it ended (or its id was reused); unknown: another computer's. */
export function holderState(holder: Pick<LockHolder, 'pid' | 'host' | 'processStart'>): 'alive' | 'gone' | 'unknown' {
  if (holder.host !== hostname()) return 'unknown';
  if (holder.pid === process.pid) return 'alive';
  if (!isProcessAlive(holder.pid)) return 'gone';
  const start = holder.processStart === null ? null : processStartOf(holder.pid);
  return start !== null && start !== holder.processStart ? 'gone' : 'alive';
}

function readHolder(file: string): LockHolder | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return null;
  }
  // Locks of earlier versions hold the pid alone.
  if (/^\d+$/.test(text)) return { pid: Number(text), host: hostname(), processStart: null, since: '?' };
  try {
    const value = JSON.parse(text) as LockHolder;
    return Number.isInteger(value.pid) && typeof value.host === 'string'
      ? { ...value, processStart: value.processStart ?? null }
      : null;
  } catch {
    return null;
  }
}

export function describeHolder(holder: LockHolder): string {
  return `process ${holder.pid} on ${holder.host === hostname() ? 'this computer' : `the computer "${holder.host}"`}, since ${holder.since}`;
}

/**
 * Takes the lock file, or throws saying who holds it and how to take it over safely. A lock whose
 * process is gone (or unreadable: a write cut short) is taken over.
 */
/**
 * Creates the lock file with its whole content, or fails with EEXIST. The content is written to a file of this
 * process first and linked into place: another process never reads the lock file empty or half-written (it took
 * such a file for a dead holder's, deleted it and took the lock as well).
 */
function createWhole(file: string, content: string): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, content, { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    // A file system without hard links (FAT on a USB stick): create it in place, as before.
    if (!NO_HARD_LINKS.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
  } finally {
    rmSync(temporary, { force: true });
  }
}

const NO_HARD_LINKS: ReadonlySet<string> = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

export function acquireLock(file: string, what: string, holder: LockHolder): RunLock {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      createWhole(file, JSON.stringify(holder));
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readHolder(file);
      const state = current === null ? 'gone' : holderState(current);
      if (
        current !== null &&
        state !== 'gone' &&
        !(current.pid === holder.pid && current.host === holder.host && current.jobId === holder.jobId)
      ) {
        throw new AppError(
          'conflict',
          `${what} is held by ${describeHolder(current)}${current.jobId ? ` (job ${current.jobId})` : ''}; lock file ${file}.`,
          [
            state === 'unknown'
              ? `Wait for it to end there. If that computer no longer runs it, delete ${file} and run the command again.`
              : `Wait for it to end, or stop that process first. If process ${current.pid} is not Alumni Loader, delete ${file} and run the command again.`,
          ],
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new AppError('conflict', `${what} could not be locked: ${file} keeps coming back.`, [
    `Check that no other copy of Alumni Loader is starting, then delete ${file}.`,
  ]);
}

export function acquireRunLock(folder: string, jobId: string): RunLock {
  return acquireLock(join(folder, LOCK_FILE), `Job ${jobId}`, thisProcess(jobId));
}
