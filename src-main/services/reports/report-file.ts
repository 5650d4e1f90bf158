import { createWriteStream, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { CellValue, ColumnSpec } from '../../../src-shared/reports/columns';
import { CsvTable } from './csv-table';
import { cannotWrite, PartialFile, reportFormatOf, type ReportFormat } from './output-file';
import { addXlsxCharts, type SheetChart } from './xlsx-charts';
import { XlsxSheet, type SheetOptions, type TotalCell } from './xlsx-sheet';
import { useNativeZipChecksums } from './zip-crc';

/** Compressed bytes zlib hands back at a time (its default is 16 KB). */
const ZIP_CHUNK_BYTES = 128 * 1024;

/** Where the rows of one table go, whatever the format. */
export interface TableSink {
  addRow(cells: CellValue[]): Promise<void>;
  readonly dataRows: number;
  /** Rows the format can still take (Excel stops at 1,048,576 per sheet). */
  readonly roomLeft: number;
}

/**
 * A report file being written: an XLSX workbook of several sheets, or a CSV file that holds the
 * main table only (a CSV file has one table). Written to a partial file, renamed when complete.
 */
export interface ReportFile {
  readonly format: ReportFormat;
  readonly target: string;
  /** The first table: every record of the report. */
  mainTable(name: string, columns: ColumnSpec[], options?: SheetOptions): TableSink;
  /** A further sheet of a workbook; undefined for CSV. */
  extraSheet(name: string, columns: ColumnSpec[], options?: SheetOptions): XlsxSheet | undefined;
  /** Totals line under the main table (XLSX only: a CSV stays one clean table). */
  mainTotals(cells: TotalCell[]): void;
  /** A chart drawn on a sheet of the workbook once it is written (XLSX only). */
  addChart(chart: SheetChart): void;
  /** Finishes the file and puts it in place; answers its size in bytes. */
  complete(): Promise<number>;
  discard(): Promise<void>;
}

export function openReportFile(out: string): ReportFile {
  const format = reportFormatOf(out);
  const partial = new PartialFile(out);
  return format === 'xlsx' ? new XlsxReportFile(partial) : new CsvReportFile(partial);
}

class XlsxReportFile implements ReportFile {
  readonly format = 'xlsx' as const;
  readonly #partial: PartialFile;
  readonly #workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  readonly #sheets: XlsxSheet[] = [];
  readonly #charts: SheetChart[] = [];
  #closed = false;

  constructor(partial: PartialFile) {
    this.#partial = partial;
    useNativeZipChecksums();
    // Inline strings (no shared-strings table kept in memory); styles by shared objects.
    this.#workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      filename: partial.path,
      useStyles: true,
      useSharedStrings: false,
      // zlib's fastest level, archiver's default, named; its output handed back 128 KB at a time
      // rather than 16 KB, so a sheet's 256 KB blocks of XML take one trip to the thread pool each,
      // not several that each wait for this thread (measured: 30 waits for the zip in a 247k-row
      // Data sheet, 1.1-1.5 s, down to 4-8 waits, 0.1-0.3 s, with the turn in waitForZip).
      zip: { zlib: { level: 1, chunkSize: ZIP_CHUNK_BYTES } },
    });
    this.#workbook.creator = 'Alumni Loader';
  }

  get target(): string {
    return this.#partial.target;
  }

  mainTable(name: string, columns: ColumnSpec[], options?: SheetOptions): XlsxSheet {
    return this.extraSheet(name, columns, options);
  }

  extraSheet(name: string, columns: ColumnSpec[], options?: SheetOptions): XlsxSheet {
    // Sheets are written one after the other: the one before is finished first, so its XML
    // reaches the zip and is not held while the next one fills.
    this.#sheets.at(-1)?.commit();
    const sheet = new XlsxSheet(this.#workbook, name, columns, options);
    this.#sheets.push(sheet);
    return sheet;
  }

  mainTotals(cells: TotalCell[]): void {
    this.#sheets[0]?.addTotals(cells);
  }

  addChart(chart: SheetChart): void {
    this.#charts.push(chart);
  }

  async complete(): Promise<number> {
    this.#sheets.at(-1)?.commit();
    this.#closed = true;
    await this.#workbook.commit();
    await addXlsxCharts(this.#partial.path, this.#charts);
    return this.#partial.complete();
  }

  async discard(): Promise<void> {
    if (!this.#closed) {
      this.#closed = true;
      // Close the file the writer holds (exceljs keeps it as `stream`) before removing it.
      const file = (this.#workbook as unknown as { stream?: WriteStream }).stream;
      file?.destroy();
      if (file) await finished(file).catch(() => undefined);
    }
    await this.#partial.discard();
  }
}

class CsvReportFile implements ReportFile {
  readonly format = 'csv' as const;
  readonly #partial: PartialFile;
  readonly #out: WriteStream;
  #table: CsvTable | undefined;

  constructor(partial: PartialFile) {
    this.#partial = partial;
    this.#out = createWriteStream(partial.path);
    // A write that fails (a full disk) ends the stream with an error that complete() reports; unheard, it would end the
    // process.
    this.#out.on('error', () => undefined);
  }

  get target(): string {
    return this.#partial.target;
  }

  mainTable(_name: string, columns: ColumnSpec[]): TableSink {
    const table = new CsvTable(this.#out, columns);
    this.#table = table;
    return {
      addRow: (cells) => table.addRow(cells),
      get dataRows() {
        return table.dataRows;
      },
      roomLeft: Number.POSITIVE_INFINITY,
    };
  }

  extraSheet(): undefined {
    return undefined;
  }

  mainTotals(): void {}

  addChart(): void {}

  async complete(): Promise<number> {
    await this.#table?.flush();
    this.#out.end();
    await finished(this.#out).catch((error: unknown) => {
      throw cannotWrite(dirname(this.#partial.target), error);
    });
    return this.#partial.complete();
  }

  async discard(): Promise<void> {
    this.#out.destroy();
    await this.#partial.discard();
  }
}
