// What readTable tells a person of the rows it read: hidden rows and columns, rows set apart, cells past the
// last column, and the header row chosen.
import type { TotalLine } from './heuristics/set-apart-rows';
import { EMAIL_LIKE } from './heuristics/header-row';
import type { RawTable } from './raw-table';
import type { Table } from './types';
import { columnLetters } from './xlsx/merges';

/**
 * Rows and columns Excel hides (a filter leaves the rows it hides in the file) are read like the
 * others: said, so a list filtered down to a few people is not imported whole by surprise.
 */
export function hiddenNotices(hidden: RawTable['hidden'], table: Table): string[] {
  if (!hidden) return [];
  const notices: string[] = [];
  if (hidden.rows.length > 0) {
    const hiddenRows = new Set(hidden.rows);
    const read = table.rowNumbers.filter((rowNumber) => hiddenRows.has(rowNumber));
    if (read.length > 0) {
      const rows =
        read.length > 1
          ? `${read.length} rows of the sheet (rows ${rowRanges(read)}) are hidden`
          : `Row ${read[0]} of the sheet is hidden`;
      notices.push(
        `${rows} in Excel, by a filter or by hand, and read and checked like the rows shown. To import only the rows shown, delete the hidden ones in Excel (or copy the rows shown to a new sheet) and save.`,
      );
    }
  }
  // A hidden column with no header of its own ("Column 5") holds nothing worth a word.
  const columns = hidden.columns
    .filter((column) => column <= table.headers.length && table.headers[column - 1] !== `Column ${column}`)
    .map((column) => `"${table.headers[column - 1]}" (${columnLetters(column)})`);
  if (columns.length > 0) {
    const shown = columns.length > 5 ? listed(columns.slice(0, 5), columns.length - 5) : columns.join(', ');
    notices.push(
      `${columns.length > 1 ? 'Columns' : 'Column'} ${shown} ${columns.length > 1 ? 'are' : 'is'} hidden in Excel, and read like the others: check how ${columns.length > 1 ? 'each is' : 'it is'} mapped.`,
    );
  }
  return notices;
}

/** Ascending row numbers by runs, as a filter hides them: "5-8, 20 and 44"; past five runs, "and N more rows". */
export function rowRanges(rowNumbers: readonly number[]): string {
  const runs: string[] = [];
  let shownRows = 0;
  for (let i = 0; i < rowNumbers.length && runs.length < 5;) {
    let end = i;
    while (end + 1 < rowNumbers.length && rowNumbers[end + 1] === rowNumbers[end]! + 1) end++;
    runs.push(end > i ? `${rowNumbers[i]}-${rowNumbers[end]}` : String(rowNumbers[i]));
    shownRows += end - i + 1;
    i = end + 1;
  }
  return listed(runs, rowNumbers.length - shownRows);
}

/** Row numbers as a sentence says them: "3", "3 and 5", "3, 5 and 6", "3, 5, 6, 8, 9 and 4 more". */
export function rowList(rowNumbers: readonly number[]): string {
  return atMostFive(rowNumbers.map(String));
}

/** The first five items and how many more, or all of them: "a, b, c, d, e and 3 more", "a, b and c". */
export function atMostFive(items: readonly string[]): string {
  return items.length > 5 ? listed(items.slice(0, 5), items.length - 5) : listed(items);
}

/** Items as a sentence says them, with how many more are left unsaid: "a, b and c", "a, b and 3 more". */
export function listed(items: readonly string[], left = 0): string {
  if (left > 0) return `${items.join(', ')} and ${left} more`;
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Why a row was set apart, as a note says it. */
export function setApartWhy(kind: TotalLine['kind'], below: boolean): string {
  switch (kind) {
    case 'total':
      return below ? 'sits below the data and reads as a total line' : 'reads as a subtotal within the list';
    case 'footer':
      return 'is part of the footer a report tool printed below the data';
    case 'section':
      return 'is the heading of a section of the list';
    case 'example':
      return 'is the template\'s example of how to fill in a row (it starts with "e.g." or "example")';
  }
}

export function overflowNotice(rowNumbers: number[], delimiter: string | undefined): string {
  const shown = rowList(rowNumbers);
  const rows = rowNumbers.length > 1 ? `Rows ${shown} have values` : `Row ${shown} has a value`;
  const why = delimiter
    ? ` A value holding a ${delimiter} without quotes around it${delimiter === 'comma' ? ' ("Washington, DC")' : ''} splits in two and moves the cells after it one column to the right: check ${rowNumbers.length > 1 ? 'those rows' : 'that row'} in the file.`
    : ` Check ${rowNumbers.length > 1 ? 'those rows' : 'that row'} in the sheet: a value typed one column too far right is not imported.`;
  return `${rows} right of the last column the header names.${why}`;
}

/**
 * What the header row chosen leaves out: rows with values above a header row given below the one detected, or a header
 * row that holds an email address (a person, not column names). Each notice's way out is choosing the header row.
 */
export function headerRowNotices(raw: RawTable, headerRow: number, given: boolean, detectedRow: number): string[] {
  const notices: string[] = [];
  const headerIndex = raw.rowNumbers ? raw.rowNumbers.indexOf(headerRow) : headerRow - 1;
  const dataInHeader = raw.rows[headerIndex]?.find((cell) => EMAIL_LIKE.test(cell.trim()));
  if (given && detectedRow < headerRow) {
    const above = raw.rows
      .slice(0, Math.max(0, headerIndex))
      .filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
    const rows =
      above > 1
        ? `The ${above} rows with values above row ${headerRow}, the header row given, are`
        : `The row with values above row ${headerRow}, the header row given, is`;
    if (above > 0)
      notices.push(
        `${rows} not read (the header row detected is row ${detectedRow}). If the list starts higher, choose its own header row.`,
      );
  }
  if (dataInHeader !== undefined) {
    const what = `Row ${headerRow}, ${given ? 'given' : 'read'} as the header row, holds an email address ("${dataInHeader.trim()}"): it looks like a person, not column names.`;
    const todo = given
      ? `Choose the row that holds the column names: as it is, row ${headerRow} is not imported and its cells name the columns.`
      : `If the file has no header row, add one above the first person (as it is, row ${headerRow} is not imported); otherwise choose the header row.`;
    notices.unshift(`${what} ${todo}`);
  }
  return notices;
}
