// CSV text -> raw rows with papaparse (arrays, not header objects: columns are mapped by index).
import Papa from 'papaparse';
import { refuseTooWideLines } from './line-width';
import { CellSharer } from './shared-cells';
import { AppError } from '../errors';
import type { CsvDelimiter } from './types';
import { nextTask } from './next-task';

export const CSV_DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t', '|'];
const DELIMITER_NAMES: Record<CsvDelimiter, string> = { ',': 'comma', ';': 'semicolon', '\t': 'tab', '|': 'pipe' };

export function delimiterName(delimiter: string): string {
  return DELIMITER_NAMES[delimiter as CsvDelimiter] ?? `"${delimiter}"`;
}

export function delimiterFromOption(value: string): CsvDelimiter {
  const aliases: Record<string, CsvDelimiter> = {
    ',': ',',
    comma: ',',
    ';': ';',
    semicolon: ';',
    '\t': '\t',
    '\\t': '\t',
    tab: '\t',
    '|': '|',
    pipe: '|',
  };
  const delimiter = Object.hasOwn(aliases, value.toLowerCase()) ? aliases[value.toLowerCase()] : undefined;
  if (!delimiter)
    throw new AppError('invalid-input', `The delimiter "${value}" is not one we read.`, [
      'Use comma, semicolon, tab or pipe (, ; \\t |).',
    ]);
  return delimiter;
}

/**
 * Picks the delimiter that splits the first lines into the same number of fields most often
 * (header included): a decimal comma splits data rows but not the header, so it loses.
 */
export function detectDelimiter(text: string): CsvDelimiter {
  const sample = text.slice(0, 64 * 1024);
  let best: { delimiter: CsvDelimiter; score: number } = { delimiter: ',', score: -1 };
  for (const delimiter of CSV_DELIMITERS) {
    const rows = Papa.parse<string[]>(sample, { delimiter, preview: 50, skipEmptyLines: 'greedy' }).data;
    if (rows.length === 0) continue;
    const counts = new Map<number, number>();
    for (const row of rows) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
    const [width, frequency] = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    if (width < 2) continue;
    // Consistency first, then more columns.
    const score = frequency / rows.length + width / 1000;
    if (score > best.score) best = { delimiter, score };
  }
  return best.delimiter;
}

/**
 * papaparse takes one line ending for the whole file (the first it sees), so a file mixing
 * CRLF, LF and CR (lists pasted together) would have rows run into each other's cells. When more
 * than one kind occurs, every line break becomes LF (quoted line breaks inside cells too).
 */
export function unifyLineEndings(text: string): string {
  if (!text.includes('\r')) return text;
  // Counted with indexOf, which skips to the next break natively: regex scans cost ~5x more.
  let cr = 0;
  let crlf = 0;
  let lf = 0;
  for (let at = text.indexOf('\r'); at >= 0; at = text.indexOf('\r', at + 1)) {
    cr++;
    if (text.charCodeAt(at + 1) === 10) crlf++;
  }
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lf++;
  const kinds = Number(crlf > 0) + Number(cr > crlf) + Number(lf > crlf);
  return kinds > 1 ? text.replace(/\r\n?/g, '\n') : text;
}

export interface CsvRows {
  /** Row i is row i + 1 of the file (one row a record). */
  rows: string[][];
  /** Problems papaparse met that did not stop it, in words. */
  notices: string[];
}

const CHUNK_CHARS = 128 * 1024;
/** Text parsed in one task on the quote-free path (about 5 ms of papaparse). */
const SLICE_CHARS = 512 * 1024;

/**
 * Parses CSV text into rows numbered as a spreadsheet shows them (one row a record, quoted line
 * breaks included). Parses a slice at a time and yields between them, so no task runs long in a
 * worker.
 */
export async function parseCsv(
  text: string,
  delimiter: CsvDelimiter,
  maxRows: number,
  fileName?: string,
): Promise<CsvRows> {
  refuseTooWideLines(text, delimiter, fileName);
  if (!text.includes('"')) return parseQuoteFree(text, delimiter, maxRows);
  const repairs: string[] = [];
  let source = text;
  for (;;) {
    const parsed = await parseStreaming(source, delimiter, maxRows);
    const stray =
      parsed.unclosedQuote && repairs.length < MOST_STRAY_QUOTES ? strayQuote(source, delimiter) : undefined;
    if (!stray) return { rows: parsed.rows, notices: [...repairs, ...parsed.notices] };
    // Read as written: the quote is a character of its cell, which ends where an unquoted one would.
    const cell = source.slice(stray.start, stray.end);
    source = `${source.slice(0, stray.start)}"${cell.replaceAll('"', '""')}"${source.slice(stray.end)}`;
    const shown = cell.length > 40 ? `${cell.slice(0, 37)}...` : cell;
    repairs.push(
      `Row ${stray.row}: a quote (") opens the cell '${shown}' but is never closed. Read as a quote it would swallow the rest of the file into that cell: it was read as part of the cell instead, which ends at the next ${delimiterName(delimiter)} or line break, and the lines below as rows. Check that cell.`,
    );
  }
}

/** Unclosed quotes read as characters at most, before the file is read as papaparse reads it (and said so). */
const MOST_STRAY_QUOTES = 20;

/**
 * Where a quote opens a cell (at the cell's start, as papaparse takes it) and no closing quote
 * follows: that cell, up to the next delimiter or line break, and its row (records counted as a
 * spreadsheet shows them: a line break inside a quoted cell starts no row).
 */
export function strayQuote(text: string, delimiter: string): { start: number; end: number; row: number } | undefined {
  const separator = delimiter.charCodeAt(0);
  let row = 1;
  let cellStart = true;
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    if (cellStart && code === 34) {
      const close = closingQuote(text, i + 1, separator);
      if (close < 0) {
        let end = text.length;
        for (const stop of [delimiter, '\n', '\r']) {
          const at = text.indexOf(stop, i + 1);
          if (at >= 0 && at < end) end = at;
        }
        return { start: i, end, row };
      }
      i = close + 1;
      cellStart = false;
      continue;
    }
    if (code === separator) cellStart = true;
    else if (code === 10 || (code === 13 && text.charCodeAt(i + 1) !== 10)) {
      row++;
      cellStart = true;
    } else cellStart = code === 13;
    i++;
  }
  return undefined;
}

/**
 * The quote closing a quoted cell opened before `from`: one followed by the delimiter, a line break or the end; -1 when
 * none.
 */
function closingQuote(text: string, from: number, separator: number): number {
  for (let at = text.indexOf('"', from); at >= 0; at = text.indexOf('"', at)) {
    const next = text.charCodeAt(at + 1);
    if (next === 34)
      at += 2; // a doubled quote inside the cell
    else if (at + 1 >= text.length || next === separator || next === 10 || next === 13) return at;
    else at += 1; // a quote inside the cell: papaparse reads on (and says so)
  }
  return -1;
}

function tooManyRows(maxRows: number): AppError {
  return new AppError(
    'invalid-input',
    `The file has more than ${maxRows.toLocaleString('en-US')} rows, more than one import can take.`,
    ['Split it into smaller files and import them one after the other.'],
  );
}

/** The one line ending a text uses (unifyLineEndings has made it one). */
function lineEnding(text: string): '\n' | '\r\n' | '\r' {
  const cr = text.indexOf('\r');
  if (cr < 0) return '\n';
  return text.charCodeAt(cr + 1) === 10 ? '\r\n' : '\r';
}

/**
 * Without a quote character every line break ends a record, so the text is cut at line breaks
 * into slices that papaparse reads whole, each as if it were the file: the same rows as one
 * parse of the whole text, without the streaming parser's copy of every chunk (a quarter faster
 * on a 100,000-row file). Cells are slices of the file's text, as in a one-shot parse.
 */
async function parseQuoteFree(text: string, delimiter: CsvDelimiter, maxRows: number): Promise<CsvRows> {
  const newline = lineEnding(text);
  const rows: string[][] = [];
  const sharer = new CellSharer();
  // Blank lines are no rows of people: the limit counts the others (and the header).
  let blank = 0;
  for (let start = 0; start <= text.length;) {
    const cut = start + SLICE_CHARS >= text.length ? -1 : text.indexOf(newline, start + SLICE_CHARS);
    const end = cut < 0 ? text.length : cut;
    const cells = Papa.parse<string[]>(text.slice(start, end), {
      delimiter,
      newline,
      quoteChar: '"',
      skipEmptyLines: false,
    }).data;
    blank += appendRows(rows, cells, sharer);
    if (rows.length - blank > maxRows + 1) throw tooManyRows(maxRows);
    if (cut < 0) break;
    start = cut + newline.length;
    await nextTask();
  }
  // A final line break reads as one empty row: not a row of the file.
  const last = rows[rows.length - 1];
  if (last && last.length === 1 && last[0] === '') rows.pop();
  return { rows, notices: [] };
}

/**
 * Appends parsed rows to `rows`; returns how many are blank lines. A function of its own: V8
 * compiles this small loop quickly, where inside parseQuoteFree it compiled the whole function.
 */
function appendRows(rows: string[][], parsed: string[][], sharer: CellSharer): number {
  let blank = 0;
  for (let i = 0; i < parsed.length; i++) {
    const row = parsed[i]!;
    if (row.length === 1 && row[0] === '') blank++;
    else sharer.share(row);
    rows.push(row);
  }
  return blank;
}

/** Quoted cells may hold line breaks: papaparse's streaming parser finds where records end. */
function parseStreaming(
  text: string,
  delimiter: CsvDelimiter,
  maxRows: number,
): Promise<CsvRows & { unclosedQuote: boolean }> {
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    const sharer = new CellSharer();
    const notices: string[] = [];
    let failed = false;
    let blank = 0;
    let unclosedQuote = false;
    Papa.parse<string[]>(text, {
      delimiter,
      quoteChar: '"',
      skipEmptyLines: false,
      chunkSize: CHUNK_CHARS,
      // Cells are slices of the text they were parsed from. Later chunks are parsed from fresh
      // strings (the carried-over partial line + the chunk); the first would be a slice of the
      // whole file and keep all of it alive for as long as one of its cells lives: copy it.
      beforeFirstChunk: (first: string) => (first + '\n').slice(0, -1),
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        for (const error of results.errors) {
          const row = (error.row ?? 0) + rows.length + 1;
          if (error.code === 'MissingQuotes') {
            // parseCsv reads the quote as a character instead, unless it met too many such quotes.
            unclosedQuote = true;
            notices.push(
              `Row ${row}: a quote (") opens a cell but is never closed; everything after it up to the end of the file was read into that cell. Check the file.`,
            );
          } else if (error.code === 'InvalidQuotes')
            notices.push(`Row ${row}: a quote (") inside a cell that is not quoted; the cell was read as written.`);
        }
        for (const cells of results.data) {
          if (cells.length === 1 && cells[0] === '') blank++;
          else sharer.share(cells);
          rows.push(cells);
        }
        if (rows.length - blank > maxRows + 1) {
          failed = true;
          parser.abort();
          reject(tooManyRows(maxRows));
          return;
        }
        parser.pause();
        void nextTask().then(() => parser.resume());
      },
      complete() {
        if (failed) return;
        // papaparse reports a final line break as one empty row: not a row of the file.
        const last = rows[rows.length - 1];
        if (last && last.length === 1 && last[0] === '') rows.pop();
        resolve({ rows, notices, unclosedQuote });
      },
    });
  });
}
