// Match rules in the app: the Environments screen lists the presets, saves a copy of strict with the
// email switched off; the Plan step chooses it, and the job records the rules it was planned with.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, expectNoSeriousA11yViolations, throughToPlan } from './import-helpers';

test('a copy of a preset saved on the Environments screen is chosen in the Plan step and recorded', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(90_000);
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Environments' }).click();
  const panel = page.getByRole('region', { name: 'Match rules on sandbox' });
  const table = panel.getByRole('table', { name: 'Match rules on sandbox' });
  await expect(table.getByRole('row', { name: /^strict \(preset\) 99\.99% 0\.1%/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^lenient \(preset\)/ })).toContainText('any field');

  const form = panel.getByRole('form', { name: 'Save a copy of a preset' });
  await form.getByLabel('A copy of').selectOption('strict');
  await form.getByLabel('Named').fill('No email');
  await form.getByRole('checkbox', { name: 'email' }).uncheck();
  await form.getByRole('button', { name: 'Save the copy' }).click();
  await expect(panel.getByRole('status')).toContainText('Saved No email');
  const copy = table.getByRole('row', { name: /^No email / });
  await expect(copy).toContainText('institution ID, birth date');
  await expect(copy.getByRole('cell').nth(3)).toHaveText('email');
  await expectNoSeriousA11yViolations(page, 'match rules panel');
  await screenshot(page, 'match-rules-panel');

  // Every anchor of strict switched off is refused, saying why.
  await form.getByLabel('Named').fill('Bare');
  for (const field of ['institution ID', 'email', 'birth date'])
    await form.getByRole('checkbox', { name: field, exact: true }).uncheck();
  await form.getByRole('button', { name: 'Save the copy' }).click();
  await expect(panel.getByRole('alert')).toContainText('Every field that may make a sure match under strict');

  const file = join(home, 'one.csv');
  writeFileSync(file, 'First Name,Last Name,Email,Enabled\nCleo,Created,cleo.rules.e2e@example.org,1\n');
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Import' }).click();
  await throughToPlan(page, file);
  await page.getByLabel('Match rules').selectOption('No email');
  await page.getByRole('button', { name: /Make the plan/ }).click();
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('1 to create');
  const [job] = await bridgeCall<{ id: string }[]>(page, app.token, 'jobs.list');
  const detail = await bridgeCall<{ settings: { matchRules?: { name: string; fields: string[] } } }>(
    page,
    app.token,
    'jobs.show',
    { id: job!.id },
  );
  expect(detail.settings.matchRules?.name).toBe('No email');
  expect(detail.settings.matchRules?.fields).not.toContain('email');
});
