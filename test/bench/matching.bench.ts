// `npm run bench matching`: the seeded corpus (test/helpers/person-corpus.ts) at 100,000 users and
// 100,000 rows, planned by the planner against users served from memory, so the time is planning's
// own (the index, the comparisons, in-file duplicates, diffs) once the users are read. Prints, per
// kind of damage: found sure, held with the right candidate, planned as new, WRONG sure matches.
// The goals: 0 wrong sure, <= 1% new, >= 90% sure, <= 8% held; under 60 s on this machine.
import type { UserRecord } from '../../src-shared/records/types';
import type { ApiClient } from '../../src-main/services/api/types';
import { DEFAULT_BACKOFF } from '../../src-main/services/jobs/requests/backoff';
import { planRows } from '../../src-main/services/jobs/plan/planner';
import { AdaptiveLimiter } from '../../src-main/services/jobs/requests/rate-limiter';
import { tallyCorpus, tallyTable, type CorpusOutcome } from '../helpers/corpus-tally';
import { buildCorpus } from '../helpers/person-corpus';

const USERS = Number(process.env['BENCH_USERS'] ?? 100_000);
const ROWS = Number(process.env['BENCH_ROWS'] ?? 100_000);
const FIELDS = [
  'first_name',
  'last_name',
  'maiden_name',
  'email',
  'dob_year',
  'dob_month',
  'dob_day',
  'year_graduated',
  'gender',
  'inst_id',
  'home_address1',
  'home_city',
  'home_zipcode',
  'mobile_phone',
];

/** Pages of 100 from memory, as the service would answer them. */
function memoryClient(users: readonly UserRecord[]): ApiClient {
  return {
    listUsers: async (_filter: unknown, page = 1) => users.slice((page - 1) * 100, page * 100),
  } as unknown as ApiClient;
}

async function main(): Promise<void> {
  let started = performance.now();
  const apartEach = Math.round(ROWS * 0.01);
  const newPeople = Math.round(ROWS * 0.3);
  const { users, rows } = buildCorpus({
    seed: 20,
    users: USERS,
    copies: ROWS - apartEach * 6 - newPeople,
    apartEach,
    newPeople,
  });
  console.log(
    `made ${users.length} users and ${rows.length} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const input = rows.map((row) => ({ rowNumber: row.rowNumber, user: row.user, cells: [], problems: [] }));
  const ctx = { limiter: new AdaptiveLimiter({ rate: null, concurrency: 8 }), backoff: DEFAULT_BACKOFF };
  let readMs = 0;
  const client = memoryClient(users as unknown as UserRecord[]);
  const timedClient = {
    listUsers: async (filter: unknown, page?: number) => {
      const t = performance.now();
      const answer = await client.listUsers(filter as Record<string, string>, page);
      readMs += performance.now() - t;
      return answer;
    },
  } as unknown as ApiClient;
  global.gc?.();
  started = performance.now();
  const cpu = process.cpuUsage();
  const planned = await planRows(
    input,
    { mode: 'upsert', match: 'email', blank: 'keep', fields: FIELDS },
    timedClient,
    ctx,
    { strategy: 'walk' },
  );
  const total = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  const rss = process.memoryUsage().rss / 2 ** 20;
  const outcomes: CorpusOutcome[] = planned.rows.map((row) =>
    (row.plan === 'update' || row.plan === 'unchanged') && row.userId !== null
      ? { kind: 'sure', userId: row.userId }
      : row.plan === 'held' || row.plan === 'conflict'
        ? { kind: 'held', userIds: (row.match?.candidates ?? []).map((c) => c.userId) }
        : { kind: 'none' },
  );
  const counts: Record<string, number> = {};
  for (const row of planned.rows) counts[row.plan] = (counts[row.plan] ?? 0) + 1;
  console.log(tallyTable(tallyCorpus(rows, outcomes)));
  console.log('(held includes rows left alone as conflicts: a repeated email in the file)');
  console.log(`plan: ${JSON.stringify(counts)}`);
  console.log(
    `planned ${rows.length} rows against ${users.length} users in ${total.toFixed(1)} s (${planned.lookup}; of which reading pages from memory ${(readMs / 1000).toFixed(1)} s)`,
  );
  console.log(
    `CPU time of planning: ${cpuSeconds.toFixed(1)} s (the machine is shared: elapsed time grows with its load)`,
  );
  console.log(`memory: ${rss.toFixed(0)} MiB resident after planning`);
  if (total > 60) process.exitCode = 1;
}

void main();
