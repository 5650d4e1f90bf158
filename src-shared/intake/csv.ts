// CSV text -> raw rows with papaparse (arrays, not header objects: columns are mapped by index).
import Papa from 'papaparse';
import { refuseTooWideLines } from './line-width';
import { CellSharer } from './shared-cells';
import { refused, type AppError } from '../errors';
import { reason } from '../problems/reasons';
import { lineEnding } from './heuristics/line-endings';
import { MOST_STRAY_QUOTES, strayQuote } from './heuristics/quotes';
import type { CsvDelimiter } from './types';
import { nextTask } from './next-task';
import { notice, type Notice } from './notices';

export interface CsvRows {
  /** Row i is row i + 1 of the file (one row a record). */
  rows: string[][];
  /** Problems papaparse met that did not stop it (quotes), as notices. */
  notices: Notice[];
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
  const repairs: Notice[] = [];
  let source = text;
  for (;;) {
    const parsed = await parseStreaming(source, delimiter, maxRows);
    const stray =
      parsed.unclosedQuote && repairs.length < MOST_STRAY_QUOTES ? strayQuote(source, delimiter) : undefined;
    if (!stray) return { rows: parsed.rows, notices: [...repairs, ...parsed.notices] };
    // Read as written: the quote is a character of its cell, which ends where an unquoted one would.
    const cell = source.slice(stray.start, stray.end);
    source = `${source.slice(0, stray.start)}"${cell.replaceAll('"', '""')}"${source.slice(stray.end)}`;
    repairs.push(notice('quote-read-as-character', { row: stray.row, cell, delimiter }));
  }
}

function tooManyRows(maxRows: number): AppError {
  return refused(reason('csv.too-many-rows', { max: maxRows }));
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
    const notices: Notice[] = [];
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
            notices.push(notice('quote-never-closed', { row }));
          } else if (error.code === 'InvalidQuotes') notices.push(notice('quote-inside-cell', { row }));
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
