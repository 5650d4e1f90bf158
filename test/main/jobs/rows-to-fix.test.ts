// The rows-to-fix files a job writes: the original layout plus Row, Problems and Suggested fix,
// the bad cells of the XLSX highlighted with the problem as a note. Read back with openpyxl (what
// Excel users' tools see), fixed, and imported again: the added columns are passed over by themselves.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, tempHome } from './job-fixtures';

interface SheetCell {
  value: string | number | null;
  fill: string | null;
  note: string | null;
}

/** Every cell of a workbook's first sheet with its fill colour and note, as openpyxl reads them. */
function readXlsxCells(file: string): SheetCell[][] {
  const script = [
    'import json,sys,openpyxl',
    'ws=openpyxl.load_workbook(sys.argv[1]).worksheets[0]',
    'def fill(c):',
    '  f=c.fill',
    '  return f.fgColor.rgb if f is not None and f.fill_type=="solid" else None',
    'print(json.dumps([[{"value":c.value,"fill":fill(c),"note":(c.comment.text if c.comment else None)} for c in r] for r in ws.iter_rows()]))',
  ].join('\n');
  const run = spawnSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as SheetCell[][];
}

const HEADERS = ['Student ID', 'First Name', 'Last Name', 'Email', 'Enabled'];
const ROWS = [
  ['1001', 'Alma', 'Ashdown', 'alma.ashdown@example.org', 'yes'],
  ['1002', 'Abel', 'Arkwright', 'not-an-email', 'yes'],
  ['1003.0', 'Cora', 'Castle', 'cora.castle@example.org', 'yes'],
  ['1004', 'Dina', '', 'dina.d@example.org', 'yes'],
];

async function writeXlsx(path: string, headers: string[], rows: string[][]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Alumni');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
}

describe('the rows to fix', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('carry Row, Problems and Suggested fix; XLSX marks the bad cells; fixed and imported again, they pass', async () => {
    const source = join(temp.home, 'alumni.xlsx');
    await writeXlsx(source, HEADERS, ROWS);
    const read = await readSourceFile(source);
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan({
      environment: 'test',
      ...read,
      rows: read.rows.map((row) => ({ ...row, problems: row.problems ?? [] })),
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
    });
    expect(planned.counts).toMatchObject({ create: 1, invalid: 3 });
    await service.start(planned.id);
    await service.waitFor(planned.id);
    const files = await service.results(planned.id);
    expect(files.errors).toMatch(/errors\.xlsx$/);

    const sheet = readXlsxCells(files.errors!);
    expect(sheet[0]!.map((c) => c.value)).toEqual([...HEADERS, 'Row', 'Problems', 'Suggested fix']);
    expect(sheet.slice(1).map((row) => row.slice(0, 6).map((c) => c.value))).toEqual([
      ['1002', 'Abel', 'Arkwright', 'not-an-email', 'yes', 3],
      ['1003.0', 'Cora', 'Castle', 'cora.castle@example.org', 'yes', 4],
      ['1004', 'Dina', null, 'dina.d@example.org', 'yes', 5],
    ]);
    const [abel, cora, dina] = sheet.slice(1);
    expect(abel![6]!.value).toMatch(/^Email: /);
    expect(abel![7]!.value).toMatch(/Email: correct the email\./);
    expect(cora![7]!.value).toMatch(/Student ID: if the ID is 1003, use it \("1003"\)/);
    expect(dina![6]!.value).toMatch(/Last name is empty/i);
    // The bad cell, and only it, is filled red with the problem as its note.
    expect(abel![3]).toMatchObject({ fill: 'FFFFC7CE', note: expect.stringMatching(/email/i) });
    expect(cora![0]).toMatchObject({ fill: 'FFFFC7CE', note: expect.stringMatching(/1003/) });
    expect(dina![2]!.fill).toBe('FFFFC7CE');
    expect(abel!.filter((c) => c.fill !== null)).toHaveLength(1);

    // The CSV holds the same columns.
    const csv = (await service.resultFile(planned.id, 'csv', true)).bytes;
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(csv).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(parsed[0]).toEqual([...HEADERS, 'Row', 'Problems', 'Suggested fix']);
    expect(parsed[1]!.slice(0, 6)).toEqual(['1002', 'Abel', 'Arkwright', 'not-an-email', 'yes', '3']);

    // Imported again as it is: the added columns map to nothing, the original ones as before.
    const again = await runImportFile(files.errors!);
    expect(again.mapping.columns.slice(HEADERS.length).map((c) => c.target)).toEqual([
      { kind: 'ignore' },
      { kind: 'ignore' },
      { kind: 'ignore' },
    ]);
    expect(again.mapping.columns.slice(0, HEADERS.length)).toEqual(read.mapping.columns);

    // Fixed as suggested and imported again: every row passes.
    const fixed = join(temp.home, 'fixed.xlsx');
    const fixedRows = sheet.slice(1).map((row) => row.map((c) => (c.value === null ? '' : String(c.value))));
    fixedRows[0]![3] = 'abel.arkwright@example.org';
    fixedRows[1]![0] = '1003';
    fixedRows[2]![2] = 'Dunmore';
    await writeXlsx(
      fixed,
      sheet[0]!.map((c) => String(c.value)),
      fixedRows,
    );
    const fixedRead = await runImportFile(fixed);
    expect(fixedRead.validation.rows.map((row) => row.problems.filter((p) => p.severity === 'error'))).toEqual([
      [],
      [],
      [],
    ]);
    expect(fixedRead.validation.rows.map((row) => row.user.email)).toEqual([
      'abel.arkwright@example.org',
      'cora.castle@example.org',
      'dina.d@example.org',
    ]);
  });

  it('a CSV source gets a CSV of the same shape, guarded against formulas', async () => {
    const source = join(temp.home, 'alumni.csv');
    writeFileSync(
      source,
      `${Papa.unparse({ fields: HEADERS, data: [['2001', '=Evil', 'Ember', 'bad@', 'yes']] })}\r\n`,
    );
    const read = await readSourceFile(source);
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan({
      environment: 'test',
      ...read,
      rows: read.rows.map((row) => ({ ...row, problems: row.problems ?? [] })),
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
    });
    const files = await service.results(planned.id);
    const text = readFileSync(files.errors!, 'utf8').replace(/^\uFEFF/, '');
    const [header, row] = Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
    expect(header).toEqual([...HEADERS, 'Row', 'Problems', 'Suggested fix']);
    expect(row!.slice(0, 6)).toEqual(['2001', "'=Evil", 'Ember', 'bad@', 'yes', '2']);
    expect(row![6]).toMatch(/^Email: /);
  });
});
