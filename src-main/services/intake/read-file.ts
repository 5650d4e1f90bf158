// Reads an import file from disk for src-shared intake, refusing oversized files before reading.
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { AppError } from '../../../src-shared/errors';
import { INTAKE_LIMITS } from '../../../src-shared/intake/limits';

const MB = 1024 * 1024;

export async function readImportFile(path: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const fileName = basename(path);
  let handle;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'there is no such file' : code === 'EACCES' || code === 'EPERM' ? 'you are not allowed to read it' : code === 'EISDIR' ? 'it is a folder, not a file' : (error as Error).message;
    throw new AppError('invalid-input', `Cannot read ${path}: ${why}.`);
  }
  try {
    const { size, isFile } = await handle.stat().then((stat) => ({ size: stat.size, isFile: stat.isFile() }));
    if (!isFile) throw new AppError('invalid-input', `Cannot read ${path}: it is not a regular file.`);
    if (size > INTAKE_LIMITS.maxFileBytes) {
      throw new AppError('invalid-input', `${fileName} is ${Math.round(size / MB)} MB, larger than the ${INTAKE_LIMITS.maxFileBytes / MB} MB one import can take.`, ['Split the list into smaller files.']);
    }
    const bytes = await handle.readFile();
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new AppError('invalid-input', `Cannot read ${path}: ${code === 'EISDIR' ? 'it is a folder, not a file' : (error as Error).message}.`);
  } finally {
    await handle.close();
  }
}
