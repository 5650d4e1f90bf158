// `alumni-loader import` (the job engine's source-file.ts) reads a file exactly as `validate`
// does: through runImportFile, size checked before reading, XLSX with the streaming reader.
import { noteText } from '../../helpers/column-note-words';
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import { mappingNotes } from '../../../src-shared/mapping';

const samples = join(import.meta.dirname, '../../../resources/samples');
const work = mkdtempSync(join(tmpdir(), 'alumni-source-file-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the import source file', () => {
  it('is read like validate reads it: the same users, mapping and notices for the XLSX sample', async () => {
    const file = join(samples, 'alumni-sample.xlsx');
    const options = await fileSettings({ mapping: join(samples, 'alumni-sample.mapping.json') });
    const [source, validated] = await Promise.all([readSourceFile(file, options), runImportFile(file, options)]);
    expect(source.rows.map((row) => row.user)).toEqual(validated.validation.rows.map((row) => row.user));
    expect(source.mapping).toEqual(validated.mapping);
    // The file's notices (data), then what the mapping says of its columns (its Email Opt-in column is not sent).
    expect(source.notices).toEqual(validated.intake.notices);
    expect(source.mappingNotes.map((entry) => entry.note)).toEqual(
      mappingNotes(validated.suggestion.columns, validated.mapping),
    );
    expect(source.mappingNotes.map((entry) => noteText(entry.note)).join(' ')).toMatch(
      /"Email Opt-in" looks like a contact preference/,
    );
    expect(source.rows).toHaveLength(200);
  });

  it('counts only first and last name as given by a whole-name column, so a name without a middle part never clears one', async () => {
    const file = join(work, 'names.csv');
    writeFileSync(file, 'Name,Email,Enabled\r\n"Lee, Ann Marie",ann@example.org,1\r\nBob Ray,bob@example.org,1\r\n');
    const source = await readSourceFile(file);
    expect(source.fields.sort()).toEqual(['email', 'enabled', 'first_name', 'last_name']);
    expect(source.rows.map((row) => row.user)).toEqual([
      { first_name: 'Ann', middle_name: 'Marie', last_name: 'Lee', email: 'ann@example.org', enabled: 1 },
      { first_name: 'Bob', last_name: 'Ray', email: 'bob@example.org', enabled: 1 },
    ]);
  });

  it('is refused before it is read when it is larger than one import takes', async () => {
    const big = join(work, 'huge.csv');
    writeFileSync(big, '');
    truncateSync(big, 101 * 1024 * 1024); // sparse: no 101 MB written
    await expect(readSourceFile(big)).rejects.toThrow(
      /huge\.csv is 101 MB, larger than the 100 MB one import can take/,
    );
  });
});
