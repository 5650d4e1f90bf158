import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECENT_FILES_MAX } from '../../../src-shared/bridge/templates';
import { toTemplate } from '../../../src-shared/mapping';
import { DEFAULT_TRANSFORMS } from '../../../src-shared/transforms/settings';
import { TemplateStore } from '../../../src-main/services/templates/template-store';

const template = toTemplate(
  {
    columns: [{ column: 0, header: 'E-mail', target: { kind: 'field', field: 'email' } }],
    constants: { enabled: '1' },
    transforms: DEFAULT_TRANSFORMS,
  },
  { headers: ['E-mail'], rows: [], rowNumbers: [] },
);

describe('mapping templates and recent files in the home folder', () => {
  let home: string;
  beforeEach(() => (home = mkdtempSync(join(tmpdir(), 'templates-'))));
  afterEach(() => rmSync(home, { recursive: true, force: true }));

  it('saves, lists newest first, replaces by name (any case), removes; the file is private', async () => {
    const store = new TemplateStore(home);
    await store.save('Office export', template);
    await store.save('Reunion list', template);
    await store.save('office EXPORT', { ...template, constants: { enabled: '0' } });
    const saved = await new TemplateStore(home).templates();
    expect(saved.map((t) => t.name)).toEqual(['office EXPORT', 'Reunion list']);
    expect(saved[0]!.template.constants).toEqual({ enabled: '0' });
    expect(statSync(store.file).mode & 0o777).toBe(0o600);
    await expect(store.remove('reunion list')).resolves.toEqual({ removed: 'Reunion list' });
    await expect(store.remove('Nope')).rejects.toThrow(/no saved template named "Nope".*/);
  });

  it(`keeps the ${RECENT_FILES_MAX} most recent file names, a file opened again moving to the top`, async () => {
    const store = new TemplateStore(home);
    for (let i = 0; i < RECENT_FILES_MAX + 2; i++)
      await store.rememberFile({ fileName: `list-${i}.csv`, size: 10, format: 'csv', rows: 1 });
    const recent = await store.rememberFile({
      fileName: 'list-3.csv',
      size: 10,
      format: 'csv',
      rows: 1,
      templateName: 'Office export',
    });
    expect(recent).toHaveLength(RECENT_FILES_MAX);
    expect(recent[0]).toMatchObject({ fileName: 'list-3.csv', templateName: 'Office export' });
    expect(recent.filter((f) => f.fileName === 'list-3.csv')).toHaveLength(1);
    expect(recent.some((f) => f.fileName === 'list-0.csv')).toBe(false);
    // Names only: nothing of the files' content is kept.
    expect(readFileSync(store.file, 'utf8')).not.toMatch(/rows"\s*:\s*\[/);
  });

  it('says which file is damaged and how to get out of it', async () => {
    const store = new TemplateStore(home);
    writeFileSync(store.file, '{ not json');
    await expect(store.templates()).rejects.toThrow(/templates file .*templates\.json is damaged/);
    writeFileSync(store.file, JSON.stringify({ version: 1, templates: [{ name: 'x' }] }));
    await expect(store.templates()).rejects.toMatchObject({
      details: expect.arrayContaining([expect.stringMatching(/move it away/)]),
    });
  });
});
