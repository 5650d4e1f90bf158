import { existsSync } from 'node:fs';
import { AppError } from '../../src-shared/errors';
import type { SettingHint } from '../../src-shared/setting-hint';

/**
 * Why a file or folder could not be written in `folder`, in words a person can act on (not ENOENT
 * or EACCES): "<what failed> in <folder>: <why>." with `what` such as "The report cannot be saved".
 */
export function writeFailure(
  what: string,
  folder: string,
  error: unknown,
  advice: string,
  hint?: SettingHint,
): AppError {
  return new AppError('invalid-input', `${what} in ${folder}: ${reason(folder, error)}.`, [advice], hint);
}

function reason(folder: string, error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'you are not allowed to write in it';
  if (code === 'EROFS') return 'it is on a disk that is read-only';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'the disk is full';
  if (code === 'ENOENT' && !existsSync(folder)) return 'there is no such folder';
  if (code === 'ENOENT' || code === 'ENOTDIR') return `it takes no new file (${code})`;
  return (error as Error).message;
}
