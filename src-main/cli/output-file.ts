import { existsSync, statSync } from 'node:fs';
import { dirname, extname, resolve } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { AppError } from '../../src-shared/errors';
import { writeFailure } from '../services/write-failure';

/**
 * The --out file of a command that writes one file: its extension among `extensions`, not a
 * folder, not an existing file unless --force. Said before any work is done.
 */
export function checkOutFile(path: string, extensions: readonly string[], force: boolean): string {
  const extension = extname(path).toLowerCase().slice(1);
  if (!extensions.includes(extension)) {
    throw new AppError(
      'invalid-input',
      `--out ${path}: the file name must end in ${extensions.map((e) => `.${e}`).join(' or ')}.`,
      [`For example: --out alumni-template.${extensions[0]}`],
    );
  }
  if (statSync(path, { throwIfNoEntry: false })?.isDirectory())
    throw new AppError('invalid-input', `--out ${path} is a folder: give a file name in it.`);
  if (existsSync(path) && !force)
    throw new AppError('conflict', `--out ${path} already exists; nothing was written.`, [
      'Give another name, or add --force to replace it.',
    ]);
  return extension;
}

/** Writes the file whole or not at all; a failure says why in words. */
export async function writeOutFile(path: string, content: string | Uint8Array, what: string): Promise<void> {
  try {
    await writeFileAtomic(path, typeof content === 'string' ? content : Buffer.from(content));
  } catch (error) {
    throw writeFailure(`${what} cannot be saved`, dirname(resolve(path)), error, 'Choose another --out path.');
  }
}
