import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { KEYCHAIN_SERVICE } from '../../src-main/services/keychain/keychain';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, builtInSandboxUrl, sandboxUsers, type SandboxUser } from './import-helpers';

// The production test stores a key under this unique keychain account, removed afterwards.
const productionName = `e2e-live-${randomBytes(3).toString('hex')}`;

test.afterAll(() => {
  spawnSync('secret-tool', ['clear', 'service', KEYCHAIN_SERVICE, 'username', productionName]);
});

const hasTag = (user: SandboxUser, tag: string) => Array.isArray(user.tags) && (user.tags as string[]).includes(tag);

/** The number in a counts line such as "87 users pending approval". */
async function countIn(text: Promise<string>): Promise<number> {
  return Number((await text).replace(/[^\d].*$/s, '').replace(/,/g, ''));
}

test('approve and enable the pending users with one tag on the built-in sandbox: filter, details, select all, confirm, progress, counts', async ({
  appPage: page,
  app,
  consoleErrors,
}) => {
  await page.getByRole('button', { name: 'Approvals', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  const counts = page.getByRole('status', { name: 'Counts' });
  await expect(counts).toContainText(/[1-9]\d* users pending approval/, { timeout: 30_000 });
  const pending = await countIn(counts.locator('span').first().innerText());
  const sandboxUrl = await builtInSandboxUrl(page, app.token);
  const pendingTagged = (await sandboxUsers(sandboxUrl))
    .filter((user) => user.approved === 0 && hasTag(user, 'reunion'))
    .map((user) => user.user_id);

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

  // The job is in the Jobs screen; back on Approvals, its panel is still there.
  const jobId = /Approval job (\S+)/.exec(await run.getByRole('heading').innerText())![1]!;
  await run.getByRole('button', { name: `Open job ${jobId} in the Jobs screen` }).click();
  await expect(page.getByRole('button', { name: 'Jobs', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('main')).toContainText(jobId);
  // ...with that job's details open.
  await expect(page.getByRole('region', { name: `Job ${jobId}` })).toBeVisible();
  await page.getByRole('button', { name: 'Approvals', exact: true }).click();
  await expect(run).toContainText('completed');

  // Reading the list again from the service agrees.
  await page.getByRole('button', { name: 'Reload the list' }).click();
  await expect(counts).toContainText(`${pending - shown} users pending approval`);
  // And so does the service itself: every user with the tag that was pending is approved and enabled now.
  const afterApproval = await sandboxUsers(sandboxUrl);
  expect(pendingTagged).toHaveLength(shown);
  for (const id of pendingTagged) {
    const user = afterApproval.find((u) => u.user_id === id)!;
    expect([id, user.approved, user.enabled]).toEqual([id, 1, 1]);
  }
  expect(afterApproval.filter((user) => user.approved === 0)).toHaveLength(pending - shown);

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

test('on a production environment the approval asks for the typed name, and approves only the chosen users', async ({
  appPage: page,
  app,
  startSandbox,
  consoleErrors,
}) => {
  const sandbox = await startSandbox(['--users', '40']);
  await bridgeCall(page, app.token, 'env.add', {
    name: productionName,
    kind: 'production',
    url: sandbox.production.baseUrl,
  });
  await bridgeCall(page, app.token, 'env.setKey', { name: productionName, key: sandbox.production.key });
  await bridgeCall(page, app.token, 'env.setActive', { name: productionName });
  // Read the active environment afresh (the token stays in the tab's session storage).
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'PRODUCTION' }).first()).toContainText(productionName);
  const readUsers = async () => {
    const response = await fetch(`${sandbox.production.baseUrl}/api/users/?page=1`, {
      headers: { 'x-api-key': sandbox.production.key },
    });
    return (await response.json()) as SandboxUser[];
  };
  const before = await readUsers();

  await page.getByRole('button', { name: 'Approvals', exact: true }).click();
  await expect(page.getByText(`PRODUCTION environment ${productionName}`)).toBeVisible();
  const counts = page.getByRole('status', { name: 'Counts' });
  // The whole screen's text on a failure: any problem it shows is in it.
  await expect(page.getByRole('main')).toContainText(/[1-9]\d* users? pending approval/, { timeout: 30_000 });
  await page.getByRole('combobox', { name: /^Enabled/ }).selectOption('0');
  const grid = page.getByRole('grid', { name: 'Users pending approval' });
  const boxes = grid.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  const chosen = (
    await grid
      .getByRole('row')
      .filter({ has: page.getByRole('checkbox', { checked: true }) })
      .locator('.email')
      .allInnerTexts()
  ).map((e) => e.trim());
  expect(chosen).toHaveLength(2);
  await expect(counts).toContainText('2 selected');

  await page.getByRole('button', { name: 'Approve 2 selected users…' }).click();
  const inline = page.getByRole('alertdialog', { name: /Approve 2 users on PRODUCTION/ });
  await expect(inline).toContainText(sandbox.production.baseUrl);
  await inline.getByRole('button', { name: `Approve on ${productionName}` }).click();

  const dialog = page.getByRole('alertdialog', { name: `Write to PRODUCTION: ${productionName}?` });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: `Send to ${productionName}` });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Environment name').fill('test');
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Environment name').fill(productionName);
  await screenshot(page, 'approvals-production-confirm');
  await send.click();

  const run = page.getByRole('region', { name: /Approval job \S+ —/ });
  await expect(run).toContainText('completed', { timeout: 60_000 });
  await expect(run.getByRole('list', { name: 'What the job did' })).toContainText('2 approved');
  await screenshot(page, 'approvals-production-done');

  // Through the API: the two chosen users are approved (enabled untouched), nobody else changed.
  const after = await readUsers();
  for (const user of after) {
    const old = before.find((u) => u.user_id === user.user_id)!;
    if (chosen.includes(String(user.email)))
      expect([user.email, user.approved, user.enabled]).toEqual([user.email, 1, 0]);
    else expect(user).toEqual(old);
  }
  expect(consoleErrors).toEqual([]);
});
