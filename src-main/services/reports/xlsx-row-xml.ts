import ExcelJS, { type Style } from 'exceljs';
import type { CellValue } from '../../../src-shared/reports/columns';

// A row of plain values (text, numbers, dates, blanks) as the sheet XML exceljs's streaming
// writer would make of it, byte for byte, made here as one string. exceljs builds a Row, a Cell
// per value and a model per cell, and renders them through its XML stream: for the workbooks'
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
/** What exceljs escapes or drops in text: markup characters, DEL, and control characters except tab, LF and CR. */
// eslint-disable-next-line no-control-regex
const NEEDS_ESCAPE = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
// eslint-disable-next-line no-control-regex
const ESCAPED = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g;
const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' };

export function xmlCellText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ENTITIES[c] ?? '') : text;
}

/** Is every cell a plain value (no formula, nothing exceljs would read as one)? */
export function isPlainRow(cells: readonly unknown[]): cells is CellValue[] {
  for (const cell of cells) {
    if (cell !== null && typeof cell === 'object' && !(cell instanceof Date)) return false;
    if (typeof cell === 'boolean' || typeof cell === 'undefined') return false;
  }
  return true;
}

export function cellType(value: CellValue): number {
  if (value === null) return ValueType.Null;
  if (typeof value === 'string') return ValueType.String;
  if (typeof value === 'number') return ValueType.Number;
  return ValueType.Date;
}

export class RowXml {
  readonly #styles: StyleRegistry;
  readonly #letters: string[];
  /** Style ids by style object and cell type, so the registry is asked once per pair. */
  readonly #ids = new Map<Partial<Style>, number[]>();

  constructor(styles: StyleRegistry, columns: number) {
    this.#styles = styles;
    this.#letters = Array.from({ length: columns }, (_, i) => columnLetter(i));
  }

  /**
   * The row's XML, '' when every cell is blank (exceljs writes no such row). `styleOf` gives the
   * style of a cell that has a value; blank cells keep none (exceljs leaves them out).
   */
  render(rowNumber: number, cells: CellValue[], styleOf: (column: number) => Partial<Style>): string {
    let xml = '';
    for (let i = 0; i < cells.length; i++) {
      const value = cells[i]!;
      if (value === null) continue;
      const type = cellType(value);
      const id = this.#styleId(styleOf(i), type);
      const ref = `${this.#letters[i] ?? columnLetter(i)}${rowNumber}`;
      const s = id ? ` s="${id}"` : '';
      if (type === ValueType.String) xml += `<c r="${ref}"${s} t="str"><v>${xmlCellText(value as string)}</v></c>`;
      else if (type === ValueType.Number) xml += `<c r="${ref}"${s}><v>${value as number}</v></c>`;
      else xml += `<c r="${ref}"${s}><v>${EXCEL_EPOCH_DAYS + (value as Date).getTime() / DAY_MS}</v></c>`;
    }
    if (xml === '') return '';
    return `<row r="${rowNumber}" spans="1:${cells.length}" x14ac:dyDescent="0.25">${xml}</row>`;
  }

  #styleId(style: Partial<Style>, type: number): number {
    let ids = this.#ids.get(style);
    if (!ids) this.#ids.set(style, (ids = []));
    return (ids[type] ??= this.#styles.addStyleModel(style, type));
  }
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
