import { mkdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { AppError } from '../../src-shared/errors';
import type { SandboxEnvironmentName } from './options';
import { tryAcquireLock, type HeldLock } from './process-lock';
import type { EnvironmentData } from './records';

// --data FILE: both environments in one JSON file, loaded at start and rewritten (atomically,
// a short while after the last change) while the sandbox runs.

export interface SandboxFile {
  version: 1;
  environments: Partial<Record<SandboxEnvironmentName, EnvironmentData>>;
}

export const SAVE_DELAY_MS = 200;

function looksLikeEnvironment(value: unknown): value is EnvironmentData {
  const data = value as EnvironmentData;
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(data.users) &&
    Array.isArray(data.campaigns) &&
    Array.isArray(data.donations)
  );
}

/** The saved environments, or undefined when the file does not exist yet. A damaged file is left untouched. */
export function loadSandboxFile(path: string): SandboxFile | undefined {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new AppError('invalid-input', `The sandbox data file ${path} cannot be read: ${(error as Error).message}.`);
  }
  const fix = 'It was left untouched: move it away, or choose another file with --data.';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new AppError(
      'invalid-input',
      `The sandbox data file ${path} is not valid JSON (${(error as Error).message}).`,
      [fix],
    );
  }
  const file = parsed as SandboxFile;
  if (
    typeof parsed !== 'object' ||
    parsed === null ||
    file.version !== 1 ||
    typeof file.environments !== 'object' ||
    file.environments === null
  ) {
    throw new AppError('invalid-input', `The sandbox data file ${path} is not a sandbox data file (version 1).`, [fix]);
  }
  for (const [name, data] of Object.entries(file.environments)) {
    if (!looksLikeEnvironment(data))
      throw new AppError('invalid-input', `The sandbox data file ${path} has a damaged "${name}" environment.`, [fix]);
  }
  return file;
}

/**
 * Makes this process the one writer of the data file (FILE.lock names it). Another sandbox
 * still running on the file is refused: its data would be overwritten by ours, or ours by its.
 */
export function claimDataFile(path: string): HeldLock {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const attempt = tryAcquireLock(`${path}.lock`);
  if (attempt.acquired) return attempt.lock;
  const { pid, info } = attempt.holder;
  const where = typeof info.url === 'string' ? ` at ${info.url}` : '';
  throw new AppError(
    'conflict',
    `The sandbox data file ${path} is already used by another sandbox (process ${pid}${where}).`,
    [
      "This one was not started and the file was not touched: two sandboxes writing one file would lose each other's users.",
      `Use the running sandbox${where}, or stop it first.`,
    ],
  );
}

/** Writes the snapshot a short while after the last change; one write at a time. */
export class DebouncedSave {
  #timer: NodeJS.Timeout | undefined;
  #writing: Promise<void> = Promise.resolve();
  #lastError: Error | undefined;

  constructor(
    private readonly path: string,
    private readonly snapshot: () => SandboxFile,
    private readonly delayMs = SAVE_DELAY_MS,
  ) {}

  schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.#write();
    }, this.delayMs);
  }

  #write(): Promise<void> {
    this.#writing = this.#writing.then(async () => {
      try {
        await mkdir(dirname(this.path), { recursive: true });
        // Owner only: people practise on the sandbox with real alumni lists.
        await writeFileAtomic(this.path, JSON.stringify(this.snapshot()), { mode: 0o600 });
        this.#lastError = undefined;
      } catch (error) {
        this.#lastError = error as Error;
      }
    });
    return this.#writing;
  }

  /** Writes now if a write is pending; rejects with the last write's failure. */
  async flush(): Promise<void> {
    if (this.#timer) {
      clearTimeout(this.#timer);
      this.#timer = undefined;
      await this.#write();
    } else await this.#writing;
    if (this.#lastError) {
      throw new AppError(
        'internal',
        `The sandbox could not save its data to ${this.path}: ${this.#lastError.message}.`,
      );
    }
  }

  /** Writes now, whatever is pending. */
  async writeNow(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    await this.#write();
    if (this.#lastError)
      throw new AppError(
        'internal',
        `The sandbox could not save its data to ${this.path}: ${this.#lastError.message}.`,
      );
  }
}
