// The rows to fix come back from a job as errors.csv, written by the job engine with formula-like
// cells guarded by an apostrophe ('+1 617 555 0143). A person fixes that file and imports it
// again: every value must come back as it was in the original file.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../src-main/services/jobs/results/results-files';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { runImportFile } from '../../../src-main/services/intake/run-file';
import { say } from '../../helpers/problem-words';

const work = mkdtempSync(join(tmpdir(), 'alumni-errors-round-trip-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const HEADERS = ['First Name', 'Last Name', 'Email', 'Mobile Phone', 'City', 'Address Line 1'];
const ROWS = [
  ['Ann', "O'Neill", 'ann@example.org', '+1 617 555 0143', 'Boston', '-Building 4-'],
  ['Bob', 'Ray', 'bob@example.org', '+44 20 7946 0958', '=Springfield', '@ the corner'],
  ['Carla', 'Nguyen', 'carla@example.org', '-617-555-0144', '+Plus City', '12 Main Street'],
];

describe('an errors.csv written by the job engine, imported again', () => {
  it('gives the same cleaned users as the original file: the apostrophe guard is undone', async () => {
    const original = join(work, 'people.csv');
    writeFileSync(original, `${Papa.unparse({ fields: HEADERS, data: ROWS })}\r\n`);
    const first = await runImportFile(original, await fileSettings({ set: ['enabled=1'] }));

    const errors = join(work, 'errors.csv');
    writeFileSync(errors, toCsv({ headers: first.intake.table.headers, rows: first.intake.table.rows }));
    expect(readFileSync(errors, 'utf8')).toContain("'+1 617 555 0143"); // the engine did guard the cells
    const again = await runImportFile(errors, await fileSettings({ set: ['enabled=1'] }));

    expect(again.mapping.columns).toEqual(first.mapping.columns);
    expect(again.validation.rows.map((row) => row.user)).toEqual(first.validation.rows.map((row) => row.user));
    // The same problems; each quotes its cell as that file writes it (the errors file's guard shows).
    const unguarded = (message: string) => message.replaceAll(`"'`, '"');
    const messagesOf = (rows: typeof first.validation.rows) =>
      rows.map((row) => row.problems.map((p) => unguarded(say(p))));
    expect(messagesOf(again.validation.rows)).toEqual(messagesOf(first.validation.rows));
    expect(again.validation.rows[1]!.user).toMatchObject({
      home_city: '=Springfield',
      home_address1: '@ the corner',
      mobile_phone: '+44 20 7946 0958',
    });
  });
});
