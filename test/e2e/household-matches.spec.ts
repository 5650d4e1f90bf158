// The hostile rows in the app: a spouse with the household email, a son (Jr) with his father's
// (Sr.) email, twin sisters under a nickname. Each is held beside the person it is not, with the reason in
// words; nothing is to update, and the people on the service are unchanged.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_TEST_KEY } from '../../src-main/services/environments/built-in-sandbox';
import { HOUSEHOLD_CSV, HOUSEHOLD_PEOPLE } from '../helpers/household-people';
import { expect, screenshot, test } from './fixtures';
import { bridgeCall, builtInSandboxUrl, throughToPlan } from './import-helpers';

async function api(url: string, init: RequestInit = {}): Promise<Record<string, unknown>[]> {
  const response = await fetch(url, {
    ...init,
    headers: { 'x-api-key': SANDBOX_TEST_KEY, accept: 'application/json', 'content-type': 'application/json' },
  });
  expect(response.status, `${init.method ?? 'GET'} ${url}`).toBeLessThan(300);
  const body = (await response.json()) as unknown;
  return (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
}

test('household, twins and Jr/Sr rows are held with their reasons, and nobody is changed', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(60_000);
  await bridgeCall(page, app.token, 'env.test', { name: 'sandbox' });
  const base = await builtInSandboxUrl(page, app.token);
  const ids: Record<string, number> = {};
  for (const [key, person] of Object.entries(HOUSEHOLD_PEOPLE)) {
    const [created] = await api(`${base}/api/users/`, { method: 'POST', body: JSON.stringify(person) });
    ids[key] = Number(created!['user_id']);
  }
  const before = await Promise.all(Object.values(ids).map((id) => api(`${base}/api/users/${id}`)));

  const file = join(home, 'household.csv');
  writeFileSync(file, HOUSEHOLD_CSV);
  await throughToPlan(page, file);
  await page.getByRole('button', { name: /Make the plan/ }).click();
  const matches = page.getByRole('region', { name: /Possible matches: 4 rows held/ });
  await expect(matches).toBeVisible();
  await expect(page.getByRole('list', { name: 'Plan counts' })).toContainText('4 held (possible matches)');
  await expect(page.getByRole('list', { name: 'Plan counts' })).not.toContainText(/[1-9]\d* to update/);

  const why = (row: number, name: string) =>
    matches
      .getByRole('group', { name: new RegExp(`^Row ${row}: ${name}`) })
      .getByRole('row', { name: /^Why/ })
      .getByRole('cell')
      .last();
  await expect(why(2, 'Patrick Bancroft')).toContainText('shares an email with Aurora Bancroft — a household address?');
  await expect(why(3, 'Robert Hale')).toContainText('the suffixes contradict (jr here, sr on the service)');
  await expect(why(4, 'Sam Park')).toContainText('the genders contradict (f here, m on the service)');
  await expect(why(5, 'Alex Kim')).toContainText('the genders contradict (f here, m on the service)');
  const spouse = matches.getByRole('group', { name: /^Row 2: Patrick Bancroft/ });
  await expect(spouse.getByRole('columnheader', { name: `User ID ${ids['aurora']}` })).toBeVisible();
  await screenshot(page, 'household-matches');

  const after = await Promise.all(Object.values(ids).map((id) => api(`${base}/api/users/${id}`)));
  expect(after).toEqual(before);
});
