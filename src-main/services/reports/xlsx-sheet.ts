import type { stream, Style, Worksheet } from 'exceljs';
import type { CellValue, ColumnSpec } from '../../../src-shared/reports/columns';
import { guardCell } from '../../../src-shared/spreadsheet-safety';
import { queuedBytes, waitForZip } from './xlsx-backpressure';
import { columnLetter, isPlainRow, RowXml, type StyleRegistry } from './xlsx-row-xml';
import { XmlBytes } from './xml-bytes';
import { bodyStyle, HEADER_STYLE, LONG_TEXT_STYLE, totalStyle } from './xlsx-styles';

/** One style object for every row (none of its own: the cells carry theirs). Read, never written, by exceljs. */
const ROW_STYLE = {};

/** Rows an Excel sheet can hold, the header included. */
export const EXCEL_MAX_ROWS = 1_048_576;
/** Check the zip's queue every this many rows. */
const ROWS_PER_CHECK = 500;
/** Row XML made here is gathered, as UTF-8, in a buffer of this many bytes before it goes to the zip. */
const PENDING_BYTES = 256 * 1024;

/**
 * What of exceljs 4.4's WorksheetWriter the rows written as XML here rely on: the number the
 * next row gets (`_rowZero` while no row waits in `_rows`), that <sheetData> is open, and the
 * sheet's stream. When these are not as expected, every row goes through exceljs.
 */
interface WriterInternals {
  _rowZero?: unknown;
  _rows?: unknown;
  startedData?: unknown;
  stream?: SheetStream;
}

/**
 * exceljs's StreamBuf as a sheet's stream (batch mode): it copies what it is given into 64 KB
 * blocks of its own (zero-filled) and hands a block to its pipe (the zip's input) once the next
 * one is started; `_flush` hands on the blocks it holds.
 */
interface SheetStream {
  write(chunk: Buffer): unknown;
  pipes?: { write(chunk: Buffer): unknown }[];
  corked?: unknown;
  _flush?: () => void;
}

export { columnLetter };

/**
 * How a totals cell is worked out from the column above it: written as a SUBTOTAL formula (so
 * Excel's filter updates it) with the value computed here cached beside it (readers that do not
 * calculate, and Excel before it recalculates, show that). `ratio` divides two totals of the line.
 */
export type TotalRule = { sum: true } | { count: true } | { max: true } | { ratio: [number, number] };
export type TotalCell = CellValue | { value: number; rule: TotalRule };

/** SUBTOTAL's function numbers that leave out rows a filter hides. */
const SUBTOTAL_CODE = { sum: 109, count: 103, max: 104 } as const;

export interface SheetOptions {
  /** Autofilter over the header and the data rows. */
  autoFilter?: boolean;
  /** Wrap text columns wider than this (e.g. campaign details). */
  wrapTextWiderThan?: number;
}

/**
 * One sheet of a streaming workbook: a styled, frozen header, typed cells, every row committed
 * at once (so none is held in memory), an optional totals line under a blank row.
 */
export class XlsxSheet {
  readonly #worksheet: Worksheet;
  readonly #columns: ColumnSpec[];
  readonly #options: SheetOptions;
  readonly #rowXml: RowXml;
  /** Row XML not yet handed on: each row is written into it as bytes, no string made. */
  #pending = new XmlBytes(PENDING_BYTES);
  /** The style of a data cell with a value (one function, not one per row). */
  readonly #dataStyle = (i: number, value: CellValue) => this.#styleOf(i, value, false);
  #dataRows = 0;
  #xmlRows = 0;
  #sinceCheck = 0;

  constructor(workbook: stream.xlsx.WorkbookWriter, name: string, columns: ColumnSpec[], options: SheetOptions = {}) {
    this.#columns = columns;
    this.#options = options;
    this.#worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1, xSplit: 0 }] });
    this.#worksheet.columns = columns.map((column) => ({ width: column.width }));
    const header = this.#worksheet.addRow(columns.map((column) => column.header));
    header.eachCell((cell) => {
      cell.style = HEADER_STYLE;
    });
    header.commit();
    this.#rowXml = new RowXml((workbook as unknown as { styles: StyleRegistry }).styles, columns.length);
  }

  get dataRows(): number {
    return this.#dataRows;
  }

  /** Rows written as XML here rather than through exceljs's rows and cells (for the tests). */
  get rowsWrittenAsXml(): number {
    return this.#xmlRows;
  }

  /** Sheet XML written but not yet taken by the zip (bytes). */
  get queuedXmlBytes(): number {
    return queuedBytes(this.#worksheet);
  }

  /** Room left for data rows, keeping two rows for the totals line. */
  get roomLeft(): number {
    return EXCEL_MAX_ROWS - 1 - 2 - this.#dataRows;
  }

  async addRow(cells: CellValue[]): Promise<void> {
    this.#write(cells, false);
    this.#dataRows++;
    if (++this.#sinceCheck >= ROWS_PER_CHECK) {
      this.#sinceCheck = 0;
      await waitForZip(this.#worksheet);
    }
  }

  /**
   * Rows one after the other, as addRow each (each row is written before the next is taken), with
   * no promise a row: the zip's queue is looked at every ROWS_PER_CHECK rows.
   */
  async addRows(rows: Iterable<CellValue[]>): Promise<void> {
    for (const cells of rows) {
      this.#write(cells, false);
      this.#dataRows++;
      if (++this.#sinceCheck >= ROWS_PER_CHECK) {
        this.#sinceCheck = 0;
        await waitForZip(this.#worksheet);
      }
    }
  }

  /** The totals line, under one blank row so sorting and filtering leave it alone. */
  addTotals(cells: TotalCell[]): void {
    this.#flush();
    this.#worksheet.addRow([]).commit();
    const totalsRow = this.#dataRows + 3;
    this.#write(
      cells.map((cell, column) =>
        cell !== null && typeof cell === 'object' && 'rule' in cell ? this.#formula(cell, column, totalsRow) : cell,
      ),
      true,
    );
  }

  /** A formula cell with its value cached; the value alone when there are no rows to refer to. */
  #formula({ value, rule }: { value: number; rule: TotalRule }, column: number, totalsRow: number): CellValue {
    if (this.#dataRows === 0) return value;
    if ('ratio' in rule) {
      const [top, bottom] = rule.ratio.map((c) => `${columnLetter(c)}${totalsRow}`);
      return { formula: `IF(${bottom}=0,0,${top}/${bottom})`, result: value } as unknown as CellValue;
    }
    const kind = 'sum' in rule ? 'sum' : 'count' in rule ? 'count' : 'max';
    const letter = columnLetter(column);
    return {
      formula: `SUBTOTAL(${SUBTOTAL_CODE[kind]},${letter}2:${letter}${this.#dataRows + 1})`,
      result: value,
    } as unknown as CellValue;
  }

  commit(): void {
    this.#flush();
    if (this.#options.autoFilter) {
      this.#worksheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1 + this.#dataRows, column: this.#columns.length },
      };
    }
    this.#worksheet.commit();
  }

  #write(cells: CellValue[], isTotal: boolean): void {
    const writer = this.#worksheet as unknown as WriterInternals;
    if (!isTotal && isPlainRow(cells) && writesXmlHere(writer)) {
      const rowNumber = writer._rowZero as number;
      const guarded = guardTexts(cells);
      const room = RowXml.bytesAtMost(guarded);
      if (room > this.#pending.room) this.#flush();
      // A row larger than the buffer (long texts) gets a buffer of its own.
      if (room > this.#pending.room) this.#pending = new XmlBytes(room);
      this.#rowXml.write(this.#pending, rowNumber, guarded, this.#dataStyle);
      writer._rowZero = rowNumber + 1;
      this.#xmlRows++;
      return;
    }
    this.#flush();
    const row = this.#worksheet.addRow(cells.map(safeValue));
    // The row's own style too: exceljs gives each row a fresh {} and, when the row is written,
    // looks a style it has not seen by its XML text (measured: ~4 % of the report's time).
    (row as unknown as { style: object }).style = ROW_STYLE;
    // Every cell gets one of the shared style objects: a cell left with the fresh object exceljs
    // gives it costs a style lookup by XML text when written (measured: a tenth of the time).
    for (let i = 0; i < this.#columns.length; i++) {
      if (cells[i] === null || cells[i] === undefined) continue;
      row.getCell(i + 1).style = this.#styleOf(i, cells[i]!, isTotal);
    }
    row.commit();
  }

  #styleOf(i: number, value: CellValue, isTotal: boolean): Partial<Style> {
    const column = this.#columns[i];
    if (!column) return bodyStyle('text');
    if (isTotal) return totalStyle(column.kind);
    const wrapWider = this.#options.wrapTextWiderThan;
    if (wrapWider !== undefined && column.kind === 'text' && column.width > wrapWider) return LONG_TEXT_STYLE;
    return bodyStyle(typeof value === 'string' ? 'text' : column.kind);
  }

  /** Hands the row XML made here on (before exceljs writes anything of its own). */
  #flush(): void {
    const pending = this.#pending;
    if (pending.length === 0) return;
    // The zip keeps what it is given: the next rows go into a new buffer.
    writeToZip((this.#worksheet as unknown as WriterInternals).stream!, pending.buffer.subarray(0, pending.length));
    this.#pending = new XmlBytes(PENDING_BYTES);
  }
}

/**
 * Straight to the zip's input when the sheet's stream has its one pipe: first what the stream
 * holds (so the order stays), then the chunk, not copied. Through the stream otherwise. Handing
 * rows to StreamBuf (copied into zero-filled blocks of its own) took about a third of writing a
 * Data sheet (profiled on 250,000 rows).
 */
function writeToZip(stream: SheetStream, chunk: Buffer): void {
  const pipe = stream.pipes?.length === 1 && !stream.corked && typeof stream._flush === 'function' && stream.pipes[0];
  if (!pipe || typeof pipe.write !== 'function') {
    stream.write(chunk);
    return;
  }
  stream._flush!();
  pipe.write(chunk);
}

function writesXmlHere(writer: WriterInternals): boolean {
  return (
    typeof writer._rowZero === 'number' &&
    Array.isArray(writer._rows) &&
    writer._rows.length === 0 &&
    writer.startedData === true &&
    typeof writer.stream?.write === 'function'
  );
}

/** The cells with their texts guarded (the same array when no text needs it). */
function guardTexts(cells: CellValue[]): CellValue[] {
  let guarded = cells;
  for (let i = 0; i < cells.length; i++) {
    const cell = cells[i];
    if (typeof cell !== 'string' || !mayLookLikeFormula(cell)) continue;
    const safe = guardCell(cell);
    if (safe === cell) continue;
    if (guarded === cells) guarded = [...cells];
    guarded[i] = safe;
  }
  return guarded;
}

/** A quick look at the first character: only these can start a formula (spreadsheet-safety.ts decides). */
function mayLookLikeFormula(text: string): boolean {
  const c = text.charCodeAt(0);
  return c === 61 || c === 43 || c === 45 || c === 64 || c === 9 || c === 13 || c === 10;
}

/** Text is guarded against formula injection; numbers and dates go in as they are. */
function safeValue(value: CellValue): CellValue {
  return typeof value === 'string' ? guardCell(value) : value;
}
