import { describe, expect, it } from 'vitest';
import type { UserFilter } from '../../../src-shared/records/types';
import type { ApiClient } from '../../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../../src-main/services/jobs/requests/backoff';
import { AdaptiveLimiter } from '../../../src-main/services/jobs/requests/rate-limiter';
import { lookUpUsers } from '../../../src-main/services/jobs/plan/user-lookup';
import { useSandbox } from '../../helpers/sandbox';
import { allUsers, sandboxClient } from './job-fixtures';

/** Counts list requests, and can pretend the service ignores filters (answers every user). */
function observed(client: ApiClient, ignoreFilters = false) {
  const calls: { filter: UserFilter; page: number }[] = [];
  const wrapped: ApiClient = {
    ...client,
    listUsers: (filter: UserFilter = {}, page = 1) => {
      calls.push({ filter, page });
      return client.listUsers(ignoreFilters ? {} : filter, page);
    },
  };
  return { client: wrapped, calls };
}

const ctx = () => ({ limiter: new AdaptiveLimiter({ rate: null, concurrency: 4 }), backoff: DEFAULT_BACKOFF });

describe('looking up existing users for a plan', () => {
  const sandbox = useSandbox({ users: 450 });

  it('walks every page once when the file is large compared to the service', async () => {
    const users = await allUsers(sandboxClient(sandbox()));
    const emails = users.slice(0, 40).map((u) => u.email!.toLowerCase());
    const { client, calls } = observed(sandboxClient(sandbox()));
    const result = await lookUpUsers(client, 'email', [...emails, 'nobody@example.org'], ctx());
    expect(result.how).toMatch(/read all 450 users/);
    expect(calls.every((c) => Object.keys(c.filter).length === 0)).toBe(true);
    expect(calls.length).toBeLessThanOrEqual(8); // 5 pages of 100, read 4 at a time
    expect(result.found.size).toBe(40);
    expect(result.found.get(emails[3]!)![0]!.user_id).toBe(users[3]!.user_id);
  });

  it('uses one filtered look-up per row when the service is large compared to the file', async () => {
    const [user] = await allUsers(sandboxClient(sandbox()));
    const { client, calls } = observed(sandboxClient(sandbox()));
    const result = await lookUpUsers(client, 'email', [user!.email!.toLowerCase(), 'nobody@example.org'], ctx());
    expect(result.how).toMatch(/one filtered look-up per email/);
    expect(calls.filter((c) => c.filter.email !== undefined)).toHaveLength(2);
    expect([...result.found.keys()]).toEqual([user!.email!.toLowerCase()]);
  });

  it('notices a service that ignores the filter and falls back to reading every page once', async () => {
    const [user] = await allUsers(sandboxClient(sandbox()));
    const { client, calls } = observed(sandboxClient(sandbox()), true);
    const result = await lookUpUsers(client, 'email', [user!.email!.toLowerCase()], ctx(), { strategy: 'per-value' });
    expect(result.how).toMatch(/ignored the email filter/);
    expect(result.found.get(user!.email!.toLowerCase())).toHaveLength(1);
    expect(calls.filter((c) => Object.keys(c.filter).length === 0).length).toBeGreaterThanOrEqual(5);
  });

  it('matches by inst_id when asked', async () => {
    const users = await allUsers(sandboxClient(sandbox()));
    const withInstId = users.find((u) => typeof u.inst_id === 'string' && u.inst_id !== '');
    expect(withInstId, 'the seeded data holds users with an inst_id').toBeDefined();
    const result = await lookUpUsers(sandboxClient(sandbox()), 'inst_id', [String(withInstId!.inst_id)], ctx(), {
      strategy: 'per-value',
    });
    expect(result.found.get(String(withInstId!.inst_id))!.map((u) => u.user_id)).toContain(withInstId!.user_id);
  });
});
