// The e2e fixture every spec uses: a temporary home, `alumni-loader ui` serving the built app on
// a free port, the page opened at its address, and (on request) a sandbox service to point an
// environment at. Everything a test starts is stopped after it.
//
//   import { test, expect, screenshot } from './fixtures';
//   test('...', async ({ appPage, startSandbox }) => {
//     const sandbox = await startSandbox();          // sandbox.test.baseUrl, sandbox.test.key
//     await appPage.getByRole('button', { name: 'Environments' }).click();
//     await screenshot(appPage, 'environments');     // test-results/screens/environments.png
//   });
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { APP_ROOT, ensureAppBuilt } from '../../src-main/host/app-build';

export { expect };

const BIN = join(APP_ROOT, 'bin', 'alumni-loader.js');
const SCREENS_DIR = join(APP_ROOT, 'test-results', 'screens');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningApp {
  /** The printed address, token included. */
  url: string;
  origin: string;
  token: string;
  /** Everything the ui process wrote so far (standard output and error). */
  output(): string;
}

export interface SandboxEnvironment {
  baseUrl: string;
  key: string;
}

export interface RunningSandbox {
  url: string;
  test: SandboxEnvironment;
  production: SandboxEnvironment;
  output(): string;
}

interface TestFixtures {
  /** A fresh home folder for this test (settings, jobs, logs), removed afterwards. */
  home: string;
  /** `alumni-loader --home <home> ui --port 0`, stopped with SIGTERM afterwards. */
  app: RunningApp;
  /** Console errors and uncaught page errors seen on appPage. */
  consoleErrors: string[];
  /** The page, opened at the app's address and showing its screens. */
  appPage: Page;
  /** Starts `alumni-loader sandbox --port 0 ...args`; stopped after the test. */
  startSandbox: (args?: string[]) => Promise<RunningSandbox>;
}

interface WorkerFixtures {
  /** Builds the app once per worker when out/ is missing or older than the sources. */
  builtApp: void;
}

/** Saves a full-page screenshot as test-results/screens/<name>.png and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  const path = join(SCREENS_DIR, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

interface Spawned {
  child: ChildProcessWithoutNullStreams;
  output(): string;
  /** Resolves with the output once `pattern` matches it; rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<RegExpExecArray>;
  stop(): Promise<void>;
}

function spawnCli(args: string[]): Spawned {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: APP_ROOT, env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  let exited = false;
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exit = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));

  return {
    child,
    output: () => output,
    waitFor(pattern) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            finish(
              new Error(
                `alumni-loader ${args.join(' ')} printed no ${pattern} within ${START_TIMEOUT_MS} ms:\n${output}`,
              ),
            ),
          START_TIMEOUT_MS,
        );
        const check = () => {
          const match = pattern.exec(output);
          if (match) finish(undefined, match);
        };
        const onExit = () =>
          finish(new Error(`alumni-loader ${args.join(' ')} ended before printing ${pattern}:\n${output}`));
        function finish(error?: Error, match?: RegExpExecArray) {
          clearTimeout(timer);
          child.stdout.off('data', check);
          child.off('exit', onExit);
          if (match) resolve(match);
          else reject(error);
        }
        child.stdout.on('data', check);
        child.once('exit', onExit);
        check();
      });
    },
    async stop() {
      if (exited) return;
      child.kill('SIGTERM');
      const killed = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(killed);
    },
  };
}

const ADDRESS_LINE = /^Alumni Loader is running at (http:\/\/127\.0\.0\.1:\d+)\/#token=([\w-]+)$/m;
const SANDBOX_LINES = /^(http:\/\/\S+)\n^test\s+(\S+)\s+key: (\S+)\n^production\s+(\S+)\s+key: (\S+)$/m;

export const test = base.extend<TestFixtures, WorkerFixtures>({
  builtApp: [
    // Playwright reads a fixture's needs from the destructured first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      await ensureAppBuilt({ rebuildWhen: 'stale' });
      await use();
    },
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],

  // eslint-disable-next-line no-empty-pattern
  home: async ({}, use) => {
    const home = mkdtempSync(join(tmpdir(), 'alumni-e2e-'));
    await use(home);
    rmSync(home, { recursive: true, force: true });
  },

  app: async ({ home }, use) => {
    const ui = spawnCli(['--home', home, 'ui', '--port', '0']);
    try {
      const [, origin, token] = await ui.waitFor(ADDRESS_LINE);
      await use({ url: `${origin}/#token=${token}`, origin: origin!, token: token!, output: ui.output });
    } finally {
      await ui.stop();
    }
  },

  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    await use([]);
  },

  appPage: async ({ page, app, consoleErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`console: ${message.text()} (${message.location().url})`);
    });
    page.on('pageerror', (error) => consoleErrors.push(`page error: ${error.message}`));
    await page.goto(app.url);
    await expect(page.getByRole('navigation', { name: 'Screens' })).toBeVisible();
    await use(page);
  },

  // eslint-disable-next-line no-empty-pattern
  startSandbox: async ({}, use) => {
    const started: Spawned[] = [];
    try {
      await use(async (args = []) => {
        const sandbox = spawnCli(['sandbox', '--port', '0', ...args]);
        started.push(sandbox);
        const [, url, testUrl, testKey, productionUrl, productionKey] = await sandbox.waitFor(SANDBOX_LINES);
        return {
          url: url!,
          test: { baseUrl: testUrl!, key: testKey! },
          production: { baseUrl: productionUrl!, key: productionKey! },
          output: sandbox.output,
        };
      });
    } finally {
      await Promise.all(started.map((sandbox) => sandbox.stop()));
    }
  },
});
