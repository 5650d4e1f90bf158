// A users export coming back: each row is matched by its user_id, and only the cells changed
// since the export are sent (a cell is changed when it differs from what the export wrote). A user
// changed on the service since the export is a conflict listing the fields, never an overwrite.
import type { JobDetail } from '../../../src-shared/bridge/jobs';
import { clearedValue, sameFieldValue, type FieldChange } from '../../../src-shared/diff';
import { AppError, isAppError } from '../../../src-shared/errors';
import { fieldsOf } from '../../../src-shared/mapping/target-key';
import type { ApiClient } from '../api/types';
import type { JobService, OperationsJobInput } from '../jobs';
import { readSourceFile, type SourceRead, type SourceReadOptions } from '../jobs/plan/source-file';
import { problemWordsLine } from '../jobs/problem-words';
import { EXPORT_ID_HEADER, USER_ID_HEADER } from './export-columns';
import { readSnapshot, type SnapshotLine } from './export-snapshot';
import { userIdMismatch, userIdOf } from './user-id-match';

type JobRowInput = OperationsJobInput['rows'][number];

export interface UserIdImportOptions {
  home: string;
  environment: string;
  client: ApiClient;
  rate?: number;
}

/** Reads the file and plans it as a job (nothing sent): update, unchanged, conflict, held or invalid rows. */
export async function planUserIdImport(
  jobs: JobService,
  file: string,
  settings: SourceReadOptions,
  options: UserIdImportOptions,
): Promise<JobDetail> {
  const read = await readSourceFile(file, settings);
  const headers = read.source.headers;
  const at = (name: string) => headers.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
  const idColumn = at(USER_ID_HEADER);
  const exportColumn = at(EXPORT_ID_HEADER);
  if (idColumn < 0 || exportColumn < 0)
    throw new AppError(
      'invalid-input',
      `${read.source.name} has no "${USER_ID_HEADER}" and "${EXPORT_ID_HEADER}" columns.`,
      ['Matching by user_id reads a file written by `alumni-loader export users`, with those columns kept.'],
    );
  const snapshots = await snapshotsOf(options.home, read, idColumn, exportColumn);
  const rows: JobRowInput[] = [];
  for (const row of read.rows) {
    const cells = row.cells;
    const base = { rowNumber: row.rowNumber, cells, matchValue: cells[idColumn] ?? null };
    const userId = userIdOf(cells[idColumn]);
    const snapshot = snapshots.get(cells[exportColumn]?.trim() ?? '');
    const kept = userId === null ? undefined : snapshot?.users.get(userId);
    if (userId === null || !snapshot || !kept) {
      const why =
        userId === null
          ? `"${cells[idColumn] ?? ''}" is not a user_id.`
          : `user_id ${userId} is not in export ${cells[exportColumn] ?? '?'} kept in this home folder.`;
      rows.push({ ...base, plan: 'invalid', userId, message: why });
      continue;
    }
    rows.push(await planRow(row, base, userId, kept, snapshot.head.headers, read, options.client));
  }
  return jobs.createJob({
    kind: 'import',
    environment: options.environment,
    source: read.source,
    rows,
    fields: read.fields,
    ...(options.rate !== undefined ? { rate: options.rate } : {}),
    lookup: `user_id: each row names its user (export ${[...snapshots.keys()].join(', ')})`,
  });
}

async function snapshotsOf(home: string, read: SourceRead, idColumn: number, exportColumn: number) {
  const byExport = new Map<string, Set<number>>();
  for (const row of read.rows) {
    const id = row.cells[exportColumn]?.trim() ?? '';
    const userId = userIdOf(row.cells[idColumn]);
    if (id === '' || userId === null) continue;
    byExport.set(id, (byExport.get(id) ?? new Set()).add(userId));
  }
  const snapshots = new Map<string, Awaited<ReturnType<typeof readSnapshot>>>();
  for (const [id, users] of byExport) snapshots.set(id, await readSnapshot(home, id, users));
  return snapshots;
}

async function planRow(
  row: SourceRead['rows'][number],
  base: Pick<JobRowInput, 'rowNumber' | 'cells' | 'matchValue'>,
  userId: number,
  kept: SnapshotLine,
  keptHeaders: readonly string[],
  read: SourceRead,
  client: ApiClient,
): Promise<JobRowInput> {
  const headers = read.source.headers;
  const edited = keptHeaders.flatMap((header, i) => {
    const column = headers.indexOf(header);
    if (column < 0 || (row.cells[column] ?? '').trim() === (kept.cells[i] ?? '').trim()) return [];
    const target = read.mapping.columns.find((c) => c.column === column)?.target;
    return target ? [{ header, fields: fieldsOf(target) }] : [];
  });
  if (edited.length === 0) return { ...base, plan: 'unchanged', userId, message: 'No cell changed since the export.' };
  const problems = (row.problems ?? []).filter((p) => edited.some((e) => p.column === e.header));
  if (problems.length > 0)
    return { ...base, plan: 'invalid', userId, message: problems.map(problemWordsLine).join('; '), problems };
  let now: Record<string, unknown>;
  try {
    now = (await client.getUser(userId)) as unknown as Record<string, unknown>;
  } catch (error) {
    if (isAppError(error) && error.code === 'not-found')
      return { ...base, plan: 'invalid', userId, message: `user_id ${userId} is no longer on the service.` };
    throw error;
  }
  const movedOnService = Object.keys(kept.values).filter((f) => !sameFieldValue(f, kept.values[f], now[f]));
  if (movedOnService.length > 0)
    return {
      ...base,
      plan: 'conflict',
      userId,
      message: `Changed on the service since the export, so not sent: ${movedOnService.join(', ')}.`,
    };
  const mismatch = userIdMismatch(row.user, now);
  if (mismatch) return { ...base, plan: 'held', userId, message: mismatch };
  const fields = [...new Set(edited.flatMap((e) => e.fields))];
  const set = Object.fromEntries(fields.map((f) => [f, row.user[f] ?? clearedValue(f)]));
  const changes: FieldChange[] = fields
    .filter((f) => !sameFieldValue(f, set[f], now[f]))
    .map((f) => ({ field: f, before: now[f] ?? null, after: set[f] }));
  if (changes.length === 0)
    return { ...base, plan: 'unchanged', userId, message: 'The service already holds the edited values.' };
  const sent = Object.fromEntries(changes.map((c) => [c.field, c.after]));
  const expect = Object.fromEntries(changes.map((c) => [c.field, kept.values[c.field] ?? null]));
  return { ...base, plan: 'update', userId, changes, op: { type: 'update', userId, set: sent, expect } };
}
