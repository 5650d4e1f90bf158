import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { describeIssues } from '../../../src-shared/bridge/define';
import { ENVIRONMENT_KINDS, environmentNameSchema, environmentUrlSchema } from '../../../src-shared/bridge/env';
import { AppError } from '../../../src-shared/errors';

export const SETTINGS_FILE_NAME = 'settings.json';

const storedEnvironmentSchema = z.object({
  name: environmentNameSchema,
  kind: z.enum(ENVIRONMENT_KINDS),
  url: environmentUrlSchema,
});
export type StoredEnvironment = z.output<typeof storedEnvironmentSchema>;

// Loose: other parts of the app may keep their own settings in the same file; they survive a rewrite.
const settingsSchema = z.looseObject({
  version: z.literal(1).default(1),
  activeEnvironment: environmentNameSchema.nullable().default(null),
  environments: z.array(storedEnvironmentSchema).default([]),
});
export type Settings = z.output<typeof settingsSchema>;

/**
 * <home>/settings.json: the user's environments and the active one. Never a key. Written
 * atomically (a crash mid-write leaves the old file), changes in this process one at a time.
 */
export class SettingsStore {
  readonly file: string;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(home: string) {
    this.file = join(home, SETTINGS_FILE_NAME);
  }

  async read(): Promise<Settings> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return settingsSchema.parse({});
      throw new AppError('internal', `The settings file ${this.file} cannot be read: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw this.#broken([`It is not valid JSON: ${(error as Error).message}`]);
    }
    const parsed = settingsSchema.safeParse(json);
    if (!parsed.success) throw this.#broken(describeIssues(parsed.error));
    return parsed.data;
  }

  /** Reads, applies `change`, writes back; calls are serialised so no change overwrites another. */
  update<T>(change: (settings: Settings) => T | Promise<T>): Promise<T> {
    const run = this.#queue.then(async () => {
      const settings = await this.read();
      const result = await change(settings);
      await writeFileAtomic(this.file, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
      return result;
    });
    this.#queue = run.catch(() => {});
    return run;
  }

  #broken(lines: string[]): AppError {
    return new AppError('invalid-input', `The settings file ${this.file} is damaged, so the app left it untouched.`, [
      ...lines,
      'Fix the file by hand, or move it away to start again with only the built-in sandbox environment.',
    ]);
  }
}
