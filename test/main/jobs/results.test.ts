import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { useSandbox } from '../../helpers/sandbox';
import { HEADERS, jobServiceOn, personRow, planRequest, problemOf, sandboxClient, tempHome } from './job-fixtures';

const REQUIRED_EMAIL = "Email is empty, and the service requires it. Fill the cell with the person's own email.";

/** Rows of a workbook's first sheet, read back with openpyxl (what Excel users' tools see). */
function readXlsx(file: string): string[][] {
  const script =
    'import json,sys,openpyxl\nws=openpyxl.load_workbook(sys.argv[1]).worksheets[0]\nprint(json.dumps([[("" if c is None else str(c)) for c in r] for r in ws.iter_rows(values_only=True)]))';
  const run = spawnSync('/usr/bin/python3', ['-c', script, file], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

describe('the results files of a job', () => {
  const sandbox = useSandbox({ users: 10 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('lists every row with status, user_id and message (CSV with BOM and XLSX), formulas guarded; the errors file keeps the original layout', async () => {
    const service = jobServiceOn(sandbox(), temp.home);
    const refused = personRow(3, { first: 'Gina', last: 'Refused', email: 'gina.refused@example.org' });
    // The service answers 400: the address is taken between planning and running (main now
    // refuses a value the send schemas refuse, such as gender "x", before it is ever sent).
    const rows = [
      personRow(2, {
        first: '=HYPERLINK("http://evil")',
        last: 'Formula',
        email: 'formula@example.org',
        city: '+1 555 0100',
      }),
      refused,
      {
        ...personRow(4, { first: 'No', last: 'Email', email: '' }),
        problems: [problemOf(null, 'email', '')],
      },
    ];
    const planned = await service.plan(
      planRequest(rows, { source: { name: 'people.xlsx', hash: 'abc', headers: HEADERS } }),
    );
    await sandboxClient(sandbox()).createUser({
      first_name: 'Gina',
      last_name: 'Earlier',
      email: 'gina.refused@example.org',
      enabled: 1,
    });
    await service.start(planned.id);
    const end = await service.waitFor(planned.id);
    expect(end.counts).toMatchObject({ created: 1, failed: 1, invalid: 1 });
    const [failed] = service.rows(planned.id, 'failed').rows;
    expect(failed!.message).toMatch(/already used/); // the service's own words

    const files = await service.results(planned.id);
    const csv = readFileSync(files.resultsCsv, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('First,Last,Email,Enabled,City,status,user_id,message');
    expect(lines[1]).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil""\)",Formula,formula@example.org,1,'\+1 555 0100,created,\d+,$/,
    );
    expect(lines[2]).toMatch(/^Gina,Refused,gina\.refused@example\.org,1,,failed,,.*already used/);
    expect(lines[3]).toBe(`No,Email,,1,,invalid,,"${REQUIRED_EMAIL}"`);

    const sheet = readXlsx(files.resultsXlsx);
    expect(sheet[0]).toEqual([...HEADERS, 'status', 'user_id', 'message']);
    expect(sheet[1]!.slice(0, 2)).toEqual([`'=HYPERLINK("http://evil")`, 'Formula']);
    expect(sheet[3]!.slice(5, 7)).toEqual(['invalid', '']);

    // Source was XLSX: the rows to fix come back as XLSX, original columns untouched, then Row, Problems, Suggested
    // fix.
    expect(files.errors).toMatch(/errors\.xlsx$/);
    const toFix = readXlsx(files.errors!);
    expect(toFix[0]).toEqual([...HEADERS, 'Row', 'Problems', 'Suggested fix']);
    expect(toFix.slice(1).map((row) => row.slice(0, 7))).toEqual([
      ['Gina', 'Refused', 'gina.refused@example.org', '1', '', '3', failed!.message],
      ['No', 'Email', '', '1', '', '4', REQUIRED_EMAIL],
    ]);

    const download = await service.resultFile(planned.id, 'csv', true);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(download.bytes);
    expect(
      text.startsWith(
        '\uFEFFFirst,Last,Email,Enabled,City,Row,Problems,Suggested fix\r\nGina,Refused,gina.refused@example.org,1,,3,',
      ),
    ).toBe(true);
    // The plan kept the row's problem as data (no column: nothing maps the email), so its fix is suggested.
    expect(text).toContain(`\r\nNo,Email,,1,,4,"${REQUIRED_EMAIL}",Map the column that holds each person's email.\r\n`);
  });

  it('a job that only updates approved/enabled (an approval) runs on the same engine and reverts', async () => {
    const service = jobServiceOn(sandbox(), temp.home);
    const client = sandboxClient(sandbox());
    const users = (await client.listUsers({ approved: 0 })).slice(0, 3);
    expect(users.length).toBeGreaterThan(0);
    const job = await service.createJob({
      kind: 'approve',
      environment: 'test',
      source: { name: 'approval', hash: 'n/a', headers: ['user_id', 'email'] },
      rows: users.map((u, i) => ({
        rowNumber: i + 1,
        cells: [String(u.user_id), u.email ?? ''],
        plan: 'update' as const,
        userId: u.user_id,
        op: { type: 'update' as const, userId: u.user_id, set: { approved: 1, enabled: 1 } },
      })),
      rate: 50,
    });
    await service.start(job.id);
    const approved = await service.waitFor(job.id);
    expect(approved).toMatchObject({ kind: 'approve', status: 'completed' });
    expect(approved.counts.updated).toBe(users.length);
    for (const u of users) expect((await client.getUser(u.user_id)).approved).toBe(1);
    const revert = await service.revert(job.id);
    await service.waitFor(revert.id);
    for (const u of users) expect((await client.getUser(u.user_id)).approved).toBe(0);
  });
});
