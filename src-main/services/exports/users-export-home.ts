// The users export as the window asks for it: the file goes to <home>/exports under a name made
// here (the window has no folder to offer), through the same exportUsers the command line runs.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { MAX_DOWNLOAD_BYTES } from '../../../src-shared/bridge/reports';
import { AppError } from '../../../src-shared/errors';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import type { AppContext } from '../context';
import { exportableFields } from './export-columns';
import { EXPORTS_FOLDER } from './export-snapshot';
import { jobUserIds } from './job-users';
import { exportUsers, type UsersExportFilter, type UsersExportResult } from './users-export';

export interface HomeExportFilter extends Omit<UsersExportFilter, 'jobUserIds'> {
  jobId?: string;
}

export interface HomeExportRequest {
  environment: string;
  format: 'xlsx' | 'csv';
  filter?: HomeExportFilter;
  fields?: string[];
  onProgress?: (read: number, written: number) => void;
  now?: Date;
}

export interface HomeExportResult extends UsersExportResult {
  fileName: string;
  bytes: number;
  downloadable: boolean;
}

const MEDIA_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
} as const;

export function exportsFolder(home: string): string {
  return join(home, EXPORTS_FOLDER);
}

/** users-<environment>-<YYYYMMDD-HHMMSS>.<format>, letters the download name allows. */
export function usersExportFileName(environment: string, format: 'xlsx' | 'csv', now: Date): string {
  const env = environment.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'env';
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `users-${env}-${stamp}.${format}`;
}

/** The fields an export may be limited to, with the catalogue's labels. */
export function exportFieldChoices(): { field: string; label: string }[] {
  return exportableFields().map((field) => ({
    field,
    label: field === 'birth_date' ? 'Birth date' : (fieldSpec(field)?.label ?? field),
  }));
}

export async function exportUsersToHome(ctx: AppContext, request: HomeExportRequest): Promise<HomeExportResult> {
  const unknown = (request.fields ?? []).filter((f) => !exportableFields().includes(f));
  if (unknown.length > 0)
    throw new AppError('invalid-input', `Not exported: ${unknown.join(', ')}.`, [
      `Fields the export writes: ${exportableFields().join(', ')}.`,
    ]);
  const { jobId, ...rest } = request.filter ?? {};
  const filter: UsersExportFilter = {
    ...rest,
    ...(jobId !== undefined ? { jobUserIds: jobUserIds(ctx.jobs, jobId) } : {}),
  };
  const opened = await ctx.environments.open(request.environment);
  const folder = exportsFolder(ctx.home);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const fileName = usersExportFileName(opened.environment.name, request.format, request.now ?? new Date());
  const result = await exportUsers(opened.client, {
    home: ctx.home,
    environment: opened.environment.name,
    out: join(folder, fileName),
    format: request.format,
    filter,
    ...(request.fields?.length ? { fields: request.fields } : {}),
    ...(request.onProgress ? { onProgress: request.onProgress } : {}),
  });
  const bytes = (await stat(result.file)).size;
  return { ...result, fileName, bytes, downloadable: bytes <= MAX_DOWNLOAD_BYTES };
}

/** A file of <home>/exports, to hand over as a download (the name is checked by the bridge: no folder part). */
export async function readExportFile(
  home: string,
  fileName: string,
): Promise<{ fileName: string; mediaType: string; base64: string }> {
  const folder = exportsFolder(home);
  const path = join(folder, fileName);
  const info = await stat(path).catch(() => undefined);
  if (!info?.isFile()) throw new AppError('not-found', `There is no export named ${fileName} in ${folder}.`);
  if (info.size > MAX_DOWNLOAD_BYTES)
    throw new AppError(
      'invalid-input',
      `${fileName} is too large to hand over in the app (${Math.round(info.size / 1e6)} MB); open it from ${folder}.`,
    );
  const format = fileName.endsWith('.csv') ? 'csv' : 'xlsx';
  return { fileName, mediaType: MEDIA_TYPES[format], base64: (await readFile(path)).toString('base64') };
}
