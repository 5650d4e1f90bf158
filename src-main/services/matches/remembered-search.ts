// A remembered decision that names a user found by the review's search applies to the next file as
// the decision did: the plan reads that user (they are not among the row's candidates) and plans the
// row on them. Guarded as a search decision is: a user the service no longer has makes the row
// invalid, and a user whose name or birth date changed since the decision holds the row again.
import type { MatchDecision } from '../../../src-shared/bridge/jobs';
import { fingerprintOf, userFingerprintOf, personLabel, type NewDecision, type RememberedDecision } from './memory';

type Person = Readonly<Record<string, unknown>>;
type User = Person & { user_id: number };

/** A remembered decision for a user found by search (its choice is that user's id). */
export function isSearchDecision(
  decision: RememberedDecision | undefined,
): decision is RememberedDecision & { choice: number } {
  return decision?.foundBySearch === true && typeof decision.choice === 'number';
}

/**
 * The remembered search decisions of this file's rows, as a plan's decisions, so the planner reads their
 * users with those of the decisions given now (searchedUsers). None without a remembered search decision.
 */
export function rememberedSearches(
  rows: readonly { rowNumber: number; user: Person }[],
  remembered: ReadonlyMap<string, RememberedDecision>,
): MatchDecision[] {
  if (![...remembered.values()].some(isSearchDecision)) return [];
  const decisions: MatchDecision[] = [];
  for (const row of rows) {
    const before = remembered.get(fingerprintOf(row.user));
    if (isSearchDecision(before))
      decisions.push({ rowNumber: row.rowNumber, choice: before.choice, foundBySearch: true });
  }
  return decisions;
}

/** What to remember of a decision for a user found by search: the mark, and who the user is (before and after). */
export function searchDecisionFacts(
  user: User,
  set: Readonly<Record<string, unknown>> | undefined,
): Pick<NewDecision, 'foundBySearch' | 'userIdentity'> {
  const identity = new Set([userFingerprintOf(user), userFingerprintOf({ ...user, ...set })]);
  return { foundBySearch: true, userIdentity: [...identity] };
}

export type RememberedSearchOutcome<U extends User = User> =
  { kind: 'user'; user: U; note: string } | { kind: 'invalid' | 'held'; message: string };

/** What a remembered decision for a user found by search makes of its row, given the users read for it. */
export function rememberedSearchOutcome<U extends User>(
  before: RememberedDecision & { choice: number },
  read: ReadonlyMap<number, U>,
): RememberedSearchOutcome<U> {
  const id = before.choice;
  const how = `found by search, decided before, on ${before.decidedAt.slice(0, 10)}, in job ${before.jobId}`;
  const user = read.get(id);
  if (!user)
    return {
      kind: 'invalid',
      message: `User ${id} (${how}) is no longer on the service. Forget the remembered decision to have the row held for a new one.`,
    };
  if (!before.userIdentity?.includes(userFingerprintOf(user)))
    return {
      kind: 'held',
      message: `Held again: user ${id} (${how}) has another name or birth date on the service since (now ${personLabel(user)}${bornText(user)}). Choose the user, a new person, or skip.`,
    };
  return { kind: 'user', user, note: `user ${id}: ${how}` };
}

function bornText(user: Person): string {
  const parts = [user['dob_year'], user['dob_month'], user['dob_day']];
  if (parts.every((part) => part === undefined || part === null || part === '')) return '';
  return `, born ${parts.map((part) => (part === undefined || part === null || part === '' ? '?' : String(part))).join('-')}`;
}
