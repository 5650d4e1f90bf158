// `npm run bench giving`: the fiscal-year reports over loopback HTTP against a stand-in service
// with 200,000 users (pages of 100) and 1,000,000 donations (one streamed list), each run in its
// own child process so its peak memory is its own:
//   fetch    the real API client reading both lists and parsing them, keeping nothing (the floor)
//   compute  the same, plus the users index, the ledger and every report's figures (no file)
//   xlsx     the giving summary written as a workbook (Summary, Data with one row per donor-year, About)
//   csv      the LYBUNT list written as CSV
// Each run prints its wall time, its CPU time (user + system, every thread: deflate runs in the
// thread pool) and its peak RSS (the kernel's maxRSS). The runs alternate order round by round,
// and the medians compare both times with fetch: on a shared machine the CPU ratio is the steadier.
//
//   node --import tsx test/bench/giving.bench.ts [--users=200000] [--donations=1000000] [--rounds=3]
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient } from '../../src-main/services/api/client';
import { gatherGiving, writeGivingReport } from '../../src-main/services/reports/giving-report';
import { givingReportModel } from '../../src-shared/reports/giving-report-model';
import { GIVING_REPORT_KINDS } from '../../src-shared/reports/giving-options';

const FIRST = ['Ada', 'Grace', 'Alan', 'Zoë', 'Łukasz', 'Mary', 'John', 'Chloé', 'Ravi', 'Mei'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Müller', 'Nowak', 'Smith', 'García', 'Dubois', 'Patel', 'Wang'];
const FIRST_ID = 100_000;
const START = Date.UTC(2015, 0, 1);
const SPAN_S = 11 * 365 * 86400;

function userAt(i: number): Record<string, unknown> {
  return {
    user_id: FIRST_ID + i,
    first_name: FIRST[i % 10],
    last_name: LAST[(i * 7) % 10],
    email: `person${i}@example.org`,
    enabled: i % 9 === 0 ? 0 : 1,
    approved: i % 11 === 0 ? 0 : 1,
    year_graduated: i % 25 === 0 ? null : 1960 + (i % 65),
    tags: i % 4 === 0 ? ['reunion'] : [],
    home_city: 'Springfield',
    home_state: 'IL',
    home_country: 'US',
    mobile_phone: '+1 555 0100',
    groups: ['user'],
    createdAt: '2020-01-01',
    inst_id: `A${String(i).padStart(8, '0')}`,
  };
}

function donationAt(i: number, users: number): Record<string, unknown> {
  const created = new Date(START + ((i * 7919) % SPAN_S) * 1000).toISOString();
  return {
    id: String(900001 + i),
    campaign_id: 101 + (i % 50),
    user_id: i % 97 === 0 ? null : FIRST_ID + ((i * 31) % users),
    first_name: FIRST[i % 10],
    last_name: LAST[(i * 3) % 10],
    amount: [10, 25, 50, 100, 250, 1000][i % 6]! + (i % 100) / 100,
    created_at: `${created.slice(0, 10)} ${created.slice(11, 19)}`,
    transaction_id: `txn_${i.toString(16).padStart(12, '0')}`,
  };
}

async function serve(users: number, donations: number): Promise<void> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/users/') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const from = (page - 1) * 100;
      const list = Array.from({ length: Math.max(0, Math.min(100, users - from)) }, (_, k) => userAt(from + k));
      response.end(JSON.stringify(list));
      return;
    }
    if (url.pathname !== '/api/donations/') return void response.writeHead(404).end('[]');
    response.write('[');
    let chunk = '';
    for (let i = 0; i < donations; i++) {
      chunk += (i === 0 ? '' : ',') + JSON.stringify(donationAt(i, users));
      if (chunk.length > 64_000) {
        if (!response.write(chunk)) await once(response, 'drain');
        chunk = '';
      }
    }
    response.end(`${chunk}]`);
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
}

interface Figures {
  run: string;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  bytes: number;
}

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];

async function measure(run: string, baseUrl: string): Promise<Figures> {
  const client = createApiClient({ baseUrl, apiKey: 'bench-key' });
  const folder = mkdtempSync(join(tmpdir(), 'giving-bench-'));
  const out = join(folder, run === 'csv' ? 'lybunt.csv' : 'summary.xlsx');
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  let bytes = 0;
  try {
    if (run === 'fetch') {
      let n = 0;
      for await (const page of client.walkUsers()) n += page.length;
      for await (const batch of client.streamDonations()) n += batch.length;
      if (n === 0) throw new Error('nothing read');
    } else if (run === 'compute') {
      const { ledger, resolved } = await gatherGiving(client, 'summary', { fiscalYear: 2025 }, 7, '2026-12-01');
      for (const kind of GIVING_REPORT_KINDS) givingReportModel(ledger, { ...resolved, kind });
    } else {
      const environment = { name: 'bench', kind: 'test', url: baseUrl };
      const kind = run === 'csv' ? 'lybunt' : 'summary';
      await writeGivingReport({ client, environment, out, kind, options: { fiscalYear: 2025 }, startMonth: 7 });
      bytes = statSync(out).size;
    }
    const cpu = process.cpuUsage(cpuBefore);
    return {
      run,
      ms: Math.round(performance.now() - started),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      // The kernel's own high-water mark of the child (maxRSS is in kB): no sampling to miss a peak or to cost time.
      peakRssMb: Math.round((process.resourceUsage().maxRSS * 1024) / 1e6),
      bytes,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const self = fileURLToPath(import.meta.url);

function child(run: string, baseUrl: string): Figures {
  const result = spawnSync(process.execPath, ['--import', 'tsx', self, `--run=${run}`, `--base-url=${baseUrl}`], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`bench run ${run} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Figures;
}

const show = (f: Figures) =>
  `${f.run.padEnd(8)} ${String(f.ms).padStart(7)} ms (CPU ${String(f.cpuMs).padStart(6)} ms)  peak RSS ${String(f.peakRssMb).padStart(5)} MB` +
  (f.bytes ? `  file ${(f.bytes / 1e6).toFixed(1)} MB` : '');

if (arg('serve')) {
  await serve(Number(arg('users')), Number(arg('serve')));
} else if (arg('run')) {
  console.log(JSON.stringify(await measure(arg('run')!, arg('base-url')!)));
} else {
  const users = Number(arg('users') ?? 200_000);
  const donations = Number(arg('donations') ?? 1_000_000);
  const rounds = Number(arg('rounds') ?? 3);
  const runs = (arg('runs') ?? 'fetch,compute,xlsx,csv').split(',');
  const server = spawn(process.execPath, ['--import', 'tsx', self, `--serve=${donations}`, `--users=${users}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const baseUrl = `http://127.0.0.1:${/listening (\d+)/.exec(line.toString())?.[1]}`;
    console.log(
      `${users.toLocaleString('en-US')} users, ${donations.toLocaleString('en-US')} donations, ${rounds} rounds`,
    );
    const all = new Map<string, Figures[]>(runs.map((r) => [r, []]));
    for (let round = 0; round < rounds; round++) {
      for (const run of round % 2 === 0 ? runs : [...runs].reverse()) {
        const figures = child(run, baseUrl);
        all.get(run)!.push(figures);
        console.log(show(figures));
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const floor = median(all.get('fetch')?.map((f) => f.ms) ?? [NaN]);
    const cpuFloor = median(all.get('fetch')?.map((f) => f.cpuMs) ?? [NaN]);
    // CPU seconds (user + system, every thread of the child) beside wall time: on a shared, loaded
    // machine the wall time says as much about the neighbours as about the code.
    console.log('\nmedians (against fetching and parsing the same lists alone; goal <= 1.3x):');
    for (const [run, figures] of all) {
      const ms = median(figures.map((f) => f.ms));
      const cpuMs = median(figures.map((f) => f.cpuMs));
      console.log(
        `${run.padEnd(8)} ${ms} ms  ${(ms / floor).toFixed(2)}x  CPU ${cpuMs} ms  ${(cpuMs / cpuFloor).toFixed(2)}x  ` +
          `peak RSS ${median(figures.map((f) => f.peakRssMb))} MB`,
      );
    }
    console.log(`(machine load ${loadavg()[0]!.toFixed(1)})`);
  } finally {
    server.kill();
  }
}
