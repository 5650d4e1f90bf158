// created-users.csv of a revert job: each user the reverted job created, and what the revert did
// with it. The list to hand to the service's administrators, who alone can merge or remove users.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Papa from 'papaparse';
import { guardCell, UTF8_BOM } from '../../../../src-shared/spreadsheet-safety';
import type { CreatedUserState } from './created-user-check';
import { writeFileWhole } from '../store/disk-files';
import type { JobStore } from '../store/job-store';
import { replayRows, type RowProgress } from '../store/replay';

export const CREATED_USERS_FILE = 'created-users.csv';
/** The same entries as planned, so the file can be written again after a run or a resume. */
export const CREATED_USERS_ENTRIES_FILE = 'created-users.json';

export interface CreatedUserEntry {
  /** The row of the revert job that handles this user. */
  index: number;
  userId: number;
  rowNumber: number;
  email: string;
  firstName: string;
  lastName: string;
  state: CreatedUserState;
  fields: string[];
}

const HEADERS = ['user_id', 'email', 'first_name', 'last_name', 'row', 'outcome', 'changed_fields', 'note'];

/** The outcome in words, from the check made when the revert was planned and the run's journal. */
export function createdUserOutcome(entry: CreatedUserEntry, progress: RowProgress | undefined): [string, string] {
  switch (entry.state) {
    case 'changed':
      return ['left alone: changed since the import', ''];
    case 'already-reverted':
      return ['already disabled and tagged', 'by an earlier revert'];
    case 'not-found':
      return ['not on the service', 'the user_id is no longer answered'];
    case 'to-disable':
      if (progress?.state === 'updated' || progress?.state === 'unchanged') return ['disabled and tagged', ''];
      if (progress?.state === 'failed') return ['left alone: not written', progress.message];
      return ['not done yet', 'resume the revert job to finish'];
  }
}

/** Writes (or rewrites) the file in the revert job's folder; returns its path. */
export function writeCreatedUsersFile(store: JobStore, revertId: string, entries: readonly CreatedUserEntry[]): string {
  const plan = store.readPlan(revertId).rows;
  const progress = replayRows(plan, store.readLog(revertId));
  const rows = entries.map((entry) => {
    const [outcome, note] = createdUserOutcome(entry, progress[entry.index]);
    const cells = [entry.email, entry.firstName, entry.lastName].map(guardCell);
    return [String(entry.userId), ...cells, String(entry.rowNumber), outcome, entry.fields.join(' '), guardCell(note)];
  });
  const folder = store.folder(revertId);
  const after = 'run `alumni-loader jobs show` on the revert job to see the same list.';
  writeFileWhole(join(folder, CREATED_USERS_ENTRIES_FILE), JSON.stringify(entries), after);
  const file = join(folder, CREATED_USERS_FILE);
  writeFileWhole(file, UTF8_BOM + Papa.unparse({ fields: HEADERS, data: rows }, { newline: '\r\n' }) + '\r\n', after);
  return file;
}

/** Writes the file again with the revert job's outcomes as they stand; null for a revert without creations. */
export function refreshCreatedUsersFile(store: JobStore, revertId: string): string | null {
  const saved = join(store.folder(revertId), CREATED_USERS_ENTRIES_FILE);
  if (!existsSync(saved)) return null;
  return writeCreatedUsersFile(store, revertId, JSON.parse(readFileSync(saved, 'utf8')) as CreatedUserEntry[]);
}
