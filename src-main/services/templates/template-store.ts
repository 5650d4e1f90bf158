import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { z } from 'zod';
import { describeIssues } from '../../../src-shared/bridge/define';
import { RECENT_FILES_MAX, recentFileSchema, savedTemplateSchema, type RecentFile, type SavedTemplate } from '../../../src-shared/bridge/templates';
import { AppError } from '../../../src-shared/errors';

export const TEMPLATES_FILE_NAME = 'templates.json';

const fileSchema = z.object({
  version: z.literal(1).default(1),
  templates: z.array(savedTemplateSchema).default([]),
  recentFiles: z.array(recentFileSchema).default([]),
});
type TemplatesFile = z.output<typeof fileSchema>;

/**
 * <home>/templates.json: saved mapping templates and the names of recent files. Written
 * atomically; changes in this process one at a time so none overwrites another.
 */
export class TemplateStore {
  readonly file: string;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(home: string) {
    this.file = join(home, TEMPLATES_FILE_NAME);
  }

  async templates(): Promise<SavedTemplate[]> {
    return (await this.#read()).templates;
  }

  async recentFiles(): Promise<RecentFile[]> {
    return (await this.#read()).recentFiles;
  }

  save(name: string, template: SavedTemplate['template']): Promise<SavedTemplate> {
    return this.#update((data) => {
      const saved: SavedTemplate = { name, savedAt: new Date().toISOString(), template: { ...template, name } };
      data.templates = [saved, ...data.templates.filter((t) => t.name.toLowerCase() !== name.toLowerCase())];
      return saved;
    });
  }

  remove(name: string): Promise<{ removed: string }> {
    return this.#update((data) => {
      const found = data.templates.find((t) => t.name.toLowerCase() === name.toLowerCase());
      if (!found) throw new AppError('not-found', `There is no saved template named "${name}".`, [`Saved templates: ${data.templates.map((t) => `"${t.name}"`).join(', ') || 'none'}.`]);
      data.templates = data.templates.filter((t) => t !== found);
      return { removed: found.name };
    });
  }

  rememberFile(file: Omit<RecentFile, 'openedAt'>): Promise<RecentFile[]> {
    return this.#update((data) => {
      const entry: RecentFile = { ...file, openedAt: new Date().toISOString() };
      data.recentFiles = [entry, ...data.recentFiles.filter((f) => f.fileName !== file.fileName)].slice(0, RECENT_FILES_MAX);
      return data.recentFiles;
    });
  }

  async #read(): Promise<TemplatesFile> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fileSchema.parse({});
      throw new AppError('internal', `The templates file ${this.file} cannot be read: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw this.#broken([`It is not valid JSON: ${(error as Error).message}`]);
    }
    const parsed = fileSchema.safeParse(json);
    if (!parsed.success) throw this.#broken(describeIssues(parsed.error));
    return parsed.data;
  }

  #broken(details: string[]): AppError {
    return new AppError('invalid-input', `The templates file ${this.file} is damaged.`, [...details, 'Fix it, or move it away to start with no saved templates.']);
  }

  #update<T>(change: (data: TemplatesFile) => T): Promise<T> {
    const run = this.#queue.then(async () => {
      const data = await this.#read();
      const result = change(data);
      await writeFileAtomic(this.file, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
      return result;
    });
    this.#queue = run.catch(() => {});
    return run;
  }
}
