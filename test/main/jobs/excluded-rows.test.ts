// Rows left out at Review are rows of the file: the job keeps and counts them, and every door
// (the service's counts, the results workbook, the CLI) adds up to the file's rows.
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { outcomeParts, reconciliation } from '../../../src-renderer/src/lib/words/job-count-words';
import { fileRows } from '../../../src-shared/jobs/counts';
import { useSandbox } from '../../helpers/sandbox';
import { cli } from './cli-runner';
import { jobServiceOn, personRow, planRequest, problemOf, tempHome } from './job-fixtures';

describe('a job with rows excluded before planning', () => {
  const sandbox = useSandbox({ users: 2 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('counts them, and its counts add up to the rows of the file everywhere', { timeout: 60_000 }, async () => {
    // The file has rows 2 to 6; rows 4 and 6 were excluded, row 5 is invalid.
    const rows = [
      personRow(2, { first: 'Ada', last: 'Kept', email: 'ada.kept@example.org' }),
      personRow(3, { first: 'Bo', last: 'Kept', email: 'bo.kept@example.org' }),
      {
        ...personRow(5, { first: 'Cy', last: 'Bad', email: 'bad' }),
        problems: [problemOf('Email', 'email', 'bad')],
      },
    ];
    const service = jobServiceOn(sandbox(), temp.home);
    const planned = await service.plan(planRequest(rows, { rate: 0, excluded: [6, 4, 4] }));
    expect(planned.counts).toMatchObject({ total: 3, create: 2, invalid: 1, excluded: 2 });
    expect(fileRows(planned.counts)).toBe(5);

    await service.start(planned.id);
    const done = await service.waitFor(planned.id);
    expect(done.counts).toMatchObject({ created: 2, invalid: 1, excluded: 2 });
    const listed = service.list().find((job) => job.id === planned.id)!;
    expect(listed.counts.excluded).toBe(2);
    const parts = outcomeParts('import', listed.counts);
    expect(parts.reduce((sum, part) => sum + part.count, 0)).toBe(5);
    const words = reconciliation('import', listed.counts);
    expect(words).toBe('5 rows: 2 created + 1 invalid (not sent) + 2 excluded by you.');

    const files = await service.writeResults(planned.id);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(files.resultsXlsx);
    const about = book.getWorksheet('About')!;
    const lines = new Map<string, string>();
    about.eachRow((row) => lines.set(String(row.getCell(1).value), String(row.getCell(2).value)));
    expect(lines.get('Rows')).toBe(words);
    expect(lines.get('Excluded by you')).toMatch(/^rows 4, 6 /);

    // The CLI reads the same job: the same words, from the same counts.
    const shown = await cli(temp.home, ['jobs', 'show', planned.id]).done;
    expect(shown.code, shown.err).toBe(0);
    expect(shown.out).toContain(`Rows: ${words}`);
    const json = JSON.parse((await cli(temp.home, ['jobs', 'list', '--json']).done).out) as {
      id: string;
      counts: { excluded: number };
    }[];
    expect(json.find((job) => job.id === planned.id)!.counts.excluded).toBe(2);
  });
});
