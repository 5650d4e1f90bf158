// The round trips of issue 37 in the window: users exported from the Export screen (the file
// downloaded and read back), a create job undone (its confirmation says the records remain, a
// user changed since is left and listed, the results file handed over), an import saved as a
// recipe from the Plan step. Screenshots at 1366x850 and 1024x700, axe clean.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import Papa from 'papaparse';
import { SANDBOX_TEST_KEY } from '../../src-main/services/environments/built-in-sandbox';
import { parseRecipe } from '../../src-shared/recipes/recipe';
import { expect, screenshot, test } from './fixtures';
import { builtInSandboxUrl, expectNoSeriousA11yViolations, sandboxUsers, throughToPlan } from './import-helpers';

const SIZES = [
  [1366, 850],
  [1024, 700],
] as const;

async function shots(page: Page, name: string): Promise<void> {
  for (const [width, height] of SIZES) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `round-trips-${width}-${name}`);
    await expectNoSeriousA11yViolations(page, `${name} at ${width}x${height}`);
  }
  await page.setViewportSize({ width: 1366, height: 850 });
}

const readCsv = (path: string) =>
  Papa.parse<string[]>(readFileSync(path, 'utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;

test('export users from the Export screen: the filters, progress, and the file downloaded and read back', async ({
  appPage: page,
  app,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Export users' }).click();
  await expect(page.getByRole('heading', { name: 'Export users', level: 1 })).toBeVisible();
  await page.getByLabel('with the tag').fill('reunion');
  await page.getByLabel('enabled', { exact: true }).selectOption('1');
  await page.getByText('Columns: all of the template').click();
  await page.getByRole('checkbox', { name: 'Email', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Home city' }).check();
  await page.getByRole('radio', { name: 'CSV (.csv)' }).check();

  const downloading = page.waitForEvent('download');
  await page.getByRole('form', { name: 'Users export' }).getByRole('button', { name: 'Export users' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-sandbox-\d{8}-\d{6}\.csv$/);
  const [headers, ...rows] = readCsv((await download.path())!);
  expect(headers!.slice(0, 3)).toEqual(['user_id', 'Email', 'Home city']);

  const users = await sandboxUsers(await builtInSandboxUrl(page, app.token));
  const wanted = users.filter(
    (u) => Array.isArray(u.tags) && (u.tags as string[]).some((t) => t.toLowerCase() === 'reunion') && u.enabled === 1,
  );
  expect(wanted.length).toBeGreaterThan(0);
  const sorted = (ids: number[]) => ids.sort((a, b) => a - b);
  expect(sorted(rows.map((r) => Number(r[0])))).toEqual(sorted(wanted.map((u) => u.user_id)));
  const outcome = page.getByRole('region', { name: `Exported ${wanted.length} users` });
  await expect(outcome).toContainText(download.suggestedFilename());
  await shots(page, 'export-done');
  expect(consoleErrors).toEqual([]);
});

test('save as recipe from Plan; undo the create job: confirm, disable and tag, a changed user listed', async ({
  appPage: page,
  app,
  home,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  const stamp = Date.now().toString(36);
  const file = join(home, 'undo-me.csv');
  writeFileSync(
    file,
    'First name,Last name,Email,City,Enabled\n' +
      [0, 1, 2].map((i) => `Undo${i},Roundtrip${i},undo.${stamp}.${i}@example.org,Leeds,1`).join('\n') +
      '\n',
  );
  await throughToPlan(page, file);

  // Save as recipe: the recipe and its mapping come down, and the run command reads them.
  await page.getByText('Save this import as a recipe').click();
  await page.getByLabel('Recipe name').fill('Undo me weekly');
  await page.getByLabel(/Requests per second/).fill('5');
  const recipeDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Save as recipe' }).click();
  const recipeFile = await recipeDownload;
  expect(recipeFile.suggestedFilename()).toBe('undo-me-weekly.recipe.json');
  const recipe = parseRecipe(readFileSync((await recipeFile.path())!, 'utf8'));
  expect(recipe).toMatchObject({
    name: 'Undo me weekly',
    environment: 'sandbox',
    file: 'undo-me.csv',
    mapping: 'mapping.json',
    mode: 'upsert',
    match: 'email',
    blank: 'keep',
    rate: 5,
  });
  await expect(page.getByRole('status').filter({ hasText: 'Saved the recipe' })).toContainText('alumni-loader run');
  const saved = JSON.parse(readFileSync(join(home, 'recipes', 'undo-me-weekly', 'mapping.json'), 'utf8'));
  expect(saved.columns.map((c: { header: string }) => c.header)).toEqual([
    'First name',
    'Last name',
    'Email',
    'City',
    'Enabled',
  ]);
  await shots(page, 'plan-recipe');

  // Run the import: three people created.
  await page.getByRole('button', { name: 'Make the plan (dry run: nothing is sent)' }).click();
  await page.getByRole('button', { name: /^Start: 3 to create, 0 to update on sandbox/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Job / })).toContainText('Finished', { timeout: 60_000 });

  // Someone changes the second one on the service.
  const sandboxUrl = await builtInSandboxUrl(page, app.token);
  const made = (await sandboxUsers(sandboxUrl))
    .filter((u) => u.email.startsWith(`undo.${stamp}.`))
    .sort((a, b) => a.email.localeCompare(b.email));
  expect(made).toHaveLength(3);
  const changed = await fetch(`${sandboxUrl}/api/users/${made[1]!.user_id}`, {
    method: 'PUT',
    headers: { 'x-api-key': SANDBOX_TEST_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ ...made[1], home_city: 'York' }),
  });
  expect(changed.status).toBe(200);

  // The Jobs screen: the job's details offer the undo; the question says the records remain.
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: 'Jobs' }).click();
  await page
    .getByRole('button', { name: /Details of job/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Disable and tag the people this job created' }).click();
  const ask = page.getByRole('alertdialog', { name: /Disable and tag the 3 people job .* created\?/ });
  await expect(ask).toContainText('these records remain on sandbox');
  await expect(ask).toContainText("merged or removed by the service's administrators");
  await shots(page, 'undo-confirm');
  await ask.getByRole('button', { name: 'Disable and tag them' }).click();

  const done = page.getByRole('region', { name: /^Revert job / });
  await expect(done).toContainText('2 people disabled, unapproved and tagged', { timeout: 60_000 });
  await expect(done).toContainText('1 person left alone: changed on the service since the import');
  await expect(done.getByRole('table')).toContainText(made[1]!.email);
  const resultsDownload = page.waitForEvent('download');
  await done.getByRole('button', { name: /^Save .*created-users\.csv$/ }).click();
  const listed = readCsv((await (await resultsDownload).path())!);
  expect(listed.slice(1).map((r) => [Number(r[0]), r[5]])).toEqual([
    [made[0]!.user_id, 'disabled and tagged'],
    [made[1]!.user_id, 'left alone: changed since the import'],
    [made[2]!.user_id, 'disabled and tagged'],
  ]);
  const after = new Map((await sandboxUsers(sandboxUrl)).map((u) => [u.user_id, u]));
  expect([after.get(made[0]!.user_id)!.enabled, after.get(made[1]!.user_id)!.enabled]).toEqual([0, 1]);
  // The jobs list settles (the revert job's row ended) before the page is scanned.
  await expect(page.getByRole('row').filter({ hasText: 'revert of' })).toContainText('completed');
  await shots(page, 'undo-done');
  expect(consoleErrors).toEqual([]);
});
