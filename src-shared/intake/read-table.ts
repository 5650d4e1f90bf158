import { AppError } from '../errors';
import { buildTable, type TotalLine } from './build-table';
import { CSV_DELIMITERS, delimiterFromOption, delimiterName, detectDelimiter, parseCsv, unifyLineEndings } from './csv';
import { CJK_ENCODINGS, cjkEncoding } from './cjk-encodings';
import { decodeText, encodingLabel } from './decode';
import { EMAIL_LIKE, detectHeaderRow } from './header-row';
import { INTAKE_LIMITS } from './limits';
import { sniffFormat } from './sniff';
import type {
  CsvDelimiter,
  DetectedLayout,
  IntakeDeps,
  IntakeOptions,
  IntakeResult,
  RawRow,
  Table,
  TextEncodingName,
  XlsxRowReader,
} from './types';
import { newCellTextStats, type CellTextStats } from './xlsx/cell-text';
import { exceljsLoadReader } from './xlsx/exceljs-reader';
import { inspectXlsx } from './xlsx/inspect-zip';
import { applyMerges, columnLetters } from './xlsx/merges';

const MB = 1024 * 1024;

interface RawTable {
  /** Every row of the file or sheet as read, title rows included. */
  rows: string[][];
  /** Row i's number as the user sees it; absent when it is i + 1 (CSV). */
  rowNumbers?: number[];
  layout: Omit<DetectedLayout, 'headerRow' | 'headerRowDetected' | 'headerRowCandidates'>;
  notices: string[];
  /** XLSX: the rows and columns (numbers, 1-based) Excel hides. */
  hidden?: { rows: number[]; columns: number[] };
}

async function readCsv(bytes: Uint8Array, options: IntakeOptions): Promise<RawTable> {
  const decoded = decodeText(bytes, options.fileName, options.encoding);
  const { encoding } = decoded;
  const directive = separatorDirective(unifyLineEndings(decoded.text));
  const { text } = directive;
  const given = options.delimiter ? delimiterFromOption(options.delimiter) : undefined;
  const delimiter = given ?? directive.delimiter ?? detectDelimiter(text);
  const { rows, notices } = await parseCsv(text, delimiter, INTAKE_LIMITS.maxRows, options.fileName);
  if (given && rows.slice(0, 20).every((cells) => cells.length <= 1)) {
    // The delimiter given splits nothing: the file's own one is said, with the way to use it.
    const own = detectDelimiter(text);
    if (own !== given)
      notices.unshift(
        `The delimiter given, ${delimiterName(given)}, leaves each of the first rows in one cell; the file reads as ${delimiterName(own)}-separated. Leave the delimiter to be detected (no --delimiter in the CLI), or give ${delimiterName(own)}.`,
      );
  }
  const damaged = text.includes('\uFFFD')
    ? rows.findIndex((cells) => cells.some((cell) => cell.includes('\uFFFD')))
    : -1;
  if (damaged >= 0)
    notices.push(
      `The file already holds replacement characters (\uFFFD), first on row ${damaged + 1}: some text was damaged before this file was saved. Check those cells.`,
    );
  if (decoded.asUtf8 !== undefined) notices.unshift(givenEncodingNotice(encoding, text, decoded.asUtf8));
  else if (options.encoding !== undefined) {
    // The encoding asked for read the file: nothing to say of a choice made.
  } else if (encoding === 'windows-1252' || encoding === 'windows-1250' || encoding === 'macintosh')
    notices.unshift(legacyEncodingNotice(encoding, text, decoded.firstNonUtf8Line, decoded.utf8Before));
  else if (cjkEncoding(encoding)) notices.unshift(cjkEncodingNotice(encoding, text));
  return { rows, layout: { format: 'csv', encoding, delimiter, delimiterDetected: !given }, notices };
}

/**
 * A first line "sep=;" is Excel's directive naming the delimiter: Excel obeys it and hides the
 * line, numbering the next line row 1. So is it read here: the delimiter it names (unless one is
 * given), and the text from the line after it.
 */
function separatorDirective(text: string): { text: string; delimiter?: CsvDelimiter } {
  const match = /^sep=(.)(?:\r\n|\n|\r|$)/i.exec(text.slice(0, 8));
  if (!match) return { text };
  const delimiter = CSV_DELIMITERS.find((candidate) => candidate === match[1]);
  return { text: text.slice(match[0].length), ...(delimiter ? { delimiter } : {}) };
}

const LEGACY_NAMES = {
  'windows-1252': {
    read: 'Windows-1252 (Western European, Excel for Windows)',
    choice: 'Windows-1252, if it came from Excel for Windows in Western Europe or the Americas',
  },
  'windows-1250': {
    read: 'Windows-1250 (Central European: Polish, Czech, Slovak, Hungarian, from Excel for Windows), in which its accented letters make words',
    choice: 'Windows-1250, for Polish, Czech, Slovak or Hungarian names',
  },
  macintosh: {
    read: 'Mac Roman (what Excel for Mac saves as CSV), in which its accented letters make words',
    choice: 'Mac Roman, if it came from Excel for Mac',
  },
} as const;

function legacyEncodingNotice(
  encoding: keyof typeof LEGACY_NAMES,
  text: string,
  line: number | undefined,
  utf8Before: boolean | undefined,
): string {
  const where = line ? ` (the first bytes that are not UTF-8 are on line ${line})` : '';
  const others = (Object.keys(LEGACY_NAMES) as (keyof typeof LEGACY_NAMES)[])
    .filter((other) => other !== encoding)
    .map((other) => LEGACY_NAMES[other].choice);
  const word = firstAccentedWord(text);
  const shown = word
    ? ` Its first word with an accented letter now reads "${word}": if that looks wrong,`
    : ' If accented letters look wrong,';
  const mixed = utf8Before
    ? ` The lines before it hold UTF-8 text, so the file probably mixes two encodings (two exports pasted together?): accented letters on those lines will look wrong (é as Ã©). Save the whole list again as "CSV UTF-8".`
    : `${shown} choose its encoding: ${others.join('; or ')}.`;
  return `The file is not UTF-8: it was read as ${LEGACY_NAMES[encoding].read}${where}.${mixed}`;
}

/**
 * An encoding was asked for, but the bytes are valid UTF-8 beyond ASCII, which a file in
 * another encoding hardly ever is: its first word beyond ASCII both ways, to compare.
 */
function givenEncodingNotice(encoding: TextEncodingName, text: string, asUtf8: string): string {
  const word = (from: string) =>
    // eslint-disable-next-line no-control-regex
    /[^\s,;|\t"]*[^\u0000-\u007f][^\s,;|\t"]*/.exec(from.slice(0, 1 << 20))?.[0].slice(0, 40) ?? '';
  return `The file was read as ${encodingLabel(encoding)}, as asked, but its bytes are also valid UTF-8 text, which a file in another encoding hardly ever is: its first word beyond plain letters reads "${word(text)}" so, and "${word(asUtf8)}" as UTF-8. If the names look wrong, leave the encoding to be detected (no --encoding in the CLI).`;
}

/**
 * A file read as Chinese, Japanese or Korean text: which encoding, the first word as read, and the others to choose.
 */
function cjkEncodingNotice(encoding: TextEncodingName, text: string): string {
  const word = /[^\s,;|\t"]*[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af][^\s,;|\t"]*/
    .exec(text.slice(0, 1 << 20))?.[0]
    .slice(0, 40);
  const others = CJK_ENCODINGS.filter((other) => other.encoding !== encoding).map((other) => other.choice);
  return `The file is not UTF-8: it was read as ${encodingLabel(encoding)}, as Excel saves CSV on a computer set to that language.${word ? ` Its first word in that script reads "${word}":` : ''} if the names look wrong, choose its encoding: ${others.join('; ')}; or save the list again as "CSV UTF-8".`;
}

/** The first word holding a letter beyond ASCII, as decoded: what a person checks to see the encoding is right. */
function firstAccentedWord(text: string): string | undefined {
  const match = /[^\s,;|\t"]*[\u00c0-\u024f][^\s,;|\t"]*/.exec(text.slice(0, 1 << 20));
  return match ? match[0].slice(0, 40) : undefined;
}

type XlsxSheets = Awaited<ReturnType<typeof inspectXlsx>>['sheets'];

/** One sheet's rows as read (merges not yet applied), with the counters of its cells. */
async function readSheet(
  bytes: Uint8Array,
  sheets: XlsxSheets,
  index: number,
  reader: XlsxRowReader,
  fileName: string,
): Promise<{ rows: RawRow[]; stats: CellTextStats }> {
  const sheet = sheets[index]!;
  const stats = newCellTextStats();
  let rows: RawRow[];
  try {
    rows = await reader.readSheet(bytes, sheet, { index, merges: sheet.merges, stats });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      'invalid-input',
      `${fileName} is damaged: the sheet "${sheet.name}" cannot be read (${error instanceof Error ? error.message : String(error)}).`,
      ['Open it in Excel (which may offer to repair it) and save it again, or export the list as CSV.'],
    );
  }
  if (rows.length > INTAKE_LIMITS.maxRows + 1) {
    throw new AppError(
      'invalid-input',
      `The sheet "${sheet.name}" has more than ${INTAKE_LIMITS.maxRows.toLocaleString('en-US')} rows, more than one import can take.`,
      ['Split it into smaller files.'],
    );
  }
  return { rows, stats };
}

/** Sheets read at most before the first that holds values is taken (a cover, instructions, the list). */
const MOST_SHEETS_TRIED = 5;

/**
 * What a sheet holds: no value at all (a cover of formatted empty cells), text in one column and
 * no email address (instructions, notes: no list of people fits one column), or a list.
 */
function sheetContent(rows: RawRow[]): 'empty' | 'one-column' | 'list' {
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
 * to the next (the one-column sheets passed over are named in a note). No list anywhere: the
 * first sheet with values, else the first read.
 */
async function firstListSheet(
  bytes: Uint8Array,
  sheets: XlsxSheets,
  reader: XlsxRowReader,
  fileName: string,
): Promise<{ index: number; rows: RawRow[]; stats: CellTextStats; passed: string[] }> {
  const holdsData = (sheet: XlsxSheets[number]) => sheet.rows === null || sheet.rows > 1;
  const order = (hidden: boolean) =>
    sheets.flatMap((sheet, i) => (holdsData(sheet) && Boolean(sheet.hidden) === hidden ? [i] : []));
  let fallback: { index: number; rows: RawRow[]; stats: CellTextStats; content: 'empty' | 'one-column' } | undefined;
  const passed: string[] = [];
  for (const group of [order(false), order(true)]) {
    for (const index of group.slice(0, MOST_SHEETS_TRIED)) {
      const read = await readSheet(bytes, sheets, index, reader, fileName);
      const content = sheetContent(read.rows);
      if (content === 'list') return { index, ...read, passed };
      if (content === 'one-column') passed.push(sheets[index]!.name);
      if (!fallback || (fallback.content === 'empty' && content === 'one-column'))
        fallback = { index, ...read, content };
    }
    if (fallback?.content === 'one-column') break;
  }
  if (fallback) return { index: fallback.index, rows: fallback.rows, stats: fallback.stats, passed: [] };
  return { index: 0, ...(await readSheet(bytes, sheets, 0, reader, fileName)), passed: [] };
}

async function readXlsx(bytes: Uint8Array, options: IntakeOptions, deps: IntakeDeps): Promise<RawTable> {
  const { sheets, date1904 } = await inspectXlsx(bytes, options.fileName);
  const sheetList = sheets.map(({ name, rows, hidden }) => ({ name, rows, ...(hidden ? { hidden } : {}) }));
  let index = 0;
  if (options.sheet !== undefined) {
    index = sheets.findIndex((sheet) => sheet.name === options.sheet);
    if (index < 0)
      index = sheets.findIndex((sheet) => sheet.name.trim().toLowerCase() === options.sheet!.trim().toLowerCase());
    // No sheet of that name: a number is the sheet's place, counted from 1 as Excel's tabs show them.
    const place = /^\d+$/.test(options.sheet.trim()) ? Number(options.sheet.trim()) : 0;
    if (index < 0 && place >= 1 && place <= sheets.length) index = place - 1;
    if (index < 0) {
      throw new AppError('invalid-input', `${options.fileName} has no sheet named "${options.sheet}".`, [
        `Its sheets: ${sheets.map((s) => `"${s.name}"`).join(', ')} (give a name, or a number from 1 to ${sheets.length}).`,
      ]);
    }
  }
  const reader = deps.xlsxReader ?? exceljsLoadReader();
  const picked =
    options.sheet !== undefined
      ? { index, ...(await readSheet(bytes, sheets, index, reader, options.fileName)), passed: [] }
      : await firstListSheet(bytes, sheets, reader, options.fileName);
  index = picked.index;
  const sheet = sheets[index]!;
  const { stats } = picked;
  let { rows } = picked;
  rows = applyMerges(rows, sheet.merges);
  const notices: string[] = picked.passed.map(
    (passed) =>
      `The sheet "${passed}" holds text in one column (instructions or notes), not a list: the sheet "${sheet.name}" was read instead. If the list is on "${passed}", choose that sheet (--sheet "${passed}" in the CLI, the sheet list in the wizard).`,
  );
  if (options.sheet === undefined) {
    // The first sheet with data was read: say so when another one Excel shows is bigger (an
    // "Instructions" or "Summary" tab before the list).
    const bigger = sheets.filter(
      (other, i) =>
        i !== index &&
        !other.hidden &&
        !picked.passed.includes(other.name) &&
        other.rows !== null &&
        other.rows > (sheet.rows ?? 0) + 1,
    );
    if (bigger.length > 0) {
      const named = bigger.map((other) => `"${other.name}" (${other.rows!.toLocaleString('en-US')} rows)`).join(', ');
      notices.push(
        `The first sheet with data, "${sheet.name}"${sheet.rows !== null ? ` (${sheet.rows.toLocaleString('en-US')} rows)` : ''}, was read; the workbook also has ${named}. If the list is there, choose that sheet (--sheet "${bigger[0]!.name}" in the CLI, the sheet list in the wizard).`,
      );
    }
  }
  if (stats.formulasWithoutResult > 0) {
    const named = stats.formulaCells.slice(0, 5);
    const cells = listed(named, stats.formulasWithoutResult - named.length);
    notices.push(
      `${stats.formulasWithoutResult} formula cell(s) have no saved result and read as empty (${cells}): open the file in Excel and save it so the results are stored.`,
    );
  }
  if (stats.unknownValues > 0)
    notices.push(`${stats.unknownValues} cell(s) hold a kind of value we cannot read as text and read as empty.`);
  return {
    rows: rows.map((row) => row.cells),
    rowNumbers: rows.map((row) => row.rowNumber),
    layout: { format: 'xlsx', sheets: sheetList, sheet: sheet.name, ...(date1904 ? { date1904 } : {}) },
    notices,
    hidden: { rows: sheet.hiddenRows, columns: sheet.hiddenColumns },
  };
}

/**
 * Rows and columns Excel hides (a filter leaves the rows it hides in the file) are read like the
 * others: said, so a list filtered down to a few people is not imported whole by surprise.
 */
function hiddenNotices(hidden: RawTable['hidden'], table: Table): string[] {
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
function rowRanges(rowNumbers: readonly number[]): string {
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
function rowList(rowNumbers: readonly number[]): string {
  return atMostFive(rowNumbers.map(String));
}

/** The first five items and how many more, or all of them: "a, b, c, d, e and 3 more", "a, b and c". */
function atMostFive(items: readonly string[]): string {
  return items.length > 5 ? listed(items.slice(0, 5), items.length - 5) : listed(items);
}

/** Items as a sentence says them, with how many more are left unsaid: "a, b and c", "a, b and 3 more". */
function listed(items: readonly string[], left = 0): string {
  if (left > 0) return `${items.join(', ')} and ${left} more`;
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}

/** Why a row was set apart, as a note says it. */
function setApartWhy(kind: TotalLine['kind'], below: boolean): string {
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

function overflowNotice(rowNumbers: number[], delimiter: string | undefined): string {
  const shown = rowList(rowNumbers);
  const rows = rowNumbers.length > 1 ? `Rows ${shown} have values` : `Row ${shown} has a value`;
  const why = delimiter
    ? ` A value holding a ${delimiter} without quotes around it${delimiter === 'comma' ? ' ("Washington, DC")' : ''} splits in two and moves the cells after it one column to the right: check ${rowNumbers.length > 1 ? 'those rows' : 'that row'} in the file.`
    : ` Check ${rowNumbers.length > 1 ? 'those rows' : 'that row'} in the sheet: a value typed one column too far right is not imported.`;
  return `${rows} right of the last column the header names.${why}`;
}

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
): { headerIndex: number; cells: string[]; notice: string } | undefined {
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
  const groups = [...new Set(renamed.map((c) => `"${labels[c]}"`))];
  return {
    headerIndex,
    cells,
    notice: `Row ${aboveNumber} names groups of columns (${listed(groups)}): the names the header row repeats are read with their group's, as ${atMostFive(renamed.map((c) => `"${cells[c]}"`))}.`,
  };
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
    throw new AppError(
      'invalid-input',
      `${options.fileName} is ${Math.round(bytes.length / MB)} MB, larger than the ${INTAKE_LIMITS.maxFileBytes / MB} MB one import can take.`,
      ['Split the list into smaller files.'],
    );
  }
  const format = sniffFormat(bytes, options.fileName);
  const raw = format === 'csv' ? await readCsv(bytes, options) : await readXlsx(bytes, options, deps);

  const preview: RawRow[] = raw.rows
    .slice(0, INTAKE_LIMITS.previewRows)
    .map((cells, i) => ({ rowNumber: raw.rowNumbers?.[i] ?? i + 1, cells }));
  if (!raw.rows.some((cells) => cells.some((cell) => cell.trim() !== ''))) {
    throw new AppError(
      'invalid-input',
      `${options.fileName}${raw.layout.sheet ? ` (sheet "${raw.layout.sheet}")` : ''} holds no data: every cell is empty.`,
      ['Check that you chose the right file and sheet.'],
    );
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
  const totalNotices = totalLines.map(({ rowNumber, text, kind }) => {
    const shown = text.length > 60 ? `${text.slice(0, 57)}...` : text;
    return `Row ${rowNumber} ("${shown}") ${setApartWhy(kind, rowNumber > lastPerson)}, not a person: it is not imported.`;
  });
  if (repeatedHeaders.length > 0) {
    const shown = rowList(repeatedHeaders);
    const rows = repeatedHeaders.length > 1 ? `Rows ${shown} repeat` : `Row ${shown} repeats`;
    totalNotices.unshift(
      `${rows} the header row, as a report does at the top of each page: not people, so not imported.`,
    );
  }
  if (grouped) totalNotices.unshift(grouped.notice);
  if (overflowRows.length > 0)
    totalNotices.push(
      overflowNotice(
        overflowRows,
        raw.layout.format === 'csv' ? delimiterName(raw.layout.delimiter ?? ',') : undefined,
      ),
    );
  const headerIndex = raw.rowNumbers ? raw.rowNumbers.indexOf(headerRow) : headerRow - 1;
  const dataInHeader = raw.rows[headerIndex]?.find((cell) => EMAIL_LIKE.test(cell.trim()));
  // A header row given below the one detected leaves the rows above it unread: said, with how many hold something.
  if (options.headerRow !== undefined && detected.rowNumber < headerRow) {
    const above = raw.rows
      .slice(0, Math.max(0, headerIndex))
      .filter((cells) => cells.some((cell) => cell.trim() !== '')).length;
    const rows =
      above > 1
        ? `The ${above} rows with values above row ${headerRow}, the header row given, are`
        : `The row with values above row ${headerRow}, the header row given, is`;
    if (above > 0)
      totalNotices.unshift(
        `${rows} not read (the header row detected is row ${detected.rowNumber}). If the list starts higher, choose its own header row.`,
      );
  }
  if (dataInHeader !== undefined) {
    const what = `Row ${headerRow}, ${options.headerRow === undefined ? 'read' : 'given'} as the header row, holds an email address ("${dataInHeader.trim()}"): it looks like a person, not column names.`;
    const todo =
      options.headerRow === undefined
        ? `If the file has no header row, add one above the first person (as it is, row ${headerRow} is not imported); otherwise choose the header row.`
        : `Choose the row that holds the column names (--header-row in the CLI, the Header row step in the wizard): as it is, row ${headerRow} is not imported and its cells name the columns.`;
    totalNotices.unshift(`${what} ${todo}`);
  }
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
