import { expect, screenshot, test } from './fixtures';

test('the app loads through the browser host and every screen opens, with no console errors', async ({
  appPage,
  consoleErrors,
}) => {
  await expect(appPage).toHaveTitle('Alumni Loader');
  // The token leaves the address bar once read (it stays in the tab's session storage).
  expect(appPage.url()).not.toContain('token=');

  const nav = appPage.getByRole('navigation', { name: 'Screens' });
  const labels = await nav.getByRole('button').allInnerTexts();
  expect(labels).toEqual(expect.arrayContaining(['Import', 'Jobs', 'Approvals', 'Reports', 'Environments']));

  for (const label of labels) {
    const button = nav.getByRole('button', { name: label, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-current', 'page');
    const main = appPage.getByRole('main');
    await expect(main).toBeVisible();
    await expect(main).not.toBeEmpty();
    await screenshot(appPage, `smoke-${label.toLowerCase()}`);
  }

  // A reload keeps working: the token is taken from the tab's session storage.
  await appPage.reload();
  await expect(nav).toBeVisible();
  await appPage.getByRole('button', { name: 'Environments', exact: true }).click();
  await expect(appPage.getByRole('main')).not.toBeEmpty();

  expect(consoleErrors).toEqual([]);
});

test("a page of another origin cannot use the app's bridge", async ({ app, page }) => {
  // Any page the browser opens elsewhere: here a blank one, calling the host directly.
  await page.goto('about:blank');
  const status = await page.evaluate(async (origin) => {
    try {
      const response = await fetch(`${origin}/bridge/app.info`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return response.status;
    } catch {
      return 'blocked';
    }
  }, app.origin);
  // Either the browser blocks the cross-origin call or the host refuses it: never an answer.
  expect([401, 403, 'blocked']).toContain(status);
});

test('startSandbox gives a running sandbox whose test key works and whose production key is refused there', async ({
  startSandbox,
}) => {
  const sandbox = await startSandbox(['--users', '5']);
  const users = await fetch(`${sandbox.test.baseUrl}/api/users/?page=1`, {
    headers: { 'x-api-key': sandbox.test.key, accept: 'application/json' },
  });
  expect(users.status).toBe(200);
  expect(Array.isArray(await users.json())).toBe(true);
  const refused = await fetch(`${sandbox.test.baseUrl}/api/users/?page=1`, {
    headers: { 'x-api-key': sandbox.production.key },
  });
  expect([401, 403]).toContain(refused.status);
});
