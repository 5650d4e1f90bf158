// Finds the users already on the service for a set of match-key values.
//
// Two ways: one filtered GET per value (GET /api/users/?email=...), or walking every page of
// GET /api/users/ once and indexing it. A walk costs one request per 100 users on the service;
// per-value look-ups cost one request per row. The size of the service is not known in
// advance, so the walk goes first, within a budget of pages worth the per-value cost; past
// that budget the service is big compared to the file and per-value look-ups take over.
// A service that ignores the filter (it answers users that do not match) is detected on the
// first look-up and then walked in full, once.

import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import type { UserFilter, UserRecord } from '../../../../src-shared/records/types';
import type { ApiClient } from '../../api/types';
import { looseTextKey } from '../../../../src-shared/identity';
import { matchValueOf } from './match-key';
import { withRetries, type RequestContext } from '../requests/request';

export const PAGE_SIZE = 100;
/**
 * One page of 100 users costs about this many filtered single look-ups: measured against the
 * sandbox (20 ms latency, 8 at a time) 50 pages took 1.87 s and 20 look-ups 0.09 s, about 8x
 * per request (a page is a hundred users to send, parse and check).
 */
const PAGE_COST_IN_LOOKUPS = 8;

export interface LookupResult {
  /** Match value -> the users holding it (several = a conflict). */
  found: Map<string, UserRecord[]>;
  /** How the look-up was done, in words (kept in job.json, shown by `jobs show`). */
  how: string;
  requests: number;
  /** Answered by filtered look-ups (an empty answer is then the filter's word only). */
  filtered?: boolean;
}

export interface LookupOptions {
  /** Force one way (tests, benchmarks). Default: decide as described above. */
  strategy?: 'auto' | 'walk' | 'per-value';
  onProgress?: (done: number, total: number) => void;
}

export async function lookUpUsers(
  client: ApiClient,
  key: MatchKey,
  values: readonly string[],
  ctx: RequestContext,
  options: LookupOptions = {},
): Promise<LookupResult> {
  const wanted = [...new Set(values)];
  if (wanted.length === 0) return { found: new Map(), how: 'no look-up needed', requests: 0 };
  const strategy = options.strategy ?? 'auto';
  if (strategy !== 'per-value') {
    const budget = strategy === 'walk' ? Infinity : Math.ceil(wanted.length / PAGE_COST_IN_LOOKUPS);
    const walked = await walkAllUsers(client, ctx, budget);
    if (walked.complete) {
      return {
        found: indexUsers(walked.users, key, wanted),
        how: `read all ${walked.users.length} users of the service (${walked.pages} pages)`,
        requests: walked.pages,
      };
    }
  }
  const perValue = await lookUpEach(client, key, wanted, ctx, options.onProgress);
  if (perValue.filterIgnored) {
    const walked = await walkAllUsers(client, ctx, Infinity);
    return {
      found: indexUsers(walked.users, key, wanted),
      how: `the service ignored the ${key} filter, so all ${walked.users.length} users were read (${walked.pages} pages)`,
      requests: perValue.requests + walked.pages,
    };
  }
  return {
    found: perValue.found,
    how: `one filtered look-up per ${key} (${perValue.requests} request${perValue.requests === 1 ? '' : 's'})`,
    requests: perValue.requests,
    filtered: true,
  };
}

/** The users holding one match value now: used to settle a create whose outcome is unknown. */
export async function findByMatchValue(
  client: ApiClient,
  key: MatchKey,
  value: string,
  ctx: RequestContext,
): Promise<UserRecord[]> {
  const result = await lookUpEach(client, key, [value], ctx);
  if (!result.filterIgnored) return result.found.get(value) ?? [];
  const walked = await walkAllUsers(client, ctx, Infinity);
  return indexUsers(walked.users, key, [value]).get(value) ?? [];
}

function indexUsers(users: readonly UserRecord[], key: MatchKey, wanted: readonly string[]): Map<string, UserRecord[]> {
  const want = new Set(wanted);
  const found = new Map<string, UserRecord[]>();
  for (const user of users) {
    const value = matchValueOf(user, key);
    if (value === null || !want.has(value)) continue;
    const list = found.get(value);
    if (list) list.push(user);
    else found.set(value, [user]);
  }
  return found;
}

export interface Walk {
  users: UserRecord[];
  pages: number;
  complete: boolean;
}

/**
 * Reads pages 1, 2, 3... a few at a time (as many as the concurrency allows) until a short page,
 * or until `maxPages` were read without reaching the end. `filter` narrows the list on the
 * service (approvals walk the users with approved=0).
 */
export async function walkAllUsers(
  client: ApiClient,
  ctx: RequestContext,
  maxPages: number,
  filter: UserFilter = {},
  onProgress?: (done: number, total: number) => void,
): Promise<Walk> {
  const users: UserRecord[] = [];
  let pages = 0;
  let next = 1;
  const seen = new Set<number>();
  for (;;) {
    const batch = Math.max(1, Math.min(ctx.limiter.concurrency, maxPages - pages));
    if (pages >= maxPages) return { users, pages, complete: false };
    const numbers = Array.from({ length: batch }, (_, i) => next + i);
    next += batch;
    const answers = await Promise.all(numbers.map((page) => withRetries(ctx, () => client.listUsers(filter, page))));
    pages += batch;
    // The total is not known before the last page: progress counts users read so far.
    onProgress?.(users.length + answers.reduce((sum, answer) => sum + answer.length, 0), 0);
    for (const answer of answers) {
      for (const user of answer) {
        // A user created between two page reads shifts the pages: keep each user once.
        if (seen.has(user.user_id)) continue;
        seen.add(user.user_id);
        users.push(user);
      }
      if (answer.length < PAGE_SIZE) return { users, pages, complete: true };
    }
  }
}

interface PerValue {
  found: Map<string, UserRecord[]>;
  requests: number;
  filterIgnored: boolean;
}

async function lookUpEach(
  client: ApiClient,
  key: MatchKey,
  values: readonly string[],
  ctx: RequestContext,
  onProgress?: (done: number, total: number) => void,
): Promise<PerValue> {
  const found = new Map<string, UserRecord[]>();
  let requests = 0;
  let filterIgnored = false;
  let next = 0;
  const worker = async () => {
    while (!filterIgnored && next < values.length) {
      const value = values[next++]!;
      const answer = await withRetries(ctx, () => client.listUsers({ [key]: value }, 1));
      requests++;
      if (answer.some((user) => matchValueOf(user, key) !== value)) {
        filterIgnored = true;
        return;
      }
      if (answer.length > 0) found.set(value, answer);
      onProgress?.(requests, values.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.limiter.concurrency, values.length) }, worker));
  return { found, requests, filterIgnored };
}

/** One filtered look-up of matching: users whose `field` holds `value` (as the service compares). */
export interface Probe {
  field: string;
  value: string;
}

export interface UserCollection {
  /** Every user that can match a row (all users, when the service was read in full). */
  users: UserRecord[];
  how: string;
  requests: number;
}

/**
 * The users name matching compares the rows with. Reading every user (one paged walk) when the
 * service is small against the file; otherwise one filtered look-up per identifier and surname
 * (inst_id, email on email and secondary_email, secondary email on email, last and maiden names
 * on last_name and maiden_name). A filter the service does not honour (it answers users that do
 * not hold the value) is detected on its answers, and the service is then read in full, once.
 * Filtered look-ups find only what the service's filter calls equal: a surname spelled with
 * other accents or hyphens is found by the full read only (strategy 'walk').
 */
export async function collectUsers(
  client: ApiClient,
  probes: readonly Probe[],
  ctx: RequestContext,
  options: LookupOptions = {},
): Promise<UserCollection> {
  const wanted = uniqueProbes(probes);
  if (wanted.length === 0) return { users: [], how: 'no look-up needed', requests: 0 };
  const strategy = options.strategy ?? 'auto';
  const readAll = async (why: string, spent: number): Promise<UserCollection> => {
    const walked = await walkAllUsers(client, ctx, Infinity, {}, options.onProgress);
    return {
      users: walked.users,
      how: `${why}all ${walked.users.length} users of the service were read (${walked.pages} pages)`,
      requests: spent + walked.pages,
    };
  };
  if (strategy === 'walk') return readAll('', 0);
  if (strategy === 'auto') {
    const walked = await walkAllUsers(
      client,
      ctx,
      Math.ceil(wanted.length / PAGE_COST_IN_LOOKUPS),
      {},
      options.onProgress,
    );
    if (walked.complete)
      return {
        users: walked.users,
        how: `read all ${walked.users.length} users of the service (${walked.pages} pages)`,
        requests: walked.pages,
      };
  }
  const probed = await probeEach(client, wanted, ctx, options.onProgress);
  if (probed.ignored) return readAll(`the service ignored the ${probed.ignored} filter, so `, probed.requests);
  return {
    users: probed.users,
    how: `one filtered look-up per identifier and surname (${probed.requests} requests)`,
    requests: probed.requests,
  };
}

function uniqueProbes(probes: readonly Probe[]): Probe[] {
  const seen = new Set<string>();
  return probes.filter((probe) => {
    const key = `${probe.field}\u0000${probe.value}`;
    if (probe.value.trim() === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Whether a user holds the probed value (case aside; a list field holds it among its items). */
function holds(user: UserRecord, probe: Probe): boolean {
  const raw = (user as Record<string, unknown>)[probe.field];
  const list = Array.isArray(raw) ? raw : [raw];
  const want = looseTextKey(probe.value);
  return list.some((item) => item !== null && item !== undefined && looseTextKey(item) === want);
}

async function probeEach(
  client: ApiClient,
  probes: readonly Probe[],
  ctx: RequestContext,
  onProgress?: (done: number, total: number) => void,
): Promise<{ users: UserRecord[]; requests: number; ignored: string | null }> {
  const users = new Map<number, UserRecord>();
  let requests = 0;
  let ignored: string | null = null;
  let next = 0;
  const worker = async () => {
    while (ignored === null && next < probes.length) {
      const probe = probes[next++]!;
      const answer = await withRetries(ctx, () => client.listUsers({ [probe.field]: probe.value }, 1));
      requests++;
      if (answer.some((user) => !holds(user, probe))) {
        ignored = probe.field;
        return;
      }
      for (const user of answer) users.set(user.user_id, user);
      onProgress?.(requests, probes.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(ctx.limiter.concurrency, probes.length) }, worker));
  return { users: [...users.values()], requests, ignored };
}
