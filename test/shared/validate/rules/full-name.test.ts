// A whole-name column split into its parts. The rule: src-shared/validate/rules/full-name.ts.
import { describe, expect, it } from 'vitest';
import * as plain from '../../../../src-shared/validate/validate-rows';
import { resultWithWords } from '../../../helpers/problem-words';
import { TODAY, field, tableAndMapping } from '../helpers';

// Problems as the person reads them in the app (the app's words table), beside their codes.
const validateRows = (...args: Parameters<typeof plain.validateRows>) => resultWithWords(plain.validateRows(...args));
const validateRowsInChunks = async (...args: Parameters<typeof plain.validateRowsInChunks>) =>
  resultWithWords(await plain.validateRowsInChunks(...args));

const NAME = { kind: 'full-name' } as const;

/** Rows of [name, email], with a Name column split into its parts and enabled given to every row. */
function validate(names: string[], more: [string, ReturnType<typeof field>][] = [], moreCells: string[][] = []) {
  const { table, mapping } = tableAndMapping(
    [['Name', NAME], ['Email', field('email')], ...more],
    names.map((name, i) => [name, `p${i}@example.org`, ...(moreCells[i] ?? [])]),
    { constants: { enabled: '1' } },
  );
  return validateRows(table, mapping, { today: TODAY });
}

describe('a whole-name column', () => {
  it('gives first, middle and last name, title, suffix and nickname, whichever form the name takes', () => {
    const { rows, counts } = validate(['Lee, Ann M.', 'Dr. Robert "Bob" de la Cruz Jr.', '  Ann   Lee  ']);
    expect(counts).toMatchObject({ rows: 3, valid: 3, invalid: 0 });
    expect(rows[0]!.user).toMatchObject({ first_name: 'Ann', middle_name: 'M.', last_name: 'Lee' });
    expect(rows[1]!.user).toMatchObject({
      name_title: 'Dr.',
      first_name: 'Robert',
      nickname: 'Bob',
      last_name: 'de la Cruz',
      name_suffix: 'Jr.',
    });
    expect(rows[1]!.user.middle_name).toBeUndefined();
    expect(rows[2]!.user).toMatchObject({ first_name: 'Ann', last_name: 'Lee' });
  });

  it('refuses a name it cannot split as one problem on the name, and gives no first or last name', () => {
    const { rows } = validate(['Cher', 'Mr. and Mrs. John Smith', '#N/A']);
    for (const row of rows) {
      expect(row.status).toBe('invalid');
      expect(row.problems).toHaveLength(1);
      expect(row.problems[0]).toMatchObject({ column: 'Name', field: 'first_name', severity: 'error' });
      expect(row.user.first_name).toBeUndefined();
      expect(row.user.last_name).toBeUndefined();
    }
    expect(rows[0]!.problems[0]!.message).toMatch(/^Name "Cher" holds one name only/);
    expect(rows[1]!.problems[0]!.message).toMatch(/names two people/);
    expect(rows[2]!.problems[0]!.message).toMatch(/Excel/);
  });

  it('an empty name is the required first and last name missing, said of the Name column', () => {
    const { rows } = validate(['']);
    expect(rows[0]!.problems.map((p) => [p.field, p.column, p.kind])).toEqual([
      ['first_name', 'Name', 'required'],
      ['last_name', 'Name', 'required'],
    ]);
  });

  it('warns where the split is a guess, and checks each part as its own field', () => {
    const { rows } = validate(['María José García López', `Ann ${'x'.repeat(256)}`]);
    expect(rows[0]!.status).toBe('valid');
    expect(rows[0]!.problems).toEqual([
      expect.objectContaining({
        severity: 'warning',
        kind: 'suspicious',
        column: 'Name',
        message: expect.stringContaining('last name "López"'),
      }),
    ]);
    expect(rows[1]!.status).toBe('invalid');
    expect(rows[1]!.problems[0]).toMatchObject({
      field: 'last_name',
      message: expect.stringMatching(/^Last name "x+\.\.\." \(from the name "Ann x+\.\.\."\) is 256 characters long/),
    });
  });

  it('leaves the middle name to a Middle Name column, and flags a first name two columns disagree on', () => {
    const { rows } = validate(
      ['Ann Marie Lee', 'Bob Ray'],
      [
        ['Middle Name', field('middle_name')],
        ['First Name', field('first_name')],
      ],
      [
        ['M.', 'Ann'],
        ['', 'Robert'],
      ],
    );
    expect(rows[0]!.user).toMatchObject({ first_name: 'Ann', middle_name: 'M.', last_name: 'Lee' });
    expect(rows[0]!.status).toBe('valid');
    expect(rows[1]!.status).toBe('invalid');
    expect(rows[1]!.problems[0]!.message).toMatch(/two columns give First name/);
  });

  it('gives the same verdicts checked in chunks as all at once', async () => {
    const names = Array.from({ length: 700 }, (_, i) =>
      i % 7 === 0 ? 'Cher' : i % 2 ? `Lee${i}, Ann` : `Ann Marie Lee${i}`,
    );
    const { table, mapping } = tableAndMapping(
      [
        ['Name', NAME],
        ['Email', field('email')],
      ],
      names.map((name, i) => [name, `p${i}@example.org`]),
      { constants: { enabled: '1' } },
    );
    const once = validateRows(table, mapping, { today: TODAY });
    const chunked = await validateRowsInChunks(table, mapping, { today: TODAY, chunkRows: 97 });
    expect(chunked.counts).toEqual(once.counts);
    expect(chunked.counts.invalid).toBe(100);
    expect(chunked.rows.map((row) => row.user)).toEqual(once.rows.map((row) => row.user));
  });
});

describe('a whole-name column (by its header)', () => {
  it('splits a whole name last name first when its header says so ("Nom et prénom": DUPONT Jean)', () => {
    const run = (header: string, cell: string) => {
      const { table, mapping } = tableAndMapping(
        [
          [header, { kind: 'full-name' }],
          ['Email', field('email')],
        ],
        [[cell, 'j@example.fr']],
        { constants: { enabled: '1' } },
      );
      return validateRows(table, mapping, { today: TODAY }).rows[0]!;
    };
    expect(run('Nom et prénom', 'DUPONT Jean').user).toMatchObject({ first_name: 'Jean', last_name: 'DUPONT' });
    expect(run('Nachname Vorname', 'Müller Hans').user).toMatchObject({ first_name: 'Hans', last_name: 'Müller' });
    const three = run('Apellidos y nombre', 'García López María');
    expect(three.user).toMatchObject({ first_name: 'María', last_name: 'García López' });
    expect(three.problems[0]!.message).toMatch(/as the header puts the last name first: check it/);
    // A comma says where the last name ends whatever the header; a first-first header reads first first.
    expect(run('Nom et prénom', 'Martin, Paul').user).toMatchObject({ first_name: 'Paul', last_name: 'Martin' });
    expect(run('Nombre completo', 'Jean Dupont').user).toMatchObject({ first_name: 'Jean', last_name: 'Dupont' });
  });
});
