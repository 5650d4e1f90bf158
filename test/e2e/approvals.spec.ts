import AxeBuilder from '@axe-core/playwright';
import { expect, screenshot, test } from './fixtures';

/** The number in a counts line such as "87 users pending approval". */
async function countIn(text: Promise<string>): Promise<number> {
  return Number((await text).replace(/[^\d].*$/s, '').replace(/,/g, ''));
}

test('approve and enable the pending users with one tag on the built-in sandbox: filter, details, select all, confirm, progress, counts', async ({ appPage: page, consoleErrors }) => {
  await page.getByRole('button', { name: 'Approvals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  const counts = page.getByRole('status', { name: 'Counts' });
  await expect(counts).toContainText(/[1-9]\d* users pending approval/, { timeout: 30_000 });
  const pending = await countIn(counts.locator('span').first().innerText());

  // Filter by tag: fewer users shown, every shown row carries the tag.
  await page.getByLabel('Tag').fill('reunion');
  await expect(counts).toContainText('tag "reunion"');
  const grid = page.getByRole('grid', { name: 'Users pending approval' });
  const rows = grid.getByRole('row').filter({ has: page.getByRole('checkbox') });
  await expect(rows.first()).toBeVisible();
  const shown = await countIn(counts.locator('span').nth(1).innerText());
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(pending);
  for (const tags of await rows.locator('.tags').allInnerTexts()) expect(tags.toLowerCase()).toContain('reunion');

  // One user's details, read from the service.
  await rows.first().click();
  const detail = page.getByRole('region', { name: /^User \d+$/ });
  await expect(detail).toBeVisible();
  await expect(detail.getByText('Email', { exact: true })).toBeVisible();
  await expect(detail.getByText('Approved', { exact: true })).toBeVisible();

  // Select all shown, also enable, approve, confirm naming the environment.
  await page.getByRole('button', { name: /Select all \d+ shown user/ }).click();
  await expect(counts).toContainText(`${shown} selected`);
  await page.getByLabel('Also enable them').check();
  await screenshot(page, 'approvals-selected');
  const accessibility = await new AxeBuilder({ page }).include('main').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  await page.getByRole('button', { name: new RegExp(`Approve ${shown} selected users? and enable them`) }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Approve ${shown} user`);
  await expect(confirm).toContainText('"sandbox"');
  await confirm.getByRole('button', { name: 'Approve on sandbox' }).click();

  const run = page.getByRole('region', { name: /Approval job \S+ —/ });
  await expect(run).toContainText('completed', { timeout: 60_000 });
  const did = run.getByRole('list', { name: 'What the job did' });
  await expect(did).toContainText(`${shown} approved`);
  await expect(did).toContainText('0 failed');
  await expect(run.getByRole('button', { name: /Open job \S+ in the Jobs screen/ })).toBeVisible();
  await expect(run.getByRole('button', { name: 'Revert (back to not approved)' })).toBeVisible();
  // The approved users left the pending list.
  await expect(counts).toContainText(`${pending - shown} users pending approval`);
  await expect(counts).toContainText('0 users shown');
  await screenshot(page, 'approvals-done');

  // Reading the list again from the service agrees.
  await page.getByRole('button', { name: 'Reload the list' }).click();
  await expect(counts).toContainText(`${pending - shown} users pending approval`);

  // Revert: the users are pending again.
  await run.getByRole('button', { name: 'Revert (back to not approved)' }).click();
  await expect(page.getByText(/Revert job \S+ started/)).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Reload the list' }).click();
        return countIn(counts.locator('span').first().innerText());
      },
      { timeout: 30_000 },
    )
    .toBe(pending);

  expect(consoleErrors).toEqual([]);
});
