// Writing the job's files so that a full disk (or any failed write) never leaves a half-written
// file in place of a good one, and says which file and what to do.
//
// write-file-atomic was used before: it does not check that fs.writeSync wrote every byte, so on
// a nearly full disk a plan could be saved cut short. Here every write is checked and repeated
// for the rest, the temporary file is flushed and only then renamed over the old one.
import { closeSync, fsyncSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';
import { AppError } from '../../../../src-shared/errors';

const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the disk is read-only',
  EACCES: 'permission is denied',
  EPERM: 'permission is denied',
  EIO: 'the disk reported an input/output error',
};

/** A failed write in words: which file, why, what to do. `after` says what to do once fixed. */
export function fileWriteError(file: string, error: unknown, after: string): AppError {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const why =
    (code && WHY[code]) ?? `the system refused (${code ?? (error instanceof Error ? error.message : String(error))})`;
  const space =
    code === 'ENOSPC' || code === 'EDQUOT'
      ? `Free some space on the disk holding ${dirname(file)}, then ${after}`
      : `Fix that, then ${after}`;
  return new AppError('internal', `Could not write ${file}: ${why}.`, [space]);
}

/** Writes every byte of `bytes` at the descriptor's position; a write that takes none is a full disk. */
export function writeAll(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) {
    const written = writeSync(fd, bytes, offset, bytes.length - offset);
    if (written <= 0) throw Object.assign(new Error('no byte was written'), { code: 'ENOSPC' });
    offset += written;
  }
}

/**
 * Replaces `file` with `text` whole or not at all: written to a temporary file beside it, flushed,
 * then renamed over it. On failure the temporary file is removed and the old file stays.
 */
export function writeFileWhole(file: string, text: string | Uint8Array, after: string, mode = 0o600): void {
  const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  let fd: number | undefined;
  try {
    fd = openSync(temp, 'wx', mode);
    writeAll(fd, typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    renameSync(temp, file);
  } catch (error) {
    if (fd !== undefined) {
      try {
        closeSync(fd);
      } catch {
        // the write's own error is the one to report
      }
    }
    rmSync(temp, { force: true });
    throw fileWriteError(file, error, after);
  }
}
