import { resolve } from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { DEFAULT_KEYS, SANDBOX_DEFAULTS, startSandbox, type SandboxOptions } from '../../sandbox';
import { BUILT_IN_SANDBOX_NAME, BUILT_IN_SANDBOX_PRODUCTION_NAME } from '../../../src-shared/bridge/env';
import { preferredSandboxPort, runningSandboxOf, sandboxDataFile } from '../../services/environments/built-in-sandbox';
import type { CliContext } from '../context';
import { stopSignal } from '../stop-signal';

function wholeNumber(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (value: string): number => {
    const number = Number(value);
    if (!/^\d+$/.test(value.trim()) || number < min || number > max)
      throw new InvalidArgumentError(`Expected a whole number from ${min} to ${max}.`);
    return number;
  };
}

function fraction(value: string): number {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 1)
    throw new InvalidArgumentError('Expected a fraction from 0 to 1, e.g. 0.05.');
  return number;
}

interface SandboxFlags {
  port: number;
  seed: number;
  users: number;
  campaigns: number;
  donations: number;
  givingHistory: number;
  testKey: string;
  productionKey: string;
  data?: string;
  rateLimit?: number;
  failRate?: number;
  dropRate?: number;
  latency?: number;
  status?: boolean;
  json?: boolean;
}

/** `sandbox --status`: the home's built-in sandbox, where it listens or would; never a key. */
function printStatus(ctx: CliContext, json: boolean): void {
  const home = ctx.home();
  const running = runningSandboxOf(home);
  const dataFile = sandboxDataFile(home);
  const port = preferredSandboxPort(process.env);
  if (json) {
    const sides = running
      ? {
          [BUILT_IN_SANDBOX_NAME]: running.test.baseUrl,
          [BUILT_IN_SANDBOX_PRODUCTION_NAME]: running.production.baseUrl,
        }
      : {};
    ctx.io.out(
      `${JSON.stringify({ running: Boolean(running), url: running?.url ?? null, pid: running?.pid ?? null, environments: sides, preferredPort: port, dataFile })}\n`,
    );
    return;
  }
  const lines = running
    ? [
        `The built-in sandbox of ${home} is running at ${running.url} (process ${running.pid}).`,
        `${BUILT_IN_SANDBOX_NAME.padEnd(20)}${running.test.baseUrl}`,
        `${BUILT_IN_SANDBOX_PRODUCTION_NAME.padEnd(20)}${running.production.baseUrl}  (its key is known to the tool)`,
      ]
    : [
        `The built-in sandbox of ${home} is not running.`,
        `It starts on first use (the app, or a command with --env ${BUILT_IN_SANDBOX_NAME} or --env ${BUILT_IN_SANDBOX_PRODUCTION_NAME}),`,
        `at http://127.0.0.1:${port} when that port is free, else on another free port.`,
      ];
  lines.push(`${'data'.padEnd(20)}${dataFile}`);
  ctx.io.out(`${lines.join('\n')}\n`);
}

export function registerSandbox(program: Command, ctx: CliContext): void {
  program
    .command('sandbox')
    .description(
      'Run a local imitation of the Alumni Engagement Service (test and production environments, demo data, fault injection).',
    )
    .option('--port <n>', 'port on 127.0.0.1 (0 = any free port)', wholeNumber(0, 65535), SANDBOX_DEFAULTS.port)
    .option('--seed <n>', 'seed of the demo data (same seed, same data)', wholeNumber(0), SANDBOX_DEFAULTS.seed)
    .option('--users <n>', 'users per environment', wholeNumber(0), SANDBOX_DEFAULTS.users)
    .option('--campaigns <n>', 'campaigns per environment', wholeNumber(0), SANDBOX_DEFAULTS.campaigns)
    .option('--donations <n>', 'donations per environment', wholeNumber(0), SANDBOX_DEFAULTS.donations)
    .option(
      '--giving-history <n>',
      'extra donations over 2016-2023 (repeat, lapsed and reunion donors) for the fiscal-year reports',
      wholeNumber(0),
      SANDBOX_DEFAULTS.givingHistory,
    )
    .option('--test-key <key>', 'key of the test environment', DEFAULT_KEYS.test)
    .option('--production-key <key>', 'key of the production environment', DEFAULT_KEYS.production)
    .option('--data <file>', 'keep both environments in this file (loaded at start, saved as they change)')
    .option('--rate-limit <r>', 'requests per second per key; over it 429 with Retry-After', wholeNumber(1))
    .option('--fail-rate <p>', 'fraction of requests answered 500/503 without doing anything', fraction)
    .option(
      '--drop-rate <p>',
      'fraction of requests carried out whose connection is then cut before the answer',
      fraction,
    )
    .option('--latency <ms>', 'added delay per request, with jitter', wholeNumber(0))
    .option(
      '--status',
      "show where the home folder's built-in sandbox runs (shared by the app and the CLI); starts nothing",
    )
    .option('--json', 'with --status: print JSON')
    .addHelpText(
      'after',
      '\nExample:\n  alumni-loader sandbox --port 4010 --seed 7 --test-key T --production-key P --data ./sandbox.json\n  alumni-loader sandbox --status\n',
    )
    .action(async (flags: SandboxFlags) => {
      if (flags.status) {
        printStatus(ctx, Boolean(flags.json));
        return;
      }
      const options: SandboxOptions = {
        port: flags.port,
        seed: flags.seed,
        users: flags.users,
        campaigns: flags.campaigns,
        donations: flags.donations,
        givingHistory: flags.givingHistory,
        testKey: flags.testKey,
        productionKey: flags.productionKey,
      };
      if (flags.data !== undefined) options.dataFile = resolve(flags.data);
      if (flags.rateLimit !== undefined) options.rateLimit = flags.rateLimit;
      if (flags.failRate !== undefined) options.failRate = flags.failRate;
      if (flags.dropRate !== undefined) options.dropRate = flags.dropRate;
      if (flags.latency !== undefined) options.latencyMs = flags.latency;

      const stopping = stopSignal();
      const sandbox = await startSandbox(options);
      const { test, production } = sandbox.environments;
      ctx.io.out(`${sandbox.url}\n`);
      ctx.io.out(`test        ${test.baseUrl}  key: ${test.key}\n`);
      ctx.io.out(`production  ${production.baseUrl}  key: ${production.key}\n`);
      if (options.dataFile) ctx.io.out(`data        ${options.dataFile}\n`);
      ctx.io.out('Press Ctrl+C to stop.\n');
      const signal = await stopping;
      await sandbox.close();
      ctx.io.err(`Sandbox stopped (${signal}).\n`);
    });
}
