// `npm run bench reports`: the donations report to XLSX against exceljs writing the same rows
// bare (no styles, no formula guard, no summaries, no backpressure), each run in its own child
// process so peak memory is its own; then one million donations for memory.
//
//   node --import tsx test/bench/reports.bench.ts                 all runs, figures printed
//   node --import tsx test/bench/reports.bench.ts --run=ours --rows=100000 [--source=array|stream]
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import { once } from 'node:events';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { createApiClient } from '../../src-main/services/api/client';
import type { ApiClient } from '../../src-main/services/api/types';
import { writeDonationsReport } from '../../src-main/services/reports/donations-report';
import type { CampaignRecord, DonationRecord } from '../../src-shared/records/types';
import { DONATION_COLUMNS } from '../../src-shared/reports/columns';
import { donationCells } from '../../src-shared/reports/rows';

const FIRST = ['Ada', 'Grace', 'Alan', 'Zoë', 'Łukasz', 'Mary', 'John', 'Chloé', 'Ravi', 'Mei'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Müller', 'Nowak', 'Smith', 'García', 'Dubois', 'Patel', 'Wang'];
const CAMPAIGNS = 50;
const START = Date.UTC(2023, 0, 1);

function donationAt(i: number): DonationRecord {
  const created = new Date(START + ((i * 7919) % (730 * 86400)) * 1000).toISOString();
  return {
    id: String(900001 + i),
    campaign_id: 101 + (i % CAMPAIGNS),
    user_id: 1000 + ((i * 31) % 20000),
    first_name: FIRST[i % 10]!,
    last_name: LAST[(i * 3) % 10]!,
    amount: [10, 25, 50, 100, 250, 1000][i % 6]! + (i % 100) / 100,
    created_at: `${created.slice(0, 10)} ${created.slice(11, 19)}`,
    transaction_id: `txn_${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')}${i.toString(16).padStart(8, '0')}`,
  };
}

function campaignAt(i: number): CampaignRecord {
  return {
    id: 101 + i,
    title: `Campaign ${i + 1}`,
    details: '<p>Bench</p>',
    goal: 100000,
    raised: 12345.67,
    thank_you_message: null,
    type: 'short',
    start_date: '2023-01-01',
    end_date: null,
    createdAt: '2022-12-01',
    updatedAt: null,
    active: true,
    activeFieldSpelling: 'islnactive',
    image: null,
    author: null,
    ambassadors: [],
  };
}

/** A whole list handed on in slices: what the report did before the client could stream. */
async function* slicesOf(whole: Promise<DonationRecord[]>): AsyncGenerator<DonationRecord[]> {
  const all = await whole;
  for (let start = 0; start < all.length; start += 1000) yield all.slice(start, start + 1000);
}

function benchClient(rows: number, source: 'array' | 'stream'): ApiClient {
  const campaigns = Array.from({ length: CAMPAIGNS }, (_, i) => campaignAt(i));
  const fail = () => Promise.reject(new Error('not used'));
  const listDonations = async () => Array.from({ length: rows }, (_, i) => donationAt(i));
  return {
    baseUrl: 'bench',
    listUsers: fail,
    walkUsers: () => ({ [Symbol.asyncIterator]: () => ({ next: fail }) }),
    getUser: fail,
    createUser: fail,
    updateUser: fail,
    listCampaigns: async () => campaigns,
    async *walkCampaigns() {
      yield campaigns;
    },
    getCampaign: async (id) => campaigns[id - 101]!,
    listDonations,
    // 'stream': made batch by batch, as a list parsed while it arrives; 'array': the whole list at once.
    streamDonations:
      source === 'stream'
        ? async function* () {
            for (let start = 0; start < rows; start += 1000)
              yield Array.from({ length: Math.min(1000, rows - start) }, (_, k) => donationAt(start + k));
          }
        : () => slicesOf(listDonations()),
  };
}

/**
 * ms: wall time; cpuMs: CPU time of the process (all its threads), which other work on a shared machine does not
 * inflate.
 */
interface Figures {
  run: string;
  rows: number;
  ms: number;
  cpuMs: number;
  peakRssMb: number;
  rssAt: number[];
  bytes: number;
}

/** One measured run in this process: RSS sampled every 50 ms. */
async function measure(run: string, rows: number, source: 'array' | 'stream'): Promise<Figures> {
  const folder = mkdtempSync(join(tmpdir(), 'reports-bench-'));
  const out = join(folder, 'bench.xlsx');
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(process.memoryUsage().rss), 50);
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  try {
    const client = run === 'http-list' || run === 'http-stream' ? httpClient(run) : benchClient(rows, source);
    if (run === 'bare') await writeBare(out, rows);
    else
      await writeDonationsReport({
        client,
        environment: { name: 'bench', kind: 'test', url: 'bench' },
        filter: {},
        out,
      });
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    samples.push(process.memoryUsage().rss);
    const tenth = Math.max(1, Math.floor(samples.length / 10));
    return {
      run: source === 'stream' && run === 'ours' ? 'ours (streamed source)' : run,
      rows,
      ms: Math.round(ms),
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      bytes: statSync(out).size,
      peakRssMb: Math.round(Math.max(...samples) / 1e6),
      rssAt: samples.filter((_, i) => i % tenth === 0).map((b) => Math.round(b / 1e6)),
    };
  } finally {
    clearInterval(sampler);
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The real API client against the bench server (--base-url); http-list reads the list whole first, as before streaming.
 */
function httpClient(run: string): ApiClient {
  // Streamed, the default 30 s timeout holds for each silence, not for the whole download.
  if (run === 'http-stream') return createApiClient({ baseUrl: arg('base-url')!, apiKey: 'bench-key' });
  const client = createApiClient({ baseUrl: arg('base-url')!, apiKey: 'bench-key', timeoutMs: 30 * 60_000 });
  return { ...client, streamDonations: (filter) => slicesOf(client.listDonations(filter)) };
}

/** A stand-in service: campaigns, and every donation in one JSON array written as it is made. */
async function serve(rows: number): Promise<void> {
  const campaigns = Array.from({ length: CAMPAIGNS }, (_, i) => ({
    ...campaignAt(i),
    raised: '12345.67',
    islnactive: 1,
    active: undefined,
    activeFieldSpelling: undefined,
  }));
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/api/campaigns/') {
      response.end(JSON.stringify(url.searchParams.get('page') === '1' ? campaigns : []));
      return;
    }
    if (url.pathname !== '/api/donations/') return void response.writeHead(404).end('[]');
    response.write('[');
    for (let i = 0; i < rows; i++) {
      if (!response.write((i === 0 ? '' : ',') + JSON.stringify(donationAt(i)))) await once(response, 'drain');
    }
    response.end(']');
  });
  server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as { port: number }).port}`));
}

/** exceljs as its README shows it: the same cells, added and committed row by row. */
async function writeBare(out: string, rows: number): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: out });
  const sheet = workbook.addWorksheet('Donations');
  sheet.addRow(DONATION_COLUMNS.map((c) => c.header)).commit();
  for (let start = 0; start < rows; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, rows - start) }, (_, k) => donationAt(start + k));
    for (const d of batch) sheet.addRow(donationCells(d, `Campaign ${d.campaign_id - 100}`)).commit();
    await new Promise((resolve) => setImmediate(resolve)); // as a source over the network would yield
  }
  sheet.commit();
  await workbook.commit();
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
}

const self = fileURLToPath(import.meta.url);

function child(run: string, rows: number, source: 'array' | 'stream', extra: string[] = []): Figures {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', self, `--run=${run}`, `--rows=${rows}`, `--source=${source}`, ...extra],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`bench run ${run} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1)!) as Figures;
}

function show(f: Figures): string {
  return `${f.run.padEnd(24)} ${String(f.rows).padStart(9)} rows  ${String(f.ms).padStart(7)} ms (CPU ${String(f.cpuMs).padStart(6)} ms)  peak RSS ${String(f.peakRssMb).padStart(4)} MB  file ${(f.bytes / 1e6).toFixed(1)} MB  RSS over the run (MB): ${f.rssAt.join(' ')}`;
}

/** Both API paths over loopback HTTP, the server in its own process so its memory is its own. */
async function httpRuns(rows: number): Promise<Figures[]> {
  const server = spawn(process.execPath, ['--import', 'tsx', self, `--serve=${rows}`], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const [line] = (await once(server.stdout, 'data')) as [Buffer];
    const port = /listening (\d+)/.exec(line.toString())?.[1];
    const extra = [`--base-url=http://127.0.0.1:${port}`];
    return [child('http-stream', rows, 'stream', extra), child('http-list', rows, 'array', extra)];
  } finally {
    server.kill();
  }
}

const run = arg('run');
if (arg('serve')) {
  await serve(Number(arg('serve')));
} else if (run) {
  const figures = await measure(run, Number(arg('rows') ?? 100_000), (arg('source') ?? 'array') as 'array' | 'stream');
  console.log(JSON.stringify(figures));
} else {
  const ROWS = 100_000;
  // Same source for both: donations made batch by batch, as a streamed answer would bring them.
  // Single runs swing by +-20 % on this machine: seven pairs, the order alternating.
  const ROUNDS = Number(arg('rounds') ?? 7);
  const pairs: [Figures, Figures][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    if (round % 2 === 0) {
      const bare = child('bare', ROWS, 'stream');
      pairs.push([bare, child('ours', ROWS, 'stream')]);
    } else {
      const ours = child('ours', ROWS, 'stream');
      pairs.push([child('bare', ROWS, 'stream'), ours]);
    }
  }
  for (const [bare, ours] of pairs) console.log(`${show(bare)}\n${show(ours)}`);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const wall = median(pairs.map(([b, o]) => o.ms / b.ms));
  const cpu = median(pairs.map(([b, o]) => o.cpuMs / b.cpuMs));
  const medianWall = median(pairs.map(([, o]) => o.ms)) / median(pairs.map(([b]) => b.ms));
  console.log(
    `\n100k donations, report / bare exceljs, median of ${ROUNDS} pairs: wall ${wall.toFixed(2)}x, CPU ${cpu.toFixed(2)}x; median report time / median bare time ${medianWall.toFixed(2)}x (goal <= 1.3x)`,
  );
  console.log(
    `peak RSS: bare ${median(pairs.map(([b]) => b.peakRssMb))} MB, report ${median(pairs.map(([, o]) => o.peakRssMb))} MB (machine load ${loadavg()[0]!.toFixed(1)})\n`,
  );
  if (arg('only-100k')) process.exit(0);

  const MILLION = Number(arg('million') ?? 1_000_000);
  console.log(show(child('ours', MILLION, 'stream')));
  console.log(show(child('ours', MILLION, 'array')));
  console.log(show(child('bare', MILLION, 'array')));
  for (const figures of await httpRuns(MILLION)) console.log(show(figures));
  console.log(
    `\nhttp-stream: the API client's streamDonations (the list parsed as it arrives); http-list: listDonations (whole answer read, then parsed), as the report did before.`,
  );
}
