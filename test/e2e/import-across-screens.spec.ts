// The Review grid the way people move: other screens first, away and back, a second file without
// reloading. Each time the grid must show exactly the current file's cells (not just its counts).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const FIRST = [
  'First Name,Last Name,Email,Class Year,Enabled',
  'Alma,Ashdown,alma.ashdown@example.org,1991,yes',
  'Abel,Arkwright,not-an-email,1992,yes',
];
const SECOND = [
  'Given Name,Surname,E-mail,Grad Year,City,Enabled',
  'Bruno,Barlow,Bruno.Barlow@Example.NET,2001,Boston,1',
  'Beatriz,Bancroft,beatriz@example.net,2003,Denver,yes',
];
/** No Enabled column: the Mapping step must stop the person, once, with the control to fix it. */
const THIRD = [
  'First Name,Last Name,Email',
  'Cyril,Cobb,cyril.cobb@example.com',
  'Chloe,Crane,chloe.crane@example.com',
];

function writeCsv(lines: string[], name: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'alumni-across-')), name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

async function visit(page: Page, screen: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('button', { name: screen, exact: true }).click();
}

async function toReview(page: Page, file: string): Promise<void> {
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(file);
  await expect(page.getByRole('heading', { name: basename(file) })).toBeVisible();
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('2 rows');
}

/** The grid's data cells, row by row, as the page shows them (Row, Send and Status left out). */
async function gridCells(page: Page): Promise<string[][]> {
  const grid = page.getByRole('grid', { name: 'Rows of the file' });
  return grid
    .locator('[role=rowgroup] [role=row]')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('.cell.data .value')].map((cell) => cell.textContent ?? '')),
    );
}

async function gridHeaders(page: Page): Promise<string[]> {
  const headers = await page.getByRole('grid', { name: 'Rows of the file' }).getByRole('columnheader').allInnerTexts();
  return headers.slice(3);
}

const cellsOf = (lines: string[]) => lines.slice(1).map((line) => line.split(','));

test('the Review grid shows the current file after other screens, a visit away and a second file', async ({
  appPage: page,
  consoleErrors,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const first = writeCsv(FIRST, 'first-list.csv');
  const second = writeCsv(SECOND, 'second-list.csv');

  // The wizard was made on the Import screen at start-up; the person looks elsewhere first.
  for (const screen of ['Jobs', 'Approvals', 'Reports', 'Import']) await visit(page, screen);
  await toReview(page, first);
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(FIRST));
  await page.getByRole('radio', { name: 'Errors' }).check();
  await expect.poll(() => gridCells(page)).toEqual([cellsOf(FIRST)[1]]);

  // Away and back: the same rows under the same filter.
  await visit(page, 'Jobs');
  await visit(page, 'Approvals');
  await visit(page, 'Import');
  await expect.poll(() => gridCells(page)).toEqual([cellsOf(FIRST)[1]]);
  await page.getByRole('radio', { name: 'All rows' }).check();
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(FIRST));

  // A second file, chosen from the File step without reloading: its own headers, cells and filter.
  await page.getByRole('radio', { name: 'Errors' }).check();
  await page.getByRole('navigation', { name: 'Import steps' }).getByRole('button', { name: /File/ }).click();
  await toReview(page, second);
  await expect(page.getByRole('radio', { name: 'All rows' })).toBeChecked();
  expect(await gridHeaders(page)).toEqual(SECOND[0]!.split(','));
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(SECOND));

  // An edit lands on the row shown: the editor opens with this file's value.
  await page.getByRole('gridcell', { name: 'Barlow', exact: true }).dblclick();
  await expect(page.getByRole('textbox', { name: 'Surname, row 2' })).toHaveValue('Barlow');
  await page.keyboard.press('Escape');

  // And once more after another screen.
  await visit(page, 'Reports');
  await visit(page, 'Import');
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(SECOND));

  // Back and forth between the steps: the same file's cells each time.
  const steps = page.getByRole('navigation', { name: 'Import steps' });
  for (const step of [/Mapping/, /Header/, /Review/, /File/, /Review/]) {
    await steps.getByRole('button', { name: step }).click();
    if (String(step) === String(/Review/)) await expect.poll(() => gridCells(page)).toEqual(cellsOf(SECOND));
  }

  // As sent: the cleaned value in place of the cell, and in the side panel why it differs.
  await page.getByRole('checkbox', { name: 'Show the values as sent (cleaned)' }).check();
  const sentEmails = (await gridCells(page)).map((row) => row[2]);
  expect(sentEmails).toEqual(['bruno.barlow@example.net', 'beatriz@example.net']);
  await page.getByRole('gridcell', { name: /bruno\.barlow@example\.net/ }).click();
  const cellPanel = page.getByRole('region', { name: 'The chosen cell' });
  // Prettier puts each <dt>/<dd> on its own line: the words may come with a space between.
  await expect(cellPanel).toContainText(/Written\s*Bruno\.Barlow@Example\.NET/);
  await expect(cellPanel).toContainText(/Sent\s*bruno\.barlow@example\.net/);
  await expect(cellPanel).toContainText(/lower case/);
  expect((await gridCells(page)).map((row) => row[5])).toEqual(['1', '1']); // "yes" is sent as 1
  await page.getByRole('checkbox', { name: 'Show the values as sent (cleaned)' }).uncheck();
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(SECOND));

  // A third file lacking a required field: one message at Mapping, fixed there, then its own rows.
  await steps.getByRole('button', { name: /File/ }).click();
  await page.getByLabel('Choose a CSV or XLSX file').setInputFiles(writeCsv(THIRD, 'third-list.csv'));
  await expect(page.getByRole('heading', { name: 'third-list.csv' })).toBeVisible();
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  const blocked = page.getByRole('alert').filter({ hasText: 'The service requires Enabled' });
  await expect(blocked).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 3 of 7: Mapping' })).toBeVisible();
  await expect(blocked).not.toContainText('--set');
  await blocked.getByRole('combobox', { name: 'Enabled for every row' }).selectOption('1');
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('0 with errors');
  await expect.poll(() => gridCells(page)).toEqual(cellsOf(THIRD));

  expect(warnings.filter((w) => /derived_inert|svelte/i.test(w))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
