// Looking a create's person up on the service right before it is sent, and again some time after
// an answer that leaves its outcome unknown. Both guard against a second user (the service has
// no DELETE): people added by someone else since the plan, and creates a slow backend carries out
// after the tool stopped waiting for them.
import type { MatchKey } from '../../../../src-shared/bridge/jobs';
import type { UserRecord } from '../../../../src-shared/records/types';
import type { ApiClient } from '../../api/types';
import type { Failure } from '../requests/failure';
import { matchValueOf } from '../plan/match-key';
import { withRetries, type RequestContext } from '../requests/request';
import type { PlannedRow } from '../types';
import { lookUpUsers } from '../plan/user-lookup';

export interface SettleTiming {
  /**
   * After a timeout, a dropped answer or a 5xx to a create, the row waits this long (the job
   * goes on with other rows) and is looked up again; it is sent again only if still absent.
   */
  settleGraceMs: number;
  /** A create whose person was last looked up longer ago than this is looked up again first. */
  freshLookupMs: number;
  /** How many upcoming creates one fresh look-up covers. */
  freshBatch: number;
}

export const DEFAULT_TIMING: SettleTiming = { settleGraceMs: 90_000, freshLookupMs: 60_000, freshBatch: 400 };

/** Why a create waited before its second look-up, in a few words (the job's counts group by it). */
export function waitReason(failure: Failure): string {
  if (failure.status !== undefined && failure.status >= 500) return `${failure.status} answer`;
  if (failure.code === 'timeout') return 'timeout';
  if (failure.code === 'network') return 'dropped connection';
  if (failure.status !== undefined) return `${failure.status} answer`;
  return 'unreadable answer';
}

/** What the look-ups of one run learnt about the service (shared by its look-ups). */
export interface LookupMemo {
  perValue?: boolean;
}

/**
 * The users now holding each row's match value, by row index. A filtered look-up that answers
 * nothing is not taken as proof of absence: the row's last name is looked up too and its users'
 * match values compared here, so a filter that fails for one value (case, a plus sign, an index
 * not yet updated) cannot lead to a second user. Cost: one more request per distinct last name
 * among the rows found absent by a filter (a full read of the service needs none).
 */
export async function lookUpCreates(
  client: ApiClient,
  key: MatchKey,
  rows: readonly PlannedRow[],
  ctx: RequestContext,
  memo: LookupMemo = {},
): Promise<Map<number, UserRecord[]>> {
  const withValue = rows.filter((row) => row.matchValue !== null);
  const found = new Map<number, UserRecord[]>();
  if (withValue.length === 0) return found;
  const looked = await lookUpUsers(
    client,
    key,
    withValue.map((row) => row.matchValue!),
    ctx,
    memo.perValue ? { strategy: 'per-value' } : {},
  );
  // Once the service proved too big to read within the budget, the pages are not tried again.
  if (looked.filtered) memo.perValue = true;
  const absent: PlannedRow[] = [];
  for (const row of withValue) {
    const users = looked.found.get(row.matchValue!) ?? [];
    if (users.length > 0) found.set(row.index, users);
    else if (looked.filtered) absent.push(row);
  }
  const byName = new Map<string, PlannedRow[]>();
  for (const row of absent) {
    const name = lastNameOf(row);
    if (name === null) continue;
    byName.set(name, [...(byName.get(name) ?? []), row]);
  }
  for (const [name, named] of byName) {
    const answer = await withRetries(ctx, () => client.listUsers({ last_name: name }, 1));
    for (const row of named) {
      const users = answer.filter((user) => matchValueOf(user, key) === row.matchValue);
      if (users.length > 0) found.set(row.index, users);
    }
  }
  return found;
}

function lastNameOf(row: PlannedRow): string | null {
  const body = row.op?.type === 'create' ? row.op.body : undefined;
  const name = body?.['last_name'];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
}

/**
 * When each create's person was last looked up (the plan's time at first), and the look-ups done
 * just before sending: a row looked up longer ago than the window is looked up again together
 * with the next creates of the run (`freshBatch` of them), so the cost is one batched look-up per
 * window of sending, not one per row.
 */
export class FreshLookups {
  readonly #at = new Map<number, number>();
  readonly #found = new Map<number, UserRecord[]>();
  readonly #inFlight = new Map<number, Promise<void>>();
  /** Rows a refresh covered whose answer was not used yet: used once, whatever the window. */
  readonly #unused = new Set<number>();

  constructor(
    private readonly creates: readonly PlannedRow[],
    private readonly lookedUpAt: number,
    private readonly timing: SettleTiming,
    private readonly lookUp: (rows: readonly PlannedRow[]) => Promise<Map<number, UserRecord[]>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The users found for the row by a look-up within the window (done now if needed); [] when none. */
  async usersFor(row: PlannedRow): Promise<UserRecord[]> {
    const at = this.#at.get(row.index) ?? this.lookedUpAt;
    const pending = this.#inFlight.get(row.index);
    if (pending) await pending;
    else {
      // A refresh's answer not used yet is good for a second at least (a window of 0 looks each
      // batch up once, not once per row).
      const age = this.now() - at;
      const fresh = this.#unused.has(row.index) ? Math.max(this.timing.freshLookupMs, 1000) : this.timing.freshLookupMs;
      if (age > fresh) await this.#refresh(row);
    }
    this.#unused.delete(row.index);
    return this.#found.get(row.index) ?? [];
  }

  #refresh(row: PlannedRow): Promise<void> {
    const start = this.creates.findIndex((other) => other.index === row.index);
    const batch = [row];
    for (let i = start + 1; i < this.creates.length && batch.length < this.timing.freshBatch; i++) {
      const next = this.creates[i]!;
      if (!this.#inFlight.has(next.index) && !this.#unused.has(next.index)) batch.push(next);
    }
    const done = this.lookUp(batch).then(
      (found) => {
        const now = this.now();
        for (const one of batch) {
          this.#at.set(one.index, now);
          this.#unused.add(one.index);
          const users = found.get(one.index);
          if (users) this.#found.set(one.index, users);
          this.#inFlight.delete(one.index);
        }
      },
      (error: unknown) => {
        for (const one of batch) this.#inFlight.delete(one.index);
        throw error;
      },
    );
    for (const one of batch) this.#inFlight.set(one.index, done);
    return done;
  }
}

/**
 * The timings set by the environment (for a slower backend, or tests):
 * ALUMNI_LOADER_SETTLE_GRACE_SECONDS and ALUMNI_LOADER_FRESH_LOOKUP_SECONDS. Other values are
 * ignored (the defaults stay).
 */
export function timingFromEnv(env: Readonly<Record<string, string | undefined>>): Partial<SettleTiming> {
  const seconds = (name: string): number | undefined => {
    const text = env[name]?.trim();
    if (!text) return undefined;
    const value = Number(text);
    return Number.isFinite(value) && value >= 0 && value <= 3600 ? value * 1000 : undefined;
  };
  const grace = seconds('ALUMNI_LOADER_SETTLE_GRACE_SECONDS');
  const window = seconds('ALUMNI_LOADER_FRESH_LOOKUP_SECONDS');
  return {
    ...(grace === undefined ? {} : { settleGraceMs: grace }),
    ...(window === undefined ? {} : { freshLookupMs: window }),
  };
}
