// Decisions that name a user found by the review's search (not among the row's candidates): the
// planner reads those users when its own reads did not bring them, and words how each compares
// with its row through the matcher itself, as a candidate is worded.
import type { MatchDecision } from '../../../src-shared/bridge/jobs';
import { profileOf, scoreCandidate, type MatchRules, type UserIndex } from '../../../src-shared/matching';
import type { UserRecord } from '../../../src-shared/records/types';
import { candidateSentence } from '../../../src-renderer/src/lib/words/match-evidence-words';
import type { ApiClient } from '../api/types';
import { FailedRequest, withRetries, type RequestContext } from '../jobs/requests/request';

type User = UserRecord & { user_id: number };

/**
 * The users that decisions found by the review's search name and that the planning reads did not bring
 * (they are not among the row's candidates): read one by one. A user_id the service does not have stays
 * out, and the decision then says so on its row.
 */
export async function searchedUsers(
  decisions: readonly MatchDecision[],
  index: UserIndex<User>,
  client: ApiClient,
  ctx: RequestContext,
): Promise<Map<number, User>> {
  const found = new Map<number, User>();
  for (const decision of decisions) {
    const id = decision.choice;
    if (typeof id !== 'number' || !decision.foundBySearch || found.has(id)) continue;
    const known = index.byUserId(id);
    if (known) {
      found.set(id, known);
      continue;
    }
    try {
      found.set(id, (await withRetries(ctx, () => client.getUser(id))) as User);
    } catch (error) {
      if (!(error instanceof FailedRequest && error.failure.code === 'not-found')) throw error;
    }
  }
  return found;
}

/** How a user found by search compares with the row: the matcher's own words, as for a candidate. */
export function searchedEvidence(
  row: Readonly<Record<string, unknown>>,
  user: User,
  index: UserIndex<User>,
  rules: MatchRules | undefined,
): string {
  const compared = scoreCandidate(profileOf(row), user, profileOf(user), index, rules);
  return `found by search: ${candidateSentence(compared)}`;
}
