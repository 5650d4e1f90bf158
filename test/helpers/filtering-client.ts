import { ApiError } from '../../src-main/services/api/errors';
import type { ApiClient } from '../../src-main/services/api/types';
import type { UserRecord } from '../../src-shared/records/types';

/**
 * A service in memory whose look-ups honour their filters (equal values, case aside; one page), and
 * whose reads by id are counted in `reads`: a user no filter brings is reached only by a read.
 */
export function filteringClient(users: readonly UserRecord[]): { client: ApiClient; reads: number[] } {
  const reads: number[] = [];
  const client = {
    listUsers: async (filter: Record<string, string>, page = 1) =>
      page > 1
        ? []
        : users.filter((u) =>
            Object.entries(filter).every(
              ([field, value]) => String(u[field] ?? '').toLowerCase() === value.toLowerCase(),
            ),
          ),
    getUser: async (id: number) => {
      reads.push(id);
      const user = users.find((u) => u.user_id === id);
      if (!user) throw new ApiError('not-found', `no user ${id}`, { status: 404 });
      return user;
    },
  } as unknown as ApiClient;
  return { client, reads };
}
