import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { AppError } from '../../../src-shared/errors';
import { DEFAULT_KEYS } from '../../sandbox/options';
import { isHolderAlive, lockHolder, tryAcquireLock, type HeldLock } from '../../sandbox/process-lock';

// The built-in `sandbox` and `sandbox-production` environments: the local sandbox service, one
// process per home folder, shared by the app and the CLI. Whoever needs it first runs it in its
// own process and writes its address to <home>/sandbox/server.lock; the others connect to that
// address. A lock left by a process that is gone is taken over by the next one to ask, and a
// process using another's sandbox watches the lock: when that process stops, it takes over at
// once, on the same port when it can, so its requests in flight are retried there.

/** Fixed and not secret: anyone may read the sandbox's demo data. */
export const SANDBOX_TEST_KEY = DEFAULT_KEYS.test;
export const SANDBOX_PRODUCTION_KEY = DEFAULT_KEYS.production;
export const SANDBOX_SEED = 20240601;
/** Years of earlier gifts in the built-in sandbox, so the fiscal-year reports have a history to show. */
export const SANDBOX_GIVING_HISTORY = 3000;
/** The address it listens on when the port is free (another free port otherwise). */
export const SANDBOX_DEFAULT_PORT = 4747;
/** Sets another preferred port (0 = any free port). */
export const SANDBOX_PORT_ENV_VAR = 'ALUMNI_LOADER_SANDBOX_PORT';
/** How long to wait for another process that is starting the sandbox to say where it listens. */
const WAIT_FOR_OTHER_MS = 30_000;
/** How often a process using another's sandbox checks that the other process still runs it. */
const WATCH_MS = 1000;

export interface SandboxStartOptions {
  port: number;
  seed: number;
  testKey: string;
  productionKey: string;
  dataFile: string;
}

interface SandboxSide {
  baseUrl: string;
  key: string;
}

export interface RunningSandbox {
  url: string;
  environments: { test: SandboxSide; production: SandboxSide };
  close(): Promise<void>;
}

export type SandboxStarter = (options: SandboxStartOptions) => Promise<RunningSandbox>;

export interface SandboxAddress {
  /** http://127.0.0.1:PORT */
  url: string;
  test: SandboxSide;
  production: SandboxSide;
  /** The process that runs it (this one or another). */
  pid: number;
  runsHere: boolean;
}

export interface BuiltInSandbox {
  /** Where the home's sandbox listens: started here when no live process runs it. */
  ensureStarted(): Promise<SandboxAddress>;
  /** Where it listens while some process runs it, else undefined. Starts nothing. */
  running(): SandboxAddress | undefined;
  /** Stops it if this process runs it (the next process to need it takes over). */
  close(): Promise<void>;
}

export function sandboxDataFile(home: string): string {
  return join(home, 'sandbox', 'data.json');
}

export function sandboxLockFile(home: string): string {
  return join(home, 'sandbox', 'server.lock');
}

/** The preferred port: ALUMNI_LOADER_SANDBOX_PORT when set to a port number, else the default. */
export function preferredSandboxPort(env: NodeJS.ProcessEnv): number {
  const raw = env[SANDBOX_PORT_ENV_VAR]?.trim();
  if (!raw || !/^\d+$/.test(raw) || Number(raw) > 65535) return SANDBOX_DEFAULT_PORT;
  return Number(raw);
}

export function addressAt(url: string, pid: number, runsHere: boolean): SandboxAddress {
  return {
    url,
    test: { baseUrl: `${url}/test`, key: SANDBOX_TEST_KEY },
    production: { baseUrl: `${url}/production`, key: SANDBOX_PRODUCTION_KEY },
    pid,
    runsHere,
  };
}

/** The home's sandbox as the lock file tells it, without starting anything. */
export function runningSandboxOf(home: string): SandboxAddress | undefined {
  const holder = lockHolder(sandboxLockFile(home));
  if (!holder || typeof holder.info.url !== 'string' || !isHolderAlive(holder)) return undefined;
  return addressAt(holder.info.url, holder.pid, holder.pid === process.pid);
}

export interface BuiltInSandboxOptions {
  home: string;
  start: SandboxStarter;
  log: (line: string) => void;
  port?: number;
}

export function createBuiltInSandbox(options: BuiltInSandboxOptions): BuiltInSandbox {
  const { home, start, log } = options;
  const lockFile = sandboxLockFile(home);
  const dataFile = sandboxDataFile(home);
  const preferredPort = options.port ?? SANDBOX_DEFAULT_PORT;
  let owned: { sandbox: RunningSandbox; lock: HeldLock; address: SandboxAddress } | undefined;
  let finding: Promise<SandboxAddress> | undefined;

  async function startHere(lock: HeldLock): Promise<SandboxAddress> {
    try {
      const settings = {
        seed: SANDBOX_SEED,
        givingHistory: SANDBOX_GIVING_HISTORY,
        testKey: SANDBOX_TEST_KEY,
        productionKey: SANDBOX_PRODUCTION_KEY,
        dataFile,
      };
      let sandbox: RunningSandbox;
      try {
        sandbox = await start({ ...settings, port: preferredPort });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || preferredPort === 0) throw error;
        log(`sandbox: port ${preferredPort} is taken, using another one`);
        sandbox = await start({ ...settings, port: 0 });
      }
      lock.update({ url: sandbox.url, dataFile });
      const address = addressAt(sandbox.url, process.pid, true);
      owned = { sandbox, lock, address };
      log(`sandbox: started at ${sandbox.url}, data in ${dataFile}`);
      return address;
    } catch (error) {
      lock.release();
      throw error;
    }
  }

  async function find(): Promise<SandboxAddress> {
    mkdirSync(join(home, 'sandbox'), { recursive: true, mode: 0o700 });
    const deadline = Date.now() + WAIT_FOR_OTHER_MS;
    for (;;) {
      const attempt = tryAcquireLock(lockFile);
      if (attempt.acquired) {
        stopWatching();
        return startHere(attempt.lock);
      }
      const { pid, info } = attempt.holder;
      if (typeof info.url === 'string') {
        watchOwner();
        return addressAt(info.url, pid, false);
      }
      if (Date.now() > deadline) {
        throw new AppError(
          'timeout',
          `The built-in sandbox is being started by another process (${pid}), which has not said where it listens.`,
          [`Try again in a moment; if it stays so, stop process ${pid}.`],
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  let watcher: NodeJS.Timeout | undefined;
  let closed = false;
  function ensureStarted(): Promise<SandboxAddress> {
    if (owned) return Promise.resolve(owned.address);
    // Asked again each time: the process that runs it may have ended since (then this one takes over).
    finding ??= find().finally(() => (finding = undefined));
    return finding;
  }
  function watchOwner(): void {
    if (watcher || closed) return;
    watcher = setInterval(() => {
      if (owned || finding || runningSandboxOf(home)) return;
      log('sandbox: the process that ran it has stopped; taking over');
      ensureStarted().catch((error: unknown) =>
        log(`sandbox: could not take over: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, WATCH_MS);
    // The watch alone never keeps a process alive.
    watcher.unref();
  }
  function stopWatching(): void {
    if (watcher) clearInterval(watcher);
    watcher = undefined;
  }

  return {
    ensureStarted() {
      closed = false;
      return ensureStarted();
    },
    running: () => owned?.address ?? runningSandboxOf(home),
    async close() {
      closed = true;
      stopWatching();
      const pending = finding;
      if (pending) await pending.catch(() => undefined);
      stopWatching();
      const mine = owned;
      owned = undefined;
      if (!mine) return;
      try {
        await mine.sandbox.close();
      } finally {
        mine.lock.release();
      }
      log('sandbox: stopped');
    },
  };
}
