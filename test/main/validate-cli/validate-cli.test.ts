import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cliIn, root, VALIDATE_JSON_KEYS } from './run-cli';

const samples = join(root, 'resources/samples');
const work = mkdtempSync(join(tmpdir(), 'alumni-validate-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const cli = cliIn(work);

interface ValidateJson {
  rows: number;
  valid: number;
  invalid: number;
  warnings: number;
  duplicates: number;
  mapping: Record<string, string | null>;
  notSent: { column: string; reason: { code: string; params: Record<string, unknown> }[]; message: string }[];
  errors: {
    row: number;
    column: string | null;
    field: string | null;
    value: string;
    message: string;
    severity: 'error' | 'warning';
  }[];
}

describe('alumni-loader validate', () => {
  it('--json: one object with the counts, the mapping and every problem of the sample; exit 1 when rows are invalid', async () => {
    const { code, out } = await cli('validate', join(samples, 'alumni-sample.csv'), '--set', 'enabled=1', '--json');
    expect(code).toBe(1);
    const result = JSON.parse(out) as ValidateJson;
    expect(Object.keys(result)).toEqual(VALIDATE_JSON_KEYS);
    expect(result).toMatchObject({ rows: 200, valid: 191, invalid: 9, warnings: 1, duplicates: 2 });
    expect(result.mapping).toMatchObject({
      'E-mail Address': 'email',
      'Pref Class Year': 'year_graduated',
      'Birth Date': 'dob_day+dob_month+dob_year',
      'Email Opt-in': null,
      Major: null,
    });
    expect(Object.keys(result.errors[0]!)).toEqual(['row', 'column', 'field', 'value', 'message', 'severity']);
    const problemRows = [...new Set(result.errors.filter((e) => e.severity === 'error').map((e) => e.row))];
    // The deliberate problems of the sample, and nothing else.
    expect(problemRows).toEqual([6, 19, 24, 25, 32, 40, 47, 62, 77]);
    // Row 0: what the mapping says of a column (the Email Opt-in column is not sent), then the rows' warnings.
    expect(result.errors.filter((e) => e.severity === 'warning').map((e) => e.row)).toEqual([0, 54]);
    expect(result.errors[0]).toMatchObject({
      row: 0,
      column: null,
      severity: 'warning',
      message: expect.stringMatching(/^"Email Opt-in" looks like a contact preference/),
    });
    expect(result.errors).toContainEqual(
      expect.objectContaining({
        row: 6,
        column: 'E-mail Address',
        field: 'email',
        value: 'karen.wu@example',
        severity: 'error',
      }),
    );
    expect(result.errors).toContainEqual(
      expect.objectContaining({ row: 19, column: 'Birth Date', value: '02/30/1987' }),
    );
    expect(result.errors.filter((e) => e.message.includes('is also on row'))).toHaveLength(2);
  });

  it('reads the XLSX sample with its template the same way, and a ZIP Excel shortened is restored', async () => {
    const { code, out } = await cli(
      'validate',
      join(samples, 'alumni-sample.xlsx'),
      '--mapping',
      join(samples, 'alumni-sample.mapping.json'),
      '--json',
    );
    expect(code).toBe(1);
    const result = JSON.parse(out) as ValidateJson;
    expect(result).toMatchObject({ rows: 200, valid: 191, invalid: 9, warnings: 1, duplicates: 2 });
    expect(result.mapping.Major).toBe('custom_fields.Major');
    expect(result.errors.some((e) => e.row === 13)).toBe(false); // the 4-digit ZIP of row 13
  });

  it('--json: what reading noticed (a total line below the data) is a warning of the whole file (row 0), and the line is not a row', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'al-validate-'));
    const file = join(dir, 'with-total.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Enabled\nAnn,Lee,ann@example.org,1\nBob,Ray,bob@example.org,1\nTotal: 2,,,\n',
    );
    const { code, out } = await cli('validate', file, '--json');
    expect(code).toBe(0);
    const result = JSON.parse(out) as ValidateJson;
    expect(result).toMatchObject({ rows: 2, valid: 2, invalid: 0 });
    expect(result.errors).toEqual([
      {
        row: 0,
        column: null,
        field: null,
        value: '',
        message: 'Row 4 ("Total: 2") sits below the data and reads as a total line, not a person: it is not imported.',
        severity: 'warning',
        // The notice as data too: its code and parameters.
        code: 'total-row',
        params: { row: 4, text: 'Total: 2' },
      },
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the NULL of a database export as an empty cell, says so in a note, and sends it as written when the mapping switches that off', async () => {
    const file = join(work, 'sql-export.csv');
    writeFileSync(
      file,
      'First Name,Middle Name,Last Name,Email,Enabled,City\nAnn,NULL,Lee,ann@example.org,1,NULL\nBob,J,Ray,bob@example.org,1,None\n',
    );
    const human = await cli('validate', file);
    expect(human.code).toBe(0);
    expect(human.out).toContain(
      'Note: Cells reading NULL, None (as databases and data tools write an empty cell) are read as empty, not sent: in "Middle Name", "City".',
    );
    const saved = join(work, 'sql-export.mapping.json');
    const json = await cli('validate', file, '--json', '--save-mapping', saved);
    expect((JSON.parse(json.out) as ValidateJson).errors).toEqual([
      expect.objectContaining({
        row: 0,
        severity: 'warning',
        message: expect.stringMatching(/^Cells reading NULL, None /),
      }),
    ]);
    // As the note says: the saved mapping with "emptyWords": false sends NULL as written (a city of that name).
    const template = JSON.parse(readFileSync(saved, 'utf8')) as { transforms: Record<string, unknown> };
    expect(template.transforms.emptyWords).toBe(true);
    writeFileSync(saved, JSON.stringify({ ...template, transforms: { ...template.transforms, emptyWords: false } }));
    const asWritten = await cli('validate', file, '--mapping', saved);
    expect(asWritten.code).toBe(0);
    expect(asWritten.out).not.toContain('Cells reading');
  });

  it("joins a column holding a part of another's values (Banner's area code beside the number), says so, and not when a mapping maps it otherwise", async () => {
    const file = join(work, 'banner-phones.csv');
    writeFileSync(
      file,
      'SPRIDEN_FIRST_NAME,SPRIDEN_LAST_NAME,GOREMAL_EMAIL_ADDRESS,SPRTELE_PHONE_AREA,SPRTELE_PHONE_NUMBER\nAnn,Lee,ann@example.org,217,5550123\n',
    );
    const human = await cli('validate', file, '--set', 'enabled=1');
    expect(human.out).toMatch(/SPRTELE_PHONE_AREA\s+area-code of "SPRTELE_PHONE_NUMBER"\s+high/);
    expect(human.out).toMatch(/Note: "SPRTELE_PHONE_AREA" holds .*area code.*"SPRTELE_PHONE_NUMBER".*217 5550123/);
    expect(human.code).toBe(0);
    const json = JSON.parse((await cli('validate', file, '--set', 'enabled=1', '--json')).out) as ValidateJson;
    expect(json.errors).toContainEqual(
      expect.objectContaining({
        row: 0,
        severity: 'warning',
        message: expect.stringMatching(/^"SPRTELE_PHONE_AREA" holds/),
      }),
    );
    // A saved mapping that keeps the area code as a custom field: the note about joining no longer fits the mapping
    // used.
    const saved = join(work, 'banner-phones.mapping.json');
    await cli('validate', file, '--set', 'enabled=1', '--save-mapping', saved);
    const template = JSON.parse(readFileSync(saved, 'utf8')) as { columns: { header: string; target: unknown }[] };
    const area = template.columns.find((column) => column.header === 'SPRTELE_PHONE_AREA')!;
    area.target = { kind: 'custom', name: 'area_code' };
    writeFileSync(saved, JSON.stringify(template));
    expect((await cli('validate', file, '--set', 'enabled=1', '--mapping', saved)).out).not.toContain(
      'Note: "SPRTELE_PHONE_AREA"',
    );
  });

  it('refuses the rows a Deceased column marks, naming the column in a note and on the row (exit 1)', async () => {
    const file = join(work, 'with-deceased.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Enabled,Deceased\nAnn,Lee,ann@example.org,1,N\nBob,Ray,bob@example.org,1,Y\n',
    );
    const { code, out } = await cli('validate', file);
    expect(code).toBe(1);
    expect(out).toContain(
      'Note: "Deceased" marks people as deceased: the rows marked are not imported ("refuseDeceased": false in a saved mapping imports them with a warning).',
    );
    expect(out).toMatch(/Rows: 2\s+valid: 1\s+invalid: 1/);
    expect(out).toMatch(/3\s+error\s+Deceased\s+Y\s+Column "Deceased" marks this person as deceased/);
  });

  it('exit 0 when every row is valid, printing the mapping, the counts and no problems', async () => {
    const file = join(work, 'clean.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Class Year\nAnn,Lee,ann@example.org,1990\nBob,Ray,bob@example.org,1991\n',
    );
    const { code, out } = await cli('validate', file, '--set', 'enabled=1');
    expect(code).toBe(0);
    expect(out).toMatch(/Email\s+email\s+high/);
    expect(out).toMatch(/Rows: 2\s+valid: 2\s+invalid: 0/);
    expect(out).not.toMatch(/Problems/);
  });

  it('says why each column is not sent, in words, and in --json as data beside the words', async () => {
    const file = join(work, 'left-out.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Spouse Name,Major\n' +
        'Ann,Lee,ann@example.org,Cy,History\nBob,Ray,bob@example.org,Di,Music\n',
    );
    const spouse =
      'the word "spouse" in "Spouse Name" makes it about another person, not the alum (ignored; keep it as a ' +
      'custom field if you need it)';
    const major = 'no User field matches "Major" (ignored; keep it as a custom field if you need it)';
    const { out } = await cli('validate', file, '--set', 'enabled=1');
    expect(out).toContain(`Not sent: "Spouse Name": ${spouse}\n`);
    expect(out).toContain(`Not sent: "Major": ${major}\n`);
    const json = JSON.parse((await cli('validate', file, '--set', 'enabled=1', '--json')).out) as ValidateJson;
    expect(json.notSent).toEqual([
      {
        column: 'Spouse Name',
        reason: [
          {
            code: 'header.false-friend',
            params: { header: 'Spouse Name', words: ['spouse'], about: 'other-person' },
          },
        ],
        message: spouse,
      },
      { column: 'Major', reason: [{ code: 'header.no-match', params: { header: 'Major' } }], message: major },
    ]);
  });

  it('names the encoding it read as a person would: Mac Roman for a list from Excel for Mac', async () => {
    const file = join(work, 'mac.csv');
    // "René,Müller" in Mac Roman: é is 0x8E, ü is 0x9F.
    writeFileSync(
      file,
      Buffer.concat([
        Buffer.from('First Name,Last Name,Email\r\nRen'),
        Buffer.from([0x8e]),
        Buffer.from(',M'),
        Buffer.from([0x9f]),
        Buffer.from('ller,rene@example.org\r\n'),
      ]),
    );
    const { out } = await cli('validate', file, '--set', 'enabled=1', '--encoding', 'mac');
    expect(out.split('\n')[0]).toBe('mac.csv: CSV, Mac Roman, comma-separated (detected), header row 1 (detected)');
    expect(out).toMatch(/Rows: 1\s+valid: 1/);
  });

  it('says once that a required field is missing, and how to give it', async () => {
    const file = join(work, 'no-enabled.csv');
    writeFileSync(file, 'First Name,Last Name,Email\nAnn,Lee,ann@example.org\n');
    const { code, out } = await cli('validate', file);
    expect(code).toBe(1);
    expect(out).toMatch(/No column gives enabled, which the service requires.*--set enabled=1/);
  });

  it('--save-mapping writes a template that --mapping reads back to the same mapping', async () => {
    const template = join(work, 'mapping.json');
    const first = await cli(
      'validate',
      join(samples, 'alumni-sample.csv'),
      '--set',
      'enabled=1',
      '--date-order',
      'mdy',
      '--save-mapping',
      template,
      '--json',
    );
    const saved = JSON.parse(readFileSync(template, 'utf8')) as {
      version: number;
      constants: Record<string, string>;
      transforms: { dateOrder: string };
    };
    expect(saved).toMatchObject({ version: 1, constants: { enabled: '1' }, transforms: { dateOrder: 'mdy' } });
    const second = await cli('validate', join(samples, 'alumni-sample.csv'), '--mapping', template, '--json');
    // The same result; only the suggestion says why it left columns out (a saved mapping chose, and says nothing).
    const { notSent: suggested, ...fromSuggestion } = JSON.parse(first.out) as ValidateJson;
    const { notSent: chosen, ...fromTemplate } = JSON.parse(second.out) as ValidateJson;
    expect(fromTemplate).toEqual(fromSuggestion);
    expect(suggested.map((column) => column.column)).toEqual(['Email Opt-in', 'Major']);
    expect(chosen).toEqual([]);
  });

  it('--save-mapping into a folder that takes no file: exit 2, in words, not the name of a temporary file', async () => {
    const run = await cli(
      'validate',
      join(samples, 'alumni-sample.csv'),
      '--set',
      'enabled=1',
      '--save-mapping',
      join(work, 'no-folder', 'mapping.json'),
    );
    expect(run.code).toBe(2);
    expect(run.err).toMatch(
      /The mapping cannot be saved in .*no-folder: there is no such folder\.\n.*Choose another --save-mapping path/,
    );
    expect(run.err).not.toMatch(/mapping\.json\.\d+/);
  });

  it('exit 2 with a clear message when the file cannot be read', async () => {
    const garbage = join(work, 'garbage.xlsx');
    writeFileSync(garbage, Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 31) % 256)));
    const human = await cli('validate', garbage);
    expect(human.code).toBe(2);
    expect(human.err).toMatch(/garbage.xlsx is not a spreadsheet/);
    const json = await cli('validate', garbage, '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.out)).toMatchObject({
      error: { code: 'invalid-input', message: expect.stringMatching(/not a spreadsheet/) },
    });
    const missing = await cli('validate', join(work, 'nowhere.csv'));
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/there is no such file/);
  });

  it('exit 2 for flags it cannot use: an unknown --set field, a --date-order, a sheet, a flag for the other kind of file', async () => {
    const file = join(samples, 'alumni-sample.csv');
    expect((await cli('validate', file, '--set', 'enabeld=1')).err).toMatch(/Did you mean "enabled"/);
    expect(await cli('validate', file, '--date-order', 'ymd')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/'ymd' is invalid\. Allowed choices are mdy, dmy/),
    });
    // A choice written in capitals is the same choice.
    const upper = await cli('validate', file, '--set', 'enabled=1', '--date-order', 'DMY', '--json');
    const lower = await cli('validate', file, '--set', 'enabled=1', '--date-order', 'dmy', '--json');
    expect(upper.code).toBe(lower.code);
    expect(upper.out).toBe(lower.out);
    const sheet = await cli('validate', join(samples, 'alumni-sample.xlsx'), '--sheet', 'Donors');
    expect(sheet.code).toBe(2);
    expect(sheet.err).toMatch(/no sheet named "Donors"[\s\S]*"Alumni", "Notes"/);
    const csvSheet = await cli('validate', file, '--sheet', 'Alumni');
    expect(csvSheet).toMatchObject({
      code: 2,
      err: expect.stringMatching(/alumni-sample.csv is CSV text, which has no sheets: --sheet "Alumni" cannot apply/),
    });
    const xlsxDelimiter = await cli(
      'validate',
      join(samples, 'alumni-sample.xlsx'),
      '--delimiter',
      ';',
      '--encoding',
      'utf-8',
    );
    expect(xlsxDelimiter).toMatchObject({
      code: 2,
      err: expect.stringMatching(
        /alumni-sample.xlsx is an XLSX workbook: --delimiter and --encoding apply to CSV files only/,
      ),
    });
  });

  it('exit 2 for a --set value no row could take, with the fix when there is one; a state is judged per row', async () => {
    const file = join(samples, 'alumni-sample.csv');
    expect(await cli('validate', file, '--set', 'enabled=maybe')).toMatchObject({
      code: 2,
      out: '',
      err: expect.stringMatching(/--set enabled=maybe: .*"maybe", is not a yes-or-no value/),
    });
    expect(await cli('validate', file, '--set', 'enabled=1', '--set', 'year_graduated=1985/1990')).toMatchObject({
      code: 2,
      err: expect.stringMatching(
        /holds more than one year.*Suggested: if 1985 is the preferred class year, use 1985\./,
      ),
    });
    // "ON" is right for a Canadian address: not refused before the rows are read.
    expect((await cli('validate', file, '--set', 'enabled=1', '--set', 'home_state=ON', '--json')).code).toBe(1);
  });

  it('reads a Birthday column without years beside a Birth Year column: day and month from one, year from the other, exit 0', async () => {
    const file = join(work, 'birthdays.csv');
    writeFileSync(
      file,
      'First Name,Last Name,Email,Birthday,Birth Year\nAnn,Lee,ann@example.org,03/14,1985\nBob,Ray,bob@example.org,12/25,1990\nCy,Ng,cy@example.org,12/25,\n',
    );
    const { code, out } = await cli('validate', file, '--set', 'enabled=1', '--json');
    const result = JSON.parse(out) as ValidateJson;
    expect(code).toBe(0);
    expect(result).toMatchObject({
      rows: 3,
      valid: 3,
      mapping: { Birthday: 'dob_day+dob_month+dob_year', 'Birth Year': 'dob_year' },
    });
    expect(result.errors.map((e) => [e.severity, e.message])).toEqual([
      [
        'warning',
        '"Birthday" holds birthdays without a year (03/14): the birth day and month are sent, the birth year comes from "Birth Year".',
      ],
      [
        'warning',
        expect.stringMatching(
          /^Both a birth-date column \("Birthday"\) and a separate birth day, month or year column \("Birth Year"\) are mapped/,
        ),
      ],
    ]);
  });
});
