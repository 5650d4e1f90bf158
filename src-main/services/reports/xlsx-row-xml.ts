import ExcelJS, { type Style } from 'exceljs';
import type { CellValue } from '../../../src-shared/reports/columns';
import { xmlCellText, type XmlBytes } from './xml-bytes';

// A row of plain values (text, numbers, dates, blanks) as the sheet XML exceljs's streaming
// writer would make of it, byte for byte, written straight into a buffer (xml-bytes.ts). exceljs
// builds a Row, a Cell per value and a model per cell, and renders them through its XML stream: for the workbooks'
// Data sheets (a million rows) that was most of the time spent writing the file, and most of the
// garbage. Formulas and anything else go through exceljs as before (XlsxSheet decides).
// test/main/reports/xlsx-row-xml.test.ts compares the two writers' XML.

/** exceljs's registry of cell styles (StylesXform): a style object to its index in styles.xml. */
export interface StyleRegistry {
  addStyleModel(style: Partial<Style>, cellType: number): number;
}

const { ValueType } = ExcelJS;
/** Days from Excel's day 0 (1899-12-30) to 1970-01-01, as exceljs counts them. */
const EXCEL_EPOCH_DAYS = 25569;
const DAY_MS = 24 * 3600 * 1000;
/** The bytes a cell takes besides its value and row number, at most (`<c r="XFD" s="123" t="str"><v></v></c>`). */
const CELL_MARKUP_BYTES = 64;

export { xmlCellText };

/** Is every cell a plain value (no formula, nothing exceljs would read as one)? */
export function isPlainRow(cells: readonly unknown[]): cells is CellValue[] {
  for (const cell of cells) {
    if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) return false;
    if (typeof cell === 'boolean' || typeof cell === 'undefined') return false;
  }
  return true;
}

const NULL: number = ValueType.Null;
const NUMBER: number = ValueType.Number;
const STRING: number = ValueType.String;
const DATE: number = ValueType.Date;
/** Cell types are below this (exceljs's ValueType). */
const TYPES = 16;

export function cellType(value: CellValue): number {
  if (value === null) return NULL;
  if (typeof value === 'string') return STRING;
  if (typeof value === 'number') return NUMBER;
  return DATE;
}

const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const ROW_START = ascii('<row r="');
const ROW_END = ascii('</row>');
const VALUE_END = ascii('</v></c>');

export class RowXml {
  readonly #styles: StyleRegistry;
  /** `<c r="A` for each column. */
  readonly #cellStarts: Uint8Array[];
  /** `" spans="1:11" x14ac:dyDescent="0.25">` */
  readonly #rowStartEnd: Uint8Array;
  /** What follows a cell's row number (`" s="4" t="str"><v>`), by style object and cell type. */
  readonly #cellHeads = new Map<Partial<Style>, Uint8Array[]>();
  /** The head of each column's cells by cell type (`column * TYPES + type`), once its style is known. */
  readonly #columnHeads: (Uint8Array | undefined)[];
  /** The row number's digits, made once a row and copied into each cell's reference. */
  readonly #rowDigits = new Uint8Array(16);

  constructor(styles: StyleRegistry, columns: number) {
    this.#styles = styles;
    this.#cellStarts = Array.from({ length: columns }, (_, i) => ascii(`<c r="${columnLetter(i)}`));
    this.#rowStartEnd = ascii(`" spans="1:${columns}" x14ac:dyDescent="0.25">`);
    this.#columnHeads = new Array<Uint8Array | undefined>(columns * TYPES).fill(undefined);
  }

  /**
   * Writes the row's XML (as exceljs would write it) into `out`; nothing when every cell is blank
   * (exceljs writes no such row). Text is written as it is given (guarded by the caller).
   * `styleOf` gives the style of a cell that has a value; blank cells keep none (exceljs leaves them out).
   * It must answer the same style for every cell of a column and type (it is asked once for each).
   * `out` must have room for `bytesAtMost` of the row.
   */
  write(
    out: XmlBytes,
    rowNumber: number,
    cells: readonly CellValue[],
    styleOf: (column: number, value: CellValue) => Partial<Style>,
  ): void {
    let i = 0;
    while (i < cells.length && cells[i] === null) i++;
    if (i === cells.length) return;
    // The markup is copied here with a local position (not through out.bytes): a Data sheet's
    // million rows copy some 300 MB of it.
    const buffer = out.buffer;
    const digits = this.#rowDigits;
    const digitCount = intoDigits(rowNumber, digits);
    let at = put(buffer, out.length, ROW_START, ROW_START.length);
    at = put(buffer, at, digits, digitCount);
    at = put(buffer, at, this.#rowStartEnd, this.#rowStartEnd.length);
    const starts = this.#cellStarts;
    const heads = this.#columnHeads;
    for (; i < cells.length; i++) {
      const value = cells[i]!;
      if (value === null) continue;
      const type = cellType(value);
      const start = starts[i] ?? ascii(`<c r="${columnLetter(i)}`);
      at = put(buffer, at, start, start.length);
      at = put(buffer, at, digits, digitCount);
      let head = i < starts.length ? heads[i * TYPES + type] : undefined;
      if (!head) {
        head = this.#cellHead(styleOf(i, value), type);
        if (i < starts.length) heads[i * TYPES + type] = head;
      }
      at = put(buffer, at, head, head.length);
      // Most of a Data sheet's numbers are small whole ones (ids, years, counts, flags).
      if (type === NUMBER && (value as number) >>> 0 === value) {
        at = putWhole(buffer, at, value as number);
      } else {
        out.length = at;
        if (type === STRING) out.text(value as string);
        else if (type === NUMBER) out.number(value as number);
        else out.number(EXCEL_EPOCH_DAYS + (value as Date).getTime() / DAY_MS);
        at = out.length;
      }
      at = put(buffer, at, VALUE_END, VALUE_END.length);
    }
    out.length = put(buffer, at, ROW_END, ROW_END.length);
  }

  /** Room the row's XML may need. */
  static bytesAtMost(cells: readonly CellValue[]): number {
    let bytes = 128;
    for (const cell of cells) bytes += CELL_MARKUP_BYTES + (typeof cell === 'string' ? cell.length * 6 + 6 : 32);
    return bytes;
  }

  #cellHead(style: Partial<Style>, type: number): Uint8Array {
    let heads = this.#cellHeads.get(style);
    if (!heads) this.#cellHeads.set(style, (heads = []));
    let head = heads[type];
    if (!head) {
      const id = this.#styles.addStyleModel(style, type);
      head = heads[type] = ascii(`"${id ? ` s="${id}"` : ''}${type === STRING ? ' t="str"' : ''}><v>`);
    }
    return head;
  }
}

/** The first `count` bytes of `part` into `buffer` at `at`; answers where they end. */
function put(buffer: Buffer, at: number, part: Uint8Array, count: number): number {
  for (let i = 0; i < count; i++) buffer[at++] = part[i]!;
  return at;
}

/** A whole number from 0 to 2^32 - 1 as its digits into `buffer` at `at`; answers where they end. */
function putWhole(buffer: Buffer, at: number, value: number): number {
  let end = at;
  for (let n = value; end === at || n > 0; n = (n / 10) >>> 0) end++;
  let n = value;
  for (let i = end - 1; i >= at; i--) {
    const rest = (n / 10) >>> 0;
    buffer[i] = 48 + n - rest * 10;
    n = rest;
  }
  return end;
}

/** A row number's decimal digits into `digits`; answers how many. */
function intoDigits(rowNumber: number, digits: Uint8Array): number {
  let count = 0;
  for (let n = rowNumber; count === 0 || n > 0; n = (n / 10) | 0) count++;
  let n = rowNumber;
  for (let at = count - 1; at >= 0; at--) {
    const rest = (n / 10) | 0;
    digits[at] = 48 + n - rest * 10;
    n = rest;
  }
  return count;
}

/** Excel's letters for a 0-based column: A, B, ... Z, AA, AB... */
export function columnLetter(column: number): string {
  let n = column + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}
