// A lock file that names the process holding it: its pid and the process's start time, so a pid
// the system has since given to another program is not taken for the holder. The file appears
// whole (a complete temporary file is hard-linked into place, which fails when one is there), and
// a lock whose process is gone is taken over by the next one to ask.
import { randomBytes } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import writeFileAtomic from 'write-file-atomic';

export interface LockHolder {
  pid: number;
  /** The process's start time as the system counts it (Linux), or null where it cannot be read. */
  startedAt: string | null;
  /** Tells this holder from a later one of the same process. */
  token: string;
  /** What the holder says about itself (the sandbox: its address). */
  info: Record<string, unknown>;
}

export interface HeldLock {
  readonly path: string;
  readonly holder: LockHolder;
  /** Rewrites the holder's info (atomically); false when the lock is no longer this one. */
  update(info: Record<string, unknown>): boolean;
  /** Removes the file if it is still this lock. Safe to call twice. */
  release(): void;
}

export type LockAttempt = { acquired: true; lock: HeldLock } | { acquired: false; holder: LockHolder };

/** The start time of a process (field 22 of /proc/PID/stat), or null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

export function isHolderAlive(holder: Pick<LockHolder, 'pid' | 'startedAt'>): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.startedAt === null) return true;
  const now = processStartTime(holder.pid);
  return now === null || now === holder.startedAt;
}

function readHolder(path: string): { text: string; holder: LockHolder | null } | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  try {
    const parsed = JSON.parse(text) as LockHolder;
    const valid =
      Number.isInteger(parsed.pid) &&
      typeof parsed.token === 'string' &&
      typeof parsed.info === 'object' &&
      parsed.info !== null;
    return {
      text,
      holder: valid ? { ...parsed, startedAt: typeof parsed.startedAt === 'string' ? parsed.startedAt : null } : null,
    };
  } catch {
    return { text, holder: null };
  }
}

/** The holder named in the lock file, alive or not, or null when there is no readable lock. */
export function lockHolder(path: string): LockHolder | null {
  return readHolder(path)?.holder ?? null;
}

/** Takes the lock, or answers who holds it. A lock left by a dead process (or unreadable) is taken over. */
export function tryAcquireLock(path: string, info: Record<string, unknown> = {}): LockAttempt {
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: processStartTime(process.pid),
    token: randomBytes(8).toString('hex'),
    info,
  };
  const text = JSON.stringify(holder);
  for (let attempt = 0; attempt < 10; attempt++) {
    const temporary = `${path}.${process.pid}.${holder.token}.tmp`;
    writeFileSync(temporary, text, { mode: 0o600 });
    try {
      linkSync(temporary, path);
      return { acquired: true, lock: heldLock(path, holder) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
    const found = readHolder(path);
    if (found === null) continue; // released meanwhile
    if (found.holder && isHolderAlive(found.holder)) return { acquired: false, holder: found.holder };
    takeOver(path, found.text);
  }
  throw new Error(`The lock ${path} could not be taken: it keeps changing hands.`);
}

/**
 * Moves a stale lock aside. Another process may have taken it over between our read and the move:
 * then the moved file is not the stale one, and it is put back where it was.
 */
function takeOver(path: string, staleText: string): void {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    if (readFileSync(aside, 'utf8') !== staleText) {
      try {
        linkSync(aside, path);
      } catch {
        // A third process holds the lock now; the one moved aside lost it, as it would on a crash.
      }
    }
  } finally {
    rmSync(aside, { force: true });
  }
}

function heldLock(path: string, holder: LockHolder): HeldLock {
  let released = false;
  const stillMine = () => !released && readHolder(path)?.holder?.token === holder.token;
  return {
    path,
    holder,
    update(info) {
      if (!stillMine()) return false;
      holder.info = info;
      writeFileAtomic.sync(path, JSON.stringify(holder), { mode: 0o600 });
      return true;
    },
    release() {
      if (stillMine()) rmSync(path, { force: true });
      released = true;
    },
  };
}
