// Whether a user an import created may be disabled and tagged by a revert: only when it still
// holds what the job sent and the service saw no change since (updatedAt still its createdAt).
import { driftedFields, sameFieldValue } from '../../../../src-shared/diff';

/** The tag a revert of creations puts on each user it disables, unless another is asked for. */
export function revertTagFor(jobId: string): string {
  return `import-reverted-${jobId}`;
}

export type CreatedUserState =
  /** Unchanged since the job: will be set enabled 0, approved 0 and tagged. */
  | 'to-disable'
  /** Changed on the service since the job: left alone and listed. */
  | 'changed'
  /** Already disabled, unapproved and tagged by an earlier revert: nothing to do. */
  | 'already-reverted'
  /** The service no longer answers for this user_id. */
  | 'not-found';

export interface CreatedUserJudgement {
  state: CreatedUserState;
  /** The fields changed since the job (state "changed"). */
  fields: string[];
}

/**
 * `sent`: the body the job POSTed; `now`: the user as the service holds it today. A value the
 * service fills in itself (createdAt, user_id…) is not in `sent` and so never counts.
 */
export function judgeCreatedUser(
  sent: Readonly<Record<string, unknown>>,
  now: Readonly<Record<string, unknown>>,
  tag: string,
): CreatedUserJudgement {
  if (isReverted(now, tag)) return { state: 'already-reverted', fields: [] };
  const fields = driftedFields(now, sent).map((change) => change.field);
  if (touchedSinceCreation(now)) fields.push('updatedAt');
  return fields.length > 0 ? { state: 'changed', fields } : { state: 'to-disable', fields: [] };
}

function isReverted(user: Readonly<Record<string, unknown>>, tag: string): boolean {
  const tags = Array.isArray(user.tags) ? user.tags.map(String) : [];
  return (
    sameFieldValue('enabled', user.enabled, 0) && sameFieldValue('approved', user.approved, 0) && tags.includes(tag)
  );
}

/** The service moves updatedAt on every write; at creation it equals createdAt. */
function touchedSinceCreation(user: Readonly<Record<string, unknown>>): boolean {
  const { createdAt, updatedAt } = user;
  if (typeof createdAt !== 'string' || typeof updatedAt !== 'string') return false;
  return createdAt.trim() !== '' && updatedAt.trim() !== '' && createdAt.trim() !== updatedAt.trim();
}

/** What a revert writes on an unchanged created user: disabled, not approved, one tag more. */
export function disablingWrite(
  now: Readonly<Record<string, unknown>>,
  sent: Readonly<Record<string, unknown>>,
  tag: string,
): { set: Record<string, unknown>; expect: Record<string, unknown> } {
  const tags = Array.isArray(now.tags) ? now.tags.map(String) : [];
  // Expected at write time: what was checked now, so a change between this plan and the run is caught.
  const watched = [...new Set([...Object.keys(sent), 'enabled', 'approved', 'tags', 'updatedAt'])];
  const expect = Object.fromEntries(watched.map((field) => [field, now[field] ?? null]));
  return { set: { enabled: 0, approved: 0, tags: [...tags, tag] }, expect };
}
