// One process at a time runs a job: run.lock in the job folder holds the runner's pid. A lock
// whose process is gone (killed, crashed) is stale and taken over.
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../src-shared/errors';

export interface RunLock {
  release(): void;
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

export function acquireRunLock(folder: string, jobId: string): RunLock {
  const file = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
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
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isProcessAlive(holder)) {
        throw new AppError('conflict', `Job ${jobId} is being run by another process (pid ${holder}).`, ['Wait for it to end, or stop that process first.']);
      }
      rmSync(file, { force: true });
    }
  }
  throw new AppError('conflict', `Job ${jobId} could not be locked for running.`);
}
