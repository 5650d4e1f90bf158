// An invalid row's problems travel as data: from the plan request into plan.json, the job's rows and the rows-to-fix
// file, which reads them as the plan kept them (it never checks the row's cells again). Jobs planned before problems
// were data still open: their rows keep only words.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { planInputRowSchema, type PlanProblem } from '../../../src-shared/bridge/jobs';
import { problem } from '../../../src-shared/problems/problem';
import { appProblemSentence } from '../../../src-renderer/src/lib/words/problem-words';
import type { PlanRequestInput } from '../../../src-main/services/jobs';
import { readPlanInput } from '../../../src-main/services/jobs/promote/promotion-files';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import type { PlanFile } from '../../../src-main/services/jobs/types';
import { useSandbox } from '../../helpers/sandbox';
import { jobServiceOn, personRow, planRequest, tempHome } from './job-fixtures';

const HEADERS = ['Student ID', 'First Name', 'Last Name', 'Email', 'Enabled'];

/** A CSV with one good row and one row whose email is bad (row 3 of the file). */
function writeSource(folder: string): string {
  const path = join(folder, 'alumni.csv');
  const data = [
    ['1001', 'Alma', 'Ashdown', 'alma.ashdown@example.org', 'yes'],
    ['1002', 'Abel', 'Arkwright', 'not-an-email', 'yes'],
  ];
  writeFileSync(path, `${Papa.unparse({ fields: HEADERS, data })}\r\n`);
  return path;
}

/** The rows-to-fix CSV of a job, as rows of cells (header first). */
async function rowsToFix(service: ReturnType<typeof jobServiceOn>, id: string): Promise<string[][]> {
  const bytes = (await service.resultFile(id, 'csv', true)).bytes;
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, '');
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

describe('problems as data across the bridge', () => {
  it('every problem validation gives a plan row crosses the bridge schema whole', async () => {
    const sample = join(import.meta.dirname, '../../../resources/samples/alumni-sample.csv');
    const read = await readSourceFile(sample);
    const problems = read.rows.flatMap((row) => [...(row.problems ?? []), ...(row.createOnlyProblems ?? [])]);
    expect(new Set(problems.map((p) => p.code)).size).toBeGreaterThan(1);
    for (const row of read.rows) {
      const parsed = planInputRowSchema.parse(row);
      expect(parsed.problems).toEqual(row.problems ?? []);
      expect(parsed.createOnlyProblems).toEqual(row.createOnlyProblems);
    }
  });

  it('refuses a problem that is words, or has a code no one words', () => {
    const row = { rowNumber: 2, user: {}, cells: [] };
    expect(planInputRowSchema.safeParse({ ...row, problems: ['Email: bad'] }).success).toBe(false);
    const unknown = { code: 'no-such-code', row: 2, column: null, field: null, value: '', severity: 'error' };
    expect(planInputRowSchema.safeParse({ ...row, problems: [unknown] }).success).toBe(false);
  });
});

describe('problems as data through the plan', () => {
  const sandbox = useSandbox({ users: 5 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('plan.json and the job rows keep the problems; the rows-to-fix file says them without checking again', async () => {
    const read = await readSourceFile(writeSource(temp.home));
    const abel = read.rows[1]!;
    expect(abel.problems?.map((p) => [p.code, p.column, p.field, p.value])).toEqual([
      ['email.not-an-address', 'Email', 'email', 'not-an-email'],
    ]);
    // What the plan says of the row is what the rows-to-fix file shows: here a problem the rules would never find
    // in these cells (a last name "too long"), so a second check of the cells would show the email instead.
    const planned: PlanProblem = {
      ...problem('cell.too-long', { size: 8, length: 9 }),
      row: 3,
      column: 'Last Name',
      field: 'last_name',
      value: 'Arkwright',
    };
    const words = appProblemSentence(planned);
    expect(words).toContain('"Arkwright" is 9 characters long');
    const rows = read.rows.map((row) => ({ ...row, problems: row === abel ? [planned] : (row.problems ?? []) }));
    const service = jobServiceOn(sandbox(), temp.home);
    const job = await service.plan({
      environment: 'test',
      ...read,
      rows,
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
    });
    expect(job.counts).toMatchObject({ create: 1, invalid: 1 });

    const plan = JSON.parse(readFileSync(join(service.store.folder(job.id), 'plan.json'), 'utf8')) as PlanFile;
    expect(plan.rows[1]!.problems).toEqual([planned]);
    expect(plan.rows[1]!.message).toBe(`Last Name: ${words}`);
    const listed = service.rows(job.id, 'invalid', 0, 10).rows;
    expect(listed[0]!.problems).toEqual([planned]);

    const [header, row, more] = await rowsToFix(service, job.id);
    expect(header).toEqual([...HEADERS, 'Row', 'Problems', 'Suggested fix']);
    expect(row).toEqual([
      '1002',
      'Abel',
      'Arkwright',
      'not-an-email',
      'yes',
      '3',
      `Last Name: ${words}`,
      'Last Name: shorten the last name.',
    ]);
    expect(more).toBeUndefined();
  });

  it('a job planned before problems were data opens, and its rows to fix keep the planned words', async () => {
    const read = await readSourceFile(writeSource(temp.home));
    const service = jobServiceOn(sandbox(), temp.home);
    const rows = read.rows.map((row) => ({ ...row, problems: row.problems ?? [] }));
    const job = await service.plan({
      environment: 'test',
      ...read,
      rows,
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
    });
    // plan.json as an older version wrote it: the row's problems only as words in its message.
    const file = join(service.store.folder(job.id), 'plan.json');
    const plan = JSON.parse(readFileSync(file, 'utf8')) as PlanFile;
    const old = { rows: plan.rows.map(({ problems: _problems, ...row }) => row) };
    old.rows[1]!.message = 'Email: "not-an-email" is not an email address (as an older version said).';
    writeFileSync(file, JSON.stringify(old));

    expect(service.show(job.id).counts).toMatchObject({ invalid: 1 });
    const listed = service.rows(job.id, 'invalid', 0, 10).rows;
    expect(listed[0]).toMatchObject({ rowNumber: 3, message: old.rows[1]!.message });
    expect(listed[0]!.problems).toBeUndefined();
    const [, row] = await rowsToFix(service, job.id);
    expect(row!.slice(5)).toEqual(['3', old.rows[1]!.message, '']);
  });

  it('rows an older job kept with problems as words (plan-input.json) are planned invalid with those words', async () => {
    const folder = join(temp.home, 'old-job');
    mkdirSync(folder, { recursive: true });
    const bad = { ...personRow(3, { first: 'Cy', last: 'Bad', email: 'bad' }), problems: ['Email: "bad" is bad.'] };
    const good = personRow(2, { first: 'Ada', last: 'Kept', email: 'ada.kept.old@example.org' });
    writeFileSync(join(folder, 'plan-input.json'), JSON.stringify({ version: 1, rows: [good, bad] }));
    const input = readPlanInput(folder, 'old-job');
    const base = planRequest([], { rate: 0 });
    const request: PlanRequestInput = { ...base, rows: input.rows };
    const service = jobServiceOn(sandbox(), temp.home);
    const job = await service.plan(request);
    expect(job.counts).toMatchObject({ create: 1, invalid: 1 });
    const listed = service.rows(job.id, 'invalid', 0, 10).rows;
    expect(listed[0]).toMatchObject({ rowNumber: 3, message: 'Email: "bad" is bad.' });
    expect(listed[0]!.problems).toBeUndefined();
  });
});
