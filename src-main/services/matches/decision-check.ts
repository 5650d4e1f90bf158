// A person's decision for a held row may name only a user the row could be: one of its candidates,
// or a user the review's search found for it (flagged so in the decision). Any other user_id (a
// typo, a decisions file of another file, another person) would overwrite a stranger's name,
// email and birth date, so the decision is refused and the row stays held, with the reason.
import type { MatchDecision } from '../../../src-shared/bridge/jobs';

/** The decisions of a plan by row number (the last one given for a row counts). */
export function decisionsByRow(decisions: readonly MatchDecision[]): Map<number, MatchDecision> {
  return new Map(decisions.map((decision) => [decision.rowNumber, decision]));
}

const REFUSED = 'Decision refused:';

/** True for the message of a row whose decision was refused (the terminal shows it beside the row). */
export function isRefusedDecision(message: string): boolean {
  return message.startsWith(REFUSED);
}

/** Undefined when the decision may be applied to the row; otherwise why it is refused, in words. */
export function refusedDecision(
  decision: MatchDecision,
  candidates: readonly { user: { user_id: number } }[],
): string | undefined {
  const choice = decision.choice;
  if (typeof choice !== 'number' || decision.foundBySearch === true) return undefined;
  const ids = candidates.map((candidate) => candidate.user.user_id);
  if (ids.includes(choice)) return undefined;
  const among =
    ids.length === 0
      ? 'this row has no candidate on the service'
      : `this row's candidate${ids.length > 1 ? 's are' : ' is'} user_id ${ids.join(', ')}`;
  return `${REFUSED} user_id ${choice} is not a candidate for this row (${among}), so it was not applied and the row stays held. Give one of its candidates, new or skip.`;
}
