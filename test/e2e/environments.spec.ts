import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { KEYCHAIN_SERVICE } from '../../src-main/services/keychain/keychain';
import { secretToolLookup } from '../main/environments/helpers';
import { expect, screenshot, test } from './fixtures';

// The keychain account is the environment's name: a unique one keeps this run away from real entries.
const name = `e2e-${randomBytes(3).toString('hex')}`;

test.afterAll(() => {
  // Whatever happened in the test, leave no entry behind.
  spawnSync('secret-tool', ['clear', 'service', KEYCHAIN_SERVICE, 'username', name]);
});

test('add an environment pointing at a sandbox, set its key, test it (works), set the production key (refused), make it production, remove it', async ({
  appPage: page,
  startSandbox,
  consoleErrors,
}) => {
  const sandbox = await startSandbox(['--users', '30']);

  await page.getByRole('button', { name: 'Environments', exact: true }).click();
  const table = page.getByRole('table', { name: 'Environments' });
  await expect(table.locator('tr[data-environment="sandbox"]')).toContainText('Built-in demo key');
  await expect(table.locator('tr[data-environment="sandbox-production"]')).toContainText(
    /PRODUCTION.*Built-in demo key/,
  );

  // Add, with a validation message first.
  await page.getByRole('button', { name: 'Add environment' }).click();
  await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
  await page.keyboard.type(name);
  await page
    .getByLabel('Base address')
    .fill(sandbox.test.baseUrl.replace('http://127.0.0.1', 'http://alumni.example.edu'));
  await page.getByRole('button', { name: 'Add environment' }).last().click();
  await expect(page.getByText(/must use https:\/\//)).toBeVisible();
  // Escape closes the form without adding anything; the next try adds.
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('Name', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add environment' }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Base address').fill(sandbox.test.baseUrl);
  await page.getByRole('button', { name: 'Add environment' }).last().click();

  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Not set');

  // The key panel opens after adding: a write-only password field, cleared once saved.
  const keyField = page.getByLabel('Key', { exact: true });
  await expect(keyField).toHaveAttribute('type', 'password');
  await expect(keyField).toBeFocused();
  await page.keyboard.insertText(sandbox.test.key);
  await page.keyboard.press('Enter');
  await expect(page.getByText(`The key of "${name}" is stored`)).toBeVisible();
  await expect(row).toContainText('Stored');
  expect(secretToolLookup(name)).toBe(sandbox.test.key);

  await page.getByRole('button', { name: `Test the connection to ${name}` }).click();
  await expect(page.getByText('Connection works')).toBeVisible();
  await expect(page.getByText(/the key was accepted and the first page holds 30 users/)).toBeVisible();

  // The production key of the same sandbox is refused by its test environment.
  await page.getByRole('button', { name: `Replace key of ${name}` }).click();
  const newKeyField = page.getByLabel('New key');
  await expect(newKeyField).toHaveValue('');
  await newKeyField.fill(sandbox.production.key);
  await page.getByRole('button', { name: 'Replace key', exact: true }).last().click();
  await expect(newKeyField).toHaveValue('');
  await page.getByRole('button', { name: `Test the connection to ${name}` }).click();
  await expect(page.getByText('Connection failed')).toBeVisible();
  await expect(page.getByText(/refused the key.*other environment/)).toBeVisible();
  await expect(row).toContainText('Failed');
  await screenshot(page, 'environments');
  const accessibility = await new AxeBuilder({ page }).include('main').analyze();
  expect(accessibility.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);

  // No key is anywhere in the page.
  const html = await page.content();
  expect(html).not.toContain(sandbox.test.key);
  expect(html).not.toContain(sandbox.production.key);

  // Production is unmistakable once active: the badge and the top border.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  await page.getByLabel(/Production/).check();
  await page.getByLabel('Base address').fill(sandbox.production.baseUrl);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(row).toContainText('PRODUCTION');
  await page.getByRole('button', { name: `Make active ${name}` }).click();
  // A production environment becomes active only once confirmed; the header is then the production colour.
  const activate = page.getByRole('alertdialog', { name: `Make the PRODUCTION environment "${name}" active?` });
  await expect(activate).toContainText("the client's live system");
  await activate.getByRole('button', { name: `Make ${name} active` }).click();
  await expect(page.getByRole('banner')).toHaveCSS('background-color', 'rgb(179, 38, 30)');
  const badge = page.getByRole('banner').getByRole('status');
  await expect(badge).toContainText(new RegExp(`PRODUCTION\\s*${name}`));
  await expect(page.locator('.shell')).toHaveCSS('border-top-color', 'rgb(179, 38, 30)');
  await page.getByRole('button', { name: `Test the connection to ${name}` }).click();
  await expect(page.getByText('Connection works')).toBeVisible();
  await screenshot(page, 'environments-production-active');

  // Remove, with confirmation; the sandbox becomes active again.
  await page.getByRole('button', { name: `Remove ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('This is a PRODUCTION environment.');
  await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await dialog.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(row).toHaveCount(0);
  await expect(badge).toContainText(/Test\s*sandbox/);
  expect(secretToolLookup(name)).toBeNull();

  expect(consoleErrors).toEqual([]);
});
