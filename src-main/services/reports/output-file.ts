import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, statSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, extname, join, resolve } from 'node:path';
import { AppError } from '../../../src-shared/errors';
import type { SettingHint } from '../../../src-shared/setting-hint';
import { writeFailure } from '../write-failure';

export type ReportFormat = 'xlsx' | 'csv';

/** Each door says where the report's file is chosen (the CLI: --out; the window: its export panel). */
const OUTPUT_FILE: SettingHint = { setting: 'output-file' };

/** The format a file name asks for, from its extension. */
export function reportFormatOf(file: string): ReportFormat {
  const ext = extname(file).toLowerCase();
  if (ext === '.xlsx') return 'xlsx';
  if (ext === '.csv') return 'csv';
  throw new AppError(
    'invalid-input',
    `The report file must end in .xlsx (Excel workbook) or .csv: "${basename(file)}" does not.`,
    ['Give a file name ending in .xlsx or .csv, such as donations-2024.xlsx.'],
    OUTPUT_FILE,
  );
}

/**
 * Where a report is written while it is being made: a hidden file beside the target, renamed onto
 * it only when complete, so a failed or cancelled export never leaves half a report under the
 * name the person asked for (nor overwrites an older one).
 */
export class PartialFile {
  readonly target: string;
  readonly path: string;

  constructor(target: string) {
    this.target = resolve(target);
    const folder = dirname(this.target);
    if (!existsSync(folder) || !statSync(folder).isDirectory()) {
      throw new AppError(
        'invalid-input',
        `The folder for the report does not exist: ${folder}`,
        ['Create it first, or save the report somewhere else.'],
        OUTPUT_FILE,
      );
    }
    if (existsSync(this.target) && statSync(this.target).isDirectory()) {
      throw new AppError(
        'invalid-input',
        `${this.target} is a folder: give a file name ending in .xlsx or .csv.`,
        undefined,
        OUTPUT_FILE,
      );
    }
    this.path = join(folder, `.${basename(this.target)}.${randomBytes(4).toString('hex')}.partial`);
    // Made now, before anything is fetched: a folder that takes no file is said at once, in words
    // (a write stream would only fail later, as an error event no one awaits).
    try {
      closeSync(openSync(this.path, 'wx', 0o600));
    } catch (error) {
      throw cannotWrite(folder, error);
    }
  }

  /** Moves the finished file onto the target; answers its size in bytes. */
  async complete(): Promise<number> {
    await rename(this.path, this.target);
    return (await stat(this.target)).size;
  }

  async discard(): Promise<void> {
    await rm(this.path, { force: true });
  }
}

/** The report's file cannot be written in `folder`, in words. */
export function cannotWrite(folder: string, error: unknown): AppError {
  return writeFailure(
    'The report cannot be saved',
    folder,
    error,
    'Save the report somewhere else, such as a file in your Documents folder.',
    OUTPUT_FILE,
  );
}
