// What the import worker holds for one file: its bytes, the table read from them, the mapping in
// force and every row's validation. Pure: the worker wires it to messages, the tests call it.
import { translateOneRow, translateTable, type Dictionary, type Translation } from '../../../src-shared/dictionaries';
import { AppError } from '../../../src-shared/errors';
import { fedFields, planInputRows, readAndSuggest } from '../../../src-shared/import-pipeline';
import type { IntakeResult } from '../../../src-shared/intake/types';
import { applyTemplate, missingRequired } from '../../../src-shared/mapping';
import type { Mapping, MappingTemplate, TemplateReport } from '../../../src-shared/mapping/types';
import { markDuplicateEmails, validateOneRow, validateRowsInChunks } from '../../../src-shared/validate';
import type { RowResult, ValidationResult } from '../../../src-shared/validate/types';
import type { FileSummary, PlanInput, ReadSettings, ValidationSummary } from './import-protocol';
import { wizardNotice } from '../lib/notice-words';
import { asSentCells } from './as-sent';
import { fixSuggestions } from './fix-suggestions';
import { packRows, type PackedRows, type RowSource } from './packed-rows';
import { problemsCsv } from './problems-csv';
import { countRows, duplicateMessage } from './row-counts';

/** Rows judged and sent to the UI thread at a time (one message stays well under 50 ms to take in). */
export const ROWS_PER_SLICE = 2500;
/** Rows validated per task before the worker yields (progress and cancellation in between). */
const VALIDATE_CHUNK_ROWS = 2000;

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export class ImportSession {
  #bytes: Uint8Array | null = null;
  #fileName = '';
  #hash = '';
  #intake: IntakeResult | null = null;
  #mapping: Mapping | null = null;
  #validation: ValidationResult | null = null;
  /** Rows the user left out: they do not count as duplicates of the rows kept. */
  #excluded = new Set<number>();
  /** Value dictionaries in force, the rows as they read through them, and what they changed by row. */
  #dictionaries: Dictionary[] = [];
  #readRows: string[][] | null = null;
  #translations = new Map<number, Translation[]>();
  readonly #sliceRows: number;

  constructor(sliceRows = ROWS_PER_SLICE) {
    this.#sliceRows = sliceRows;
  }

  async open(fileName: string, bytes: Uint8Array, settings: ReadSettings): Promise<FileSummary> {
    this.#bytes = bytes;
    this.#fileName = fileName;
    this.#hash = await sha256Hex(bytes);
    return this.reread(settings);
  }

  /** Reads the same bytes again with other settings (encoding, delimiter, sheet, header row). */
  async reread(settings: ReadSettings): Promise<FileSummary> {
    if (!this.#bytes) throw new AppError('invalid-input', 'No file is open: choose a file first.');
    const { intake, suggestion } = await readAndSuggest(this.#bytes, { fileName: this.#fileName, ...settings });
    this.#intake = intake;
    this.#mapping = null;
    this.#validation = null;
    this.#excluded = new Set();
    this.#readRows = null;
    this.#translations = new Map();
    return {
      fileName: this.#fileName,
      size: this.#bytes.length,
      hash: this.#hash,
      detected: intake.detected,
      headers: intake.table.headers,
      rowCount: intake.table.rows.length,
      skippedEmptyRows: intake.skippedEmptyRows,
      previewRows: intake.previewRows,
      previewRowNumbers: intake.previewRowNumbers,
      notices: intake.notices.map(wizardNotice),
      suggestions: suggestion.columns,
      suggestedMapping: suggestion.mapping,
      missingRequired: suggestion.missingRequired,
    };
  }

  applyTemplate(template: MappingTemplate): TemplateReport {
    return applyTemplate(template, this.#table().table);
  }

  /**
   * Validates every row with `mapping`, a slice at a time: each slice goes to `onRows` as soon as it
   * is judged, so the grid fills while the rest is checked. Duplicates need every row: once all are
   * judged, the rows whose duplicate verdict changed are sent again (same index: they replace).
   */
  async validate(
    mapping: Mapping,
    onProgress: (done: number, total: number) => void,
    onRows: (rows: PackedRows) => void,
    dictionaries: Dictionary[] = [],
  ): Promise<ValidationSummary> {
    const table = this.#translate(mapping, dictionaries);
    this.#mapping = mapping;
    this.#validation = null;
    const total = table.rows.length;
    const rows: RowResult[] = [];
    let first: ValidationResult | undefined;
    let start = 0;
    do {
      const end = Math.min(total, start + this.#sliceRows);
      const slice = { ...table, rows: table.rows.slice(start, end), rowNumbers: table.rowNumbers.slice(start, end) };
      const judged = await validateRowsInChunks(slice, mapping, { chunkRows: VALIDATE_CHUNK_ROWS });
      first ??= judged;
      for (const row of judged.rows) {
        row.index += start;
        rows.push(row);
      }
      onRows(packRows(judged.rows.map((row) => this.#rowSource(row))));
      onProgress(end, total);
      start = end;
    } while (start < total);
    const sent = rows.map(duplicateMessage);
    this.#validation = {
      rows,
      counts: countRows(rows, this.#excluded),
      missingRequired: first!.missingRequired,
      mappingProblems: first!.mappingProblems,
    };
    this.#markDuplicates();
    const changed = rows.filter((row, i) => duplicateMessage(row) !== sent[i]);
    for (let at = 0; at < changed.length; at += this.#sliceRows)
      onRows(packRows(changed.slice(at, at + this.#sliceRows).map((row) => this.#rowSource(row))));
    return this.#summary();
  }

  /** Changes one cell and re-validates its row; answers every row whose problems changed (duplicates included). */
  edit(index: number, column: number, value: string): ValidationSummary & { rows: PackedRows } {
    const { validation, table } = this.#validated();
    const cells = table.rows[index];
    if (!cells || column < 0 || column >= cells.length)
      throw new AppError('invalid-input', `Row ${index + 1} has no column ${column + 1}.`);
    cells[column] = value;
    validation.rows[index] = this.#validateRow(index);
    return this.#afterChange(new Set([index]));
  }

  /** Leaves rows out (or takes them back): duplicates are judged again among the rows kept. */
  exclude(excluded: number[]): ValidationSummary & { rows: PackedRows } {
    this.#validated();
    this.#excluded = new Set(excluded);
    return this.#afterChange(new Set());
  }

  /** Applies the suggested fix to every cell of `field` whose problem has code `code` and a fix. */
  fix(field: string, code: string): ValidationSummary & { rows: PackedRows } {
    const { validation, table } = this.#validated();
    const touched = new Set<number>();
    for (const row of validation.rows) {
      const problem = row.problems.find((p) => p.field === field && p.kind === code && p.fix && p.column !== null);
      if (!problem) continue;
      const column = table.headers.indexOf(problem.column!);
      if (column < 0) continue;
      table.rows[row.index]![column] = problem.fix!.value;
      validation.rows[row.index] = this.#validateRow(row.index);
      touched.add(row.index);
    }
    return this.#afterChange(touched);
  }

  /** Every problem of the rows not excluded, as CSV a spreadsheet opens safely. */
  exportProblems(excluded: number[]): { csv: string; count: number } {
    return problemsCsv(this.#validated().validation.rows, excluded);
  }

  /** The rows to plan (excluded rows left out), as jobs.plan takes them. */
  planInput(excluded: number[]): PlanInput {
    const { validation, table } = this.#validated();
    const rows = planInputRows(validation.rows, table, new Set(excluded));
    return {
      source: { name: this.#fileName, hash: this.#hash, headers: table.headers },
      fields: fedFields(this.#mapping!),
      rows,
    };
  }

  /** The table as its rows are read: through the dictionaries, the file's own cells left as they are. */
  #translate(mapping: Mapping, dictionaries: Dictionary[]): IntakeResult['table'] {
    const { table } = this.#table();
    this.#dictionaries = dictionaries;
    const read = translateTable(table, mapping, dictionaries);
    // Never the file's own array: an edit translated later must not land in the file's cells.
    this.#readRows =
      dictionaries.length === 0 ? null : read.table.rows === table.rows ? [...table.rows] : read.table.rows;
    this.#translations = new Map();
    for (const t of read.translations) this.#translations.set(t.row, [...(this.#translations.get(t.row) ?? []), t]);
    return read.table;
  }

  /** One row checked again after its cells changed, read through the dictionaries in force. */
  #validateRow(index: number): RowResult {
    const { table } = this.#table();
    if (!this.#readRows) return validateOneRow(table, this.#mapping!, index);
    const read = translateOneRow(table, this.#mapping!, this.#dictionaries, index);
    this.#readRows[index] = read.cells;
    if (read.translations.length > 0) this.#translations.set(index, read.translations);
    else this.#translations.delete(index);
    return validateOneRow({ ...table, rows: this.#readRows }, this.#mapping!, index);
  }

  /** What the dictionaries changed in a row (for "translated by dictionary NAME"). */
  translationsOf(index: number): readonly Translation[] {
    return this.#translations.get(index) ?? [];
  }

  #table(): IntakeResult {
    if (!this.#intake) throw new AppError('invalid-input', 'No file is open: choose a file first.');
    return this.#intake;
  }

  #validated(): { validation: ValidationResult; table: IntakeResult['table'] } {
    if (!this.#validation || !this.#mapping)
      throw new AppError('invalid-input', 'The rows have not been checked yet: go to the Review step first.');
    return { validation: this.#validation, table: this.#table().table };
  }

  #rowSource(row: RowResult): RowSource {
    const { table } = this.#table();
    const sent = asSentCells(this.#mapping!, row.user, table.headers.length);
    return {
      index: row.index,
      rowNumber: row.rowNumber,
      cells: table.rows[row.index] ?? [],
      sent,
      status: row.status,
      problems: row.problems,
      translated: this.translationsOf(row.index),
    };
  }

  /** After cells changed: duplicates judged again over the rows kept; answers the changed rows and the new summary. */
  #afterChange(touched: Set<number>): ValidationSummary & { rows: PackedRows } {
    const { validation } = this.#validated();
    const before = validation.rows.map(duplicateMessage);
    this.#markDuplicates();
    validation.rows.forEach((row, i) => {
      if (duplicateMessage(row) !== before[i]) touched.add(i);
    });
    return {
      ...this.#summary(),
      rows: packRows([...touched].sort((a, b) => a - b).map((i) => this.#rowSource(validation.rows[i]!))),
    };
  }

  #markDuplicates(): void {
    const rows = this.#validated().validation.rows;
    const kept: RowResult[] = [];
    for (const row of rows) {
      if (!this.#excluded.has(row.index)) kept.push(row);
      else if (row.problems.some((p) => p.kind === 'duplicate-email')) {
        row.problems = row.problems.filter((p) => p.kind !== 'duplicate-email');
        row.status = row.problems.some((p) => p.severity === 'error') ? 'invalid' : 'valid';
      }
    }
    markDuplicateEmails(kept);
  }

  #summary(): ValidationSummary {
    const { validation } = this.#validated();
    const mapping = this.#mapping!;
    return {
      counts: countRows(validation.rows, this.#excluded),
      missingRequired: missingRequired(mapping),
      mappingProblems: validation.mappingProblems,
      fixes: fixSuggestions(validation.rows, mapping),
    };
  }
}
