// The same problems through both doors, each in its own words: the CLI names the flag that clears a problem (in its
// text and its --json), the window names its step and control (the Review list, its problems file). The plan either
// door hands the job engine keeps the problems as data, hint and all. The shared words are the same in both.
import { noteText } from '../../helpers/column-note-words';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSettings } from '../../../src-main/cli/file-flags';
import { cliProblemMessage } from '../../../src-main/cli/setting-words';
import { readSourceFile } from '../../../src-main/services/jobs/plan/source-file';
import { wizardProblemMessage } from '../../../src-renderer/src/lib/setting-words';
import type { GridRow } from '../../../src-renderer/src/workers/import-protocol';
import { ImportSession } from '../../../src-renderer/src/workers/import-session';
import { unpackRows } from '../../../src-renderer/src/workers/packed-rows';
import { cliIn } from './run-cli';
import { say } from '../../helpers/problem-words';

const work = mkdtempSync(join(tmpdir(), 'alumni-door-words-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const cli = cliIn(work);

/** An ambiguous date, and a British postcode on a list with no country. */
const file = join(work, 'people.csv');
writeFileSync(
  file,
  'First Name,Last Name,Email,Birth Date,Postcode\r\nAnn,Lee,ann@example.org,03/04/1990,CF10 1AA\r\n',
);

const DATE_FLAG = '--date-order mdy (month first) or --date-order dmy (day first)';
const COUNTRY_FLAG = '--set home_country=GB';
const DATE_CONTROL = '"How values are cleaned", "Dates like 03/04/1990"';
const COUNTRY_CONTROL = '"Home country — same value for every row"';

async function throughTheWindow() {
  const session = new ImportSession();
  const summary = await session.open(basename(file), new Uint8Array(readFileSync(file)), {});
  const mapping = { ...summary.suggestedMapping, constants: { enabled: '1' } };
  const rows: GridRow[] = [];
  await session.validate(
    mapping,
    () => {},
    (packed) => rows.push(...unpackRows(packed)),
  );
  return { session, problems: rows.flatMap((row) => row.problems) };
}

describe('one problem, each door its own words', () => {
  it('the CLI names the flag in its text and --json, and keeps the hint as data', async () => {
    const text = await cli('validate', file, '--set', 'enabled=1');
    expect(text.out).toContain(`choose the date order (month first or day first). In the command: ${DATE_FLAG}.`);
    expect(text.out).toContain(`In the command: ${COUNTRY_FLAG}.`);
    expect(text.out).not.toContain('In the app');

    const json = await cli('validate', file, '--set', 'enabled=1', '--json');
    const errors = JSON.parse(json.out).errors as { field: string; message: string; hint?: unknown }[];
    const date = errors.find((e) => e.field === 'dob_day+dob_month+dob_year' || /date order/.test(e.message))!;
    expect(date.hint).toEqual({ setting: 'date-order' });
    expect(date.message).toContain(DATE_FLAG);
    const postcode = errors.find((e) => e.field === 'home_zipcode')!;
    expect(postcode.hint).toEqual({ setting: 'value-for-every-row', field: 'home_country', example: 'GB' });
    expect(postcode.message).toContain(COUNTRY_FLAG);
  }, 60_000);

  it('the window names its step and control for the same problems, over the same shared words', async () => {
    const { session, problems } = await throughTheWindow();
    const hinted = problems.filter((problem) => problem.hint);
    expect(hinted.map((problem) => problem.hint!.setting).sort()).toEqual(['date-order', 'value-for-every-row']);
    for (const problem of hinted) {
      const app = wizardProblemMessage(problem);
      const command = cliProblemMessage(problem);
      expect(app.startsWith(say(problem))).toBe(true);
      expect(command.startsWith(say(problem))).toBe(true);
      expect(app).not.toMatch(/--[a-z]/);
      expect(command).not.toContain('In the app');
    }
    const words = hinted.map(wizardProblemMessage).join('\n');
    expect(words).toContain(`In the app: the Mapping step, ${DATE_CONTROL}.`);
    expect(words).toContain(`In the app: the Mapping step, ${COUNTRY_CONTROL} (e.g. GB).`);
    // The window's problems file and plan say them so too.
    expect(session.exportProblems([]).csv).toContain('In the app: the Mapping step, ""How values are cleaned""');
    // The plan keeps the problems as data, hint and all: the window words them from it.
    const planned = session.planInput([]).rows[0]!.problems!;
    expect(planned.map((problem) => problem.hint?.setting).sort()).toEqual(['date-order', 'value-for-every-row']);
    expect(planned.map((problem) => wizardProblemMessage(problem)).join('\n')).toContain(COUNTRY_CONTROL);
  });

  it('the import command plans rows whose problems keep their column and hint as data: the CLI words the flag', async () => {
    const settings = await fileSettings({ set: ['enabled=1'] });
    const read = await readSourceFile(file, settings);
    const problems = read.rows[0]!.problems!;
    const date = problems.find((problem) => problem.column === 'Birth Date')!;
    expect(date).toMatchObject({ value: '03/04/1990', hint: { setting: 'date-order' } });
    expect(cliProblemMessage(date)).toContain(DATE_FLAG);
    const postcode = problems.find((problem) => problem.column === 'Postcode')!;
    expect(postcode.hint).toEqual({ setting: 'value-for-every-row', field: 'home_country', example: 'GB' });
    expect(cliProblemMessage(postcode)).toContain(COUNTRY_FLAG);
  });

  it('a notice of the intake: the CLI names the flag, the window the control', async () => {
    const given = await cli('validate', file, '--set', 'enabled=1', '--delimiter', ';', '--json');
    const notices = (JSON.parse(given.out).errors as { row: number; message: string; hint?: unknown }[]).filter(
      (e) => e.row === 0,
    );
    expect(notices.find((e) => e.hint)?.hint).toEqual({ setting: 'delimiter', detect: true });
    // --json keeps the notice as data too: its code and parameters.
    expect(notices.find((e) => e.hint)).toMatchObject({
      code: 'delimiter-splits-nothing',
      params: { given: ';', own: ',' },
    });
    expect(notices.map((e) => e.message)).toContainEqual(
      expect.stringMatching(
        /^The delimiter given, semicolon, .* In the command: leave --delimiter out and it is detected\.$/,
      ),
    );
    const session = new ImportSession();
    const summary = await session.open(basename(file), new Uint8Array(readFileSync(file)), { delimiter: ';' });
    expect(summary.notices[0]).toMatch(
      /^The delimiter given, semicolon, .* In the app: choose the file again on the File step and its delimiter is detected\.$/,
    );
  }, 60_000);

  it("a mapping note (a Mailchimp export of unsubscribed members): the CLI names --set in its text and the import's notices", async () => {
    const mailchimp = join(work, 'unsubscribed.csv');
    writeFileSync(mailchimp, 'Email Address,First Name,Last Name,UNSUB_TIME\r\nann@example.org,Ann,Lee,2022-03-01\r\n');
    const text = await cli('validate', mailchimp, '--set', 'enabled=1');
    expect(text.out).toContain('give Unsubscribe the value 1 for every row. In the command: --set unsubscribe=1.');
    const json = JSON.parse((await cli('validate', mailchimp, '--set', 'enabled=1', '--json')).out);
    const note = (json.errors as { row: number; message: string; hint?: unknown }[]).find((e) =>
      e.message.includes('UNSUB_TIME'),
    );
    expect(note?.hint).toEqual({ setting: 'value-for-every-row', field: 'unsubscribe', example: '1' });
    const read = await readSourceFile(mailchimp, await fileSettings({ set: ['enabled=1'] }));
    const mappingNote = read.mappingNotes.find((entry) => noteText(entry.note)!.includes('UNSUB_TIME'))!;
    expect(mappingNote.hint).toEqual({ setting: 'value-for-every-row', field: 'unsubscribe', example: '1' });
  }, 60_000);
});
