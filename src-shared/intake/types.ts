// What intake produces: one in-memory table whatever the file was (CSV or XLSX).
import type { Notice } from './notices';
import type { CellTextStats } from './xlsx/cell-text';

export type FileFormat = 'csv' | 'xlsx';

/**
 * Encodings intake can decode. For bytes that are not UTF-8: GBK, Big5, Shift_JIS or EUC-KR when the bytes read as
 * Chinese, Japanese or Korean text, else `windows-1252`, `windows-1250` (Central European) or `macintosh` (Mac Roman);
 * `iso-8859-15` (Latin-9) only when asked for.
 */
export type TextEncodingName =
  | 'utf-8'
  | 'utf-16le'
  | 'utf-16be'
  | 'windows-1252'
  | 'windows-1250'
  | 'iso-8859-15'
  | 'macintosh'
  | 'gbk'
  | 'big5'
  | 'shift_jis'
  | 'euc-kr';

export type CsvDelimiter = ',' | ';' | '\t' | '|';

export interface IntakeOptions {
  /** The file's name, for messages and to tell CSV from XLSX when the bytes leave doubt. */
  fileName: string;
  /** XLSX: the sheet to read (default: the first sheet holding data). */
  sheet?: string;
  /** 1-based row number of the header row as the user sees it; default: detected. */
  headerRow?: number;
  /** CSV: the delimiter; default: detected among , ; TAB |. */
  delimiter?: string;
  /** CSV: the text encoding; default: detected (BOM, then UTF-8, then Windows-1252). */
  encoding?: string;
}

export interface Table {
  /** One header a column, trimmed; empty headers become "Column N", repeats get " (2)". */
  headers: string[];
  /** Data rows (empty rows removed), each exactly headers.length cells of text. */
  rows: string[][];
  /** For each row, its number as the user sees it in the file or sheet (1-based). */
  rowNumbers: number[];
  /** XLSX: the workbook counts dates from 1904, so a bare serial in a date column does too. */
  date1904?: boolean;
}

export interface SheetInfo {
  name: string;
  /** The last used row as the sheet declares it (its dimension), when it declares one. */
  rows: number | null;
  /** Hidden in Excel (a lookup or settings sheet, most often): never chosen by default. */
  hidden?: boolean;
  /** The sheet's part in the zip (xl/worksheets/sheet1.xml), from the workbook's rels, when known. */
  part?: string;
}

export interface HeaderRowCandidate {
  /** 1-based row number as the user sees it. */
  rowNumber: number;
  /** 0..1: how much the row looks like a header row. */
  score: number;
}

export interface DetectedLayout {
  format: FileFormat;
  /** CSV only. */
  encoding?: TextEncodingName;
  /** CSV only: the delimiter used, and whether it was detected or given. */
  delimiter?: CsvDelimiter;
  delimiterDetected?: boolean;
  /** XLSX only. */
  sheets?: SheetInfo[];
  sheet?: string;
  /**
   * XLSX only, when true: the workbook counts dates from 1904 (Excel for Mac before 2011). Date
   * cells are read right either way; a date typed as a plain number (a serial in a General cell)
   * must be converted from 1904-01-01, not Excel's usual 1899-12-30.
   */
  date1904?: boolean;
  /** 1-based header row number as the user sees it. */
  headerRow: number;
  headerRowDetected: boolean;
  headerRowCandidates?: HeaderRowCandidate[];
}

export interface IntakeResult {
  table: Table;
  detected: DetectedLayout;
  /** Rows below the header with no value in any cell: skipped, counted here. */
  skippedEmptyRows: number;
  /** The first rows of the file as read (title rows included), for the header-row picker. */
  previewRows: string[][];
  /** Row numbers (1-based) of previewRows. */
  previewRowNumbers: number[];
  /** Things worth telling the user that did not stop intake, as data (notices.ts): each door words them. */
  notices: Notice[];
}

/** One raw row of a sheet or CSV file before the header row is chosen. */
export interface RawRow {
  rowNumber: number;
  cells: string[];
}

/**
 * Reads the rows of one XLSX sheet as text. The shared default is the fast reader (unpacking with
 * DecompressionStream), then exceljs loading the whole workbook for a sheet it does not read; Node
 * passes the fast reader with zlib, then exceljs's streaming reader (src-main/services/intake).
 */
export interface XlsxRowReader {
  readSheet(bytes: Uint8Array, sheet: SheetInfo, context: XlsxSheetContext): Promise<RawRow[]>;
}

export interface XlsxSheetContext {
  /** 0-based index of the sheet in workbook order. */
  index: number;
  /** Merged ranges of the sheet (A1 refs, e.g. "B2:B5"): applied by intake after the read. */
  merges: string[];
  /** Counters the reader fills while converting cells (see cellToText). */
  stats: CellTextStats;
}

export interface IntakeDeps {
  xlsxReader?: XlsxRowReader;
}
