// The file-reading flags' meanings live in the CLI: --set FIELD=VALUE read and refused in flag words, the slips of
// --sheet, --delimiter and --encoding said for the file's kind, before anything is read.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSettings, parseSetFlag, parseSetFlags } from '../../../src-main/cli/file-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import { AppError } from '../../../src-shared/errors';

const samples = join(import.meta.dirname, '../../../resources/samples');
const work = mkdtempSync(join(tmpdir(), 'alumni-file-flags-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const refusal = (run: () => unknown): AppError => {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('not refused');
};

describe('--set FIELD=VALUE', () => {
  it('reads a field and its value, a name in another case as that field', () => {
    expect(parseSetFlag('enabled=1')).toEqual({ field: 'enabled', value: '1' });
    expect(parseSetFlag('tags=Reunion 2025; Donor')).toEqual({ field: 'tags', value: 'Reunion 2025; Donor' });
    expect(parseSetFlag('ENABLED= 1 ')).toEqual({ field: 'enabled', value: '1' });
  });

  it('refuses unknown fields with a suggestion, fields the service sets, and empty values, naming --set', () => {
    const unknown = refusal(() => parseSetFlag('enabeld=1'));
    expect(unknown.message).toBe('--set enabeld=1: "enabeld" is not a User field.');
    expect(unknown.details?.[0]).toMatch(/Did you mean "enabled"/);
    expect(() => parseSetFlag('user_id=5')).toThrow(/^--set user_id=5: "user_id" is set by the service/);
    // A custom field is no field to guess a name for: the way to fill one is said instead.
    expect(refusal(() => parseSetFlag('custom_fields.Major=History')).details?.[0]).toMatch(
      /^A custom field keeps a column of the file under its header: map a column to it/,
    );
    expect(() => parseSetFlag('enabled=')).toThrow('--set enabled=: give a value, after "=", e.g. --set enabled=1.');
    expect(() => parseSetFlag('enabled')).toThrow(/FIELD=VALUE/);
    expect(() => parseSetFlag('tags=;;')).toThrow(
      /only separators\. Give at least one, e\.g\. --set tags="Reunion 2026"/,
    );
    expect(refusal(() => parseSetFlag('inst_id=7')).details).toEqual([
      "Map the column holding each person's institution id.",
    ]);
  });

  it('joins a list field given twice, and refuses two values of another field', () => {
    expect(parseSetFlags(['tags=Gala', 'tags=Reunion'])).toEqual({ tags: 'Gala; Reunion' });
    expect(parseSetFlags(['enabled=yes', 'enabled=1'])).toEqual({ enabled: 'yes' });
    expect(() => parseSetFlags(['home_city=Leeds', 'home_city=York'])).toThrow(/--set home_city is given twice/);
  });
});

describe('the file flags as settings', () => {
  it('refuses a flag of the other kind of file once the file is known, in flag words', async () => {
    const csv = join(work, 'people.csv');
    writeFileSync(csv, 'First Name,Last Name,Email\nAnn,Lee,ann@example.org\n');
    await expect(runImportFile(csv, await fileSettings({ sheet: 'People' }))).rejects.toThrow(
      /people\.csv is CSV text, which has no sheets: --sheet "People" cannot apply/,
    );
    // The service alone knows nothing of flags: the same setting, no door check, reads the file.
    const settings = await fileSettings({ sheet: 'People' });
    delete settings.checkFormat;
    await expect(runImportFile(csv, settings)).resolves.toBeDefined();
  });

  it('turns a --delimiter name into its character, and refuses one it does not know before anything is read', async () => {
    const semicolon = join(work, 'semicolon.csv');
    writeFileSync(semicolon, 'a,b;c\n1,2;3\n');
    for (const [flag, delimiter] of [
      ['semicolon', ';'],
      ['TAB', '\t'],
      ['\\t', '\t'],
      ['pipe', '|'],
      [',', ','],
    ] as const)
      expect((await fileSettings({ delimiter: flag })).delimiter, flag).toBe(delimiter);
    const { intake } = await runImportFile(semicolon, await fileSettings({ delimiter: 'semicolon' }));
    expect(intake.table.headers).toEqual(['a,b', 'c']);
    // A name an object has of its own machinery is no name of a delimiter.
    await expect(fileSettings({ delimiter: 'constructor' })).rejects.toThrow(
      'The delimiter "constructor" is not one we read.',
    );
  });

  it('says an empty --encoding before anything is read', async () => {
    await expect(fileSettings({ encoding: ' ' })).rejects.toThrow('--encoding was given an empty value.');
  });

  it("notes a --set that replaces the mapping file's value, with the notices", async () => {
    const mapping = join(work, 'mapping.json');
    const sample = JSON.parse(readFileSync(join(samples, 'alumni-sample.mapping.json'), 'utf8'));
    writeFileSync(mapping, JSON.stringify({ ...sample, constants: { enabled: '0' } }));
    const settings = await fileSettings({ mapping, set: ['enabled=1'] });
    expect(settings.constants).toEqual({ enabled: '1' });
    expect(settings.notes).toEqual(["--set enabled=1 replaces the mapping file's enabled=0."]);
  });
});
