// "Only fill when empty on the service", per mapped field: ticked with the keyboard on the Mapping
// step, saved with a template and applied again with it, sent with the plan: an update leaves a
// field the service holds alone. The Jobs screen then offers the plan's held rows as a filter.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { bridgeCall, builtInSandboxUrl, expectNoSeriousA11yViolations, sandboxUsers } from './import-helpers';

const TITLE = 'a ticked field stays as the service holds it; a template keeps the tick; Jobs filters held rows';

test(TITLE, async ({ appPage: page, app, home }) => {
  test.setTimeout(240_000);
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  const users = await sandboxUsers(await builtInSandboxUrl(page, app.token));
  const unique = (u: (typeof users)[number]) => !users.some((o) => o !== u && o.last_name === u.last_name);
  const updated = users.find((u) => u.first_name && u.email && unique(u))!;
  const held = users.find((u) => u !== updated && u.first_name && u.year_graduated && unique(u))!;
  const file = join(home, 'corrected.csv');
  writeFileSync(
    file,
    [
      'First Name,Last Name,Email,Class Year,City,Enabled',
      // The same email: an update. The service's first name must stay; the new city goes in.
      `Notthename,${updated.last_name},${updated.email},,Ithaca Protected,1`,
      // Same name and class year, a new email, no birth date: held.
      `${held.first_name},${held.last_name},held.e2e@newmail.example.com,${String(held.year_graduated)},,1`,
    ].join('\n'),
  );
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();

  const protect = page.getByRole('group', { name: 'Only fill when empty on the service' });
  const firstName = protect.getByRole('checkbox', { name: 'First name', exact: true });
  await expect(protect.getByRole('checkbox', { name: 'Email', exact: true })).not.toBeChecked();
  await firstName.focus();
  await page.keyboard.press('Space');
  await expect(firstName).toBeChecked();
  await expectNoSeriousA11yViolations(page, 'only fill when empty');

  // Saved with the template; the suggested mapping drops it; applying the template brings it back.
  await page.getByLabel('Save this mapping as').fill('Corrected names stay');
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect
    .poll(async () => {
      type Saved = { name: string; template: { onlyFillEmpty?: string[] } };
      const saved = await bridgeCall<Saved[]>(page, app.token, 'templates.list');
      return saved.find((t) => t.name === 'Corrected names stay')?.template.onlyFillEmpty;
    })
    .toEqual(['first_name']);
  await page.getByRole('button', { name: 'Use the suggested mapping again' }).click();
  await expect(firstName).not.toBeChecked();
  await page.getByLabel('Load a template').selectOption('Corrected names stay');
  await page.getByRole('button', { name: 'Apply template' }).click();
  await expect(firstName).toBeChecked();

  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('0 with errors');
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();
  await page.getByRole('button', { name: /Make the plan/ }).click();
  const counts = page.getByRole('list', { name: 'Plan counts' });
  await expect(counts).toContainText('1 to update');
  await expect(counts).toContainText('1 held (possible matches)');
  const rowTwo = page.getByRole('rowheader', { name: '2', exact: true });
  const line = page.getByRole('tabpanel').getByRole('row').filter({ has: rowTwo });
  await expect(line).toContainText('Home city:');
  await expect(line).toContainText('Ithaca Protected');
  await expect(line).not.toContainText('First name:');

  // The Jobs screen: the dry run's details filter its held rows.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Jobs' }).click();
  await page.getByLabel(/Show the \d+ dry runs?/).check();
  const jobList = page.getByRole('table', { name: 'Every job, newest first' });
  const job = jobList.getByRole('row').filter({ hasText: 'corrected.csv' });
  await job.getByRole('button', { name: /Details of job/ }).click();
  const heldTab = page.getByRole('tab', { name: 'Possible matches' });
  await heldTab.focus();
  await page.keyboard.press('Enter');
  await expect(heldTab).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByRole('tabpanel').getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.last()).toContainText(`${held.first_name} ${held.last_name}`);
  await expectNoSeriousA11yViolations(page, 'job details, possible matches');
});
