// The wizard's saved templates and recent files, kept across files: saving the mapping as a template, applying and
// removing one, and remembering the file opened (with the template it was mapped with).
import type { BridgeClient } from '../../../../src-shared/bridge/contract';
import type { RecentFile, SavedTemplate } from '../../../../src-shared/bridge/templates';
import { toTemplate } from '../../../../src-shared/mapping';
import type { FileImport } from './file-import.svelte';

/** What of the wizard these need: its bridge, the import under way, its lists, its notice and its way to run a task. */
export interface TemplateKeeper {
  readonly client: BridgeClient;
  readonly run: FileImport;
  templates: SavedTemplate[];
  recentFiles: RecentFile[];
  notice: string | null;
  task(label: string | null, work: () => Promise<void>): Promise<void>;
}

/** Remembers the file opened, with its template, in the recent files. */
export async function rememberFile(w: TemplateKeeper): Promise<void> {
  const { file, templateName } = w.run;
  if (!file) return;
  try {
    w.recentFiles = await w.client.call('templates.rememberFile', {
      fileName: file.fileName,
      size: file.size,
      format: file.detected.format,
      rows: file.rowCount,
      ...(templateName ? { templateName } : {}),
    });
  } catch {
    // The recent-files list is a convenience: the import goes on without it.
  }
}

export async function saveTemplate(w: TemplateKeeper, name: string): Promise<void> {
  const { file, mapping } = w.run;
  if (!file || !mapping) return;
  await w.task('Saving the template', async () => {
    const dictionaries = w.run.review.dictionaries.map((d) => d.name);
    const template = {
      ...toTemplate(mapping, { headers: file.headers, rows: [], rowNumbers: [] }, name),
      // The dictionaries in force go with it: a file it maps is read with them again.
      ...(dictionaries.length > 0 ? { dictionaries } : {}),
    };
    const saved = await w.client.call('templates.save', { name, template });
    w.templates = [saved, ...w.templates.filter((t) => t.name !== saved.name)];
    w.run.nameTemplate(saved.name);
    w.notice = `Saved the mapping as "${saved.name}". Files with the same columns will map themselves.`;
    void rememberFile(w);
  });
}

export function loadTemplate(w: TemplateKeeper, name: string): Promise<void> {
  return w.task('Applying the template', async () => {
    const saved = w.templates.find((t) => t.name === name);
    if (!saved) throw new Error(`There is no saved template named "${name}".`);
    w.notice = await w.run.applyTemplate(saved);
  });
}

export function removeTemplate(w: TemplateKeeper, name: string): Promise<void> {
  return w.task('Removing the template', async () => {
    await w.client.call('templates.remove', { name });
    w.templates = w.templates.filter((t) => t.name !== name);
    if (w.run.templateName === name) w.run.nameTemplate(null);
  });
}
