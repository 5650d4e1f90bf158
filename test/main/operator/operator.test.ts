import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it } from 'vitest';
import { currentOperator, describeOperator } from '../../../src-main/services/operator';
import { writeOneResultFile } from '../../../src-main/services/jobs/results/result-writer';
import type { JobFile } from '../../../src-main/services/jobs/types';

// Who ran a job: the OS user and the computer, recorded in the job's settings and said in the
// results workbook's About sheet.

let folder: string | undefined;
afterEach(() => folder && rmSync(folder, { recursive: true, force: true }));

const job = (operator?: { user: string; computer: string }): JobFile => ({
  version: 1,
  id: '20261101-100000-ab12',
  kind: 'import',
  status: 'completed',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:05:00.000Z',
  environment: { name: 'client-test', kind: 'test', url: 'https://test.alumni.example.edu' },
  source: { name: 'class-of-1998.csv', hash: 'b'.repeat(64), headers: ['First name', 'Email'] },
  fields: ['first_name', 'email'],
  settings: {
    mode: 'upsert',
    match: 'email',
    blank: 'keep',
    rate: 10,
    concurrency: 4,
    ...(operator ? { operator } : {}),
  },
  lookup: 'by email',
});

describe('the operator of a job', () => {
  it("is this process's OS user name and computer name", () => {
    expect(currentOperator()).toEqual({ user: userInfo().username, computer: hostname() });
  });

  it('falls back to the login variables, never to nothing', () => {
    const named = currentOperator({ USER: 'x' });
    expect(named.user.length).toBeGreaterThan(0);
    expect(named.computer.length).toBeGreaterThan(0);
    expect(describeOperator({ user: 'jdoe', computer: 'ADV-PC-12' })).toBe('jdoe on ADV-PC-12');
    expect(describeOperator(undefined)).toMatch(/^not recorded/);
  });

  it("is on the results workbook's About sheet; the rows to fix carry no About sheet", async () => {
    folder = mkdtempSync(join(tmpdir(), 'alumni-operator-'));
    const plan = [
      {
        index: 0,
        rowNumber: 2,
        cells: ['Ann', 'ann@example.org'],
        plan: 'create' as const,
        matchValue: 'ann@example.org',
        userId: null,
        changes: [],
        message: '',
      },
    ];
    const progress = [{ state: 'done' as const, userId: 7, message: '' }];
    const results = await writeOneResultFile(
      job({ user: 'jdoe', computer: 'ADV-PC-12' }),
      plan,
      progress as never,
      folder,
      'xlsx',
      false,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(results.bytes) as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Results', 'About']);
    const about = new Map<string, string>();
    workbook
      .getWorksheet('About')!
      .eachRow((row) => about.set(String(row.getCell(1).value), String(row.getCell(2).value)));
    expect(about.get('Run by')).toBe('jdoe on ADV-PC-12');
    expect(about.get('Job')).toBe('20261101-100000-ab12 (import)');

    const errors = await writeOneResultFile(
      job(),
      plan,
      [{ state: 'failed', userId: null, message: 'refused' }] as never,
      folder,
      'xlsx',
      true,
    );
    const errorsBook = new ExcelJS.Workbook();
    await errorsBook.xlsx.load(Buffer.from(errors.bytes) as unknown as ExcelJS.Buffer);
    expect(errorsBook.worksheets.map((sheet) => sheet.name)).toEqual(['Rows to fix']);
  });
});
