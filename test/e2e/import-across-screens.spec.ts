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
  'Bruno,Barlow,bruno.barlow@example.net,2001,Boston,1',
  'Beatriz,Bancroft,beatriz@example.net,2003,Denver,1',
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
  return grid.locator('[role=rowgroup] [role=row]').evaluateAll((rows) =>
    rows.map((row) => [...row.querySelectorAll('.cell.data .value')].map((cell) => cell.textContent ?? '')),
  );
}

async function gridHeaders(page: Page): Promise<string[]> {
  const headers = await page.getByRole('grid', { name: 'Rows of the file' }).getByRole('columnheader').allInnerTexts();
  return headers.slice(3);
}

const cellsOf = (lines: string[]) => lines.slice(1).map((line) => line.split(','));

test('the Review grid shows the current file after other screens, a visit away and a second file', async ({ appPage: page, consoleErrors }) => {
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

  expect(warnings.filter((w) => /derived_inert|svelte/i.test(w))).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
