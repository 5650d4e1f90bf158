import { once } from 'node:events';
import type { WriteStream } from 'node:fs';
import Papa from 'papaparse';
import { csvCellText } from '../../../src-shared/reports/csv-cells';
import type { CellValue, ColumnSpec } from '../../../src-shared/reports/columns';
import { UTF8_BOM } from '../../../src-shared/spreadsheet-safety';

const ROWS_PER_WRITE = 1000;

/**
 * One table as CSV: UTF-8 with a byte order mark (so Excel reads accents right), CRLF line ends,
 * quoting by papaparse, rows written in blocks that wait for the disk.
 */
export class CsvTable {
  readonly #out: WriteStream;
  readonly #columns: ColumnSpec[];
  #pending: string[][] = [];
  #dataRows = 0;

  constructor(out: WriteStream, columns: ColumnSpec[]) {
    this.#out = out;
    this.#columns = columns;
    out.write(UTF8_BOM + Papa.unparse([columns.map((c) => c.header)], { newline: '\r\n' }) + '\r\n');
  }

  get dataRows(): number {
    return this.#dataRows;
  }

  async addRow(cells: CellValue[]): Promise<void> {
    this.#pending.push(this.#columns.map((column, i) => csvCellText(cells[i] ?? null, column.kind)));
    this.#dataRows++;
    if (this.#pending.length >= ROWS_PER_WRITE) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.#pending.length === 0) return;
    const text = Papa.unparse(this.#pending, { newline: '\r\n', quotes: false }) + '\r\n';
    this.#pending = [];
    if (!this.#out.write(text)) await once(this.#out, 'drain');
  }
}
