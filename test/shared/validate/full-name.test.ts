import { describe, expect, it } from 'vitest';
import { validateRows, validateRowsInChunks } from '../../../src-shared/validate/validate-rows';
import { TODAY, field, tableAndMapping } from './helpers';

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
    expect(rows[0]!.problems.map((p) => [p.field, p.column, p.code])).toEqual([
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
        code: 'suspicious',
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
