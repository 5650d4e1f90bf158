// The fault soak: an upsert through the `alumni-loader` CLI against a sandbox with every fault on
// at once (rate limit, 5xx, dropped connections, latency), killed with SIGKILL twice while writes
// are in flight and resumed with `jobs resume ID --yes` each time. Afterwards the service must
// hold exactly the expected users with the expected values, none twice, and no create may have
// been sent twice. `npm run soak` runs 20,000 rows; test/main/soak runs 2,000 in `npm test`.
import { appendFileSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient } from '../../src-main/services/api/client';
import type { ApiClient } from '../../src-main/services/api/types';
import { startSandbox, type SandboxHandle } from '../../src-main/sandbox';
import type { SandboxFaults } from '../../src-main/sandbox/options';
import type { SandboxStats } from '../../src-main/sandbox/stats';
import type { UserRecord } from '../../src-shared/records/types';
import { GROUP_TABLE } from '../../src-shared/update-policy/groups';
import { runCli, waitUntil, type CliEnd, type CliRun } from './cli-process';
import { compareWithService, EARLIER_YEAR, planSoakRows, soakCsv, type SoakPlan } from './soak-rows';

// The soak checks that every row ends with the file's values exactly once: every group of fields may be written
// (the protective defaults, which keep names, emails and flags, are tested in test/shared/update-policy).
const EVERY_GROUP_UPDATES = GROUP_TABLE.flatMap((group) => [`--${group.name}`, 'update']);

const KEYS = { testKey: 'soak-test-key-7f3a', productionKey: 'soak-production-key-9c1e' };
const ENV_NAME = 'soak';

export interface SoakOptions {
  rows: number;
  /** Users the sandbox is seeded with (some of them are updated by the file). */
  seededUsers: number;
  faults: Required<Pick<SandboxFaults, 'rateLimit' | 'failRate' | 'dropRate' | 'latencyMs'>>;
  /** The CLI's --rate (above the sandbox's limit, so 429 and the adaptive rate are exercised). */
  rate: number;
  concurrency: number;
  /** The two kills, as fractions of the writes the file needs, counted on the server. */
  killAt: readonly [number, number];
  /** Longest wait for any one phase (a run reaching its kill point, or finishing). */
  phaseTimeoutMs: number;
  log: (line: string) => void;
}

export interface SoakFigures {
  rows: number;
  writesExpected: number;
  seconds: number;
  /** Peak resident memory of each CLI process (killed, killed, finished), MiB. */
  peakMiB: (number | undefined)[];
  requests: number;
  rateLimited: number;
  serverErrors: number;
  dropped: number;
  /** Creates the service refused (400: e.g. email already in use): each means a create was sent twice. */
  createsRefused: number;
  writesAtKills: number[];
}

export interface SoakReport {
  /** Every broken promise, in words; empty when the tool kept them all. */
  problems: string[];
  figures: SoakFigures;
  /** The home folder, kept when a promise was broken so the journal can be read. */
  home: string;
}

export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const home = mkdtempSync(join(tmpdir(), 'alumni-soak-'));
  const sandbox = await startSandbox({
    port: 0,
    seed: 11,
    users: options.seededUsers,
    campaigns: 1,
    donations: 0,
    environments: ['test'],
    ...KEYS,
  });
  const client = createApiClient({
    baseUrl: sandbox.environments.test.baseUrl,
    apiKey: KEYS.testKey,
    timeoutMs: 30_000,
  });
  const problems: string[] = [];
  let kept = false;
  try {
    const plan = planSoakRows(options.rows, await allUsers(client));
    await createEarlierUsers(client, plan);
    const before = await allUsers(client);
    const file = join(home, 'soak.csv');
    writeFileSync(file, soakCsv(plan.rows));
    const writesExpected = plan.rows.length - plan.counts.unchanged;
    options.log(
      `${options.rows} rows: ${plan.counts.new} new, ${plan.counts['update-seeded']} updates of seeded users, ${plan.counts['update-earlier']} updates of earlier users, ${plan.counts.unchanged} unchanged; ${before.length} users on the service`,
    );

    // A 2 s grace for creates whose outcome is unknown (90 s by default): the sandbox's 5xx and
    // dropped answers happen hundreds of times, and its creates are never carried out late.
    const cli = (args: string[]) =>
      runCli(home, args, { ALUMNI_LOADER_API_KEY: KEYS.testKey, ALUMNI_LOADER_SETTLE_GRACE_SECONDS: '2' });
    const added = await cli(['env', 'add', ENV_NAME, '--url', sandbox.environments.test.baseUrl, '--kind', 'test'])
      .done;
    if (added.code !== 0) throw new Error(`env add failed: ${added.err}`);

    sandbox.resetStats();
    sandbox.setFaults(options.faults);
    const started = Date.now();
    const peaks: (number | undefined)[] = [];
    const writesAtKills: number[] = [];
    const flags = ['--yes', '--json'];

    let jobId: string | undefined;
    for (const [index, fraction] of options.killAt.entries()) {
      const threshold = Math.ceil(writesExpected * fraction);
      const args = jobId
        ? ['jobs', 'resume', jobId, ...flags]
        : [
            'import',
            file,
            '--env',
            ENV_NAME,
            ...flags,
            '--rate',
            String(options.rate),
            '--concurrency',
            String(options.concurrency),
            ...EVERY_GROUP_UPDATES,
          ];
      const run = cli(args);
      const reached = await killAtWrites(run, sandbox, threshold, options.phaseTimeoutMs);
      peaks.push(reached.end.peakMiB);
      if (!reached.killed) {
        problems.push(
          `run ${index + 1} ended by itself (exit ${reached.end.code}) before ${threshold} writes, so it could not be killed there: ${reached.end.err.trim() || reached.end.out.trim()}`,
        );
        return finish();
      }
      writesAtKills.push(reached.writes);
      options.log(
        `kill -9 #${index + 1} after ${reached.writes} writes (${((Date.now() - started) / 1000).toFixed(1)} s), peak ${mib(reached.end.peakMiB)}`,
      );
      const listed = await cli(['jobs', 'list', '--json']).done;
      const job = (JSON.parse(listed.out) as { id: string; status: string }[])[0];
      if (!job) throw new Error(`jobs list shows no job after kill #${index + 1}: ${listed.err}`);
      if (job.status !== 'interrupted')
        problems.push(`after kill #${index + 1}, jobs list says the job is "${job.status}", expected "interrupted"`);
      jobId = job.id;
      // A power cut loses the lines still in the page cache: the first kill drops the last 3 whole
      // lines, the second the last 17 bytes (issue 34). Then a kill can land inside a journal
      // write: the resume must end that line cleanly, not glue onto it.
      const journal = join(home, 'jobs', jobId, 'rows.log');
      const text = readFileSync(journal);
      if (index === 0) {
        const lines = text.toString('utf8').split('\n').filter(Boolean);
        writeFileSync(
          journal,
          lines
            .slice(0, -3)
            .map((line) => `${line}\n`)
            .join(''),
        );
      } else truncateSync(journal, Math.max(0, text.length - 17));
      appendFileSync(journal, '{"e":"sent","i":0,"at":"20');
    }

    const last = cli(['jobs', 'resume', jobId!, ...flags]);
    const end = await withTimeout(last.done, options.phaseTimeoutMs, 'the last resume to finish');
    peaks.push(end.peakMiB);
    const seconds = (Date.now() - started) / 1000;
    options.log(
      `last resume ended with exit ${end.code} after ${seconds.toFixed(1)} s in all, peak ${mib(end.peakMiB)}`,
    );
    checkOutcome(end, plan, problems);

    sandbox.setFaults({ rateLimit: 0, failRate: 0, dropRate: 0, latencyMs: 0 });
    const stats = sandbox.stats();
    problems.push(...compareWithService(plan, before, await allUsers(client)));
    const figures: SoakFigures = {
      rows: options.rows,
      writesExpected,
      seconds,
      peakMiB: peaks,
      writesAtKills,
      ...faultCounts(stats),
    };
    if (figures.createsRefused > 0)
      problems.push(
        `${figures.createsRefused} creates were refused by the service (4xx, e.g. email already in use): a create was sent twice, or sent a body the service refuses`,
      );
    if (figures.rateLimited === 0 || figures.serverErrors === 0 || figures.dropped === 0)
      problems.push(
        `not every fault happened (429: ${figures.rateLimited}, 5xx: ${figures.serverErrors}, dropped: ${figures.dropped}): the soak proved less than it claims`,
      );
    return finish(figures);

    function finish(
      figures: SoakFigures = {
        rows: options.rows,
        writesExpected,
        seconds: (Date.now() - started) / 1000,
        peakMiB: peaks,
        writesAtKills,
        ...faultCounts(sandbox.stats()),
      },
    ): SoakReport {
      kept = problems.length > 0;
      return { problems, figures, home };
    }
  } finally {
    await sandbox.close();
    if (!kept) rmSync(home, { recursive: true, force: true });
  }
}

/** The final JSON line of `jobs resume`: completed, and every row where the plan put it. */
function checkOutcome(end: CliEnd, plan: SoakPlan, problems: string[]): void {
  if (end.code !== 0) problems.push(`the last resume exited with ${end.code ?? end.signal}: ${end.err.trim()}`);
  let outcome: Record<string, unknown>;
  try {
    outcome = JSON.parse(end.out.trim().split('\n').at(-1) ?? '') as Record<string, unknown>;
  } catch {
    problems.push(`the last resume printed no JSON outcome: ${end.out.slice(0, 500)}`);
    return;
  }
  const expected = {
    status: 'completed',
    created: plan.counts.new,
    updated: plan.counts['update-seeded'] + plan.counts['update-earlier'],
    unchanged: plan.counts.unchanged,
    failed: 0,
    invalid: 0,
    conflicts: 0,
    remaining: 0,
  };
  for (const [key, value] of Object.entries(expected)) {
    if (outcome[key] !== value)
      problems.push(`the job reports ${key} ${JSON.stringify(outcome[key])}, expected ${JSON.stringify(value)}`);
  }
}

/** Kills the run with SIGKILL once the server has carried out `threshold` writes in all. */
async function killAtWrites(
  run: CliRun,
  sandbox: SandboxHandle,
  threshold: number,
  timeoutMs: number,
): Promise<{ killed: boolean; writes: number; end: CliEnd }> {
  let exited = false;
  void run.done.then(() => (exited = true));
  const writes = await waitUntil(
    () => {
      if (exited) return -1;
      const done = writesCarriedOut(sandbox.stats());
      return done >= threshold ? done : undefined;
    },
    `${threshold} writes on the service`,
    timeoutMs,
  );
  if (writes < 0) return { killed: false, writes: writesCarriedOut(sandbox.stats()), end: await run.done };
  run.child.kill('SIGKILL');
  const end = await run.done;
  return { killed: end.signal === 'SIGKILL', writes, end };
}

function writesCarriedOut(stats: SandboxStats): number {
  return sum(stats.requests, /^(POST|PUT) \S+ 20\d$/);
}

function faultCounts(
  stats: SandboxStats,
): Pick<SoakFigures, 'requests' | 'rateLimited' | 'serverErrors' | 'dropped' | 'createsRefused'> {
  return {
    requests: stats.total,
    rateLimited: sum(stats.requests, / 429$/),
    serverErrors: sum(stats.requests, / 50[03]$/),
    dropped: Object.values(stats.dropped).reduce((total, n) => total + n, 0),
    // Any 4xx but 429 (which is "not carried out, slow down").
    createsRefused: sum(stats.requests, /^POST \S+ 4(?!29)\d\d$/),
  };
}

function sum(counts: Record<string, number>, pattern: RegExp): number {
  return Object.entries(counts).reduce((total, [key, n]) => (pattern.test(key) ? total + n : total), 0);
}

/** The earlier users, created straight through the API (faults off), a few at a time. */
async function createEarlierUsers(client: ApiClient, plan: SoakPlan): Promise<void> {
  const queue = [...plan.earlier];
  const worker = async () => {
    for (let person = queue.shift(); person; person = queue.shift())
      await client.createUser({ ...person, year_graduated: EARLIER_YEAR });
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

async function allUsers(client: ApiClient): Promise<UserRecord[]> {
  const users: UserRecord[] = [];
  for await (const page of client.walkUsers()) users.push(...page);
  return users;
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) =>
      (timer = setTimeout(() => reject(new Error(`Timed out after ${ms / 1000} s waiting for ${what}.`)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function mib(value: number | undefined): string {
  return value === undefined ? 'not measured (no /proc)' : `${value.toFixed(0)} MiB`;
}

/** The figures as the lines `npm run soak` prints. */
export function describeFigures(figures: SoakFigures): string[] {
  return [
    `rows ${figures.rows}, writes needed ${figures.writesExpected}, ${figures.seconds.toFixed(1)} s from the first import to the end of the last resume`,
    `killed with SIGKILL after ${figures.writesAtKills.join(' and ')} writes, the journal shortened (3 lines, then 17 bytes) and its last line torn after each kill`,
    `peak memory of the CLI (VmHWM): ${figures.peakMiB.map(mib).join(', ')} (run 1 killed, run 2 killed, run 3 finished)`,
    `requests ${figures.requests}: ${figures.rateLimited} answered 429, ${figures.serverErrors} answered 500/503, ${figures.dropped} carried out then dropped, ${figures.createsRefused} creates refused`,
  ];
}
