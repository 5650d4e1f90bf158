// Production you cannot miss (issue 33, point 6): making a production environment active asks first, then the
// whole header takes the production colour; what was done or ticked on the last environment (an approval's
// result with its Revert button, "Also enable them") does not follow onto production; the sample file is not
// offered while imports go to production; the built-in sandbox-production is called what it is.
// Screenshots at 1366x850 and 1024x700 (test-results/screens/production-*.png), axe clean.
import type { Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './import-helpers';

const PRODUCTION_RED = 'rgb(179, 38, 30)';

async function visit(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen, exact: true }).click();
}

async function shot(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [1366, 850],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `production-${width}-${name}`);
    await expectNoSeriousA11yViolations(page, `${name} at ${width}x${height}`);
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

test('production asks before it becomes active, colours the whole header, and leaves the test panels behind', async ({
  appPage: page,
  consoleErrors,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const banner = page.getByRole('banner');
  const badge = banner.getByRole('status');

  // On the test sandbox: approve one pending user and enable them, then tick "Also enable them" again.
  await visit(page, 'Approvals');
  const counts = page.getByRole('status', { name: 'Counts' });
  await expect(counts).toContainText(/[1-9]\d* users pending approval/, { timeout: 30_000 });
  const grid = page.getByRole('grid', { name: 'Users pending approval' });
  await grid
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .first()
    .getByRole('checkbox')
    .check();
  const enable = page.getByLabel('Also enable them');
  await enable.check();
  await page.getByRole('button', { name: /Approve 1 selected user and enable them/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Approve on sandbox' }).click();
  const run = page.getByRole('region', { name: /Approval job \S+ —/ });
  await expect(run).toContainText('completed', { timeout: 60_000 });
  await expect(run.getByRole('button', { name: 'Revert (back to not approved)' })).toBeVisible();
  const jobId = /Approval job (\S+)/.exec(await run.getByRole('heading').innerText())![1]!;
  await enable.check();
  await expect(banner).not.toHaveCSS('background-color', PRODUCTION_RED);

  // Make active on sandbox-production: a question first, the safe answer focused; keeping the test sandbox changes
  // nothing.
  await visit(page, 'Environments');
  const table = page.getByRole('table', { name: 'Environments' });
  const productionRow = table.locator('tr[data-environment="sandbox-production"]');
  await expect(productionRow).toContainText('Sandbox — production rehearsal');
  await expect(productionRow).toContainText('sandbox-production');
  await page.getByRole('button', { name: 'Make active sandbox-production' }).click();
  const ask = page.getByRole('alertdialog', {
    name: 'Make the PRODUCTION environment "Sandbox — production rehearsal" active?',
  });
  await expect(ask).toContainText("the sandbox's production rehearsal on this computer");
  await expect(ask).not.toContainText('live system');
  await expect(ask.getByRole('button', { name: 'Keep sandbox active' })).toBeFocused();
  await shot(page, 'make-active-question');
  await ask.getByRole('button', { name: 'Keep sandbox active' }).click();
  await expect(ask).toHaveCount(0);
  await expect(badge).toContainText(/Test\s*sandbox/);

  await page.getByRole('button', { name: 'Make active sandbox-production' }).click();
  await ask.getByRole('button', { name: 'Make sandbox-production active' }).click();
  await expect(badge).toContainText(/PRODUCTION\s*Sandbox — production rehearsal/);
  // The whole header, not a thin bar: its background is the production red, its words white.
  await expect(banner).toHaveCSS('background-color', PRODUCTION_RED);
  await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)');
  await expect(banner).toContainText('Writes go to PRODUCTION');
  const header = (await banner.boundingBox())!;
  expect(header.width).toBeGreaterThanOrEqual(1366 - 1);
  await shot(page, 'environments-active');

  // Approvals on production: the test sandbox's result, its Revert button and the ticked box are gone.
  await visit(page, 'Approvals');
  await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  await expect(page.locator('.where')).toContainText('PRODUCTION environment Sandbox — production rehearsal');
  await expect(counts).toContainText(/\d+ users pending approval/, { timeout: 30_000 });
  await expect(run).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revert (back to not approved)' })).toHaveCount(0);
  await expect(enable).not.toBeChecked();
  await expect(page.getByText(`The approval job ${jobId} on "sandbox" is in the Jobs screen`)).toBeVisible();
  // Asking to approve on production says what this production is.
  await grid
    .getByRole('row')
    .filter({ has: page.getByRole('checkbox') })
    .first()
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: /Approve 1 selected user/ }).click();
  const approveAsk = page.getByRole('alertdialog');
  await expect(approveAsk).toContainText("the sandbox's production rehearsal on this computer");
  await expect(approveAsk).not.toContainText('live system');
  await shot(page, 'approvals');
  await approveAsk.getByRole('button', { name: 'Do not approve' }).click();

  // Import while production is active: no sample file of made-up people is offered.
  await visit(page, 'Import');
  await expect(page.getByRole('heading', { name: 'Step 1 of 7: File' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Try the sample file/ })).toHaveCount(0);
  await expect(page.getByText('The sample file of made-up alumni is offered on test environments only')).toBeVisible();
  await expect(page.getByRole('note', { name: 'Target environment' })).toContainText(
    'Importing into Sandbox — production rehearsal',
  );
  await shot(page, 'import-file');

  // Back on the test sandbox: the header is no longer red and the sample is offered again.
  await visit(page, 'Environments');
  await page.getByRole('button', { name: 'Make active sandbox', exact: true }).click();
  await expect(badge).toContainText(/Test\s*sandbox/);
  await expect(banner).not.toHaveCSS('background-color', PRODUCTION_RED);
  await visit(page, 'Import');
  await expect(page.getByRole('button', { name: /Try the sample file/ })).toBeVisible();

  // A plan made on the test sandbox is put aside once production becomes active: it cannot be started there.
  await page.getByRole('button', { name: /Try the sample file/ }).click();
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'The service requires Enabled' })
    .getByRole('combobox', { name: 'Enabled for every row' })
    .selectOption('1');
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('200 rows');
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();
  await page.getByRole('button', { name: /Make the plan/ }).click();
  await expect(page.getByRole('heading', { name: /^Plan for alumni-sample\.csv on sandbox/ })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('button', { name: /^Start: \d+ to create/ })).toBeVisible();
  await visit(page, 'Environments');
  await page.getByRole('button', { name: 'Make active sandbox-production' }).click();
  await ask.getByRole('button', { name: 'Make sandbox-production active' }).click();
  await expect(banner).toHaveCSS('background-color', PRODUCTION_RED);
  await visit(page, 'Import');
  await expect(
    page.getByText('The plan made on "sandbox" was put aside: "sandbox-production" is now active.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Start: / })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Plan for / })).toHaveCount(0);
  await expect(page.getByRole('note', { name: 'Target environment' })).toContainText('PRODUCTION');
  await screenshot(page, 'production-1366-plan-put-aside');

  expect(await page.content()).not.toContain('live system');
  expect(consoleErrors).toEqual([]);
});
