// "What may change for people already on the service" on the Plan step: a value given for every
// row (Enabled: No) is for new people only, a matched person's names stay as the service spells
// them (a proposed change, accepted per row and taken back), the figures say so, and the job run
// leaves the person's Enabled, names and email as they were. Screenshots at 1366 and 1024, axe clean.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, builtInSandboxUrl, expectNoSeriousA11yViolations, sandboxUsers } from './import-helpers';

test('a matched person keeps Enabled, names and email by default; proposed changes can be accepted', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  const baseUrl = await builtInSandboxUrl(page, app.token);
  const users = await sandboxUsers(baseUrl);
  // A person with a whole home address on the service (and no second line): the file's new city alone is held.
  const person = users.find(
    (u) => u.enabled === 1 && u.first_name.length > 3 && u.email && u.last_name && u.home_zipcode && !u.home_address2,
  )!;
  const file = join(home, 'reunion-signups.csv');
  writeFileSync(
    file,
    [
      'First Name,Last Name,Email,City',
      `${person.first_name.toUpperCase()},${person.last_name},${person.email},Policy Town`,
      'Nadia,Newcomer,nadia.newcomer@example.org,Elsewhere',
    ].join('\n'),
  );
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  // No Enabled column: the app asks for one value for every row, and the person chooses No.
  const blocked = page.getByRole('alert').filter({ hasText: 'The service requires Enabled' });
  // Yes and No, as staff say them, not 1 and 0.
  await expect(blocked.getByRole('combobox', { name: 'Enabled for every row' }).locator('option')).toHaveText([
    'Choose…',
    'Yes',
    'No',
  ]);
  await blocked.getByRole('combobox', { name: 'Enabled for every row' }).selectOption('0');
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('0 with errors');
  await page.getByRole('button', { name: 'Next: plan against the service' }).click();

  const section = page.getByRole('region', { name: 'What may change for people already on the service' });
  await expect(section.getByRole('combobox', { name: 'Names', exact: true })).toHaveValue('fill-empty');
  await expect(section.getByRole('combobox', { name: 'Addresses', exact: true })).toHaveValue('update');
  await expect(section.getByRole('combobox', { name: /Account flags/ })).toHaveValue('never');
  const extend = section.getByRole('checkbox', { name: /Enabled “No”: also for people already on the service/ });
  await expect(extend).not.toBeChecked();

  await page.getByRole('button', { name: /Make the plan/ }).click();
  const figures = section.getByRole('list', { name: 'What the plan changes on people already on the service' });
  // The new city beside the old street and ZIP is held whole: city, and street, state, country and ZIP to clear.
  await expect(figures).toContainText('0 values replaced');
  await expect(figures).toContainText('6 proposed changes not applied');
  await expect(section).toContainText('An address changes as a whole');
  await expect(figures).toContainText('1 difference kept by the rules');
  const proposed = section.getByRole('table', { name: /Proposed changes/ });
  await expect(proposed).toContainText(person.first_name);
  await expect(proposed).toContainText(person.first_name.toUpperCase());
  await expect(proposed).toContainText("kept: the service's spelling");
  await expect(proposed).toContainText('kept: the row changes only part of this address');
  await expect(proposed).toContainText('Policy Town');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, '1366-update-policy');
  await expectNoSeriousA11yViolations(page, 'what may change, 1366');

  // Accepting row 2 plans again with the file's spelling; Undo takes it back.
  await section.getByRole('button', { name: 'Accept row 2' }).click();
  await expect(section.getByText('Accepted for rows 2')).toBeVisible();
  await expect(figures).toContainText('6 values replaced');
  await expect(figures).toContainText('0 proposed changes not applied');
  await section.getByRole('button', { name: 'Undo' }).click();
  await expect(figures).toContainText('6 proposed changes not applied');

  await page.setViewportSize({ width: 1024, height: 768 });
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, '1024-update-policy');
  await expectNoSeriousA11yViolations(page, 'what may change, 1024');

  await page.getByRole('button', { name: /^Start: 1 to create, 0 to update/ }).click();
  await expect(page.getByRole('heading', { name: /Step 6 of 7/ })).toBeVisible();
  await expect
    .poll(async () => (await sandboxUsers(baseUrl)).find((u) => u.email === 'nadia.newcomer@example.org')?.enabled, {
      timeout: 60_000,
    })
    .toBe(0);
  const after = (await sandboxUsers(baseUrl)).find((u) => u.user_id === person.user_id)!;
  expect(after).toMatchObject({
    enabled: 1,
    first_name: person.first_name,
    last_name: person.last_name,
    email: person.email,
    home_city: person.home_city,
    home_zipcode: person.home_zipcode,
  });
});
