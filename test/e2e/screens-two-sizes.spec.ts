// Every import step and every screen at the two sizes staff use (a 1366x850 laptop, a 1024x700
// window): a screenshot each (test-results/screens/<size>-<name>.png, looked at by a person),
// axe clean, nothing clipped that must be reached, and the small things issue 22 listed.
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './import-helpers';

const SIZES = [
  { name: '1366x850', width: 1366, height: 850 },
  { name: '1024x700', width: 1024, height: 700 },
] as const;

async function visit(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen, exact: true }).click();
}

async function step(page: Page, label: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: label }).click();
}

/** The element's box ends inside the window's width (nothing to scroll sideways for). */
async function expectWithinWidth(page: Page, locator: ReturnType<Page['locator']>, what: string): Promise<void> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, what).not.toBeNull();
  expect(box!.x + box!.width, `${what} ends inside the window`).toBeLessThanOrEqual(width);
}

async function shot(page: Page, size: string, name: string): Promise<void> {
  await screenshot(page, `${size}-${name}`);
  await expectNoSeriousA11yViolations(page, `${name} at ${size}`);
}

test('every step and screen at 1366x850 and 1024x700', async ({ appPage: page, consoleErrors, home }) => {
  test.setTimeout(420_000);
  const [large, small] = SIZES;
  await page.setViewportSize({ width: large.width, height: large.height });

  // The empty File step offers the sample file.
  await shot(page, large.name, 'import-1-file-empty');
  await page.getByRole('button', { name: /Try the sample file/ }).click();
  await expect(page.getByRole('heading', { name: 'alumni-sample.csv' })).toBeVisible();
  await shot(page, large.name, 'import-1-file');

  // Header: the rows to choose from are one radio group: few Tabs from the heading to Next.
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 7: Header' })).toBeVisible();
  let tabs = 0;
  while (
    tabs < 40 &&
    !(await page.getByRole('button', { name: 'Next: map the columns' }).evaluate((b) => b === document.activeElement))
  ) {
    await page.keyboard.press('Tab');
    tabs++;
  }
  expect(tabs).toBeLessThanOrEqual(6);
  await shot(page, large.name, 'import-2-header');

  // Mapping: the sample has no Enabled column: one message with the control, then on.
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  const blocked = page.getByRole('alert').filter({ hasText: 'The service requires Enabled' });
  await expect(blocked).toBeVisible();
  await shot(page, large.name, 'import-3-mapping-blocked');
  await blocked.getByRole('combobox', { name: 'Enabled for every row' }).selectOption('1');
  await page.getByRole('button', { name: 'Next: check every row' }).click();

  // Review: Row, Send and Status stay in view when the grid scrolls sideways.
  const counts = page.getByRole('status', { name: 'Row counts' });
  await expect(counts).toContainText('200 rows');
  const grid = page.getByRole('grid', { name: 'Rows of the file' });
  await grid.locator('xpath=..').evaluate((scroller) => {
    scroller.scrollLeft = 1200;
    scroller.dispatchEvent(new Event('scroll'));
  });
  const firstRowHeader = grid.getByRole('rowheader').first();
  await expect
    .poll(async () => (await firstRowHeader.boundingBox())!.x)
    .toBeGreaterThanOrEqual((await grid.locator('xpath=..').boundingBox())!.x - 1);
  await expect(firstRowHeader).toBeInViewport();
  await page.getByRole('checkbox', { name: 'Show the values as sent (cleaned)' }).check();
  await grid
    .getByRole('gridcell', { name: /^\+1 212 555 0198/ })
    .first()
    .click();
  await expect(page.getByRole('region', { name: 'The chosen cell' })).toContainText('(212) 555-0198');
  await shot(page, large.name, 'import-4-review-as-sent');
  await page.getByRole('checkbox', { name: 'Show the values as sent (cleaned)' }).uncheck();
  // One good row left out: every count from here on says it, and still adds up to the file's rows.
  // CI once saw this click not take (1 run in many; 170 tries here did not repeat it): the box is
  // cleared again until it stays clear, and the counts below prove the row is left out exactly once.
  await expect(async () => {
    await grid.getByRole('checkbox', { name: 'Send row 3' }).uncheck({ timeout: 5_000 });
  }).toPass({ timeout: 20_000 });

  // Plan: after "Make the plan" the focus is on the plan, not lost to the page.
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();
  await page.getByRole('button', { name: /Make the plan/ }).click();
  const planHeading = page.getByRole('heading', { name: /^Plan for alumni-sample\.csv/ });
  await expect(planHeading).toBeFocused({ timeout: 60_000 });
  const planRows = page.getByRole('tabpanel', { name: /Rows of the plan/ });
  await expect(planRows.getByRole('row').nth(1)).toContainText('@');
  await page.getByRole('searchbox').fill('kilback');
  await expect(planRows.getByRole('row')).toHaveCount(2);
  await expect(planRows).toContainText('Sonja Kilback');
  await expect(
    page.getByText('Every row counted once: 200 rows: 190 to create + 9 invalid (not sent) + 1 excluded by you.'),
  ).toBeVisible();
  await shot(page, large.name, 'import-5-plan');

  // Run and Results.
  await page.getByRole('button', { name: /^Start: \d+ to create/ }).click();
  await expect(page.getByRole('heading', { name: 'Step 6 of 7: Run' })).toBeVisible();
  await shot(page, large.name, 'import-6-run');
  await page.getByRole('button', { name: 'See the results' }).click({ timeout: 120_000 });
  await expect(
    page.getByText('Every row counted once: 200 rows: 190 created + 9 invalid (not sent) + 1 excluded by you.'),
  ).toBeVisible();
  await shot(page, large.name, 'import-7-results');

  // Jobs: the job, its words; dry runs out of the way.
  await visit(page, 'Jobs');
  const jobsTable = page.getByRole('table').first();
  await expect(jobsTable).toContainText('completed');
  await expect(jobsTable).toContainText(/190 created.*9 invalid \(not sent\).*1 excluded by you/);
  await expect(jobsTable).not.toContainText('dry run');
  await page
    .getByRole('button', { name: /^Details of job/ })
    .first()
    .click();
  await shot(page, large.name, 'jobs');
  // The CLI words the same job's counts as the Jobs screen does.
  const details = page.getByRole('region', { name: /^Job \d/ });
  const counted = await details
    .locator('dt', { hasText: /^Counts$/ })
    .locator('xpath=following-sibling::dd[1]')
    .innerText();
  const jobId = (
    await page
      .getByRole('button', { name: /^Details of job/ })
      .first()
      .innerText()
  ).trim();
  const cli = resolve('bin/alumni-loader.js');
  const { stdout } = await promisify(execFile)(process.execPath, [cli, '--home', home, 'jobs', 'show', jobId]);
  expect(counted).toBe('200 rows: 190 created + 9 invalid (not sent) + 1 excluded by you.');
  expect(stdout).toContain(`Rows: ${counted}`);

  // Approvals: the confirmation comes into view (it sat below the fold).
  await visit(page, 'Approvals');
  await page.getByRole('button', { name: /Select all \d+ shown user/ }).click();
  await page.getByRole('button', { name: /^Approve \d+ selected user/ }).click();
  await expect(page.getByRole('alertdialog')).toBeInViewport();
  await shot(page, large.name, 'approvals-confirm');
  await page.getByRole('button', { name: 'Do not approve' }).click();

  await visit(page, 'Reports');
  await expect(page.getByRole('combobox', { name: 'Campaign' })).toBeVisible();
  await shot(page, large.name, 'reports');
  await visit(page, 'Environments');
  await shot(page, large.name, 'environments');

  // The same at 1024x700: every step again (the import is done: each step still opens), and the screens.
  await page.setViewportSize({ width: small.width, height: small.height });
  await visit(page, 'Import');
  for (const [label, name] of [
    [/File/, 'import-1-file'],
    [/Header/, 'import-2-header'],
    [/Mapping/, 'import-3-mapping'],
    [/Review/, 'import-4-review'],
    [/Plan/, 'import-5-plan'],
    [/Run/, 'import-6-run'],
    [/Results/, 'import-7-results'],
  ] as const) {
    await step(page, label);
    await shot(page, small.name, name);
  }
  await visit(page, 'Jobs');
  await expect(page.getByRole('table').first()).toContainText('completed');
  await expectWithinWidth(
    page,
    page.getByRole('table').first().getByRole('columnheader', { name: 'Last change' }),
    'the Jobs table',
  );
  await shot(page, small.name, 'jobs');
  await visit(page, 'Approvals');
  await shot(page, small.name, 'approvals');
  await visit(page, 'Reports');
  await expect(page.getByRole('combobox', { name: 'Campaign' })).toBeVisible();
  await expectWithinWidth(page, page.getByRole('button', { name: 'Preview' }), 'the Reports filters');
  await shot(page, small.name, 'reports');
  await visit(page, 'Environments');
  await expectWithinWidth(
    page,
    page.getByRole('table', { name: 'Environments' }).getByRole('button').last(),
    'the Environments table',
  );
  await shot(page, small.name, 'environments');

  expect(consoleErrors).toEqual([]);
});
