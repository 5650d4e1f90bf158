// The Review grid as a newcomer meets it (issue 33, point 7), at 1366x850 and 1024x700: the first column of the file
// is never hidden under the frozen Row, Send and Status columns; at 1024 the problems panel is folded so more than
// three columns of the file show; the edit hint is in view without scrolling; a row with errors left out is counted
// as excluded, not "with errors". Screenshots: test-results/screens/review-grid-*.png; axe clean.
import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from './fixtures';
import { expectNoSeriousA11yViolations } from './import-helpers';

async function shot(page: Page, name: string): Promise<void> {
  await screenshot(page, `review-grid-${name}`);
  await expectNoSeriousA11yViolations(page, name);
}

/** How many of the file's column headers show whole inside the grid's visible width. */
async function wholeDataColumns(page: Page, grid: Locator): Promise<number> {
  const view = (await grid.locator('xpath=..').boundingBox())!;
  const headers = grid.getByRole('columnheader');
  let whole = 0;
  for (let i = 3; i < (await headers.count()); i++) {
    const box = (await headers.nth(i).boundingBox())!;
    if (box.x >= view.x - 0.5 && box.x + box.width <= view.x + view.width + 0.5) whole++;
  }
  return whole;
}

async function toReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 7: Review' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Row counts' })).toContainText('200 rows', { timeout: 60_000 });
}

test('the Review grid at 1366 and 1024: columns in view, the hint in view, excluded rows counted apart', async ({
  appPage: page,
  consoleErrors,
}) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1366, height: 850 });
  await page.getByRole('button', { name: /Try the sample file/ }).click();
  await page.getByRole('button', { name: 'Next: check the header row' }).click();
  await page.getByRole('button', { name: 'Next: map the columns' }).click();
  await page.getByRole('button', { name: 'Next: check every row' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'The service requires Enabled' })
    .getByRole('combobox', { name: 'Enabled for every row' })
    .selectOption('1');
  await toReview(page);

  const counts = page.getByRole('status', { name: 'Row counts' });
  const grid = page.getByRole('grid', { name: 'Rows of the file' });
  const hint = page.getByText('Double-click a cell (or press Enter on it) to change it');
  const problems = page.getByRole('region', { name: /^Problems/ });
  const status = grid.getByRole('columnheader', { name: 'Status' });
  const firstColumn = grid.getByRole('columnheader', { name: 'Constituent ID' });

  // 1366: the panel is open beside the grid, the hint is in view, the first column of the file starts where Status
  // ends.
  await expect(counts).toContainText('191 valid');
  await expect(counts).toContainText('9 with errors');
  await expect(problems).toBeVisible();
  await expect(hint).toBeInViewport({ ratio: 1 });
  const statusBox = (await status.boundingBox())!;
  expect((await firstColumn.boundingBox())!.x).toBeGreaterThanOrEqual(statusBox.x + statusBox.width - 1);
  expect(await wholeDataColumns(page, grid)).toBeGreaterThan(3);
  await shot(page, '1366');

  // Scrolled far sideways, the keyboard moves from Status to the first column of the file: that cell is brought
  // into view to the right of Status, not left under it.
  const scroller = grid.locator('xpath=..');
  await scroller.evaluate((element) => {
    element.scrollLeft = 1200;
    element.dispatchEvent(new Event('scroll'));
  });
  const rowTwo = grid.getByRole('row').nth(1);
  // A cell in view (the file's ninth column), then Home (Row) and three steps right: Send, Status, the first column.
  await rowTwo.getByRole('gridcell').nth(10).click();
  await page.keyboard.press('Home');
  await expect(rowTwo.getByRole('rowheader')).toBeFocused();
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  const firstCell = rowTwo.getByRole('gridcell').nth(2);
  await expect(firstCell).toBeFocused();
  await expect(firstCell).toContainText('100000');
  await expect
    .poll(async () => (await firstCell.boundingBox())!.x)
    .toBeGreaterThanOrEqual((await rowTwo.getByRole('gridcell').nth(1).boundingBox())!.x + 95);
  await expect(firstCell).toBeInViewport({ ratio: 1 });

  // Row 6 has an error; left out, it is counted as excluded and no longer as a row with errors.
  await grid.getByRole('checkbox', { name: 'Send row 6' }).uncheck();
  await expect(counts).toContainText('8 with errors');
  await expect(counts).toContainText('1 excluded');
  await expect(counts).toContainText('191 valid');
  await expect(problems.getByRole('button', { name: 'Row 6, E-mail Address' })).toHaveCount(0);
  await expect(problems.getByRole('button', { name: 'Row 19, Birth Date' })).toBeVisible();
  // A valid row left out is no longer counted as valid either: every row is counted once.
  await grid.getByRole('checkbox', { name: 'Send row 3' }).uncheck();
  await expect(counts).toContainText('190 valid');
  await expect(counts).toContainText('2 excluded');
  await expect(counts).toContainText('190 ready to plan');
  await shot(page, '1366-excluded');

  // 1024: the Review step opened in a window this size folds the panel; the grid shows more than three columns of
  // the file and the hint is in view; the panel opens and folds again with one button.
  await page.setViewportSize({ width: 1024, height: 700 });
  await page.getByRole('button', { name: 'Back' }).click();
  await toReview(page);
  await expect(problems).toBeHidden();
  await expect(hint).toBeInViewport({ ratio: 1 });
  await expect(grid.getByRole('columnheader', { name: 'Prefix' })).toBeVisible();
  expect(await wholeDataColumns(page, grid)).toBeGreaterThan(3);
  await shot(page, '1024-folded');
  const unfold = page.getByRole('button', { name: /Show the problems panel \(\d+ rows\)/ });
  await expect(unfold).toHaveAttribute('aria-expanded', 'false');
  await unfold.click();
  await expect(problems).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fold the problems panel' })).toHaveAttribute('aria-expanded', 'true');
  await shot(page, '1024-open');
  await page.getByRole('button', { name: 'Fold the problems panel' }).click();
  await expect(problems).toBeHidden();

  expect(consoleErrors).toEqual([]);
});
