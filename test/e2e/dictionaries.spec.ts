// Value dictionaries in the window: a value that fails in Review ("Blighty" for a country) is saved
// as "always read Blighty as GB" to a dictionary of the environment, and the rows are read again.
// (Registrar class codes such as "C95" are read by intake itself now, so they make no failing value.)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { bridgeCall, expectNoSeriousA11yViolations } from './import-helpers';

test('"always read X as Y" on a failing value saves a dictionary entry and reads the rows again', async ({
  appPage: page,
  app,
  home,
}) => {
  test.setTimeout(180_000);
  const file = join(home, 'registrar.csv');
  writeFileSync(
    file,
    [
      'First Name,Last Name,Email,Country,Enabled',
      'Ann,Archer,ann.archer.e2e@example.org,Blighty,1',
      'Bo,Baker,bo.baker.e2e@example.org,blighty ,1',
      'Cy,Cole,cy.cole.e2e@example.org,United Kingdom,1',
    ].join('\n'),
  );
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  const counts = page.getByRole('status', { name: 'Row counts' });
  await expect(counts).toContainText('2 with errors');

  await page.getByRole('gridcell').filter({ hasText: 'Blighty' }).first().click();
  await page.getByLabel('Read it as').fill('GB');
  await expectNoSeriousA11yViolations(page, 'always read X as Y');
  await page.getByRole('button', { name: 'Save and check again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved to Corrections' })).toBeVisible();
  // Both spellings read through the entry ("blighty " too: case and spaces do not count).
  await expect(counts).toContainText('0 with errors');
  await expect(page.getByLabel('Read values through Corrections (1 entries)')).toBeChecked();

  const saved = await bridgeCall<{ name: string; entries: unknown[] }[]>(page, app.token, 'dictionaries.get', {
    environment: 'sandbox',
    names: ['Corrections'],
  });
  expect(saved[0]!.entries).toEqual([{ kind: 'home_country', from: 'Blighty', to: 'GB' }]);

  // A "to" the field refuses is refused, and said.
  await page.getByLabel('Read values through Corrections (1 entries)').uncheck();
  await expect(counts).toContainText('2 with errors');
  await page.getByRole('gridcell').filter({ hasText: 'Blighty' }).first().click();
  await page.getByLabel('Read it as').fill('Narnia');
  await page.getByRole('button', { name: 'Save and check again' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'was not saved' })).toBeVisible();
});
