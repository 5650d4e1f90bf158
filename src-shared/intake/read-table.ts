import { refused } from '../errors';
import { reason } from '../problems/reasons';
import { buildTable } from './build-table';
import { EMAIL_LIKE, detectHeaderRow } from './heuristics/header-row';
import { INTAKE_LIMITS } from './limits';
import type { RawTable } from './raw-table';
import { readCsv } from './read-csv';
import { sniffFormat } from './heuristics/sniff';
import { notice, type Notice } from './notices';
import { headerRowNotices, hiddenNotices, overflowNotice, setApartNotice } from './table-notices';
import type { IntakeDeps, IntakeOptions, IntakeResult, RawRow } from './types';

const MB = 1024 * 1024;

/**
 * A row of group labels right above the header row ("Work Address" over Street, City, Zip and
 * "Home Address" over the same three): the header's repeated names are told apart by the label
 * over each ("Work Address Street", "Home Address Street"), so neither is lost as "Street (2)".
 * A label covers its merged range (spread by applyMerges), or the blank cells right of it (a
 * CSV). Only names that repeat under different labels change: a title row over every column
 * changes nothing.
 */
function groupedHeaderRow(
  raw: RawTable,
  headerRow: number,
): { headerIndex: number; cells: string[]; notice: Notice } | undefined {
  const headerIndex = raw.rowNumbers ? raw.rowNumbers.indexOf(headerRow) : headerRow - 1;
  const above = headerIndex > 0 ? raw.rows[headerIndex - 1] : undefined;
  const header = raw.rows[headerIndex];
  const aboveNumber = raw.rowNumbers ? raw.rowNumbers[headerIndex - 1] : headerIndex;
  if (!above || !header || aboveNumber !== headerRow - 1) return undefined;
  const labels: string[] = [];
  let label = '';
  for (let c = 0; c < header.length; c++) {
    const own = (above[c] ?? '').trim();
    if (own !== '') label = own;
    labels.push(label);
  }
  const byName = new Map<string, number[]>();
  header.forEach((cell, c) => {
    const name = cell.trim().toLowerCase();
    if (name !== '') byName.set(name, [...(byName.get(name) ?? []), c]);
  });
  const cells = header.slice();
  const renamed: number[] = [];
  for (const columns of byName.values()) {
    if (columns.length < 2 || new Set(columns.map((c) => labels[c]!.toLowerCase())).size < 2) continue;
    for (const c of columns) {
      if (labels[c] === '' || !isGroupLabel(labels[c]!)) continue;
      cells[c] = `${labels[c]} ${header[c]!.trim()}`;
      renamed.push(c);
    }
  }
  if (renamed.length === 0) return undefined;
  renamed.sort((a, b) => a - b);
  const groups = [...new Set(renamed.map((c) => labels[c]!))];
  const names = renamed.map((c) => cells[c]!);
  return { headerIndex, cells, notice: notice('group-header', { row: aboveNumber, groups, renamed: names }) };
}

/** A group's label: short words, not a number, a date or an email address. */
function isGroupLabel(text: string): boolean {
  return text.length <= 40 && /\p{L}/u.test(text) && !EMAIL_LIKE.test(text);
}

/**
 * Reads a CSV or XLSX file's bytes into one table. Throws AppError('invalid-input') naming the
 * problem when the file cannot be read (corrupt, encrypted, .xls, empty, header-only, too big).
 */
export async function readTable(
  bytes: Uint8Array,
  options: IntakeOptions,
  deps: IntakeDeps = {},
): Promise<IntakeResult> {
  if (bytes.length > INTAKE_LIMITS.maxFileBytes) {
    const megabytes = Math.round(bytes.length / MB);
    throw refused(
      reason('file.too-big', { file: options.fileName, megabytes, maxMegabytes: INTAKE_LIMITS.maxFileBytes / MB }),
    );
  }
  const format = sniffFormat(bytes, options.fileName);
  // The workbook reader (exceljs, megabytes of code) is loaded only for a workbook: a CSV starts without it.
  const raw =
    format === 'csv'
      ? await readCsv(bytes, options)
      : await (await import('./read-xlsx')).readXlsx(bytes, options, deps);

  const preview: RawRow[] = raw.rows
    .slice(0, INTAKE_LIMITS.previewRows)
    .map((cells, i) => ({ rowNumber: raw.rowNumbers?.[i] ?? i + 1, cells }));
  if (!raw.rows.some((cells) => cells.some((cell) => cell.trim() !== ''))) {
    const { sheet } = raw.layout;
    throw refused(reason('file.no-data', { file: options.fileName, ...(sheet ? { sheet } : {}) }));
  }
  const detected = detectHeaderRow(preview);
  const headerRow = options.headerRow ?? detected.rowNumber;
  const grouped = groupedHeaderRow(raw, headerRow);
  if (grouped) raw.rows[grouped.headerIndex] = grouped.cells;
  const { table, skippedEmptyRows, totalLines, repeatedHeaders, overflowRows } = await buildTable(
    raw.rows,
    raw.rowNumbers,
    headerRow,
    options.fileName,
  );
  if (raw.layout.date1904) table.date1904 = true;
  const lastPerson = table.rowNumbers.at(-1) ?? 0;
  const totalNotices = totalLines.map(({ rowNumber, text, kind }) =>
    setApartNotice(kind, rowNumber > lastPerson, rowNumber, text),
  );
  if (repeatedHeaders.length > 0) totalNotices.unshift(notice('repeated-header', { rows: repeatedHeaders }));
  if (grouped) totalNotices.unshift(grouped.notice);
  if (overflowRows.length > 0)
    totalNotices.push(
      overflowNotice(overflowRows, raw.layout.format === 'csv' ? (raw.layout.delimiter ?? ',') : undefined),
    );
  totalNotices.unshift(...headerRowNotices(raw, headerRow, options.headerRow !== undefined, detected.rowNumber));
  return {
    table,
    detected: {
      ...raw.layout,
      headerRow,
      headerRowDetected: options.headerRow === undefined,
      headerRowCandidates: detected.candidates,
    },
    skippedEmptyRows,
    previewRows: preview.map((row) => row.cells),
    previewRowNumbers: preview.map((row) => row.rowNumber),
    notices: [...raw.notices, ...totalNotices, ...hiddenNotices(raw.hidden, table)],
  };
}
