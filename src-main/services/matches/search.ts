// The review's "search for another record": when the right person is not among a held row's
// candidates, a person looks users up by name, email, user_id or institution ID. Each user found
// is compared with the row's cleaned values by the matcher itself (src-shared/matching), so it is
// shown with a probability and the same agree/differ words as a candidate. Filtered look-ups only:
// the filters GET /api/users/ honours are not all published, so an answer holding users without
// the value is taken as a filter the service ignores and a few pages are read and filtered here
// (as they are when a name typed in other case or accents is not found by the exact filters).
import { IDENTIFYING_FIELDS } from '../../../src-shared/matching/identifying-fields';
import { isBlank } from '../../../src-shared/diff';
import { AppError } from '../../../src-shared/errors';
import { foldText, profileOf, scoreCandidate, UserIndex } from '../../../src-shared/matching';
import { candidateSentence } from '../../../src-renderer/src/lib/words/match-evidence-words';
import type { MatchRules } from '../../../src-shared/matching/rules';
import type { UserFilter, UserRecord } from '../../../src-shared/records/types';
import { ApiError } from '../api/errors';
import type { ApiClient } from '../api/types';
import { PAGE_SIZE } from '../jobs/plan/user-lookup';

/** Most users a search answers (best compared first). */
export const SEARCH_LIMIT = 20;
/** Pages read (and filtered here) when the service ignores a filter: 1,000 users. */
const FALLBACK_PAGES = 10;
/** Name words looked up at most (each costs a few requests). */
const MAX_WORDS = 4;
const MAX_QUERY = 200;
const PROBES_AT_ONCE = 4;

export interface FoundUser {
  userId: number;
  score: number;
  probability: number;
  /** The comparison with the row in words, as for a candidate. */
  evidence: string;
  codes: string[];
  values: Record<string, unknown>;
}

export interface SearchOutcome {
  users: FoundUser[];
  /** Users found before the limit. */
  total: number;
  /** What the search could not do, in words (a filter the service ignores, a name too common). */
  notes: string[];
}

type User = UserRecord & { user_id: number };
type Kind = 'user-id' | 'email' | 'inst-id' | 'name';
interface Probe {
  field: string;
  value: string;
}

/** What the query is: a number (a user_id, or an institution ID), an email, one word with digits, or a name. */
export function queryKind(query: string): Kind {
  if (/^#?\d+$/.test(query)) return 'user-id';
  if (query.includes('@')) return 'email';
  if (/^\S*\d\S*$/.test(query)) return 'inst-id';
  return 'name';
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/** The filtered look-ups of a query (the service compares exactly: the word as typed and capitalised). */
export function probesOf(query: string): Probe[] {
  const kind = queryKind(query);
  if (kind === 'user-id' || kind === 'inst-id') return [{ field: 'inst_id', value: query.replace(/^#(?=\d+$)/, '') }];
  if (kind === 'email') {
    const values = [...new Set([query, query.toLowerCase()])];
    return values.flatMap((value) => [
      { field: 'email', value },
      { field: 'secondary_email', value },
    ]);
  }
  const words = nameWordsOf(query).slice(0, MAX_WORDS);
  const phrase = words.length > 1 ? [words.join(' ')] : [];
  const values = new Set<string>();
  for (const word of [...words, ...phrase]) {
    values.add(word);
    values.add(
      word
        .split(/([\s-])/)
        .map(capitalised)
        .join(''),
    );
  }
  const probes: Probe[] = [];
  for (const value of values)
    for (const field of ['last_name', 'maiden_name', 'first_name'])
      if (!(field === 'first_name' && value.includes(' '))) probes.push({ field, value });
  return probes;
}

function nameWordsOf(query: string): string[] {
  return query
    .split(/[\s,]+/)
    .map((word) => word.trim())
    .filter((word) => word.length > 1);
}

/** Whether a user holds the probed value, as a person would say (case and accents aside). */
function holds(user: UserRecord, probe: Probe): boolean {
  const raw = (user as Record<string, unknown>)[probe.field];
  const want = foldText(probe.value.trim());
  return (Array.isArray(raw) ? raw : [raw]).some((item) => !isBlank(item) && foldText(String(item).trim()) === want);
}

/** Whether a user read without a filter answers the query (the fallback when filters are ignored). */
function answers(user: UserRecord, query: string): boolean {
  const kind = queryKind(query);
  if (kind === 'user-id' && user.user_id === Number(query.replace(/^#/, ''))) return true;
  if (kind !== 'name') return probesOf(query).some((probe) => holds(user, probe));
  const record = user as Record<string, unknown>;
  const names = ['first_name', 'last_name', 'maiden_name', 'nickname', 'middle_name'].flatMap((field) =>
    foldText(String(record[field] ?? '')).split(/[\s-]+/),
  );
  return nameWordsOf(query).some((word) => names.includes(foldText(word)));
}

export interface SearchOptions {
  limit?: number;
  /** The match rules the plan used (its fields and prior); standard when absent. */
  rules?: MatchRules;
}

/**
 * Users answering `query`, each compared with `row` (the held row's cleaned values), best first.
 * AppError 'invalid-input' for an empty or overlong query.
 */
export async function searchUsers(
  client: ApiClient,
  query: string,
  row: Readonly<Record<string, unknown>>,
  options: SearchOptions = {},
): Promise<SearchOutcome> {
  const text = query.trim();
  if (text === '')
    throw new AppError('invalid-input', 'Type a name, an email, a User ID or an Institution ID to search for.');
  if (text.length > MAX_QUERY)
    throw new AppError('invalid-input', `The search is ${text.length} characters long; give at most ${MAX_QUERY}.`);
  const notes: string[] = [];
  const found = new Map<number, User>();
  if (queryKind(text) === 'user-id') {
    const byId = await userById(client, Number(text.replace(/^#/, '')));
    if (byId) found.set(byId.user_id, byId);
  }
  let ignored: string | null = null;
  const probes = probesOf(text);
  // A few look-ups at a time (a lower-case name of three words is a dozen or more).
  for (let at = 0; at < probes.length && ignored === null; at += PROBES_AT_ONCE) {
    const batch = probes.slice(at, at + PROBES_AT_ONCE);
    const answers = await Promise.all(
      batch.map((probe) => client.listUsers({ [probe.field]: probe.value } as UserFilter, 1)),
    );
    for (const [i, probe] of batch.entries()) {
      const answer = answers[i]!;
      if (answer.some((user) => !holds(user, probe))) {
        ignored = probe.field;
        break;
      }
      if (answer.length >= PAGE_SIZE)
        notes.push(
          `More than ${PAGE_SIZE} users hold ${probe.value} (${probe.field}): add more of the name or an email.`,
        );
      for (const user of answer) found.set(user.user_id, user as User);
    }
  }
  // The filters compare exactly: a name typed in other case or accents ("o'kon", "Muller") finds nobody there.
  const unfiltered = ignored !== null || (found.size === 0 && queryKind(text) === 'name');
  if (unfiltered) {
    const read = await readPages(client, (user) => answers(user, text), found);
    if (!read.complete)
      notes.push(
        ignored !== null
          ? `The service does not filter users by ${ignored}: only its first ${read.users.toLocaleString('en-US')} users were searched.`
          : `Nobody on the service holds this name exactly as typed; its first ${read.users.toLocaleString('en-US')} users were searched case and accents aside.`,
      );
  }
  const users = compare([...found.values()], row, options.rules);
  return { users: users.slice(0, options.limit ?? SEARCH_LIMIT), total: users.length, notes };
}

async function userById(client: ApiClient, userId: number): Promise<User | null> {
  try {
    return (await client.getUser(userId)) as User;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'not-found') return null;
    throw error;
  }
}

async function readPages(
  client: ApiClient,
  keep: (user: UserRecord) => boolean,
  found: Map<number, User>,
): Promise<{ complete: boolean; users: number }> {
  let users = 0;
  for (let page = 1; page <= FALLBACK_PAGES; page++) {
    const answer = await client.listUsers({}, page);
    users += answer.length;
    for (const user of answer) if (keep(user)) found.set(user.user_id, user as User);
    if (answer.length < PAGE_SIZE) return { complete: true, users };
  }
  return { complete: false, users };
}

/** Each user compared with the row by the matcher, best first. */
function compare(
  users: readonly User[],
  row: Readonly<Record<string, unknown>>,
  rules: MatchRules | undefined,
): FoundUser[] {
  if (users.length === 0) return [];
  const index = new UserIndex(users);
  const profile = profileOf(row);
  const fields = [...new Set([...IDENTIFYING_FIELDS, ...Object.keys(row)])];
  return users
    .map((user, i) => {
      const candidate = scoreCandidate(profile, user, index.profiles[i]!, index, rules);
      return {
        userId: user.user_id,
        score: Math.round(candidate.score * 10) / 10,
        probability: candidate.probability,
        evidence: candidateSentence(candidate),
        codes: [...candidate.evidence.map((e) => e.code), ...candidate.guards.map((g) => g.code)],
        values: Object.fromEntries(
          fields.filter((field) => !isBlank(user[field])).map((field) => [field, user[field]]),
        ),
      };
    })
    .sort((a, b) => b.probability - a.probability || b.score - a.score || a.userId - b.userId);
}
