import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { startSandbox } from '../../src-main/sandbox';
import type { SandboxFile } from '../../src-main/sandbox/persistence';
import { sandboxDataFile } from '../../src-main/services/environments/built-in-sandbox';
import { expect, screenshot, test as base } from './fixtures';

// The Reports screen against the built-in sandbox, whose data file is made here first: a small
// seeded data set in which one campaign's details try every way to run script or navigate.

const HOSTILE_TITLE = 'Hostile Details Appeal';
const TWIN_TITLE = 'Scholarship Fund 2025';
const HOSTILE_DETAILS = [
  '<p>Support <strong>bold</strong> ideas.</p>',
  '<img src=x onerror="window.__xss = (window.__xss || 0) + 1">',
  '<script>window.__xss = (window.__xss || 0) + 10</script>',
  '<svg><animate onbegin="window.__xss = 100" attributeName="x" dur="1s"></animate></svg>',
  '<a href="javascript:window.__xss=1000">run</a> <a href="https://example.invalid/" target="_top">leave</a>',
  '<iframe src="javascript:parent.__xss=10000"></iframe>',
].join('');

async function writeSandboxData(home: string): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'reports-e2e-seed-'));
  try {
    const file = join(scratch, 'data.json');
    const seeded = await startSandbox({
      port: 0,
      seed: 11,
      users: 40,
      campaigns: 5,
      donations: 300,
      dataFile: file,
      environments: ['test'],
    });
    await seeded.close();
    const data = JSON.parse(readFileSync(file, 'utf8')) as SandboxFile;
    const campaign = data.environments.test!.campaigns[0]!;
    campaign.title = HOSTILE_TITLE;
    campaign.details = HOSTILE_DETAILS;
    // Two campaigns of the same name, as a real service may hold (this year's and last year's).
    const [, twinA, twinB] = data.environments.test!.campaigns;
    twinA!.title = TWIN_TITLE;
    twinB!.title = TWIN_TITLE;
    mkdirSync(join(home, 'sandbox'), { recursive: true });
    writeFileSync(sandboxDataFile(home), JSON.stringify(data));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

const test = base.extend({
  // Playwright reads a fixture's needs from the destructured first parameter: none here.
  // eslint-disable-next-line no-empty-pattern
  home: async ({}, use) => {
    const home = mkdtempSync(join(tmpdir(), 'alumni-e2e-reports-'));
    await writeSandboxData(home);
    await use(home);
    rmSync(home, { recursive: true, force: true });
  },
});

test('campaign details with script, handlers and links show as text only, and nothing runs or navigates', async ({
  appPage: page,
  consoleErrors,
}) => {
  await page.getByRole('button', { name: 'Reports', exact: true }).click();
  await page.getByRole('radio', { name: 'Campaigns' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-summary')).toContainText('5 campaigns match');

  const details = page.locator('details', { hasText: HOSTILE_TITLE });
  await details.locator('summary').click();
  const body = details.locator('.campaign-details');
  await expect(body).toContainText('Support bold ideas.');
  await expect(body.locator('strong')).toHaveText('bold');
  await expect(body.locator('img, script, svg, iframe, [onerror], [href], [target]')).toHaveCount(0);

  const before = page.url();
  await body.getByText('run').click();
  await body.getByText('leave').click();
  await page.waitForTimeout(1500); // the svg animation would have begun, the image failed, the frame loaded
  expect(await page.evaluate(() => (globalThis as { __xss?: number }).__xss)).toBeUndefined();
  expect(page.url()).toBe(before);
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();

  await expect(page.getByRole('img', { name: /Raised against goal/ })).toBeVisible();
  const accessibility = await new AxeBuilder({ page }).include('.reports').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshot(page, 'reports-campaigns-hostile-details');
  // Chromium reports each on* attribute it meets while DOMPurify parses the details (in an inert
  // document, where nothing runs) as refused by the app's Content Security Policy. Those reports
  // are expected here; any other console error is not.
  const refusedHandlers = consoleErrors.filter((line) =>
    line.includes('Executing inline event handler violates the following Content Security Policy'),
  );
  expect(consoleErrors.filter((line) => !refusedHandlers.includes(line))).toEqual([]);
});

test('donations: preview with charts, export to XLSX, download the file', async ({ appPage: page, consoleErrors }) => {
  await page.getByRole('button', { name: 'Reports', exact: true }).click();

  // A filter the form refuses, in words, next to the field.
  await page.getByLabel('Donor user_id').fill('abc');
  await expect(page.getByText('must be a whole number, e.g. 42')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeDisabled();
  await page.getByLabel('Donor user_id').fill('');

  // The campaign is chosen by name; two of the same name are told apart by ID and dates.
  const picker = page.getByRole('combobox', { name: 'Campaign' });
  await expect(picker.getByRole('option', { name: new RegExp(`^${TWIN_TITLE} \\(#\\d+`) })).toHaveCount(2);
  const twins = await picker.getByRole('option', { name: new RegExp(`^${TWIN_TITLE}`) }).allTextContents();
  expect(new Set(twins).size).toBe(2);
  expect(twins.every((label) => / to |, ongoing\)/.test(label))).toBe(true);
  const twinId = await picker.getByRole('option', { name: twins[0]! }).getAttribute('value');
  await picker.selectOption({ label: twins[0]! });
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-summary')).not.toContainText('300 donations match');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect(new Set(await rows.locator('td:nth-child(5)').allTextContents())).toEqual(new Set([twinId]));
  await picker.selectOption({ label: 'All campaigns' });

  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByTestId('preview-summary')).toContainText('300 donations match');
  await expect(page.getByTestId('preview-summary')).toContainText('Showing the first 50');
  await expect(page.getByRole('img', { name: /Donations by month/ })).toBeVisible();
  await expect(page.getByRole('img', { name: /Raised against goal/ })).toBeVisible();
  // The chart tells the two same-named campaigns apart by their IDs.
  await expect(page.getByRole('img', { name: /Raised against goal/ })).toContainText(new RegExp(`${TWIN_TITLE} #\\d+`));
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeVisible();

  // One click on Export: the file is written and downloads at once, as import results do.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const done = page.getByTestId('export-done');
  await expect(done).toContainText('Saved 300 rows');
  await expect(done).toContainText(/reports[\\/]donations-sandbox-.*\.xlsx/);
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^donations-sandbox-.*\.xlsx$/);
  const saved = await download.path();
  expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK'); // a zip: the workbook

  const accessibility = await new AxeBuilder({ page }).include('.reports').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshot(page, 'reports-donations');
  expect(consoleErrors).toEqual([]);
});
