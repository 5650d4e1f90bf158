// The import wizard end to end, through the browser host, against the built-in sandbox service.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import type { Page } from '@playwright/test';
import { APP_ROOT } from '../../src-main/host/app-build';
import { expect, screenshot, test } from './fixtures';
import {
  bridgeCall,
  builtInSandboxUrl,
  expectNoSeriousA11yViolations,
  sandboxUsers,
  throughToPlan,
} from './import-helpers';

const SAMPLE = join(APP_ROOT, 'resources', 'samples', 'alumni-sample.csv');
const EMAIL_HEADER = 'E-mail Address';

interface ValidateJson {
  rows: number;
  valid: number;
  errors: { row: number; severity: string }[];
}

/** What the CLI says of the sample with enabled=1: the rows it finds invalid (the wizard must agree). */
function invalidRowsByCli(file: string): Set<number> {
  let out: string;
  try {
    out = execFileSync(
      process.execPath,
      [join(APP_ROOT, 'bin', 'alumni-loader.js'), 'validate', file, '--set', 'enabled=1', '--json'],
      { encoding: 'utf8' },
    );
  } catch (error) {
    // validate exits 1 when some rows are invalid; its output is still the report.
    out = (error as { stdout: string }).stdout;
  }
  const report = JSON.parse(out) as ValidateJson;
  return new Set(report.errors.filter((e) => e.severity === 'error').map((e) => e.row));
}

/** The sample's data rows keyed by their row number in the file (header = row 1). */
function sampleRows(file: string): Map<number, Record<string, string>> {
  const parsed = Papa.parse<Record<string, string>>(readFileSync(file, 'utf8'), { header: true, skipEmptyLines: true });
  return new Map(parsed.data.map((row, i) => [i + 2, row]));
}

async function waitForStep(page: Page, n: number, label: string) {
  await expect(page.getByRole('heading', { name: `Step ${n} of 7: ${label}` })).toBeVisible();
}

async function counts(page: Page) {
  const bar = page.getByRole('status', { name: 'Row counts' });
  await expect(bar).toContainText('valid');
  const text = await bar.innerText();
  const number = (label: string) => Number(new RegExp(`([\\d,]+)\\s+${label}`).exec(text)![1]!.replace(/,/g, ''));
  return {
    rows: number('rows'),
    valid: number('valid'),
    invalid: number('with errors'),
    excluded: number('excluded'),
    ready: number('ready to plan'),
  };
}

test('the whole import of the sample CSV: mapping, a fix and an exclusion in the grid, plan, run, results; the service then holds exactly those users', async ({
  appPage: page,
  app,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const rows = sampleRows(SAMPLE);
  const invalidByCli = invalidRowsByCli(SAMPLE);
  // The two rows the test works on: one bad email fixed in the grid, one duplicate left out.
  const fixedRow = [...invalidByCli].find((n) => !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(rows.get(n)![EMAIL_HEADER]!))!;
  const emailOf = (n: number) => rows.get(n)![EMAIL_HEADER]!.toLowerCase();
  const duplicatePair = [...invalidByCli].filter((n) =>
    [...invalidByCli].some((m) => m !== n && emailOf(m) === emailOf(n)),
  );
  expect(duplicatePair).toHaveLength(2);
  const [keptDuplicate, excludedRow] = duplicatePair as [number, number];
  const fixedEmail = `${rows.get(fixedRow)![EMAIL_HEADER]!.split('@')[0]}@example.org`;

  // 1 File: empty state, then the file.
  await waitForStep(page, 1, 'File');
  await expect(page.getByText('No file chosen yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'file step, empty');
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(SAMPLE);
  await expect(page.getByText(`${rows.size} rows of data`)).toBeVisible();
  await expect(page.getByLabel(/Delimiter/)).toHaveValue(',');
  await expect(
    page.getByRole('region', { name: 'Recent files' }).getByRole('button', { name: 'Choose alumni-sample.csv again' }),
  ).toBeVisible();
  await screenshot(page, 'import-1-file');
  await expectNoSeriousA11yViolations(page, 'file step');

  // 2 Header: row 1 detected; choosing another row re-reads, choosing row 1 again restores.
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await waitForStep(page, 2, 'Header');
  const preview = page.getByRole('region', { name: 'First rows of the file' });
  await expect(preview.getByRole('row').nth(1)).toContainText('Header row');
  await preview.getByRole('radio', { name: 'Use row 2 as header' }).check();
  await expect(preview.getByRole('row').nth(2)).toContainText('Header row');
  await preview.getByRole('radio', { name: 'Use row 1 as header' }).check();
  await expect(preview.getByRole('row').nth(1)).toContainText('Header row');
  await screenshot(page, 'import-2-header');
  await expectNoSeriousA11yViolations(page, 'header step');

  // 3 Mapping: suggestions accepted; the one required field the file lacks given as a constant.
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await waitForStep(page, 3, 'Mapping');
  await expect(page.getByText(/Still needed: Enabled/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Field for ${EMAIL_HEADER}: Email` })).toBeVisible();
  // A column kept off the fields on purpose says which word kept it off, not "no good match".
  await expect(
    page.getByRole('row', { name: /^Email Opt-in/ }).getByText(/the word "opt" in "Email Opt-in" makes it/),
  ).toBeVisible();
  // The searchable dropdown: open it, search, leave it with Escape (nothing changes).
  await page.getByRole('button', { name: 'Field for Major: Ignore this column' }).click();
  await page.getByRole('combobox', { name: 'Search fields for Major' }).fill('custom');
  await expect(page.getByRole('option', { name: /Custom field "Major"/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Enabled — same value for every row').fill('yes please');
  await expect(
    page.getByText(/The value given to every row for Enabled, "yes please", is not a yes-or-no value/),
  ).toBeVisible();
  await page.getByLabel('Enabled — same value for every row').fill('1');
  await expect(page.getByText(/Every required field .* is fed/)).toBeVisible();
  await screenshot(page, 'import-3-mapping');
  await expectNoSeriousA11yViolations(page, 'mapping step');

  // Going back a step and forth again keeps what was typed.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await waitForStep(page, 2, 'Header');
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await expect(page.getByLabel('Enabled — same value for every row')).toHaveValue('1');

  // 4 Review: every row checked; the wizard agrees with the CLI.
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await waitForStep(page, 4, 'Review');
  const before = await counts(page);
  expect(before).toMatchObject({ rows: rows.size, invalid: invalidByCli.size, excluded: 0 });

  // Fix the bad email in the grid: from the side list to the cell, Enter, type, Enter.
  await page.getByRole('button', { name: `Row ${fixedRow}, ${EMAIL_HEADER}` }).click();
  const grid = page.getByRole('grid', { name: 'Rows of the file' });
  const badCell = grid.locator('[role="gridcell"][aria-invalid="true"]', {
    hasText: rows.get(fixedRow)![EMAIL_HEADER]!,
  });
  await expect(badCell).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = grid.getByRole('textbox', { name: `${EMAIL_HEADER}, row ${fixedRow}` });
  await editor.fill(fixedEmail);
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('gridcell', { name: fixedEmail })).toBeVisible();
  await expect.poll(async () => (await counts(page)).invalid).toBe(invalidByCli.size - 1);

  // Leave one of the two duplicate rows out: the other becomes valid.
  await page.getByRole('radio', { name: 'Duplicates' }).check();
  // The grid redraws its rows as the filter changes: a click on a row being replaced is lost, so it is
  // repeated until the box stays unticked (never clicked again once it is).
  const sendBox = grid.getByRole('checkbox', { name: `Send row ${excludedRow}` });
  await expect(async () => {
    if (await sendBox.isChecked()) await sendBox.click();
    await expect(sendBox).not.toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect.poll(async () => (await counts(page)).invalid).toBe(invalidByCli.size - 3);
  const afterReview = await counts(page);
  expect(afterReview.excluded).toBe(1);
  await page.getByRole('radio', { name: 'Errors' }).check();
  await expect(grid.getByRole('row')).toHaveCount(invalidByCli.size - 3 + 1);
  // Back on Duplicates, the row left out is no longer kept in view: no duplicate is left.
  await page.getByRole('radio', { name: 'Duplicates' }).check();
  await expect(grid.getByText('No rows match this filter.')).toBeVisible();
  await page.getByRole('radio', { name: 'Errors' }).check();
  await screenshot(page, 'import-4-review');
  await expectNoSeriousA11yViolations(page, 'review step');
  await page.getByRole('radio', { name: 'All rows' }).check();

  // The problems file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save the problems to a file (CSV)' }).click();
  const problemsFile = await (await download).path();
  const problems = Papa.parse<string[]>(readFileSync(problemsFile, 'utf8').replace(/^\uFEFF/, ''), {
    skipEmptyLines: true,
  }).data;
  expect(problems[0]).toEqual(['Row', 'Column', 'Field', 'Value', 'Severity', 'Problem', 'Suggested fix']);
  expect(problems.some((line) => line[0] === String(fixedRow))).toBe(false);
  expect(problems.some((line) => line[0] === String(excludedRow))).toBe(false);

  // 5 Plan on the built-in sandbox.
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();
  await waitForStep(page, 5, 'Plan');
  await expect(page.getByRole('note', { name: 'Target environment' })).toContainText('sandbox');
  await page.getByRole('button', { name: 'Make the plan (dry run: nothing is sent)' }).click();
  const planCounts = page.getByRole('list', { name: 'Plan counts' });
  await expect(planCounts).toContainText(`${afterReview.ready} to create`);
  await expect(planCounts).toContainText('0 to update');
  const sandboxUrl = await builtInSandboxUrl(page, app.token);
  const usersBefore = await sandboxUsers(sandboxUrl);
  await screenshot(page, 'import-5-plan');
  await expectNoSeriousA11yViolations(page, 'plan step');

  // 6 Run.
  await page
    .getByRole('button', { name: new RegExp(`^Start: ${afterReview.ready} to create, 0 to update on sandbox`) })
    .click();
  await waitForStep(page, 6, 'Run');
  await expect(page.getByRole('progressbar', { name: 'Rows sent' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 120_000 });
  await expect(page.getByRole('progressbar', { name: 'Rows sent' })).toHaveAttribute(
    'aria-valuenow',
    String(afterReview.ready),
  );
  await screenshot(page, 'import-6-run');
  await expectNoSeriousA11yViolations(page, 'run step');

  // 7 Results: counts and the results file.
  await page.getByRole('button', { name: 'See the results' }).click();
  await waitForStep(page, 7, 'Results');
  await expect(page.getByRole('list', { name: 'Results' })).toContainText(`${afterReview.ready} created`);
  const resultsDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save all results (CSV)' }).click();
  const results = Papa.parse<Record<string, string>>(
    readFileSync(await (await resultsDownload).path(), 'utf8').replace(/^\uFEFF/, ''),
    { header: true, skipEmptyLines: true },
  ).data;
  expect(results).toHaveLength(rows.size - 1);
  await expect(page.getByText(/All results \(CSV\): saved, a copy is at/)).toBeVisible();
  await screenshot(page, 'import-7-results');
  await expectNoSeriousA11yViolations(page, 'results step');

  // The service holds exactly the expected users: the valid rows, the fixed one, the freed duplicate.
  const expectedRows = [...rows.keys()].filter(
    (n) => n !== excludedRow && (!invalidByCli.has(n) || n === fixedRow || n === keptDuplicate),
  );
  const expectedEmails = new Set(expectedRows.map((n) => (n === fixedRow ? fixedEmail.toLowerCase() : emailOf(n))));
  const usersAfter = await sandboxUsers(sandboxUrl);
  const beforeIds = new Set(usersBefore.map((u) => u.user_id));
  const created = usersAfter.filter((u) => !beforeIds.has(u.user_id));
  expect(created.map((u) => u.email.toLowerCase()).sort()).toEqual([...expectedEmails].sort());
  const fixedUser = created.find((u) => u.email.toLowerCase() === fixedEmail.toLowerCase())!;
  expect(fixedUser).toMatchObject({
    first_name: rows.get(fixedRow)!['First Name'],
    last_name: rows.get(fixedRow)!['Last Name'],
    enabled: 1,
  });

  // "Approve the users this job created" opens Approvals filtered on the job.
  await page.getByRole('button', { name: `Approve the ${afterReview.ready} users this job created` }).click();
  await expect(page.getByRole('button', { name: 'Approvals', exact: true })).toHaveAttribute('aria-current', 'page');

  expect(consoleErrors).toEqual([]);
});

test('a second file updating some of those users shows the diffs, and running it changes exactly them', async ({
  appPage: page,
  app,
  home,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const rows = sampleRows(SAMPLE);
  const invalid = invalidRowsByCli(SAMPLE);
  const header = readFileSync(SAMPLE, 'utf8').split(/\r?\n/)[0]!;
  const fields = header.split(',');
  const validRows = [...rows.keys()].filter((n) => !invalid.has(n)).slice(0, 12);

  // First import: twelve valid rows.
  const first = join(home, 'first.csv');
  const toCsv = (data: Record<string, string>[]) =>
    Papa.unparse({ fields, data: data.map((r) => fields.map((f) => r[f] ?? '')) });
  writeFileSync(first, toCsv(validRows.map((n) => rows.get(n)!)));
  // Second file: the same people, four with a new city, the rest unchanged. (A new class year would be held for
  // a person's decision: a contradicting class year is one of matching's guards, see possible-matches.spec.ts.)
  const changed = new Map<number, Record<string, string>>([
    [validRows[0]!, { City: 'Ithaca' }],
    [validRows[3]!, { City: 'Ann Arbor' }],
    [validRows[7]!, { City: 'Madison' }],
    [validRows[9]!, { City: 'Berkeley' }],
  ]);
  const second = join(home, 'second.csv');
  writeFileSync(second, toCsv(validRows.map((n) => ({ ...rows.get(n)!, ...changed.get(n) }))));

  async function importFile(file: string, expectUpdates: number) {
    await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
    await page.getByRole('button', { name: 'Next: check the header row' }).click();
    await page.getByRole('button', { name: 'Next: map the columns' }).click();
    await page.getByLabel('Enabled — same value for every row').fill('1');
    await page.getByRole('button', { name: 'Next: check every row' }).click();
    await expect(page.getByRole('status', { name: 'Row counts' })).toContainText(`${validRows.length} valid`);
    await page.getByRole('button', { name: 'Next: plan against the service' }).click();
    await page.getByRole('button', { name: /Make the plan/ }).click();
    await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText(`${expectUpdates} to update`);
  }

  await importFile(first, 0);
  await page.getByRole('button', { name: /^Start: 12 to create/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 120_000 });
  await page.getByRole('button', { name: 'See the results' }).click();
  await page.getByRole('button', { name: 'Import another file' }).click();

  const sandboxUrl = await builtInSandboxUrl(page, app.token);
  await importFile(second, changed.size);
  const planCounts = page.getByRole('list', { name: 'Plan counts' });
  await expect(planCounts).toContainText('0 to create');
  await expect(planCounts).toContainText(`${validRows.length - changed.size} unchanged`);
  // The diffs: field, value on the service, new value.
  const tab = page.getByRole('tab', { name: `Update (${changed.size})` });
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  const diffs = page.getByRole('tabpanel');
  await expect(diffs.getByRole('row')).toHaveCount(changed.size + 1);
  for (const [n, change] of changed) {
    const line = diffs
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: String(validRows.indexOf(n) + 2), exact: true }) });
    const [column, value] = Object.entries(change)[0]!;
    const label = column === 'City' ? 'Home city' : column;
    await expect(line).toContainText(`${label}:`);
    await expect(line.locator('del')).toHaveText(rows.get(n)![column]!);
    await expect(line.locator('ins')).toHaveText(value);
  }
  await screenshot(page, 'import-5-plan-updates');

  const usersBefore = await sandboxUsers(sandboxUrl);
  await page.getByRole('button', { name: /^Start: 0 to create, 4 to update/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 120_000 });
  const usersAfter = await sandboxUsers(sandboxUrl);

  // Exactly those users changed, in exactly those fields.
  const beforeById = new Map(usersBefore.map((u) => [u.user_id, u]));
  expect(usersAfter).toHaveLength(usersBefore.length);
  const differing = usersAfter.filter((u) => {
    const { updatedAt: _a, ...now } = u;
    const { updatedAt: _b, ...then } = beforeById.get(u.user_id)!;
    return JSON.stringify(now) !== JSON.stringify(then);
  });
  const emailsOfChanged = [...changed.keys()].map((n) => rows.get(n)![EMAIL_HEADER]!.toLowerCase()).sort();
  expect(differing.map((u) => u.email.toLowerCase()).sort()).toEqual(emailsOfChanged);
  for (const user of differing) {
    const n = [...changed.keys()].find((k) => rows.get(k)![EMAIL_HEADER]!.toLowerCase() === user.email.toLowerCase())!;
    const change = changed.get(n)!;
    if (change.City) expect(user.home_city).toBe(change.City);
  }

  // The Jobs screen reverts the update job: the four users get their values back.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Jobs' }).click();
  const updateJob = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: 'second.csv' })
    .filter({ hasNotText: 'revert of' });
  await updateJob.getByRole('button', { name: /Details of job/ }).click();
  await page.getByRole('button', { name: /^Revert job / }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('The values it changed are put back on sandbox');
  await ask.getByRole('button', { name: 'Revert', exact: true }).click();
  const revertJob = page.getByRole('table').getByRole('row').filter({ hasText: 'revert of' });
  await expect(revertJob).toContainText('completed', { timeout: 60_000 });
  await expect(updateJob).toContainText('(reverted)');
  const usersReverted = await sandboxUsers(sandboxUrl);
  for (const user of usersReverted.filter((u) => differing.some((d) => d.user_id === u.user_id))) {
    const before = beforeById.get(user.user_id)!;
    expect({ city: user.home_city, year: user.year_graduated }).toEqual({
      city: before.home_city,
      year: before.year_graduated,
    });
  }
  await screenshot(page, 'jobs-reverted');
  expect(consoleErrors).toEqual([]);
});

/** A small valid file: `n` new alumni with unique emails. */
function smallFile(path: string, n: number, tag: string): string[] {
  const emails = Array.from({ length: n }, (_, i) => `${tag}.${i}@example.org`);
  writeFileSync(
    path,
    ['First Name,Last Name,Email,Enabled', ...emails.map((email, i) => `Given${i},Family${i},${email},1`)].join('\n'),
  );
  return emails;
}

test('production: its name and colour at every step, and starting the job asks for its name', async ({
  appPage: page,
  app,
  home,
  startSandbox,
  consoleErrors,
}) => {
  const sandbox = await startSandbox(['--users', '5']);
  // The keychain account is the environment's name: a unique one keeps this run away from real entries.
  const name = `e2e-prod-${Math.random().toString(16).slice(2, 8)}`;
  await bridgeCall(page, app.token, 'env.add', { name, kind: 'production', url: sandbox.production.baseUrl });
  await bridgeCall(page, app.token, 'env.setKey', { name, key: sandbox.production.key });
  try {
    const emails = smallFile(join(home, 'three.csv'), 3, name);
    await throughToPlan(page, join(home, 'three.csv'), name);
    const strip = page.getByRole('note', { name: 'Target environment' });
    await expect(strip).toContainText(`PRODUCTION`);
    await expect(strip).toContainText(name);
    await expect(strip).toHaveCSS('border-left-color', 'rgb(179, 38, 30)');
    // Every step shows it: back to the file, forth to the plan.
    for (const step of ['File', 'Header', 'Mapping', 'Review', 'Plan']) {
      await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: step }).click();
      await expect(strip).toContainText(`PRODUCTION`);
      await expect(strip).toContainText(name);
    }
    await page.getByRole('button', { name: /Make the plan/ }).click();
    await page.getByRole('button', { name: `Start: 3 to create, 0 to update on ${name} (PRODUCTION)` }).click();

    const dialog = page.getByRole('alertdialog', { name: `Write to PRODUCTION: ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Environment name')).toBeFocused();
    const send = dialog.getByRole('button', { name: `Send to ${name}` });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Environment name').fill('production');
    await expect(send).toBeDisabled();
    await screenshot(page, 'import-6-production-confirmation');
    await expectNoSeriousA11yViolations(page, 'production confirmation');
    // Saying no sends nothing.
    await dialog.getByRole('button', { name: 'Do not send' }).click();
    await expect(dialog).toHaveCount(0);
    await waitForStep(page, 5, 'Plan');

    await page.getByRole('button', { name: `Start: 3 to create, 0 to update on ${name} (PRODUCTION)` }).click();
    await dialog.getByLabel('Environment name').fill(name);
    await send.click();
    await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 60_000 });
    const response = await fetch(`${sandbox.production.baseUrl}/api/users/?page=1`, {
      headers: { 'x-api-key': sandbox.production.key },
    });
    const users = (await response.json()) as { email: string }[];
    expect(
      users
        .filter((u) => emails.includes(u.email))
        .map((u) => u.email)
        .sort(),
    ).toEqual([...emails].sort());
  } finally {
    await bridgeCall(page, app.token, 'env.remove', { name });
  }
  expect(consoleErrors).toEqual([]);
});

test('an XLSX file read in the worker (sheets with row counts), the mapping chosen with the keyboard, saved as a template and applied to the next file by itself', async ({
  appPage: page,
  consoleErrors,
}) => {
  // Files it cannot take are refused in words, and nothing else changes.
  const picker = page.getByLabel('Choose a CSV or XLSX file');
  await picker.setInputFiles({
    name: 'old.xls',
    mimeType: 'application/vnd.ms-excel',
    buffer: Buffer.from('not really'),
  });
  await expect(page.getByRole('alert')).toContainText('"old.xls" is not a CSV or XLSX file.');
  await picker.setInputFiles({
    name: 'headers-only.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Email\n'),
  });
  // The worker's refusal carries its reason as data; the window words it.
  await expect(page.getByRole('alert')).toContainText(
    'headers-only.csv has a header row (row 1) but no data rows below it.',
  );
  await expect(page.getByText('No file chosen yet.')).toBeVisible();
  await screenshot(page, 'import-1-file-error');

  const xlsx = join(APP_ROOT, 'resources', 'samples', 'alumni-sample.xlsx');
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(xlsx);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('200 rows of data')).toBeVisible({ timeout: 30_000 });
  const sheet = page.getByRole('combobox', { name: /^Sheet/ });
  await expect(sheet.getByRole('option')).toHaveText(['Alumni (201 rows)', 'Notes (1 row)']);
  await expect(sheet).toHaveValue('Alumni');
  // A file that cannot be read leaves the open one as it was.
  await picker.setInputFiles({
    name: 'headers-only.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('First Name,Last Name,Email\n'),
  });
  await expect(page.getByRole('alert')).toContainText('headers-only.csv');
  await expect(page.getByText('200 rows of data')).toBeVisible();

  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();

  // Keyboard only: open the dropdown of "Major", search, move, choose.
  const major = page.getByRole('button', { name: 'Field for Major: Ignore this column' });
  await major.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: 'Search fields for Major' });
  await expect(search).toBeFocused();
  await page.keyboard.type('custom');
  await expect(page.getByRole('listbox', { name: 'Field for Major' }).getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Field for Major: Custom field "Major"' })).toBeFocused();
  await expect(page.getByRole('row', { name: /^Major/ })).toContainText('Kept as the custom field "Major"');
  // Arrow keys walk the grouped list.
  await page.getByRole('button', { name: 'Field for Email Opt-in: Ignore this column' }).click();
  await page.getByRole('combobox', { name: 'Search fields for Email Opt-in' }).fill('unsub');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Field for Email Opt-in: Unsubscribed' })).toBeVisible();

  await page.getByLabel('Enabled — same value for every row').fill('1');
  await page.getByLabel('Save this mapping as').fill('Alumni office export');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(page.getByText('Saved the mapping as "Alumni office export"')).toBeVisible();

  // The same kind of file, as CSV: the template is applied by itself (remembered with the file name).
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: 'File' }).click();
  await page.getByRole('combobox', { name: 'Mapping template for the file' }).selectOption('Alumni office export');
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(SAMPLE);
  await expect(page.getByText('Applied the template "Alumni office export": every column matched.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: 'Mapping' }).click();
  await expect(page.getByRole('button', { name: 'Field for Major: Custom field "Major"' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Field for Email Opt-in: Unsubscribed' })).toBeVisible();
  await expect(page.getByLabel('Enabled — same value for every row')).toHaveValue('1');

  // Another encoding, asked for: the file is read again and the mapping kept (same columns).
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: 'File' }).click();
  await page.getByRole('combobox', { name: /Text encoding/ }).selectOption('windows-1252');
  await expect(page.getByRole('combobox', { name: /Text encoding/ })).toHaveValue('windows-1252');
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: 'Mapping' }).click();
  await expect(page.getByRole('button', { name: 'Field for Major: Custom field "Major"' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
