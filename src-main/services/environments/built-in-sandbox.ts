import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_KEYS } from '../../sandbox/index';

// The built-in `sandbox` environment: the local sandbox service, run in this process on first use.

/** Fixed and not secret: anyone may read the sandbox's demo data. */
export const SANDBOX_TEST_KEY = DEFAULT_KEYS.test;
export const SANDBOX_PRODUCTION_KEY = DEFAULT_KEYS.production;
export const SANDBOX_SEED = 20240601;

export interface SandboxStartOptions {
  port: number;
  seed: number;
  testKey: string;
  productionKey: string;
  dataFile: string;
}

export interface RunningSandbox {
  url: string;
  environments: { test: { baseUrl: string; key: string } };
  close(): Promise<void>;
}

export type SandboxStarter = (options: SandboxStartOptions) => Promise<RunningSandbox>;

export interface BuiltInSandbox {
  /** The test environment's base address, starting the service on first call. */
  ensureStarted(): Promise<{ baseUrl: string; key: string }>;
  /** The base address while running, else undefined. */
  runningUrl(): string | undefined;
  close(): Promise<void>;
}

export function sandboxDataFile(home: string): string {
  return join(home, 'sandbox', 'data.json');
}

export function createBuiltInSandbox(home: string, start: SandboxStarter, log: (line: string) => void): BuiltInSandbox {
  let starting: Promise<RunningSandbox> | undefined;
  let running: RunningSandbox | undefined;

  return {
    async ensureStarted() {
      starting ??= (async () => {
        const dataFile = sandboxDataFile(home);
        mkdirSync(join(home, 'sandbox'), { recursive: true, mode: 0o700 });
        const sandbox = await start({ port: 0, seed: SANDBOX_SEED, testKey: SANDBOX_TEST_KEY, productionKey: SANDBOX_PRODUCTION_KEY, dataFile });
        running = sandbox;
        log(`sandbox: started at ${sandbox.url}, data in ${dataFile}`);
        return sandbox;
      })();
      // A failed start may be retried on the next call.
      starting.catch(() => (starting = undefined));
      const sandbox = await starting;
      return { baseUrl: sandbox.environments.test.baseUrl, key: sandbox.environments.test.key };
    },
    runningUrl: () => running?.environments.test.baseUrl,
    async close() {
      const pending = starting;
      starting = undefined;
      running = undefined;
      if (!pending) return;
      const sandbox = await pending.catch(() => undefined);
      if (sandbox) {
        await sandbox.close();
        log('sandbox: stopped');
      }
    },
  };
}
