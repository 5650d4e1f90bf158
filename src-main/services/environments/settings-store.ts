import { join } from 'node:path';
import { z } from 'zod';
import { ENVIRONMENT_KINDS, environmentNameSchema, environmentUrlSchema } from '../../../src-shared/bridge/env';
import { JsonFileStore } from '../json-file-store';

export const SETTINGS_FILE_NAME = 'settings.json';

const storedEnvironmentSchema = z.object({
  name: environmentNameSchema,
  kind: z.enum(ENVIRONMENT_KINDS),
  url: environmentUrlSchema,
  /** Month its fiscal year starts (1-12); absent: January. A bad value reads as absent. */
  fiscalYearStartMonth: z.number().int().min(1).max(12).optional().catch(undefined),
});
export type StoredEnvironment = z.output<typeof storedEnvironmentSchema>;

// Loose: other parts of the app may keep their own settings in the same file; they survive a rewrite.
const settingsSchema = z.looseObject({
  version: z.literal(1).default(1),
  activeEnvironment: environmentNameSchema.nullable().default(null),
  environments: z.array(storedEnvironmentSchema).default([]),
  /** Fiscal-year start months of the built-in environments, which have no entry of their own. */
  builtInFiscalYearStartMonths: z.record(z.string(), z.number().int().min(1).max(12)).optional().catch(undefined),
});
export type Settings = z.output<typeof settingsSchema>;

/**
 * <home>/settings.json: the user's environments and the active one. Never a key. Written
 * atomically (a crash mid-write leaves the old file), changes in this process one at a time.
 */
export class SettingsStore {
  readonly #store: JsonFileStore<typeof settingsSchema>;

  constructor(home: string) {
    this.#store = new JsonFileStore(join(home, SETTINGS_FILE_NAME), settingsSchema, {
      name: 'The settings file',
      damaged: ', so the app left it untouched',
      remedy: 'Fix the file by hand, or move it away to start again with only the built-in sandbox environment.',
    });
  }

  get file(): string {
    return this.#store.file;
  }

  read(): Promise<Settings> {
    return this.#store.read();
  }

  /** Reads, applies `change`, writes back; calls are serialised so no change overwrites another. */
  update<T>(change: (settings: Settings) => T | Promise<T>): Promise<T> {
    return this.#store.update(change);
  }
}
