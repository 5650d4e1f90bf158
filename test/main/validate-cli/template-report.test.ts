// What a saved mapping finds changed in the next file, and the fixes validate suggests: said alike
// in the table and with --json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliIn, root, VALIDATE_JSON_KEYS } from './run-cli';

const work = mkdtempSync(join(tmpdir(), 'alumni-template-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = cliIn(work);

const file = (name: string, text: string): string => {
  const path = join(work, name);
  writeFileSync(path, text);
  return path;
};

interface JsonError {
  row: number;
  column: string | null;
  message: string;
  severity: string;
  fix?: { description: string; value: string };
}

describe('validate --mapping on a file whose columns changed', () => {
  const saved = join(work, 'contacts.json');
  const next = () =>
    file(
      'next.csv',
      'First Name,Last Name,Email,Mobile Phone,Work Email\nAnn,Lee,ann@example.org,617 555 0100,ann@work.example\n',
    );

  it('--json lists the columns gone, the new ones and the likely renames as row-0 warnings, as the table does', async () => {
    const first = file(
      'first.csv',
      'First Name,Last Name,Email,Mobile,Alternate Email\nAnn,Lee,ann@example.org,617 555 0100,ann@work.example\n',
    );
    expect((await cli('validate', first, '--set', 'enabled=1', '--save-mapping', saved)).code).toBe(0);
    const { out } = await cli('validate', next(), '--mapping', saved, '--json');
    const result = JSON.parse(out) as { errors: JsonError[]; notSent: unknown[] };
    expect(Object.keys(result)).toEqual(VALIDATE_JSON_KEYS);
    // A saved mapping chose what is left out: no suggestion's reason is said.
    expect(result.notSent).toEqual([]);
    const notes = result.errors.filter((e) => e.row === 0).map((e) => e.message);
    expect(notes).toEqual(
      expect.arrayContaining([
        'Columns the mapping expects but the file lacks: "Mobile", "Alternate Email".',
        'New columns the mapping does not know (ignored until you map them): "Mobile Phone", "Work Email".',
        expect.stringMatching(/^"Mobile" may now be called "Mobile Phone" \(it fed /),
      ]),
    );
    expect(result.errors.find((e) => e.row === 0)).toMatchObject({ column: null, severity: 'warning' });
  });

  it('marks the new columns "new" in the mapping table, not as coming from the template', async () => {
    const { out } = await cli('validate', next(), '--mapping', saved);
    expect(out).toMatch(/^Email +email +template$/m);
    expect(out).toMatch(/^Mobile Phone +\(ignored\) +new \(was "Mobile"\?\)$/m);
    expect(out).not.toMatch(/^Mobile Phone .*template/m);
    expect(out).toContain('Columns the mapping expects but the file lacks: "Mobile", "Alternate Email".');
  });
});

describe('validate --json and suggested fixes', () => {
  it('keeps the suggested fix, in the message as the table prints it and as { description, value }', async () => {
    const sample = join(root, 'resources/samples/alumni-sample.csv');
    const json = JSON.parse((await cli('validate', sample, '--set', 'enabled=1', '--json')).out) as {
      errors: JsonError[];
    };
    const state = json.errors.find((e) => e.row === 62 && e.column === 'State')!;
    expect(state.message).toMatch(/ Suggested: use MA \(Massachusetts\)\.$/);
    expect(state.fix).toEqual({ description: 'use MA (Massachusetts)', value: 'MA' });
    // A problem with no fix has no "fix" key: the documented keys only.
    expect(Object.keys(json.errors.find((e) => e.row === 6)!)).toEqual([
      'code',
      'row',
      'column',
      'field',
      'value',
      'message',
      'severity',
    ]);
    const table = (await cli('validate', sample, '--set', 'enabled=1')).out;
    expect(table).toContain(state.message.slice(-40));
  });
});

describe('validate --mapping with a template edited by hand', () => {
  it('names the line, the column by its header, the value and the nearest field', async () => {
    const template = {
      version: 1,
      expectedHeaders: ['Email', 'Mobile'],
      columns: [
        { header: 'Email', target: { kind: 'field', field: 'email' } },
        { header: 'Mobile', target: { kind: 'field', field: 'mobile_phon' } },
      ],
    };
    const list = file('hand.csv', 'Email,Mobile\nann@example.org,617 555 0100\n');
    const { code, err } = await cli(
      'validate',
      list,
      '--mapping',
      file('hand.json', JSON.stringify(template, null, 2)),
    );
    expect(code).toBe(2);
    expect(err).toMatch(
      /Line 19: The column "Mobile" \(column 2 of "columns"\): "field" is "mobile_phon", which is not a User field a file can fill\. Did you mean "mobile_phone"\?/,
    );
  });

  it('reads a mapping file saved with a byte order mark (as Notepad saves UTF-8)', async () => {
    const columns = [
      { header: 'Name', target: { kind: 'full-name' } },
      { header: 'Email', target: { kind: 'field', field: 'email' } },
    ];
    const template = { version: 1, expectedHeaders: ['Name', 'Email'], columns, constants: { enabled: '1' } };
    const list = file('bom.csv', 'Name,Email\nAnn Lee,ann@example.org\n');
    const { code, out } = await cli(
      'validate',
      list,
      '--mapping',
      file('bom.json', `\uFEFF${JSON.stringify(template)}`),
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ rows: 1, valid: 1, mapping: { Email: 'email' } });
  });
});
