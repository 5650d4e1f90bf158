// `npm run bench exports`: users exported to XLSX and CSV (src-main/services/exports) from a
// service answering pages of 100 made on the fly, so the only memory held is the export's own.
// Each run in its own child process: its peak resident memory is its own. Memory should stay
// flat from 10,000 to 100,000 users (issue 37: "100,000 users exported in bounded memory").
//
//   node --import tsx test/bench/exports.bench.ts                        all runs, figures printed
//   node --import tsx test/bench/exports.bench.ts --run=xlsx --users=100000
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiClient } from '../../src-main/services/api/types';
import { exportUsers } from '../../src-main/services/exports/users-export';

const FIRST = ['Ada', 'Grace', 'Alan', 'Zoë', 'Łukasz', 'Mary', 'John', 'Chloé', 'Ravi', 'Mei'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Müller', 'Nowak', 'Smith', 'García', 'Dubois', 'Patel', 'Wang'];
const PAGE = 100;

function userAt(i: number): Record<string, unknown> {
  return {
    user_id: 1000 + i,
    first_name: FIRST[i % 10],
    last_name: LAST[(i * 3) % 10],
    email: `person.${i}@example.org`,
    gender: i % 2 ? 'f' : 'm',
    year_graduated: 1960 + (i % 60),
    dob_year: 1940 + (i % 60),
    dob_month: 1 + (i % 12),
    dob_day: 1 + (i % 28),
    home_address_line_1: `${i % 900} High Street`,
    home_city: 'Leeds',
    home_country: 'GB',
    mobile_phone: `+44 7700 ${String(i % 1000000).padStart(6, '0')}`,
    enabled: 1,
    approved: i % 3 ? 1 : 0,
    tags: i % 5 ? ['reunion'] : [],
    groups: ['user'],
    createdAt: '2024-01-02 10:00:00',
    updatedAt: '2025-03-04 11:00:00',
    last_login: null,
  };
}

function benchClient(users: number): ApiClient {
  const fail = () => Promise.reject(new Error('not used'));
  return {
    baseUrl: 'bench',
    async *walkUsers() {
      for (let start = 0; start < users; start += PAGE)
        yield Array.from({ length: Math.min(PAGE, users - start) }, (_, k) => userAt(start + k));
    },
    listUsers: fail,
    getUser: fail,
    createUser: fail,
    updateUser: fail,
  } as unknown as ApiClient;
}

async function child(format: 'xlsx' | 'csv', users: number): Promise<void> {
  const home = mkdtempSync(join(tmpdir(), 'alumni-export-bench-'));
  try {
    const out = join(home, `users.${format}`);
    const started = performance.now();
    const result = await exportUsers(benchClient(users), { home, environment: 'bench', out, format });
    const seconds = (performance.now() - started) / 1000;
    if (result.users !== users) throw new Error(`wrote ${result.users} of ${users}`);
    const maxRssMb = process.resourceUsage().maxRSS / 1024;
    console.log(JSON.stringify({ format, users, seconds, maxRssMb, bytes: statSync(out).size }));
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

function parent(): void {
  const self = fileURLToPath(import.meta.url);
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
  console.log('format  users    seconds  users/s  peak RSS MB  file MB');
  for (const format of ['csv', 'xlsx'] as const) {
    for (const users of [1_000, 10_000, 100_000]) {
      const run = spawnSync(process.execPath, ['--import', 'tsx', self, `--run=${format}`, `--users=${users}`], {
        encoding: 'utf8',
      });
      if (run.status !== 0) {
        console.log(`${format} ${users}: failed\n${run.stderr}`);
        process.exitCode = 1;
        continue;
      }
      const r = JSON.parse(run.stdout.trim().split('\n').at(-1)!) as {
        seconds: number;
        maxRssMb: number;
        bytes: number;
      };
      console.log(
        `${format.padEnd(6)}  ${String(users).padEnd(7)}  ${r.seconds.toFixed(1).padStart(7)}  ` +
          `${Math.round(users / r.seconds)
            .toString()
            .padStart(7)}  ${r.maxRssMb.toFixed(0).padStart(11)}  ${(r.bytes / 1e6).toFixed(1).padStart(7)}`,
      );
    }
  }
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const run = arg('run');
if (run === 'xlsx' || run === 'csv') await child(run, Number(arg('users') ?? 1000));
else parent();
