// An approve job as the engine runs it: one update row per user (GET, set approved = 1 and, if
// asked, enabled = 1, PUT the complete object). The engine's journal keeps each user's record
// before the PUT, so `jobs revert` puts approved (and enabled) back to what they were.
import { createHash } from 'node:crypto';
import type { PendingUser } from '../../../src-shared/bridge/approvals';
import type { OperationsJobInput } from '../jobs/job-service';

type JobRowInput = OperationsJobInput['rows'][number];

/** The columns of an approve job's results files (then status, user_id (result), message). */
export const APPROVAL_HEADERS = [
  'user_id',
  'first_name',
  'last_name',
  'email',
  'year_graduated',
  'createdAt',
  'tags',
  'enabled before',
];

export const NOT_PENDING_MESSAGE =
  'Not pending any more when the job was planned (already approved, or no longer on the service): left alone.';

export function approvalCells(user: PendingUser): string[] {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return [
    String(user.user_id),
    text(user.first_name),
    text(user.last_name),
    text(user.email),
    text(user.year_graduated),
    text(user.createdAt),
    user.tags.join(', '),
    text(user.enabled),
  ];
}

/** Rows for the users to approve, then a skipped row for each selected user no longer pending. */
export function approvalRows(
  users: readonly PendingUser[],
  enable: boolean,
  notPendingIds: readonly number[] = [],
): JobRowInput[] {
  const set: Record<string, unknown> = enable ? { approved: 1, enabled: 1 } : { approved: 1 };
  const rows: JobRowInput[] = users.map((user, index) => ({
    rowNumber: index + 1,
    cells: approvalCells(user),
    plan: 'update',
    matchValue: user.email ? user.email.trim().toLowerCase() : null,
    userId: user.user_id,
    changes: [
      { field: 'approved', before: 0, after: 1 },
      ...(enable && user.enabled !== 1 ? [{ field: 'enabled', before: user.enabled, after: 1 }] : []),
    ],
    op: { type: 'update', userId: user.user_id, set },
  }));
  const skipped = notPendingIds.map((userId, i): JobRowInput => ({
    rowNumber: rows.length + i + 1,
    cells: [String(userId)],
    plan: 'skipped',
    userId,
    message: NOT_PENDING_MESSAGE,
  }));
  return [...rows, ...skipped];
}

export interface ApprovalJobRequest {
  environment: string;
  users: readonly PendingUser[];
  notPendingIds?: readonly number[];
  enable: boolean;
  /** The filter or selection in words. */
  description: string;
  /** How the pending users were read, in words. */
  how: string;
  rate?: number;
  concurrency?: number;
}

/** What the job engine's createJob takes for an approval. */
export function approvalJobInput(request: ApprovalJobRequest): OperationsJobInput {
  const rows = approvalRows(request.users, request.enable, request.notPendingIds);
  const count = request.users.length;
  const ids = rows.map((row) => row.userId).join(',');
  return {
    kind: 'approve',
    environment: request.environment,
    source: {
      name: `${request.enable ? 'approve and enable' : 'approve'} ${count} user${count === 1 ? '' : 's'} (${request.description})`,
      // Which users the job is about: a hash of their ids, as an import keeps its file's hash.
      hash: createHash('sha256').update(ids).digest('hex'),
      headers: APPROVAL_HEADERS,
    },
    rows,
    fields: request.enable ? ['approved', 'enabled'] : ['approved'],
    match: 'email',
    rate: request.rate,
    concurrency: request.concurrency,
    lookup: `pending users: ${request.how}`,
  };
}
