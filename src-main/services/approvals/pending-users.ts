// The users pending approval: every page of GET /api/users/?approved=0 (plus the filters the
// service can apply exactly), then the rest of the filter applied here. The service's own
// filtering is checked, not trusted: a user it answers that is not pending is left out.
import { matchesApprovalFilter, type ApprovalFilter, type PendingUser } from '../../../src-shared/bridge/approvals';
import type { UserFilter, UserRecord } from '../../../src-shared/records/types';
import type { ApiClient } from '../api/types';
import type { RequestContext } from '../jobs/requests/request';
import { walkAllUsers } from '../jobs/plan/user-lookup';

export interface PendingRead {
  users: PendingUser[];
  pages: number;
  how: string;
}

/** The parts of a filter the service applies itself: exact values of User fields. */
export function serverFilterOf(filter: ApprovalFilter): UserFilter {
  const query: UserFilter = { approved: 0 };
  if (filter.enabled !== undefined) query.enabled = filter.enabled;
  if (filter.yearGraduated !== undefined) query.year_graduated = filter.yearGraduated;
  return query;
}

/** Reads every pending user the filter keeps. `jobUserIds` is needed when the filter names a job. */
export async function readPendingUsers(
  client: ApiClient,
  ctx: RequestContext,
  filter: ApprovalFilter,
  jobUserIds?: ReadonlySet<number>,
): Promise<PendingRead> {
  const query = serverFilterOf(filter);
  const walked = await walkAllUsers(client, ctx, Infinity, query);
  const pending: PendingUser[] = [];
  let notPending = 0;
  for (const record of walked.users) {
    if (record.approved !== 0) {
      notPending++;
      continue;
    }
    const user = toPendingUser(record);
    if (matchesApprovalFilter(user, filter, jobUserIds)) pending.push(user);
  }
  const asked = Object.entries(query)
    .map(([field, value]) => `${field}=${value}`)
    .join('&');
  const local = localParts(filter);
  const how = [
    `read ${walked.pages} page${walked.pages === 1 ? '' : 's'} of users with ${asked}`,
    ...(local.length > 0 ? [`${local.join(', ')} checked here`] : []),
    ...(notPending > 0
      ? [`${notPending} answered user${notPending === 1 ? ' was' : 's were'} not pending and left out`]
      : []),
  ].join('; ');
  return { users: pending, pages: walked.pages, how };
}

function localParts(filter: ApprovalFilter): string[] {
  const parts: string[] = [];
  if (filter.jobId) parts.push(`job ${filter.jobId}`);
  if (filter.tag) parts.push('tag');
  if (filter.group) parts.push('group');
  if (filter.createdSince) parts.push('created date');
  if (filter.text?.trim()) parts.push('name/email');
  return parts;
}

/** The reviewer's view of one user record. */
export function toPendingUser(user: UserRecord): PendingUser {
  return {
    user_id: user.user_id,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    year_graduated: wholeNumber(user.year_graduated),
    createdAt: typeof user.createdAt === 'string' && user.createdAt !== '' ? user.createdAt : null,
    tags: stringList(user.tags),
    groups: stringList(user.groups),
    enabled: user.enabled,
  };
}

function wholeNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function stringList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string | number => typeof item === 'string' || typeof item === 'number')
    .map(String);
}
