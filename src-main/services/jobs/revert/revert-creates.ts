// Undo of a create job, as far as the API allows (it has no DELETE): the users the job created,
// still unchanged since, are set enabled 0 and approved 0 and tagged, so the service's
// administrators can merge or remove them. A user changed since is left alone and listed.
// The revert is a job like any other (throttled, journaled, resumable); what it did to each
// created user is written to created-users.csv in its folder, the list to hand over.
import { AppError, isAppError } from '../../../../src-shared/errors';
import type { EnvironmentService } from '../../environments/types';
import type { ApiClient } from '../../api/types';
import { currentOperator } from '../../operator';
import { DEFAULT_BACKOFF } from '../requests/backoff';
import { refreshCreatedUsersFile, writeCreatedUsersFile, type CreatedUserEntry } from './created-users-file';
import { disablingWrite, judgeCreatedUser, revertTagFor } from './created-user-check';
import type { JobService, StartOptions } from '../job-service';
import { requireConfirmation } from '../run/job-guards';
import { AdaptiveLimiter } from '../requests/rate-limiter';
import { replayRows } from '../store/replay';
import { withRetries } from '../requests/request';
import { buildRevertRows } from './revert';
import type { JobFile, PlannedRow } from '../types';
import type { JobSummary } from '../../../../src-shared/bridge/jobs';

export interface RevertCreatesOptions extends StartOptions {
  /** The tag put on each disabled user; default import-reverted-<job id>. */
  tag?: string;
}

/** The users a job created, for the confirmation: how many, and the tag they would get. */
export function createdUsersOf(service: JobService, id: string): { count: number; tag: string } {
  service.summary(id); // an unknown or damaged job is said as such before its files are read
  const plan = service.store.readPlan(id).rows;
  const progress = replayRows(plan, service.store.readLog(id));
  return { count: progress.filter((p) => p.state === 'created').length, tag: revertTagFor(id) };
}

/**
 * Reverts job `id` with its creations: the updates it made are put back as `JobService.revert`
 * does (unless an earlier revert already did), and its created users are checked now and the
 * unchanged ones disabled and tagged. A second run finds them tagged and sends nothing.
 */
export async function revertWithCreations(
  service: JobService,
  environments: Pick<EnvironmentService, 'open'>,
  id: string,
  options: RevertCreatesOptions = {},
): Promise<JobSummary> {
  const { store } = service;
  const original = store.readJob(id);
  if (service.isRunningHere(id) || service.summary(id).status === 'running')
    throw new AppError('conflict', `Job ${id} is running: pause or cancel it before reverting.`);
  requireConfirmation(original, options);
  const tag = (options.tag ?? revertTagFor(id)).trim();
  if (tag === '') throw new AppError('invalid-input', 'The tag for reverted users cannot be blank.');
  const opened = await environments.open(original.environment.name);
  const plan = store.readPlan(id).rows;
  const progress = replayRows(plan, store.readLog(id));
  const created = await checkCreatedUsers(plan, progress, opened.client, original, tag);
  const createdIds = new Set(created.map((entry) => entry.userId));
  const updates = original.revertedBy
    ? []
    : buildRevertRows(plan, progress).filter((row) => row.userId === null || !createdIds.has(row.userId));
  const rows = [...updates, ...created.map((entry) => entry.row)].map((row, index) => ({ ...row, index }));
  const revert = saveRevertJob(service, original, rows);
  const entries = created.map(({ row, ...entry }) => ({ ...entry, index: updates.length + row.index }));
  writeCreatedUsersFile(store, revert.id, entries);
  if (!original.revertedBy) store.writeJob({ ...store.readJob(id), revertedBy: revert.id });
  const started = await service.start(revert.id, options);
  // The file to hand over says what was done, once the run ends (whichever door started it).
  void service
    .waitFor(revert.id)
    .then(() => refreshCreatedUsersFile(store, revert.id))
    .catch(() => {});
  return started;
}

interface CheckedUser extends Omit<CreatedUserEntry, 'index'> {
  row: PlannedRow;
}

async function checkCreatedUsers(
  plan: readonly PlannedRow[],
  progress: ReturnType<typeof replayRows>,
  client: ApiClient,
  original: JobFile,
  tag: string,
): Promise<CheckedUser[]> {
  const limiter = new AdaptiveLimiter({ rate: original.settings.rate, concurrency: 1 });
  const request = { limiter, backoff: DEFAULT_BACKOFF };
  const checked: CheckedUser[] = [];
  for (const [i, row] of plan.entries()) {
    const p = progress[i]!;
    if (p.state !== 'created' || p.userId === null || row.op?.type !== 'create') continue;
    const sent = row.op.body;
    const now = await readUser(client, p.userId, request);
    const base = {
      rowNumber: row.rowNumber,
      cells: row.cells,
      matchValue: row.matchValue,
      userId: p.userId,
      changes: [],
    };
    const who = {
      userId: p.userId,
      rowNumber: row.rowNumber,
      email: String(now?.email ?? sent.email ?? ''),
      firstName: String(now?.first_name ?? sent.first_name ?? ''),
      lastName: String(now?.last_name ?? sent.last_name ?? ''),
    };
    if (!now) {
      const message = `user_id ${p.userId} is no longer on the service.`;
      checked.push({
        ...who,
        state: 'not-found',
        fields: [],
        row: { ...base, index: checked.length, plan: 'skipped', message },
      });
      continue;
    }
    const judged = judgeCreatedUser(sent, now, tag);
    if (judged.state === 'to-disable') {
      const { set, expect } = disablingWrite(now, sent, tag);
      const changes = Object.entries(set).map(([field, after]) => ({ field, before: now[field] ?? null, after }));
      const op = { type: 'update' as const, userId: p.userId, set, expect };
      checked.push({
        ...who,
        ...judged,
        row: { ...base, index: checked.length, plan: 'update', op, changes, message: '' },
      });
    } else {
      const message =
        judged.state === 'already-reverted'
          ? `Already disabled and tagged ${tag} by an earlier revert.`
          : `Changed on the service since the job, so left alone: ${judged.fields.join(', ')}.`;
      const kind = judged.state === 'already-reverted' ? 'unchanged' : 'conflict';
      checked.push({ ...who, ...judged, row: { ...base, index: checked.length, plan: kind, message } });
    }
  }
  return checked;
}

async function readUser(
  client: ApiClient,
  userId: number,
  request: Parameters<typeof withRetries>[0],
): Promise<Record<string, unknown> | null> {
  try {
    return (await withRetries(request, () => client.getUser(userId))) as unknown as Record<string, unknown>;
  } catch (error) {
    if (isAppError(error) && error.code === 'not-found') return null;
    throw error;
  }
}

function saveRevertJob(service: JobService, original: JobFile, rows: PlannedRow[]): JobFile {
  const { store } = service;
  const now = new Date().toISOString();
  const revert: JobFile = {
    ...original,
    id: store.freshId(),
    kind: 'revert',
    // Nothing to send (a second revert) is done at once, as an import plan with nothing to send is.
    status: rows.some((row) => row.op) ? 'planned' : 'completed',
    createdAt: now,
    updatedAt: now,
    lookup: 'none: the users come from the reverted job, read again just before',
    settings: { ...original.settings, operator: currentOperator() },
    revertOf: original.id,
    runner: undefined,
    revertedBy: undefined,
    message: undefined,
  };
  for (const key of Object.keys(revert) as (keyof JobFile)[]) if (revert[key] === undefined) delete revert[key];
  store.create(revert, { rows });
  return revert;
}
