// `npm run bench matching`: planning 100,000 rows against 100,000 users once the users are read.
// The users (faker names, seeded) are served from memory by a stand-in client, so the figure is
// the planner's own work: the index, the cascade per row, in-file duplicates, diffs. The goal of
// the issue: under a minute on this machine. The scenario's mix is the (changed emails,
// married names, nicknames, both, namesakes, new people), scaled up.
import { faker } from '@faker-js/faker';
import type { UserRecord } from '../../src-shared/records/types';
import type { ApiClient } from '../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../src-main/services/jobs/backoff';
import { planRows } from '../../src-main/services/jobs/planner';
import { AdaptiveLimiter } from '../../src-main/services/jobs/rate-limiter';
import { buildScenario, scoreScenario, type Outcome } from '../helpers/matching-scenario';

const USERS = 100_000;
const ROWS = 100_000;
const FIELDS = [
  'first_name',
  'last_name',
  'maiden_name',
  'email',
  'dob_year',
  'dob_month',
  'dob_day',
  'year_graduated',
  'enabled',
];

function makeUsers(): UserRecord[] {
  faker.seed(20);
  return Array.from({ length: USERS }, (_, i) => {
    const sex = i % 2 === 0 ? 'female' : 'male';
    const first = faker.person.firstName(sex);
    const last = faker.person.lastName();
    const graduated = 1960 + (i % 64);
    return {
      user_id: i + 1,
      first_name: first,
      last_name: last,
      maiden_name: sex === 'female' && i % 7 === 0 ? faker.person.lastName() : null,
      email: `${first}.${last}.${i}@example.org`.toLowerCase(),
      dob_year: graduated - 22,
      dob_month: 1 + (i % 12),
      dob_day: 1 + (i % 28),
      year_graduated: graduated,
      enabled: 1,
    } as unknown as UserRecord;
  });
}

/** Pages of 100 from memory, as the service would answer them. */
function memoryClient(users: readonly UserRecord[]): ApiClient {
  return {
    listUsers: async (_filter: unknown, page = 1) => users.slice((page - 1) * 100, page * 100),
  } as unknown as ApiClient;
}

async function main(): Promise<void> {
  let started = performance.now();
  const users = makeUsers();
  const scenario = buildScenario(users, {
    changedEmail: 20_000,
    changedLastName: 10_000,
    nickname: 10_000,
    emailAndName: 6_600,
    namesake: 6_600,
    total: ROWS,
  });
  console.log(
    `made ${users.length} users and ${scenario.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const rows = scenario.map((row) => ({ rowNumber: row.rowNumber, user: row.user, cells: [], problems: [] }));
  const ctx = { limiter: new AdaptiveLimiter({ rate: null, concurrency: 8 }), backoff: DEFAULT_BACKOFF };
  let readMs = 0;
  const client = memoryClient(users);
  const timedClient = {
    listUsers: async (filter: unknown, page?: number) => {
      const t = performance.now();
      const answer = await client.listUsers(filter as Record<string, string>, page);
      readMs += performance.now() - t;
      return answer;
    },
  } as unknown as ApiClient;
  started = performance.now();
  const planned = await planRows(
    rows,
    { mode: 'upsert', match: 'email', blank: 'keep', fields: FIELDS },
    timedClient,
    ctx,
    { strategy: 'walk' },
  );
  const total = (performance.now() - started) / 1000;
  const outcomes: Outcome[] = planned.rows.map((row) =>
    (row.plan === 'update' || row.plan === 'unchanged') && row.userId !== null
      ? { kind: 'sure', userId: row.userId }
      : row.plan === 'held'
        ? { kind: 'held', userIds: (row.match?.candidates ?? []).map((c) => c.userId) }
        : { kind: 'none' },
  );
  const counts: Record<string, number> = {};
  for (const row of planned.rows) counts[row.plan] = (counts[row.plan] ?? 0) + 1;
  console.log(
    `planned ${ROWS} rows against ${USERS} users in ${total.toFixed(1)} s (${planned.lookup}; of which reading pages from memory ${(readMs / 1000).toFixed(1)} s)`,
  );
  console.log(`plan: ${JSON.stringify(counts)}`);
  console.log(`scenario score: ${JSON.stringify(scoreScenario(scenario, outcomes))}`);
  const rss = process.memoryUsage().rss / 2 ** 20;
  console.log(`memory: ${rss.toFixed(0)} MiB resident`);
  if (total > 60) process.exitCode = 1;
}

void main();
