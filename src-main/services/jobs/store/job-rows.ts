// A job's rows as the window and the CLI list them: plan, state, who, filtered and searched.
import type { z } from 'zod';
import type { JobRow, jobRowFilterSchema } from '../../../../src-shared/bridge/jobs';
import { ACCEPTABLE } from '../../../../src-shared/update-policy/reasons';
import type { JobStore } from './job-store';
import { matchFields } from '../plan/planner';
import { problemData } from '../problem-words';
import { replayRows, type RowProgress } from './replay';
import { matchesSearch, rowWhoReader } from './row-who';
import type { PlannedRow } from '../types';

export type RowFilter = z.output<typeof jobRowFilterSchema>;

export function jobRows(
  store: JobStore,
  id: string,
  page: { filter: RowFilter; offset: number; limit: number; search: string },
): { total: number; rows: JobRow[] } {
  const plan = store.readPlan(id).rows;
  const progress = replayRows(plan, store.readLog(id));
  const who = rowWhoReader(store.readJob(id));
  const search = page.search.trim();
  const all = plan
    .map((row, i) => ({ ...toJobRow(row, progress[i]!), ...who(row) }))
    .filter((row) => keepRow(row, page.filter) && (search === '' || matchesSearch(row, page.search)));
  return { total: all.length, rows: all.slice(page.offset, page.offset + page.limit) };
}

function toJobRow(row: PlannedRow, progress: RowProgress): JobRow {
  return {
    index: row.index,
    rowNumber: row.rowNumber,
    plan: row.plan,
    state: progress.state,
    userId: progress.userId,
    changes: row.changes,
    message: progress.message || row.message,
    ...(row.problems?.length ? { problems: problemData(row.problems) } : {}),
    ...matchFields(row.match),
    ...(row.kept?.length ? { kept: row.kept } : {}),
  };
}

function keepRow(row: JobRow, filter: RowFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'failed') return row.state === 'failed';
  if (filter === 'proposed') return row.kept?.some((k) => ACCEPTABLE.has(k.reason)) ?? false;
  if (filter === 'done') return row.state === 'created' || row.state === 'updated' || row.state === 'unchanged';
  return row.plan === filter;
}
