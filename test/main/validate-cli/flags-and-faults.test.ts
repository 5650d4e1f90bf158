// Flags and faults a tester met that the validate command once handled badly: a saved mapping
// that replaced the list, a named pipe that hung, a constant granting admin unsaid, repeated
// --set values, an encoding asked for on a UTF-8 file, header rows given where nothing is.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliIn, root } from './run-cli';

const work = mkdtempSync(join(tmpdir(), 'alumni-flags-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = cliIn(work);

const LIST = 'First Name,Last Name,Email\nRené,Müller,rene@example.org\nAnn,Lee,ann@example.org\n';
const file = (name: string, text: string | Uint8Array): string => {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
};

describe('--save-mapping never destroys a file', () => {
  it('refuses to save over the list being checked, and over a file that is no saved mapping', async () => {
    const list = file('victim.csv', LIST);
    const over = await cli('validate', list, '--set', 'enabled=1', '--save-mapping', list);
    expect(over.code).toBe(2);
    expect(over.err).toMatch(
      /--save-mapping \S*victim\.csv is the file being checked: saving the mapping there would replace the list\./,
    );
    expect(readFileSync(list, 'utf8')).toBe(LIST);
    const other = file('notes.txt', 'my notes');
    const notes = await cli('validate', list, '--set', 'enabled=1', '--save-mapping', other);
    expect(notes.code).toBe(2);
    expect(notes.err).toContain('already exists and is not a saved mapping: it would be replaced.');
    expect(readFileSync(other, 'utf8')).toBe('my notes');
  });

  it('replaces a mapping saved before, and keeps the report when the mapping cannot be saved', async () => {
    const list = file('keep.csv', LIST);
    const saved = join(work, 'keep.json');
    expect((await cli('validate', list, '--set', 'enabled=1', '--save-mapping', saved)).code).toBe(0);
    expect((await cli('validate', list, '--set', 'enabled=1', '--save-mapping', saved)).code).toBe(0);
    const nowhere = await cli(
      'validate',
      list,
      '--set',
      'enabled=1',
      '--json',
      '--save-mapping',
      join(work, 'no-such-folder', 'x.json'),
    );
    expect(nowhere.code).toBe(2);
    expect(JSON.parse(nowhere.out)).toMatchObject({ rows: 2, valid: 2 });
    expect(nowhere.err).toContain('The mapping cannot be saved');
  });
});

describe('paths that are no regular file', () => {
  it('refuses a named pipe at once instead of waiting for a writer, as the list and as the mapping', async () => {
    const pipe = join(work, 'pipe.csv');
    expect(spawnSync('mkfifo', [pipe]).status).toBe(0);
    const list = await cli('validate', pipe, '--json');
    expect(list.code).toBe(2);
    expect(JSON.parse(list.out).error.message).toContain('it is not a regular file');
    const mapping = await cli('validate', file('pipe-list.csv', LIST), '--mapping', pipe);
    expect(mapping.code).toBe(2);
    expect(mapping.err).toContain('Cannot read the mapping file');
  });

  it('says in words why a mapping path cannot be read, and never prints a workbook given as the mapping', async () => {
    mkdirSync(join(work, 'a-folder'), { recursive: true });
    const folder = await cli('validate', file('f.csv', LIST), '--mapping', join(work, 'a-folder'));
    expect(folder.err).toContain('it is a folder, not a file');
    expect(folder.err).not.toContain('EISDIR');
    copyFileSync(join(root, 'resources/samples/alumni-sample.xlsx'), join(work, 'book.xlsx'));
    const book = await cli('validate', file('g.csv', LIST), '--mapping', join(work, 'book.xlsx'));
    expect(book.code).toBe(2);
    expect(book.err).toContain('is not a saved mapping: it holds binary data');
    // The zip signature, not just the letters PK, which a random temp folder name may hold.
    expect(book.err).not.toContain('PK\u0003\u0004');
    expect(book.err.replaceAll(work, '')).not.toMatch(/PK/);
  });
});

describe('values given to every row', () => {
  it('warns on every row that --set groups=admin makes an administrator, as a cell saying admin does', async () => {
    const { code, out } = await cli(
      'validate',
      file('admin.csv', LIST),
      '--set',
      'enabled=1',
      '--set',
      'groups=admin',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(out) as {
      warnings: number;
      errors: { row: number; field: string | null; severity: string; message: string }[];
    };
    expect(result.warnings).toBe(2);
    expect(result.errors.filter((e) => e.field === 'groups' && e.severity === 'warning').map((e) => e.row)).toEqual([
      2, 3,
    ]);
  });

  it('joins a list field given twice, refuses two different values for another field, and reads a field name in any case', async () => {
    const list = file('sets.csv', LIST);
    const saved = join(work, 'sets.json');
    const tags = await cli(
      'validate',
      list,
      '--set',
      'ENABLED=1',
      '--set',
      'tags=Gala',
      '--set',
      'tags=Reunion',
      '--save-mapping',
      saved,
    );
    expect(tags.code).toBe(0);
    expect(JSON.parse(readFileSync(saved, 'utf8')).constants).toEqual({ enabled: '1', tags: 'Gala; Reunion' });
    const twice = await cli('validate', list, '--set', 'enabled=1', '--set', 'enabled=0');
    expect(twice.code).toBe(2);
    expect(twice.err).toContain('--set enabled is given twice, "1" and "0"');
    // Two spellings of one value are no conflict: the first is kept.
    const alike = await cli('validate', list, '--set', 'enabled=yes', '--set', 'Enabled=1', '--json');
    expect(alike.code).toBe(0);
    expect(JSON.parse(alike.out)).toMatchObject({ rows: 2, valid: 2 });
  });

  it('says a value fills only the empty cells of a column feeding the same field', async () => {
    const { out } = await cli(
      'validate',
      file(
        'enabled-col.csv',
        'First Name,Last Name,Email,Enabled\nAnn,Lee,ann@example.org,1\nBob,Ray,bob@example.org,\n',
      ),
      '--set',
      'enabled=0',
    );
    expect(out).toContain(`Where "Enabled" is empty: enabled=0 (the column's own value is kept wherever it has one)`);
    expect(out).not.toContain('Same value on every row: enabled=0');
  });

  it("checks a mapping file's constants before reading the list, as --set's (exit 2)", async () => {
    const template = { version: 1, columns: [], expectedHeaders: [], constants: { enabled: 'maybe' }, transforms: {} };
    const bad = await cli(
      'validate',
      file('c.csv', LIST),
      '--mapping',
      file('bad-constant.json', JSON.stringify(template)),
    );
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/The mapping file .*bad-constant\.json gives every row enabled=maybe: /);
    const unknown = await cli(
      'validate',
      file('d.csv', LIST),
      '--mapping',
      file('foo-constant.json', JSON.stringify({ ...template, constants: { foo: 'bar' } })),
    );
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('gives every row foo=bar, but "foo" is not a User field.');
  });
});

describe('encodings and header rows given', () => {
  it('says so when an encoding asked for reads a file whose bytes are valid UTF-8, quoting a word both ways', async () => {
    const { out } = await cli('validate', file('utf8.csv', LIST), '--set', 'enabled=1', '--encoding', 'windows-1252');
    expect(out).toContain('Note: The file was read as Windows-1252, as asked, but its bytes are also valid UTF-8 text');
    expect(out).toContain('reads "RenÃ©" so, and "René" as UTF-8');
    expect(out).not.toContain('The file is not UTF-8');
  });

  it('refuses an encoding that contradicts the byte order mark', async () => {
    const { code, err } = await cli('validate', file('bom.csv', `\uFEFF${LIST}`), '--encoding', 'windows-1252');
    expect(code).toBe(2);
    expect(err).toContain(
      'starts with a byte order mark saying it is UTF-8 text, but it was asked to be read as Windows-1252.',
    );
  });

  it('names an empty header row as such, and says what rows above a header row given are not read', async () => {
    const offset = file(
      'offset.csv',
      '\n\nFirst Name,Last Name,Email\nAnn,Lee,ann@example.org\n\nBob,Ray,bob@example.org\n',
    );
    const empty = await cli('validate', offset, '--header-row', '1');
    expect(empty.code).toBe(2);
    expect(empty.err).toContain('Row 1 of offset.csv, given as the header row, is empty.');
    const below = await cli('validate', offset, '--set', 'enabled=1', '--header-row', '4');
    expect(below.out).toContain(
      'Note: The row with values above row 4, the header row given, is not read (the header row detected is row 3).',
    );
    for (const odd of ['0x2', '1e0', '2.0'])
      expect((await cli('validate', offset, '--header-row', odd)).code, odd).toBe(2);
  });

  it('prints a flag error as JSON on stdout when --json is asked for', async () => {
    const { code, out } = await cli('validate', file('j.csv', LIST), '--json', '--header-row', '0');
    expect(code).toBe(2);
    expect(JSON.parse(out).error.message).toContain('--header-row takes a whole number');
  });
});

describe('--sheet', () => {
  it("finds a tab whose name ends in a space (invisible in Excel's tab) by its name in any case", async () => {
    const ExcelJS = (await import('exceljs')).default;
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Notes').addRow(['Read me']);
    const sheet = workbook.addWorksheet('Summary ');
    for (const row of LIST.trim().split('\n')) sheet.addRow(row.split(','));
    const path = join(work, 'tabs.xlsx');
    await workbook.xlsx.writeFile(path);
    for (const name of ['Summary', 'summary ', ' SUMMARY']) {
      const { code, out } = await cli('validate', path, '--set', 'enabled=1', '--sheet', name);
      expect(code, name).toBe(0);
      expect(out).toMatch(/Rows: 2\s+valid: 2/);
    }
  });
});

describe('a list given the wrong thing', () => {
  it('refuses a JSON file given as the list, and one value for every row of a field that tells people apart', async () => {
    const json = await cli('validate', file('saved.json', '{"version":1,"columns":[]}'));
    expect(json.code).toBe(2);
    expect(json.err).toContain('saved.json is a JSON file (a saved mapping?), not a list of people.');
    const id = await cli('validate', file('ids.csv', LIST), '--set', 'inst_id=7');
    expect(id.code).toBe(2);
    expect(id.err).toContain(
      "Institution ID is one person's own, so one value for every row would make them all one person.",
    );
  });
});

describe('a mapping file written by hand', () => {
  it('reads a constant named in another case as that field, as --set does, and a .json name holding CSV text as the list', async () => {
    const columns = [
      ['First Name', 'first_name'],
      ['Last Name', 'last_name'],
      ['Email', 'email'],
    ].map(([header, field]) => ({ header, target: { kind: 'field', field } }));
    const template = { version: 1, columns, expectedHeaders: [], constants: { Enabled: '1' }, transforms: {} };
    const { code, out } = await cli(
      'validate',
      file('cased.csv', LIST),
      '--mapping',
      file('cased.json', JSON.stringify(template)),
    );
    expect(code).toBe(0);
    expect(out).toContain('enabled=1');
    expect((await cli('validate', file('list.json', LIST), '--set', 'enabled=1')).code).toBe(0);
  });
});
