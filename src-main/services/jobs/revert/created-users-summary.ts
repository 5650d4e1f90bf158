// What a revert of a create job did with the users it created, in counts a window can show,
// beside created-users.csv itself (rewritten with the outcomes as they stand).
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CREATED_USERS_ENTRIES_FILE, refreshCreatedUsersFile, type CreatedUserEntry } from './created-users-file';
import type { JobService } from '../job-service';
import { replayRows } from '../store/replay';

export interface CreatedUsersSummary {
  status: string;
  disabled: number;
  alreadyReverted: number;
  leftAlone: { userId: number; email: string; fields: string[] }[];
  notFound: number;
  failed: number;
  path: string | null;
  file: { fileName: string; mediaType: string; base64: string } | null;
}

export function createdUsersSummary(service: JobService, revertId: string): CreatedUsersSummary {
  const status = service.summary(revertId).status;
  const saved = join(service.store.folder(revertId), CREATED_USERS_ENTRIES_FILE);
  const empty = { status, disabled: 0, alreadyReverted: 0, leftAlone: [], notFound: 0, failed: 0 };
  if (!existsSync(saved)) return { ...empty, path: null, file: null };
  const entries = JSON.parse(readFileSync(saved, 'utf8')) as CreatedUserEntry[];
  const progress = replayRows(service.store.readPlan(revertId).rows, service.store.readLog(revertId));
  const summary: CreatedUsersSummary = { ...empty, leftAlone: [], path: null, file: null };
  for (const entry of entries) {
    const state = progress[entry.index]?.state;
    if (entry.state === 'changed')
      summary.leftAlone.push({ userId: entry.userId, email: entry.email, fields: entry.fields });
    else if (entry.state === 'already-reverted') summary.alreadyReverted++;
    else if (entry.state === 'not-found') summary.notFound++;
    else if (state === 'updated' || state === 'unchanged') summary.disabled++;
    else if (state === 'failed') summary.failed++;
  }
  const path = refreshCreatedUsersFile(service.store, revertId);
  if (!path) return summary;
  return {
    ...summary,
    path,
    file: {
      fileName: `${revertId}-${basename(path)}`,
      mediaType: 'text/csv',
      base64: readFileSync(path).toString('base64'),
    },
  };
}
