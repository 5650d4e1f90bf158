// The review's "Search for another record": a held row whose right person is not among its
// candidates is decided, keyboard only, for a user found by the search (shown with its own
// comparison); the new plan updates exactly that user, and the job changes that user alone.
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

// A new mobile phone (a city alone would be held: an address changes whole).
const PHONE = '+1 617 555 0199';

test('a user found by the search is chosen with the keyboard and the plan updates exactly that user', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(90_000);
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  const sandboxUrl = await builtInSandboxUrl(page, app.token);
  const users = await sandboxUsers(sandboxUrl);
  const unique = (u: (typeof users)[number]) => !users.some((o) => o !== u && o.last_name === u.last_name);
  const person = users.find((u) => u.first_name && u.last_name && u.year_graduated && unique(u))!;
  // The right person for the row: another user, not among its candidates (another last name and email).
  const other = users.find((u) => u !== person && u.email && unique(u) && u.mobile_phone !== PHONE)!;
  const file = join(home, 'search-another.csv');
  writeFileSync(
    file,
    [
      'First Name,Last Name,Email,Class Year,Mobile Phone,Enabled',
      `${person.first_name},${person.last_name},search.e2e@newmail.example.com,${String(person.year_graduated)},${PHONE},1`,
    ].join('\n'),
  );
  await throughToPlan(page, file);
  await page.getByRole('button', { name: /Make the plan/ }).click();
  const matches = page.getByRole('region', { name: /Possible matches: 1 row held/ });
  const held = matches.getByRole('group', { name: new RegExp(`^Row 2: ${person.first_name} ${person.last_name}`) });
  await expect(held.getByRole('columnheader', { name: `User ID ${person.user_id}` })).toBeVisible();
  await expect(held.getByRole('columnheader', { name: `User ID ${other.user_id}` })).toHaveCount(0);

  // Keyboard only: from the row's last choice, Tab reaches the search field; Enter searches.
  await held.getByRole('radio', { name: 'Skip this row' }).focus();
  await page.keyboard.press('Tab');
  const field = held.getByRole('searchbox', { name: 'Search for another record' });
  await expect(field).toBeFocused();
  await page.keyboard.type(other.email.toUpperCase());
  await page.keyboard.press('Enter');
  const search = held.getByRole('search', { name: 'Search for another record for row 2' });
  await expect(search.getByRole('status')).toHaveText(`1 record found for “${other.email.toUpperCase()}”.`);
  const found = search.getByRole('list', { name: 'Records found for row 2' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  // Its own comparison: the probability and what agrees and differs, as for a candidate.
  await expect(found).toContainText(`User ID ${other.user_id}`);
  await expect(found).toContainText(/[\d.<>]+% the same person/);
  await expect(found).toContainText(
    `email differs (search.e2e@newmail.example.com here, ${other.email} on the service)`,
  );
  await expectNoSeriousA11yViolations(page, 'match search results');
  for (const [width, height] of [
    [1366, 850],
    [1024, 700],
  ] as const) {
    await page.setViewportSize({ width, height });
    await search.scrollIntoViewIfNeeded();
    await screenshot(page, `match-search-${width}`);
  }

  // The down arrow moves into the results; Enter chooses.
  await field.focus();
  await page.keyboard.press('ArrowDown');
  const choose = found.getByRole('button', { name: `Choose User ID ${other.user_id} for row 2` });
  await expect(choose).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(found.getByRole('button', { name: `Chosen: User ID ${other.user_id} for row 2` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(held.getByRole('columnheader', { name: `User ID ${other.user_id} found by search` })).toBeVisible();
  await expect(held.getByRole('radio', { name: `The user found by search (User ID ${other.user_id})` })).toBeChecked();
  await expect(matches.getByRole('status', { name: 'Decisions so far' })).toHaveText(
    /1 matched to a user, 0 new, 0 skipped, 0 not decided/,
  );
  await expectNoSeriousA11yViolations(page, 'match search chosen');
  await screenshot(page, 'match-search-chosen-1024');

  await matches.getByRole('button', { name: /Plan again with these 1 decision/ }).focus();
  await page.keyboard.press('Enter');
  const counts = page.getByRole('list', { name: 'Plan counts' });
  await expect(counts).toContainText('0 held (possible matches)');
  await expect(counts).toContainText('1 to update');
  await page.getByRole('button', { name: /^Start: 0 to create, 1 to update on sandbox/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 30_000 });

  // Exactly that user changed: the phone, nothing else; the candidate is untouched.
  const after = await sandboxUsers(sandboxUrl);
  const changed = after.filter((u) => JSON.stringify(u) !== JSON.stringify(users.find((b) => b.user_id === u.user_id)));
  expect(changed.map((u) => u.user_id)).toEqual([other.user_id]);
  expect(changed[0]).toMatchObject({ mobile_phone: PHONE, email: other.email, last_name: other.last_name });
});
