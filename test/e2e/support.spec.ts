import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { strFromU8, unzipSync } from 'fflate';
import { APP_ROOT } from '../../src-main/host/app-build';
import { expect, screenshot, test } from './fixtures';

// What an office hands on: the version in About, a support bundle with no key in it, and the
// blank template from the Import screen.

const version = (JSON.parse(readFileSync(join(APP_ROOT, 'package.json'), 'utf8')) as { version: string }).version;

test('About shows the version and saves a support bundle', async ({ appPage: page, consoleErrors }) => {
  await page.getByText('About', { exact: true }).click();
  const about = page.getByRole('group', { name: 'About Alumni Loader' });
  await expect(about.getByTestId('app-version')).toHaveText(version);

  const downloading = page.waitForEvent('download');
  await about.getByRole('button', { name: 'Save a support bundle' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^alumni-loader-support-\d{8}-\d{6}\.zip$/);
  const files = unzipSync(readFileSync(await download.path()));
  expect(Object.keys(files)).toEqual(
    expect.arrayContaining(['README.txt', 'about.json', 'settings.json', 'log.txt', 'jobs.json']),
  );
  const info = JSON.parse(strFromU8(files['about.json']!)) as { version: string; door: string };
  expect(info).toMatchObject({ version, door: 'browser' });
  // The built-in sandbox's key is in use in this app: the bundle does not carry it.
  const everything = Object.values(files)
    .map((bytes) => strFromU8(bytes))
    .join('\n');
  expect(everything).not.toContain('sandbox-test-key');
  await expect(about.getByRole('status')).toContainText('Saved alumni-loader-support-');

  const accessibility = await new AxeBuilder({ page }).include('.about').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await screenshot(page, 'about-support-bundle');
  expect(consoleErrors).toEqual([]);
});

test('the Import screen offers a blank template to hand out', async ({ appPage: page }) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a blank template', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('alumni-import-template.xlsx');
  expect(
    readFileSync(await download.path())
      .subarray(0, 2)
      .toString('latin1'),
  ).toBe('PK');

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download a blank template as CSV' }).click();
  const text = readFileSync(await (await csv).path(), 'utf8');
  expect(text.split('\r\n')[0]).toContain('First name (required)');
  expect(text.split('\r\n')[1]).toMatch(/^e\.g\. Jane,/);
});
