// The matching cascade for one row: inst_id, email, email against secondary email both ways,
// then candidates by name corroborated by birth date, class year, postcode and phone. Each row
// ends as a sure match (with its evidence), possible matches (held for a decision) or no match.
import { compareByName, corroboration, givenNameEvidence, surnameEvidence } from './compare';
import { evidence, POSSIBLE_SCORE, scoreOf, SURE_LEAD, SURE_SCORE, type Evidence } from './evidence';
import { emailKey, emailKeys, instIdKey } from './normalise';
import type { IndexedUser, UserIndex } from './user-index';

export type MatchStep = 'inst_id' | 'email' | 'secondary-email' | 'name';

export interface Candidate<U extends IndexedUser = IndexedUser> {
  user: U;
  score: number;
  evidence: Evidence[];
}

export type MatchResult<U extends IndexedUser = IndexedUser> =
  | { kind: 'sure'; step: MatchStep; candidate: Candidate<U> }
  /** Held for a person's decision: candidates best first. `several` = an identifier names several users. */
  | { kind: 'possible'; step: MatchStep; candidates: Candidate<U>[]; several?: boolean }
  | { kind: 'none' };

export interface MatchOptions {
  /** Look for candidates by name when no identifier matches (default true). */
  byName?: boolean;
  /** Most candidates kept for a held row. */
  maxCandidates?: number;
}

type Row = Readonly<Record<string, unknown>>;

export function matchRow<U extends IndexedUser>(
  row: Row,
  index: UserIndex<U>,
  options: MatchOptions = {},
): MatchResult<U> {
  const exact = exactMatch(row, index);
  if (exact) return exact;
  if (options.byName === false) return { kind: 'none' };
  return nameMatch(row, index, options.maxCandidates ?? 5);
}

/** inst_id, email, then email against secondary email both ways. */
function exactMatch<U extends IndexedUser>(row: Row, index: UserIndex<U>): MatchResult<U> | null {
  const id = instIdKey(row['inst_id']);
  const email = emailKey(row['email']);
  const steps: [MatchStep, U[], Evidence][] = [];
  if (id !== null) steps.push(['inst_id', [...index.byInstId(id)], evidence('same-inst-id', { row: id })]);
  if (email !== null) steps.push(['email', [...index.byEmail(email)], evidence('same-email', { row: email })]);
  if (email !== null)
    steps.push([
      'secondary-email',
      [...index.bySecondaryEmail(email)],
      evidence('email-is-their-secondary', { row: email }),
    ]);
  for (const secondary of emailKeys(row['secondary_email'])) {
    steps.push([
      'secondary-email',
      [...index.byEmail(secondary)],
      evidence('secondary-is-their-email', { row: secondary }),
    ]);
  }
  const hits = new Map<number, { user: U; step: MatchStep; evidence: Evidence[] }>();
  let firstStep: MatchStep | null = null;
  for (const [step, users, found] of steps) {
    for (const user of users) {
      firstStep ??= step;
      const hit = hits.get(user.user_id);
      if (hit) hit.evidence.push(found);
      else hits.set(user.user_id, { user, step, evidence: [found] });
    }
  }
  if (hits.size === 0 || firstStep === null) return null;
  const candidates = [...hits.values()].map(({ user, evidence: found }) => withContext(row, user, found));
  candidates.sort((a, b) => b.score - a.score);
  if (candidates.length > 1) return { kind: 'possible', step: firstStep, candidates, several: true };
  const only = candidates[0]!;
  // An identifier that agrees while another disagrees (same email, other inst_id) is for a person to judge.
  const disagrees = only.evidence.some(
    (item) => item.code === 'different-inst-id' || item.code === 'different-birth-date',
  );
  const crossOnly = only.evidence.every(
    (item) => item.code === 'email-is-their-secondary' || item.code === 'secondary-is-their-email' || item.points <= 0,
  );
  const nameFits = only.evidence.some(
    (item) =>
      item.code === 'same-first-name' ||
      item.code === 'first-name-nickname' ||
      item.code === 'same-last-name' ||
      item.code === 'last-name-is-their-maiden-name' ||
      item.code === 'maiden-name-is-their-last-name',
  );
  if (disagrees || (crossOnly && !nameFits))
    return { kind: 'possible', step: hits.get(only.user.user_id)!.step, candidates: [only] };
  return { kind: 'sure', step: hits.get(only.user.user_id)!.step, candidate: only };
}

/** The identifier evidence plus what the names and the other values say, for the reader. */
function withContext<U extends IndexedUser>(row: Row, user: U, found: Evidence[]): Candidate<U> {
  const items = [...found];
  const id = instIdKey(row['inst_id']);
  const theirId = instIdKey(user['inst_id']);
  if (id !== null && theirId !== null && id !== theirId)
    items.push(evidence('different-inst-id', { row: id, user: theirId }));
  const surname = surnameEvidence(row, user);
  if (surname) items.push(surname);
  const given = givenNameEvidence(row, user);
  if (given) items.push(given);
  items.push(...corroboration(row, user));
  const email = emailKey(row['email']);
  const theirs = emailKey(user['email']);
  if (email !== null && theirs !== null && email !== theirs)
    items.push(evidence('email-differs', { row: email, user: theirs }));
  return { user, score: scoreOf(items), evidence: items };
}

function nameMatch<U extends IndexedUser>(row: Row, index: UserIndex<U>, maxCandidates: number): MatchResult<U> {
  const candidates: Candidate<U>[] = [];
  for (const user of index.byName(row)) {
    const found = compareByName(row, user);
    if (!found) continue;
    const score = scoreOf(found);
    if (score >= POSSIBLE_SCORE) candidates.push({ user, score, evidence: found });
  }
  if (candidates.length === 0) return { kind: 'none' };
  candidates.sort((a, b) => b.score - a.score || a.user.user_id - b.user.user_id);
  const [best, next] = candidates;
  if (best!.score >= SURE_SCORE && (!next || best!.score - next.score >= SURE_LEAD))
    return { kind: 'sure', step: 'name', candidate: best! };
  return { kind: 'possible', step: 'name', candidates: candidates.slice(0, maxCandidates) };
}
