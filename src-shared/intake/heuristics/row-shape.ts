// Rows below the header that are not rows of the list's shape: the header repeated (a report's page tops), and
// rows with values right of the last named column (an unquoted delimiter inside a value split them).
import { isBlank } from '../../transforms/text';

/** Whether a row below the header holds the header's cells again (trailing empty cells aside). */
export function repeatsHeader(cells: string[], headerCells: string[]): boolean {
  const width = Math.max(cells.length, headerCells.length);
  for (let i = 0; i < width; i++) if ((cells[i] ?? '').trim() !== (headerCells[i] ?? '').trim()) return false;
  return true;
}

/** How many columns the header names: up to its last filled cell. */
export function namedWidth(headerCells: string[]): number {
  let named = headerCells.length;
  while (named > 0 && headerCells[named - 1]!.trim() === '') named--;
  return named;
}

/**
 * Whether a row has a value right of the header's last name. In a CSV, a value holding an
 * unquoted delimiter ("Washington, DC") splits and pushes the row's later cells one column right.
 */
export function holdsValueFrom(cells: string[], from: number): boolean {
  for (let c = from; c < cells.length; c++) if (!isBlank(cells[c]!)) return true;
  return false;
}

/**
 * The rows with values past the header's last name that are a few rows gone wrong, not a column the header
 * left unnamed: fewer than half the rows, and none below the last row kept (totals and a footer are taken off).
 */
export function overflowingRows(pastHeader: readonly number[], rowNumbers: readonly number[]): number[] {
  return pastHeader.length * 2 < rowNumbers.length
    ? pastHeader.filter((rowNumber) => rowNumber <= (rowNumbers.at(-1) ?? 0))
    : [];
}
