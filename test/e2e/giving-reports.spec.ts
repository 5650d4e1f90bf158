import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';

// The fiscal-year reports on the Reports screen against the built-in sandbox and its years of
// giving history: each previewed with its chart, the fiscal-year start saved for the environment,
// a report saved with one click; at 1366 and 1024 wide, axe clean.

const SIZES = [
  { width: 1366, height: 900 },
  { width: 1024, height: 768 },
] as const;

async function previewReport(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name, exact: true }).check();
  await page
    .getByRole('form', { name: 'Fiscal-year report choices' })
    .getByRole('button', { name: 'Show figures' })
    .click();
  await expect(page.getByTestId('giving-headline')).toBeVisible({ timeout: 60_000 });
}

async function axeClean(page: Page): Promise<void> {
  const accessibility = await new AxeBuilder({ page }).include('.giving').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

for (const size of SIZES) {
  test(`fiscal-year reports previewed with their charts at ${size.width}`, async ({ appPage: page, consoleErrors }) => {
    test.setTimeout(300_000); // six reports over every donation of the sandbox, on a shared machine
    await page.setViewportSize(size);
    await page.getByRole('button', { name: 'Reports', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Giving by fiscal year' })).toBeVisible();

    // The setting is read once the built-in sandbox has started.
    await expect(page.getByTestId('fiscal-year-setting')).toContainText('starts in January', { timeout: 30_000 });
    await page.getByLabel('Fiscal year starts in').selectOption({ label: 'July' });
    await expect(page.getByText(/starts in July: a fiscal year is named by the year it ends in/)).toBeVisible();
    await page.getByRole('button', { name: /Save as sandbox's setting/ }).click();
    await expect(page.getByRole('button', { name: /Save as sandbox's setting/ })).toHaveCount(0);
    await page.getByLabel('Fiscal year', { exact: true }).fill('FY2023');

    await previewReport(page, 'Summary');
    await expect(page.getByTestId('giving-headline')).toContainText(/FY2023: [\d,]+ donors, [\d,]+ gifts/);
    await expect(page.getByRole('img', { name: /Total given by fiscal year/ })).toBeVisible();
    await axeClean(page);
    await screenshot(page, `giving-summary-${size.width}`);

    await previewReport(page, 'Participation');
    const bars = page.getByRole('img', { name: /Participation by class year, FY2023/ });
    await expect(bars).toBeVisible();
    expect(await bars.locator('rect').count()).toBeGreaterThan(20);
    await expect(page.getByRole('cell', { name: /reunion/ }).first()).toBeVisible();
    // Reunion classes stand out by colour, by a mark above the bar and in words (legend, description).
    const reunionBars = bars.locator('rect.marked');
    expect(await reunionBars.count()).toBeGreaterThan(2);
    await expect(reunionBars.first()).toHaveAttribute('data-mark', /^\d+(st|nd|rd|th) reunion$/);
    expect(await bars.locator('path.mark').count()).toBe(await reunionBars.count());
    await expect(page.getByTestId('giving-chart-legend')).toContainText('Reunion class');
    await expect(bars.locator('desc')).toContainText(/\d{4} \(\d+(st|nd|rd|th) reunion\)/);
    await axeClean(page);
    await screenshot(page, `giving-participation-${size.width}`);

    await previewReport(page, 'Retention');
    const lines = page.getByRole('img', { name: /Donor retention by fiscal year/ });
    await expect(lines).toBeVisible();
    await expect(lines.locator('path')).toHaveCount(2);
    await axeClean(page);
    await screenshot(page, `giving-retention-${size.width}`);

    await previewReport(page, 'LYBUNT');
    await expect(page.getByTestId('giving-headline')).toContainText(/LYBUNT donors for FY2023/);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save report' }).click();
    await expect(page.getByTestId('giving-saved')).toContainText(/reports[\\/]lybunt-FY2023-sandbox-.*\.xlsx/);
    const saved = await (await download).path();
    expect(readFileSync(saved).subarray(0, 2).toString('latin1')).toBe('PK');
    expect(consoleErrors).toEqual([]);
  });
}
