// `npm run bench jobs`: the job engine's throughput and throttle against the sandbox service.
//
// 1. 1,000 creates, sandbox latency 20 ms (+/-50 % jitter), concurrency 8, no rate cap: the job
//    (planning look-ups included) against a bare loop sending the same creates 8 at a time to the
//    same sandbox in the same run, and against the 8 / 0.020 s = 400 rows/s ceiling.
// 2. A rate of 20/s for 600 requests: achieved rate, and the most requests in any sliding
//    one-second window (must never exceed 20).
// 3. Client CPU time per request (the sandbox runs in a child process, so it is not counted).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { createApiClient } from '../../src-main/services/api/client';
import type { ApiClient } from '../../src-main/services/api/types';
import { JobService } from '../../src-main/services/jobs';
import { maxInAnyWindow } from '../main/jobs/sliding-window';

const KEY = 'bench-test-key';
const ROWS = 1000;
const WIDTH = 8;
const LATENCY_MS = 20;
const RATE = 20;
const RATE_REQUESTS = 600;
const ROUNDS = 5;

interface Sandbox {
  baseUrl: string;
  child: ChildProcess;
}

async function startSandboxProcess(args: string[]): Promise<Sandbox> {
  const child = spawn(
    process.execPath,
    [
      resolve('bin/alumni-loader.js'),
      'sandbox',
      '--port',
      '0',
      '--test-key',
      KEY,
      '--production-key',
      'bench-prod-key',
      ...args,
    ],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! });
  const baseUrl = await new Promise<string>((done, fail) => {
    lines.on('line', (line) => {
      const match = /^test\s+(\S+)/.exec(line);
      if (match) done(match[1]!);
    });
    child.on('exit', (code) => fail(new Error(`the sandbox ended (exit ${code})`)));
  });
  return { baseUrl, child };
}

/** Wraps a client to note when each request starts. */
function timed(client: ApiClient, starts: number[]): ApiClient {
  const note =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A) => {
      starts.push(performance.now());
      return fn(...args);
    };
  return {
    ...client,
    listUsers: note(client.listUsers),
    getUser: note(client.getUser),
    createUser: note(client.createUser),
    updateUser: note(client.updateUser),
  };
}

function person(prefix: string, i: number) {
  return {
    first_name: `Bench${i}`,
    last_name: prefix,
    email: `${prefix}.${i}@example.org`,
    enabled: 1,
    home_city: `City ${i % 13}`,
  };
}

async function bareLoop(
  baseUrl: string,
  prefix: string,
  rows: number,
): Promise<{ seconds: number; cpuMs: number; requests: number }> {
  const client = createApiClient({ baseUrl, apiKey: KEY });
  let next = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: WIDTH }, async () => {
      while (next < rows) await client.createUser(person(prefix, next++));
    }),
  );
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpuMs: (used.user + used.system) / 1000, requests: rows };
}

async function jobRun(baseUrl: string, prefix: string, rows: number, rate: number, concurrency: number) {
  const home = mkdtempSync(join(tmpdir(), 'alumni-bench-'));
  const starts: number[] = [];
  try {
    const jobs = new JobService({
      home,
      environments: {
        open: async (name) => ({
          environment: { name, kind: 'test', url: baseUrl, builtIn: false, hasKey: true, keyState: 'stored' },
          client: timed(createApiClient({ baseUrl, apiKey: KEY }), starts),
        }),
      },
    });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const plan = await jobs.plan({
      environment: 'bench',
      source: { name: `${prefix}.csv`, hash: prefix, headers: ['first', 'last', 'email', 'enabled', 'city'] },
      fields: ['first_name', 'last_name', 'email', 'enabled', 'home_city'],
      rows: Array.from({ length: rows }, (_, i) => {
        const user = person(prefix, i);
        return { rowNumber: i + 2, user, cells: Object.values(user).map(String), problems: [] };
      }),
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
      rate,
      concurrency,
    });
    const planned = performance.now();
    await jobs.start(plan.id);
    const end = await jobs.waitFor(plan.id);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (end.counts.created !== rows)
      throw new Error(`the job created ${end.counts.created} of ${rows} rows (${end.status})`);
    // The results files (CSV + XLSX) are written after the rows, when asked for: timed apart.
    const resultsStarted = performance.now();
    await jobs.results(plan.id);
    const resultsSeconds = (performance.now() - resultsStarted) / 1000;
    return {
      seconds,
      planSeconds: (planned - started) / 1000,
      resultsSeconds,
      cpuMs: (used.user + used.system) / 1000,
      requests: starts.length,
      starts,
      lookup: plan.lookup,
    };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const f = (n: number, digits = 1) => n.toFixed(digits);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

// Each round gets a fresh sandbox (250 seeded users), so planning reads the same amount of data
// each time; the order alternates so neither side always meets a warmer or bigger service.
const ceiling = WIDTH / (LATENCY_MS / 1000);
const ratios: number[] = [];
const jobCpu: number[] = [];
console.log(`1,000 creates, latency ${LATENCY_MS} ms, ${WIDTH} at a time, no rate cap (ceiling ${ceiling} rows/s):`);
for (let round = 1; round <= ROUNDS; round++) {
  const sandbox = await startSandboxProcess(['--latency', String(LATENCY_MS)]);
  try {
    // Connections and JIT, not counted.
    await bareLoop(sandbox.baseUrl, `warm-bare-${round}`, 100);
    await jobRun(sandbox.baseUrl, `warm-job-${round}`, 100, 0, WIDTH);
    const jobFirst = round % 2 === 1;
    const job = jobFirst ? await jobRun(sandbox.baseUrl, `job-${round}`, ROWS, 0, WIDTH) : undefined;
    const bare = await bareLoop(sandbox.baseUrl, `bare-${round}`, ROWS);
    const jobAfter = job ?? (await jobRun(sandbox.baseUrl, `job-${round}`, ROWS, 0, WIDTH));
    const bareRate = ROWS / bare.seconds;
    const jobRate = ROWS / jobAfter.seconds;
    ratios.push(jobRate / bareRate);
    jobCpu.push((jobAfter.cpuMs * 1000) / jobAfter.requests);
    console.log(
      `  round ${round} (${jobFirst ? 'job first' : 'bare loop first'}): bare loop ${f(bareRate)} rows/s (${f(bare.seconds, 2)} s, ${f((bare.cpuMs * 1000) / bare.requests, 0)} µs CPU/request); ` +
        `job ${f(jobRate)} rows/s (${f(jobAfter.seconds, 2)} s incl. planning ${f(jobAfter.planSeconds, 2)} s; results files after: ${f(jobAfter.resultsSeconds, 2)} s; ${jobAfter.requests} requests, ${f((jobAfter.cpuMs * 1000) / jobAfter.requests, 0)} µs CPU/request; ${jobAfter.lookup}); ` +
        `job/bare ${f(jobRate / bareRate, 3)}, job/ceiling ${f(jobRate / ceiling, 3)}, bare/ceiling ${f(bareRate / ceiling, 3)}`,
    );
  } finally {
    sandbox.child.kill('SIGTERM');
  }
}
const ratio = median(ratios);
console.log(
  `  median job/bare ratio ${f(ratio, 3)} (goal >= 0.9: ${ratio >= 0.9 ? 'met' : 'NOT met'}); median job client CPU ${f(median(jobCpu), 0)} µs/request`,
);

// Planning look-ups: reading every page once vs one filtered GET per row, for a big file on a
// small service and a small file on a big service; `auto` is what a job does by default.
async function planSeconds(
  baseUrl: string,
  rows: number,
  lookup: 'auto' | 'walk' | 'per-value',
): Promise<{ seconds: number; how: string }> {
  const home = mkdtempSync(join(tmpdir(), 'alumni-bench-'));
  try {
    const jobs = new JobService({
      home,
      lookup,
      environments: {
        open: async (name) => ({
          environment: { name, kind: 'test', url: baseUrl, builtIn: false, hasKey: true, keyState: 'stored' },
          client: createApiClient({ baseUrl, apiKey: KEY }),
        }),
      },
    });
    const started = performance.now();
    const plan = await jobs.plan({
      environment: 'bench',
      source: { name: 'plan.csv', hash: 'plan', headers: [] },
      fields: ['first_name', 'last_name', 'email', 'enabled'],
      rows: Array.from({ length: rows }, (_, i) => ({
        rowNumber: i + 2,
        user: person('plan', i),
        cells: [],
        problems: [],
      })),
      mode: 'upsert',
      match: 'email',
      blank: 'keep',
      rate: 0,
      concurrency: WIDTH,
    });
    return { seconds: (performance.now() - started) / 1000, how: plan.lookup };
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

for (const [users, rows] of [
  [250, 1000],
  [5000, 20],
] as const) {
  const sandbox = await startSandboxProcess(['--latency', String(LATENCY_MS), '--users', String(users)]);
  try {
    await planSeconds(sandbox.baseUrl, 10, 'walk'); // warm-up
    const line: string[] = [];
    for (const lookup of ['walk', 'per-value', 'auto'] as const) {
      const timedPlan = await planSeconds(sandbox.baseUrl, rows, lookup);
      line.push(`${lookup} ${f(timedPlan.seconds, 2)} s${lookup === 'auto' ? ` (${timedPlan.how})` : ''}`);
    }
    console.log(`Planning ${rows} rows against ${users} users: ${line.join('; ')}`);
  } finally {
    sandbox.child.kill('SIGTERM');
  }
}

// The engine's own cost, without HTTP: a service stand-in that answers on the next turn of the
// event loop. What is left is planning, throttle, journal (two lines per row), progress.
{
  let nextId = 1;
  // A real client object (never sending: its user methods are replaced) keeps the interface whole.
  const instant: ApiClient = {
    ...createApiClient({ baseUrl: 'http://127.0.0.1:9', apiKey: KEY }),
    listUsers: async () => [],
    createUser: async (body) => {
      await new Promise((done) => setImmediate(done));
      return {
        user_id: nextId++,
        first_name: null,
        last_name: null,
        email: null,
        enabled: null,
        approved: null,
        ...body,
      };
    },
  };
  const home = mkdtempSync(join(tmpdir(), 'alumni-bench-'));
  try {
    const jobs = new JobService({
      home,
      environments: {
        open: async (name) => ({
          environment: { name, kind: 'test', url: 'memory://', builtIn: false, hasKey: true, keyState: 'stored' },
          client: instant,
        }),
      },
    });
    const perRow: number[] = [];
    for (let round = 0; round < 4; round++) {
      const rows = 10_000;
      const plan = await jobs.plan({
        environment: 'memory',
        source: { name: 'memory.csv', hash: 'memory', headers: [] },
        fields: ['first_name', 'last_name', 'email', 'enabled'],
        rows: Array.from({ length: rows }, (_, i) => ({
          rowNumber: i + 2,
          user: person(`memory-${round}`, i),
          cells: [],
          problems: [],
        })),
        mode: 'upsert',
        match: 'email',
        blank: 'keep',
        rate: 0,
        concurrency: WIDTH,
      });
      const cpu = process.cpuUsage();
      await jobs.start(plan.id);
      await jobs.waitFor(plan.id);
      const used = process.cpuUsage(cpu);
      if (round > 0) perRow.push((used.user + used.system) / rows);
    }
    console.log(
      `Engine alone (instant stand-in service, 10,000 creates, 3 rounds after a warm-up): ${perRow.map((v) => f(v, 1)).join(', ')} µs CPU/row`,
    );
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

const paced = await startSandboxProcess(['--latency', String(LATENCY_MS), '--users', '0']);
try {
  const run = await jobRun(paced.baseUrl, 'paced', RATE_REQUESTS - 1, RATE, WIDTH);
  const times = [...run.starts].sort((a, b) => a - b);
  const achieved = (times.length - 1) / ((times[times.length - 1]! - times[0]!) / 1000);
  const most = maxInAnyWindow(times);
  console.log(
    `Rate ${RATE}/s, ${times.length} requests (${times.length - (RATE_REQUESTS - 1)} look-up pages + ${RATE_REQUESTS - 1} creates): achieved ${f(achieved, 2)}/s = ${f(achieved / RATE, 3)} of the rate (goal >= 0.97: ${achieved / RATE >= 0.97 ? 'met' : 'NOT met'}); ` +
      `most in any sliding 1 s window: ${most} (goal <= ${RATE}: ${most <= RATE ? 'met' : 'NOT met'}); ${f((run.cpuMs * 1000) / run.requests, 0)} µs client CPU/request`,
  );
} finally {
  paced.child.kill('SIGTERM');
}
