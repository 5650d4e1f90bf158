// Rehearse on the built-in sandbox (test), then promote to its production side: the production
// plan is shown beside the rehearsal, confirmed by typing the name, and production ends up holding
// exactly the rehearsed users. A file changed since the rehearsal is refused.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SANDBOX_PRODUCTION_KEY } from '../../src-main/services/environments/built-in-sandbox';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, expectNoSeriousA11yViolations, throughToPlan } from './import-helpers';

const PEOPLE = [
  ['Amara', 'Okafor', 'amara.okafor.1995@example.org'],
  ['Lukas', 'Brandt', 'lukas.brandt.1995@example.org'],
  ['Mei', 'Tanaka', 'mei.tanaka.1995@example.org'],
  ['Diego', 'Ramírez', 'diego.ramirez.1995@example.org'],
];
const FILE_TEXT = ['First Name,Last Name,Email,Enabled', ...PEOPLE.map((p) => `${p.join(',')},1`), ''].join('\n');

async function productionEmails(page: Page, token: string): Promise<string[]> {
  const environments = await bridgeCall<{ name: string; url: string }[]>(page, token, 'env.list');
  const production = environments.find((e) => e.name === 'sandbox-production')!;
  const emails: string[] = [];
  for (let n = 1; ; n++) {
    const response = await fetch(`${production.url}/api/users/?page=${n}`, {
      headers: { 'x-api-key': SANDBOX_PRODUCTION_KEY },
    });
    const batch = (await response.json()) as { email: string }[];
    emails.push(...batch.map((user) => user.email.toLowerCase()));
    if (batch.length < 100) return emails;
  }
}

test('import on the sandbox, promote to sandbox-production beside the rehearsal, confirmed by name', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(300_000);
  const file = join(home, 'class-of-1995.csv');
  writeFileSync(file, FILE_TEXT);
  // Same name, other folder: the file as re-saved after the rehearsal.
  const changed = join(home, 'changed', 'class-of-1995.csv');
  mkdirSync(join(home, 'changed'));
  writeFileSync(changed, FILE_TEXT.replace('Mei,Tanaka', 'Mei,Tanaka-Smith'));

  // The rehearsal on the built-in sandbox (test).
  await throughToPlan(page, file);
  await page.getByRole('button', { name: 'Make the plan (dry run: nothing is sent)' }).click();
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('4 to create');
  await page.getByRole('button', { name: /^Start: 4 to create, 0 to update on sandbox/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 120_000 });
  await page.getByRole('button', { name: 'See the results' }).click();
  await expect(page.getByRole('list', { name: 'Results' })).toContainText('4 created');

  // Promote from the Results step.
  await page.getByRole('button', { name: 'Promote to production' }).click();
  const panel = page.getByRole('region', { name: /^Promote job \S+ to production$/ });
  await expect(panel.getByRole('combobox', { name: 'Production environment' })).toHaveValue('sandbox-production');
  const fileInput = panel.getByLabel('The file the rehearsal imported (class-of-1995.csv)');
  const before = await productionEmails(page, app.token);
  expect(before.filter((email) => email.endsWith('.1995@example.org'))).toEqual([]);

  // A file changed since the rehearsal is refused.
  await fileInput.setInputFiles(changed);
  await panel.getByRole('button', { name: 'Plan on sandbox-production' }).click();
  await expect(panel.getByRole('alert')).toContainText('This is not the file job');
  await expect(panel.getByRole('alert')).toContainText('has changed since');
  await screenshot(page, 'promote-changed-file');

  // The same file: planned on production, beside the rehearsal.
  await fileInput.setInputFiles(file);
  await panel.getByRole('button', { name: 'Plan on sandbox-production' }).click();
  const table = panel.getByRole('table', { name: /What the rehearsal did, and what production is planned to do/ });
  await expect(table.getByRole('row', { name: /Created \/ to create/ })).toContainText(/4\s*4/);
  await expect(table.getByRole('row', { name: /Unchanged/ })).toContainText(/0\s*0/);
  await expect(panel.getByText('Every row is planned on production as it went on the rehearsal.')).toBeVisible();
  await screenshot(page, 'promote-side-by-side');
  await expectNoSeriousA11yViolations(page, 'promote, side by side');

  // Nothing is sent before the name is typed.
  await panel.getByRole('button', { name: 'Send to sandbox-production' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Write to PRODUCTION: sandbox-production?' });
  const send = ask.getByRole('button', { name: 'Send to sandbox-production' });
  await expect(send).toBeDisabled();
  await ask.getByLabel('Environment name').fill('sandbox');
  await expect(send).toBeDisabled();
  await ask.getByLabel('Environment name').fill('sandbox-production');
  await screenshot(page, 'promote-confirm');
  await send.click();
  await expect(panel.getByRole('status').filter({ hasText: /^Production job/ })).toContainText('completed: 4 created', {
    timeout: 120_000,
  });

  // Production holds exactly the rehearsed users, once each.
  const after = await productionEmails(page, app.token);
  const added = after.filter((email) => !before.includes(email));
  expect(added.sort()).toEqual(PEOPLE.map((p) => p[2]!).sort());
  expect(after).toHaveLength(before.length + PEOPLE.length);

  // The Jobs screen shows the pair.
  const productionLink = panel.getByRole('button', { name: /^Open job / });
  await productionLink.click();
  await expect(page.getByRole('heading', { name: /^Job \S+ / })).toBeVisible(); // the id, then the job's short name
  const pair = page.getByRole('region', { name: 'Rehearsal and promotion' });
  await expect(pair).toContainText('Promoted from the rehearsal job');
  await pair.getByRole('button', { name: 'Show the rehearsal and production side by side' }).click();
  await expect(pair.getByRole('table', { name: /what production did/ })).toBeVisible();
  await screenshot(page, 'promote-jobs-pair');
});
