// Which sheet of a workbook holds the list: the one asked for (by name, or by its place among Excel's tabs), or
// the first Excel shows that holds one.
import type { RawRow } from '../types';
import { EMAIL_LIKE } from './header-row';

/** What the choice needs to know of a sheet before reading it. */
export interface SheetOutline {
  name: string;
  /** Rows the sheet declares (null: unknown until read). */
  rows: number | null;
  hidden?: boolean;
}

/**
 * The index of the sheet asked for: its exact name, else its name in any case, else a number counted from 1 as
 * Excel's tabs show them. -1 when none fits.
 */
export function sheetIndexAsked(sheets: readonly SheetOutline[], asked: string): number {
  let index = sheets.findIndex((sheet) => sheet.name === asked);
  if (index < 0) index = sheets.findIndex((sheet) => sheet.name.trim().toLowerCase() === asked.trim().toLowerCase());
  // No sheet of that name: a number is the sheet's place, counted from 1 as Excel's tabs show them.
  const place = /^\d+$/.test(asked.trim()) ? Number(asked.trim()) : 0;
  if (index < 0 && place >= 1 && place <= sheets.length) index = place - 1;
  return index;
}

/** Sheets read at most before the first that holds values is taken (a cover, instructions, the list). */
const MOST_SHEETS_TRIED = 5;

/**
 * What a sheet holds: no value at all (a cover of formatted empty cells), text in one column and
 * no email address (instructions, notes: no list of people fits one column), or a list.
 */
export function sheetContent(rows: readonly RawRow[]): 'empty' | 'one-column' | 'list' {
  let values = false;
  for (const row of rows) {
    let filled = 0;
    for (const cell of row.cells) {
      if (cell.trim() === '') continue;
      if (++filled > 1 || EMAIL_LIKE.test(cell.trim())) return 'list';
    }
    if (filled > 0) values = true;
  }
  return values ? 'one-column' : 'empty';
}

/**
 * The first sheet holding a list that Excel shows (a hidden sheet, a lookup or settings sheet far
 * more often than the list, only when no sheet shown holds a value). Sheets declaring one row at
 * most are passed over unread; a sheet read with no value, or only text in one column, gives way
 * to the next (the one-column sheets passed over are named in `passed`). No list anywhere: the
 * first sheet with values, else the first read.
 */
export async function firstListSheet<Read extends { rows: RawRow[] }>(
  sheets: readonly SheetOutline[],
  read: (index: number) => Promise<Read>,
): Promise<Read & { index: number; passed: string[] }> {
  const holdsData = (sheet: SheetOutline) => sheet.rows === null || sheet.rows > 1;
  const order = (hidden: boolean) =>
    sheets.flatMap((sheet, i) => (holdsData(sheet) && Boolean(sheet.hidden) === hidden ? [i] : []));
  let fallback: { index: number; read: Read; content: 'empty' | 'one-column' } | undefined;
  const passed: string[] = [];
  for (const group of [order(false), order(true)]) {
    for (const index of group.slice(0, MOST_SHEETS_TRIED)) {
      const got = await read(index);
      const content = sheetContent(got.rows);
      if (content === 'list') return { ...got, index, passed };
      if (content === 'one-column') passed.push(sheets[index]!.name);
      if (!fallback || (fallback.content === 'empty' && content === 'one-column'))
        fallback = { index, read: got, content };
    }
    if (fallback?.content === 'one-column') break;
  }
  if (fallback) return { ...fallback.read, index: fallback.index, passed: [] };
  return { ...(await read(0)), index: 0, passed: [] };
}
