import { join } from 'node:path';
import { z } from 'zod';
import {
  RECENT_FILES_MAX,
  recentFileSchema,
  savedTemplateSchema,
  type RecentFile,
  type SavedTemplate,
} from '../../../src-shared/bridge/templates';
import { AppError } from '../../../src-shared/errors';
import { JsonFileStore } from '../json-file-store';

export const TEMPLATES_FILE_NAME = 'templates.json';

const fileSchema = z.object({
  version: z.literal(1).default(1),
  templates: z.array(savedTemplateSchema).default([]),
  recentFiles: z.array(recentFileSchema).default([]),
});

/**
 * <home>/templates.json: saved mapping templates and the names of recent files. Written
 * atomically; changes in this process one at a time so none overwrites another.
 */
export class TemplateStore {
  readonly #store: JsonFileStore<typeof fileSchema>;

  constructor(home: string) {
    this.#store = new JsonFileStore(join(home, TEMPLATES_FILE_NAME), fileSchema, {
      name: 'The templates file',
      remedy: 'Fix it, or move it away to start with no saved templates.',
    });
  }

  get file(): string {
    return this.#store.file;
  }

  async templates(): Promise<SavedTemplate[]> {
    return (await this.#store.read()).templates;
  }

  async recentFiles(): Promise<RecentFile[]> {
    return (await this.#store.read()).recentFiles;
  }

  save(name: string, template: SavedTemplate['template']): Promise<SavedTemplate> {
    return this.#store.update((data) => {
      const saved: SavedTemplate = { name, savedAt: new Date().toISOString(), template: { ...template, name } };
      data.templates = [saved, ...data.templates.filter((t) => t.name.toLowerCase() !== name.toLowerCase())];
      return saved;
    });
  }

  remove(name: string): Promise<{ removed: string }> {
    return this.#store.update((data) => {
      const found = data.templates.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (!found)
        throw new AppError('not-found', `There is no saved template named "${name}".`, [
          `Saved templates: ${data.templates.map((t) => `"${t.name}"`).join(', ') || 'none'}.`,
        ]);
      data.templates = data.templates.filter((t) => t !== found);
      return { removed: found.name };
    });
  }

  rememberFile(file: Omit<RecentFile, 'openedAt'>): Promise<RecentFile[]> {
    return this.#store.update((data) => {
      const entry: RecentFile = { ...file, openedAt: new Date().toISOString() };
      data.recentFiles = [entry, ...data.recentFiles.filter((f) => f.fileName !== file.fileName)].slice(
        0,
        RECENT_FILES_MAX,
      );
      return data.recentFiles;
    });
  }
}
