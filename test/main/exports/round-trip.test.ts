// Export 1,000 users, change 50 cells with openpyxl (as Excel would save them), import back by
// user_id: exactly those 50 cells are sent; a user changed on the service in between is a conflict.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exportUsers } from '../../../src-main/services/exports/users-export';
import { planUserIdImport } from '../../../src-main/services/exports/user-id-import';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, jobServiceOn, sandboxClient, tempHome } from '../jobs/job-fixtures';

const EDITED = ['Middle name', 'Nickname', 'Home city', 'Work city', 'Home address line 2'];

/** Changes cells of the first sheet with openpyxl; `edits` is [row (1-based), header, value]. */
function editWithOpenpyxl(file: string, edits: [number, string, string][]): void {
  const script = join(file, '..', 'edit.py');
  writeFileSync(
    script,
    [
      'import json, sys, openpyxl',
      'path, edits = sys.argv[1], json.loads(sys.argv[2])',
      'book = openpyxl.load_workbook(path)',
      'sheet = book.worksheets[0]',
      'headers = [c.value for c in sheet[1]]',
      'for row, header, value in edits:',
      '    sheet.cell(row=row, column=headers.index(header) + 1, value=value)',
      'book.save(path)',
    ].join('\n'),
  );
  execFileSync('/usr/bin/python3', [script, file, JSON.stringify(edits)], { stdio: 'pipe' });
}

describe('export users, edit in a spreadsheet, import back by user_id', () => {
  const sandbox = useSandbox({ users: 1000 });
  const temp = tempHome();
  afterAll(() => temp.remove());

  it('sends exactly the 50 cells changed; a user changed on the service since is a conflict', async () => {
    const client = sandboxClient(sandbox());
    const file = join(temp.home, 'alumni.xlsx');
    const progress: number[] = [];
    const exported = await exportUsers(client, {
      home: temp.home,
      environment: 'test',
      out: file,
      format: 'xlsx',
      onProgress: (read) => progress.push(read),
    });
    expect(exported.users).toBe(1000);
    expect(exported.columns[0]).toBe('user_id');
    expect(exported.columns).toContain('updatedAt (not imported)');
    expect(progress.at(-1)).toBe(1000);

    const before = await allUsers(client);
    // 51 edits on 51 different users (rows 2..), one column each; the last user is changed on the service too.
    const edits: [number, string, string][] = Array.from({ length: 51 }, (_, i) => [
      2 + i * 19,
      EDITED[i % EDITED.length]!,
      `Edited ${i}`,
    ]);
    editWithOpenpyxl(file, edits);
    const changedOnService = before[edits[50]![0] - 2]!;
    await client.updateUser(changedOnService.user_id, { ...changedOnService, nickname: 'Changed on the service' });

    const service = jobServiceOn(sandbox(), temp.home);
    const plan = await planUserIdImport(service, file, {}, { home: temp.home, environment: 'test', client, rate: 0 });
    expect(plan.counts).toMatchObject({ update: 50, conflict: 1, unchanged: 949, invalid: 0 });
    const [conflict] = service.rows(plan.id, 'conflict').rows;
    expect(conflict!.userId).toBe(changedOnService.user_id);
    expect(conflict!.message).toMatch(/Changed on the service since the export, so not sent: nickname/);

    await service.start(plan.id);
    expect((await service.waitFor(plan.id)).counts).toMatchObject({ updated: 50, failed: 0 });
    const sent = service.store
      .readLog(plan.id)
      .flatMap((event) => (event.e === 'sent' && event.op === 'update' ? Object.keys(event.wrote) : []));
    expect(sent).toHaveLength(50);

    const after = new Map((await allUsers(client)).map((u) => [u.user_id, u]));
    const fieldOf: Record<string, string> = {
      'Middle name': 'middle_name',
      Nickname: 'nickname',
      'Home city': 'home_city',
      'Work city': 'work_city',
      'Home address line 2': 'home_address2',
    };
    edits.slice(0, 50).forEach(([row, header, value]) => {
      const user = after.get(before[row - 2]!.user_id)! as unknown as Record<string, unknown>;
      expect(user[fieldOf[header]!]).toBe(value);
    });
    // Every other user is as it was (updatedAt aside, the sandbox moves it on a write).
    const touched = new Set(edits.map(([row]) => before[row - 2]!.user_id));
    for (const user of before) if (!touched.has(user.user_id)) expect(after.get(user.user_id)).toEqual(user);
  }, 240_000);
});
