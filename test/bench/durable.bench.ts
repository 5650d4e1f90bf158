// `npm run bench durable`: the whole `alumni-loader import` process, with its journal's intent
// lines on the disk before each write leaves (group commit, issue 34), against a bare client
// process sending the same creates in the same run. 2,000 new people, a sandbox in a child process
// with 20 ms latency (+/-50 % jitter), 8 at a time, no rate cap; a fresh sandbox per round, the two
// sides interleaved (order alternating) so load on the machine hits both. Wall time of each process
// from spawn to exit: start-up, planning reads, the sends and the results files all count. The import runs the built
// command line as an installed copy does.
// Goal: bare seconds / import seconds >= 0.85.
// Two bare clients run in each round: one on fetch (the reference when the goal was set) and one on node:http with
// kept-alive connections, as the import's own transport since 2026-12-02 (fetch costs more CPU per request): the
// stricter figure.
// Where /usr/bin/time exists, each process's CPU seconds (user + system) are printed too: on a
// machine shared with other work the wall times follow the load, the CPU seconds much less.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';

const KEY = 'bench-test-key';
const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const WIDTH = 8;
const LATENCY_MS = 20;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BIN = resolve('bin/alumni-loader.js');
/**
 * What an installed copy runs: the built command line, without the development checkout's "a source newer than the
 * build?" look (30-65 ms a start), which BIN adds in this checkout. BIN --version builds it before the rounds.
 */
const BUILT_CLI = resolve('out/cli/index.js');

async function startSandbox(): Promise<{ baseUrl: string; child: ChildProcess }> {
  const args = [BIN, 'sandbox', '--port', '0', '--test-key', KEY, '--production-key', 'bench-prod-key'];
  const child = spawn(process.execPath, [...args, '--latency', String(LATENCY_MS)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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

const TIME = '/usr/bin/time';
const CPU_LINE = /^BENCH-CPU ([\d.]+) ([\d.]+)$/m;

function timedProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ seconds: number; cpu: number | null; code: number | null; out: string; err: string }> {
  const started = performance.now();
  const [command, ...rest] = existsSync(TIME)
    ? [TIME, '-f', 'BENCH-CPU %U %S', process.execPath, ...args]
    : [process.execPath, ...args];
  return new Promise((done) => {
    const child = spawn(command!, rest, { env: { ...process.env, ...env }, stdio: 'pipe' });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => (out += chunk));
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const cpu = CPU_LINE.exec(err);
      err = err.replace(CPU_LINE, '').replace(/^Command exited with non-zero status \d+$/m, '');
      done({ seconds, cpu: cpu ? Number(cpu[1]) + Number(cpu[2]) : null, code, out, err });
    });
  });
}

/** The same creates from a bare process: fetch, 8 at a time, nothing else. */
const BARE = `
const [url, key, prefix, rows, width] = process.argv.slice(1);
let next = 0;
const one = async () => {
  while (next < Number(rows)) {
    const i = next++;
    const body = JSON.stringify({ first_name: 'Bench' + i, last_name: prefix + 'Family' + i, email: prefix + '.' + i + '@example.org', enabled: 1, home_city: 'City ' + (i % 13) });
    const res = await fetch(url + '/api/users/', { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body });
    await res.text();
  }
};
await Promise.all(Array.from({ length: Number(width) }, one));
`;

/** The same creates over node:http, kept-alive connections, 8 at a time. */
const BARE_HTTP = `
import http from 'node:http';
const [url, key, prefix, rows, width] = process.argv.slice(1);
const agent = new http.Agent({ keepAlive: true });
let next = 0;
const post = (body) => new Promise((done, fail) => {
  const req = http.request(url + '/api/users/', { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-api-key': key } }, (res) => {
    res.on('data', () => {});
    res.on('end', done);
    res.on('error', fail);
  });
  req.on('error', fail);
  req.end(body);
});
const one = async () => {
  while (next < Number(rows)) {
    const i = next++;
    await post(JSON.stringify({ first_name: 'Bench' + i, last_name: prefix + 'Family' + i, email: prefix + '.' + i + '@example.org', enabled: 1, home_city: 'City ' + (i % 13) }));
  }
};
await Promise.all(Array.from({ length: Number(width) }, one));
`;

function csv(prefix: string): string {
  const lines = ['First Name,Last Name,Email,Enabled,Home City'];
  for (let i = 0; i < ROWS; i++)
    lines.push(`Bench${i},${prefix}Family${i},${prefix}.${i}@example.org,1,City ${i % 13}`);
  return `${lines.join('\n')}\n`;
}

const letters = (n: number) =>
  'abcdefghij'
    .split('')
    .map((_, i) => 'abcdefghij'[(n >> i) % 10])
    .join('');

interface Timed {
  seconds: number;
  cpu: number | null;
}

/** One round: the import and both bare clients, in an order that turns each round. */
interface Round {
  ours: Timed;
  fetch: Timed;
  http: Timed;
}

async function round(n: number): Promise<Round> {
  const sandbox = await startSandbox();
  const home = mkdtempSync(join(tmpdir(), 'alumni-durable-bench-'));
  try {
    const env = { ALUMNI_LOADER_API_KEY: KEY };
    const added = spawnSync(
      process.execPath,
      [BIN, '--home', home, 'env', 'add', 'bench', '--url', sandbox.baseUrl, '--kind', 'test'],
      {
        env: { ...process.env, ...env },
      },
    );
    if (added.status !== 0) throw new Error(`env add failed: ${added.stderr}`);
    const file = join(home, 'alumni.csv');
    const ourPrefix = `Ours${letters(n)}`;
    writeFileSync(file, csv(ourPrefix));
    const importArgs = [
      BUILT_CLI,
      '--home',
      home,
      'import',
      file,
      '--env',
      'bench',
      '--yes',
      '--json',
      '--rate',
      '0',
      '--concurrency',
      String(WIDTH),
    ];
    const bareArgs = (script: string, prefix: string) => [
      '--input-type=module',
      '-e',
      script,
      sandbox.baseUrl,
      KEY,
      `${prefix}${letters(n)}`,
      String(ROWS),
      String(WIDTH),
    ];
    const runs = {
      ours: async () => {
        const ours = await timedProcess(importArgs, env);
        if (ours.code !== 0) throw new Error(`the import exited ${ours.code}: ${ours.err}`);
        const outcome = JSON.parse(ours.out.trim().split('\n').at(-1)!) as { created: number };
        if (outcome.created !== ROWS) throw new Error(`the import created ${outcome.created} of ${ROWS}`);
        return ours;
      },
      fetch: () => timedProcess(bareArgs(BARE, 'BareFetch'), {}),
      http: () => timedProcess(bareArgs(BARE_HTTP, 'BareHttp'), {}),
    };
    const names = ['ours', 'fetch', 'http'] as const;
    const timed: Partial<Record<(typeof names)[number], Timed>> = {};
    for (let k = 0; k < names.length; k++) {
      const name = names[(n + k) % names.length]!;
      const result = await runs[name]();
      if (result.code !== 0) throw new Error(`the ${name} client exited ${result.code}: ${result.err}`);
      timed[name] = { seconds: result.seconds, cpu: result.cpu };
    }
    const jobs = readdirSync(join(home, 'jobs')).filter((name) => /^\d{8}-/.test(name));
    if (jobs.length !== 1) throw new Error(`the import left ${jobs.length} jobs`);
    return { ours: timed.ours!, fetch: timed.fetch!, http: timed.http! };
  } finally {
    sandbox.child.kill();
    rmSync(home, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const cpuOf = (timed: Timed) => (timed.cpu === null ? '' : `, CPU ${timed.cpu.toFixed(2)} s`);

console.log(
  `import of ${ROWS} new people, whole process, durable journal, vs two bare client processes, one on fetch and ` +
    `one on node:http with kept-alive connections (${LATENCY_MS} ms latency, ${WIDTH} at a time)`,
);
// The command line is built on first use: not part of any round.
spawnSync(process.execPath, [BIN, '--version']);
const ratios = { fetch: [] as number[], http: [] as number[] };
for (let n = 0; n < ROUNDS; n++) {
  const r = await round(n);
  ratios.fetch.push(r.fetch.seconds / r.ours.seconds);
  ratios.http.push(r.http.seconds / r.ours.seconds);
  console.log(
    `  round ${n + 1}: import ${r.ours.seconds.toFixed(2)} s${cpuOf(r.ours)}; ` +
      `bare fetch ${r.fetch.seconds.toFixed(2)} s${cpuOf(r.fetch)}; bare http ${r.http.seconds.toFixed(2)} s` +
      `${cpuOf(r.http)}; bare/import ${(r.fetch.seconds / r.ours.seconds).toFixed(3)} (fetch), ` +
      `${(r.http.seconds / r.ours.seconds).toFixed(3)} (http)`,
  );
}
for (const kind of ['fetch', 'http'] as const) {
  const m = median(ratios[kind]);
  console.log(
    `  median bare/import against the ${kind} client: ${m.toFixed(3)} (goal >= 0.85: ${m >= 0.85 ? 'met' : 'not met'})`,
  );
}
