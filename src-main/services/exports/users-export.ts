// Export users to a workbook (or CSV) in the blank template's shape: read page by page from the
// service, written row by row (streamed), so memory stays flat whatever the number of users.
// Beside the file, a snapshot of what was written (export-snapshot.ts) for the way back.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import type ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { guardCell, UTF8_BOM } from '../../../src-shared/spreadsheet-safety';
import type { UserFilter } from '../../../src-shared/records/types';
import type { ApiClient } from '../api/types';
import { JobStore } from '../jobs/store/job-store';
import { listValues } from '../templates-blank/write-template';
import { exportColumns, fieldsOfBlank, type ExportColumn } from './export-columns';
import { SnapshotWriter } from './export-snapshot';

export interface UsersExportFilter {
  tag?: string;
  group?: string;
  /** Only the users of this job (its rows' user_id). */
  jobUserIds?: ReadonlySet<number>;
  yearGraduated?: number;
  approved?: 0 | 1;
  enabled?: 0 | 1;
  /** YYYY-MM-DD: users created on or after this day. */
  createdSince?: string;
}

export interface UsersExportOptions {
  home: string;
  environment: string;
  out: string;
  format: 'xlsx' | 'csv';
  filter?: UsersExportFilter;
  fields?: string[];
  /** Users read and written so far (a few times a second at most). */
  onProgress?: (read: number, written: number) => void;
}

export interface UsersExportResult {
  exportId: string;
  file: string;
  users: number;
  read: number;
  columns: string[];
}

const GREY_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E6E6' } };
const GREY_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF595959' } };
const PROGRESS_EVERY_MS = 250;

export async function exportUsers(client: ApiClient, options: UsersExportOptions): Promise<UsersExportResult> {
  const exportId = JobStore.newId();
  const columns = exportColumns(options.fields);
  const editable = columns.filter((c) => c.blank);
  const fields = [...new Set(editable.flatMap((c) => fieldsOfBlank(c.blank!)))];
  const partial = `${options.out}.partial`;
  const sink = options.format === 'xlsx' ? await xlsxSink(partial, columns) : csvSink(partial, columns);
  const snapshot = new SnapshotWriter(options.home, exportId, {
    environment: options.environment,
    exportedAt: new Date().toISOString(),
    headers: editable.map((c) => c.header),
  });
  let read = 0;
  let written = 0;
  let told = 0;
  try {
    for await (const page of client.walkUsers(apiFilter(options.filter))) {
      read += page.length;
      for (const user of page as unknown as Record<string, unknown>[]) {
        if (!keeps(user, options.filter)) continue;
        const cells = columns.map((c) => c.cell(user, exportId));
        await sink.add(cells);
        await snapshot.add({
          userId: Number(user.user_id),
          // As the file holds them (guarded), so an untouched cell reads back the same.
          cells: editable.map((c) => guardCell(c.cell(user, exportId))),
          values: Object.fromEntries(fields.map((f) => [f, user[f] ?? null])),
        });
        written++;
      }
      if (Date.now() - told >= PROGRESS_EVERY_MS) {
        told = Date.now();
        options.onProgress?.(read, written);
      }
    }
    await sink.close();
    await snapshot.close();
    renameSync(partial, options.out);
  } catch (error) {
    await sink.close().catch(() => {});
    await snapshot.close().catch(() => {});
    rmSync(partial, { force: true });
    throw error;
  }
  options.onProgress?.(read, written);
  return { exportId, file: options.out, users: written, read, columns: columns.map((c) => c.header) };
}

/** The filters the API publishes (approved, enabled) go to the service; the others are applied here. */
function apiFilter(filter: UsersExportFilter = {}): UserFilter {
  const out: UserFilter = {};
  if (filter.approved !== undefined) out.approved = filter.approved;
  if (filter.enabled !== undefined) out.enabled = filter.enabled;
  return out;
}

const lower = (v: unknown) =>
  String(v ?? '')
    .trim()
    .toLowerCase();

export function keeps(user: Readonly<Record<string, unknown>>, filter: UsersExportFilter = {}): boolean {
  const list = (v: unknown) => (Array.isArray(v) ? v.map(lower) : []);
  if (filter.tag !== undefined && !list(user.tags).includes(lower(filter.tag))) return false;
  if (filter.group !== undefined && !list(user.groups).includes(lower(filter.group))) return false;
  if (filter.jobUserIds && !filter.jobUserIds.has(Number(user.user_id))) return false;
  if (filter.yearGraduated !== undefined && Number(user.year_graduated) !== filter.yearGraduated) return false;
  if (filter.approved !== undefined && Number(user.approved) !== filter.approved) return false;
  if (filter.enabled !== undefined && Number(user.enabled) !== filter.enabled) return false;
  if (filter.createdSince !== undefined && String(user.createdAt ?? '').slice(0, 10) < filter.createdSince)
    return false;
  return true;
}

interface Sink {
  add(cells: string[]): Promise<void>;
  close(): Promise<void>;
}

function csvSink(path: string, columns: readonly ExportColumn[]): Sink {
  const out = createWriteStream(path, { mode: 0o600 });
  const line = (cells: string[]) => `${Papa.unparse([cells.map(guardCell)], { newline: '\r\n' })}\r\n`;
  out.write(UTF8_BOM + line(columns.map((c) => c.header)));
  return {
    async add(cells) {
      if (!out.write(line(cells))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    },
    close: () => new Promise((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve()))),
  };
}

async function xlsxSink(path: string, columns: readonly ExportColumn[]): Promise<Sink> {
  const { default: excel } = await import('exceljs');
  const workbook = new excel.stream.xlsx.WorkbookWriter({ filename: path, useStyles: true, useSharedStrings: false });
  workbook.creator = 'Alumni Loader';
  const sheet = workbook.addWorksheet('Alumni', { views: [{ state: 'frozen', ySplit: 1, xSplit: 1 }] });
  sheet.columns = columns.map((c) => ({ width: Math.max(12, c.header.length + 2), style: { numFmt: '@' } }));
  const header = sheet.addRow(columns.map((c) => c.header));
  columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.font = { bold: true, ...(c.readOnly ? GREY_FONT : {}) };
    if (c.readOnly) {
      cell.fill = GREY_FILL;
      cell.note = 'Not imported: the service sets this value.';
    }
  });
  header.commit();
  addLists(sheet, columns);
  let rows = 1;
  return {
    async add(cells) {
      const row = sheet.addRow(cells.map(guardCell));
      columns.forEach((c, i) => {
        if (!c.readOnly) return;
        const cell = row.getCell(i + 1);
        cell.fill = GREY_FILL;
        cell.font = GREY_FONT;
      });
      row.commit();
      // Each 1,000 rows, let the zip stream drain before more is added.
      if (++rows % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    },
    async close() {
      sheet.commit();
      await workbook.commit();
    },
  };
}

/**
 * The template's short lists (gender, yes/no, state) offered in their columns, written inline (a
 * streamed workbook cannot fill a lists sheet while the data sheet is open); countries are many
 * and free to type, so their column has none.
 */
function addLists(sheet: ExcelJS.Worksheet, columns: readonly ExportColumn[]): void {
  const validations = (sheet as unknown as { dataValidations?: { add(address: string, rule: object): void } })
    .dataValidations;
  if (!validations) return;
  columns.forEach((c, col) => {
    const list = c.blank?.list;
    if (!list || list === 'country') return;
    const target = sheet.getColumn(col + 1).letter;
    validations.add(`${target}2:${target}200000`, {
      type: 'list',
      allowBlank: true,
      formulae: [`"${listValues(list).join(',')}"`],
      showErrorMessage: true,
      errorStyle: 'warning',
    });
  });
}
