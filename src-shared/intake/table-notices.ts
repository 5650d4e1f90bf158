// What readTable tells a person of the rows it read: hidden rows and columns, rows set apart, cells past the
// last column, and the header row chosen. Notices are data (notices.ts): each door words them.
import { notice, type Notice } from './notices';
import type { TotalLine } from './heuristics/set-apart-rows';
import { EMAIL_LIKE } from './heuristics/header-row';
import type { RawTable } from './raw-table';
import type { Table } from './types';
import { columnLetters } from './xlsx/merges';

/**
 * Rows and columns Excel hides (a filter leaves the rows it hides in the file) are read like the
 * others: said, so a list filtered down to a few people is not imported whole by surprise.
 */
export function hiddenNotices(hidden: RawTable['hidden'], table: Table): Notice[] {
  if (!hidden) return [];
  const notices: Notice[] = [];
  if (hidden.rows.length > 0) {
    const hiddenRows = new Set(hidden.rows);
    const read = table.rowNumbers.filter((rowNumber) => hiddenRows.has(rowNumber));
    if (read.length > 0) notices.push(notice('hidden-rows', { rows: read }));
  }
  // A hidden column with no header of its own ("Column 5") holds nothing worth a word.
  const columns = hidden.columns
    .filter((column) => column <= table.headers.length && table.headers[column - 1] !== `Column ${column}`)
    .map((column) => ({ header: table.headers[column - 1]!, letters: columnLetters(column) }));
  if (columns.length > 0) notices.push(notice('hidden-columns', { columns }));
  return notices;
}

/** A row set apart (a total, a footer...), not a person: its notice. */
export function setApartNotice(kind: TotalLine['kind'], below: boolean, row: number, text: string): Notice {
  const code = SET_APART_CODES[kind === 'total' && !below ? 'subtotal' : kind];
  return notice(code, { row, text });
}

const SET_APART_CODES = {
  total: 'total-row',
  subtotal: 'subtotal-row',
  footer: 'footer-row',
  section: 'section-row',
  example: 'example-row',
} as const;

/** Values right of the last column the header names; `delimiter`: the CSV's (a sheet has none). */
export function overflowNotice(rows: number[], delimiter: string | undefined): Notice {
  return delimiter ? notice('overflow-csv', { rows, delimiter }) : notice('overflow-sheet', { rows });
}

/**
 * What the header row chosen leaves out: rows with values above a header row given below the one detected, or a header
 * row that holds an email address (a person, not column names). Each notice's way out is choosing the header row.
 */
export function headerRowNotices(raw: RawTable, headerRow: number, given: boolean, detectedRow: number): Notice[] {
  const notices: Notice[] = [];
  const headerIndex = raw.rowNumbers ? raw.rowNumbers.indexOf(headerRow) : headerRow - 1;
  const dataInHeader = raw.rows[headerIndex]?.find((cell) => EMAIL_LIKE.test(cell.trim()));
  if (given && detectedRow < headerRow) {
    const above = raw.rows
      .slice(0, Math.max(0, headerIndex))
      .filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
    if (above > 0) notices.push(notice('rows-above-given-header', { above, headerRow, detectedRow }));
  }
  if (dataInHeader !== undefined) {
    const email = dataInHeader.trim();
    notices.unshift(notice(given ? 'given-header-holds-email' : 'read-header-holds-email', { headerRow, email }));
  }
  return notices;
}
