// Reads an import file from disk for src-shared intake, refusing oversized files before reading.
import { open, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../../src-shared/errors';
import { INTAKE_LIMITS } from '../../../src-shared/intake/limits';

const MB = 1024 * 1024;

/** Why a path cannot be read, in words (a system error code otherwise). */
export function unreadableWords(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'there is no such file';
    case 'EACCES':
    case 'EPERM':
      return 'you are not allowed to read it';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'ELOOP':
      return 'it is a link that leads back to itself';
    case 'ENAMETOOLONG':
      return 'its name is longer than the system takes';
    case 'ENOTDIR':
      return 'a part of its path is a file, not a folder';
    default:
      return (error as Error).message;
  }
}

/**
 * The path's kind checked before it is opened: opening a named pipe (FIFO) waits for a writer,
 * so a pipe given as the file would hang the command without a word.
 */
export async function checkRegularFile(path: string, what: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch (error) {
    throw new AppError('invalid-input', `Cannot read ${what}${path}: ${unreadableWords(error)}.`);
  }
  if (info.isDirectory())
    throw new AppError('invalid-input', `Cannot read ${what}${path}: it is a folder, not a file.`);
  if (!info.isFile())
    throw new AppError(
      'invalid-input',
      `Cannot read ${what}${path}: it is not a regular file (a pipe, a device or a socket).`,
      ['Save the list to a file and give that file.'],
    );
  return info.size;
}

export async function readImportFile(path: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const fileName = basename(path);
  const size = await checkRegularFile(path, '');
  if (size > INTAKE_LIMITS.maxFileBytes) {
    throw new AppError(
      'invalid-input',
      `${fileName} is ${Math.round(size / MB)} MB, larger than the ${INTAKE_LIMITS.maxFileBytes / MB} MB one import can take.`,
      ['Split the list into smaller files.'],
    );
  }
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new AppError('invalid-input', `Cannot read ${path}: ${unreadableWords(error)}.`);
  }
  try {
    const bytes = await handle.readFile();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName };
  } catch (error) {
    throw new AppError('invalid-input', `Cannot read ${path}: ${unreadableWords(error)}.`);
  } finally {
    await handle.close();
  }
}
