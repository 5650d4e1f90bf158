// A job's journal: rows.log in the job folder (job-store.ts), append-only JSON lines, one per event.
//
// rows.log is written with fs.writeSync on a descriptor held open for the run, and a write's intent
// line ("sent") is on the disk itself before its request leaves: RowLog.appendDurable writes the
// line, then waits for an fsync that started after it (group commit: the workers of a batch
// share one fsync, so the cost is one disk flush per batch in flight, not one per row). A power
// cut can then lose only outcome lines ("done", "failed"), and a row whose outcome is missing is
// looked up on the service before anything is sent again.
// A kill or a full disk can leave the last line cut short: it is ended cleanly before anything
// is appended (see RowLog), so the next line never glues onto it.

import { closeSync, fstatSync, fsync, fsyncSync, ftruncateSync, openSync, readSync } from 'node:fs';
import { AppError } from '../../../../src-shared/errors';
import { fileWriteError, writeAll } from './disk-files';
import type { RowEvent } from '../types';

export const LOG_FILE = 'rows.log';

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
