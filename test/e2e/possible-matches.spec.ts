// The Plan step's possible matches: a row that may be a user already on the service is held,
// shown beside its candidate with the differences marked, decided with the keyboard, and the
// plan made again turns it into an update of that user.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, screenshot, test } from './fixtures';
import {
  bridgeCall,
  builtInSandboxUrl,
  expectNoSeriousA11yViolations,
  sandboxUsers,
  throughToPlan,
} from './import-helpers';

test('held rows are decided with the keyboard, counts follow, and the new plan updates the chosen user', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(180_000);
  // Testing the environment starts the built-in sandbox, whose users the file is made from.
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  const users = await sandboxUsers(await builtInSandboxUrl(page, app.token));
  const person = users.find(
    (u) =>
      u.first_name && u.last_name && u.year_graduated && !users.some((o) => o !== u && o.last_name === u.last_name),
  )!;
  const file = join(home, 'moved-on.csv');
  writeFileSync(
    file,
    [
      'First Name,Last Name,Email,Class Year,Enabled',
      // Same name and class year, a new email, no birth date: held, not sure.
      `${person.first_name},${person.last_name},moved.on.e2e@newmail.example.com,${String(person.year_graduated)},1`,
      'Cleo,Created,cleo.e2e@example.org,2001,1',
    ].join('\n'),
  );
  await throughToPlan(page, file);
  await page.getByRole('button', { name: /Make the plan/ }).click();
  const matches = page.getByRole('region', { name: /Possible matches: 1 row held/ });
  await expect(matches).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('1 held (possible matches)');
  const held = matches.getByRole('group', { name: new RegExp(`^Row 2: ${person.first_name} ${person.last_name}`) });
  await expect(held.getByRole('columnheader', { name: `User ID ${person.user_id}` })).toBeVisible();
  // The email differs and is marked so.
  await expect(held.getByRole('row', { name: /Email/ }).getByRole('cell').last()).toContainText('(differs)');
  const status = matches.getByRole('status', { name: 'Decisions so far' });
  await expect(status).toHaveText(/0 matched to a user, 0 new, 0 skipped, 1 not decided/);
  await expectNoSeriousA11yViolations(page, 'possible matches');
  await screenshot(page, 'possible-matches');

  // Keyboard only: the space bar picks a choice, the arrows move within a row's choices, Enter applies.
  await held.getByRole('radio', { name: 'A new person' }).focus();
  await page.keyboard.press('Space');
  await expect(status).toHaveText(/0 matched to a user, 1 new, 0 skipped, 0 not decided/);
  await page.keyboard.press('ArrowUp');
  await expect(held.getByRole('radio', { name: `This user (User ID ${person.user_id})` })).toBeChecked();
  await expect(status).toHaveText(/1 matched to a user, 0 new, 0 skipped, 0 not decided/);
  await screenshot(page, 'possible-matches-decided');
  await matches.getByRole('button', { name: /Plan again with these 1 decision/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('0 held (possible matches)');
  // The update policy keeps the service's email (only filled when empty): a proposed change, accepted here.
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('1 unchanged');
  const policy = page.getByRole('region', { name: 'What may change for people already on the service' });
  await expect(policy.getByRole('table', { name: /Proposed changes/ })).toContainText('moved.on.e2e@newmail');
  await policy.getByRole('button', { name: 'Accept row 2' }).click();
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('1 to update');
  await expect(page.getByRole('button', { name: /Start: 1 to create, 1 to update/ })).toBeVisible();

  // The decision is remembered for the environment, shown on the Environments screen, and forgotten there.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Environments' }).click();
  const remembered = page.getByRole('region', { name: 'Remembered match decisions on sandbox' });
  await expect(remembered).toContainText(
    `${person.first_name} ${person.last_name}, class of ${String(person.year_graduated)}`,
  );
  await expect(remembered).toContainText(`User ID ${person.user_id}`);
  await expectNoSeriousA11yViolations(page, 'remembered decisions');
  await screenshot(page, 'remembered-matches');
  await remembered
    .getByRole('button', {
      name: `Forget the decision for ${person.first_name} ${person.last_name}, class of ${String(person.year_graduated)}`,
    })
    .focus();
  await page.keyboard.press('Enter');
  await expect(remembered).toContainText('None yet.');
});
