import { FaultInjector } from './faults';
import { claimDataFile, DebouncedSave, loadSandboxFile, type SandboxFile } from './persistence';
import {
  resolveSandboxOptions,
  SANDBOX_ENVIRONMENTS,
  type SandboxEnvironmentName,
  type SandboxFaults,
  type SandboxOptions,
} from './options';
import type { EnvironmentData } from './records';
import { seedEnvironment } from './seed';
import { buildSandboxServer, statsSnapshot, type SandboxServerParts, type ServedEnvironment } from './server';
import { StatsRecorder, type SandboxStats } from './stats';
import type { HeldLock } from './process-lock';
import { EnvironmentStore } from './store';

export { DEFAULT_KEYS, SANDBOX_DEFAULTS, SANDBOX_ENVIRONMENTS } from './options';
export type { SandboxEnvironmentName, SandboxFaults, SandboxOptions } from './options';
export type { SandboxStats } from './stats';

export interface SandboxEnvironmentInfo {
  name: SandboxEnvironmentName;
  /** e.g. http://127.0.0.1:4010/test */
  baseUrl: string;
  key: string;
  /** False when the options left this environment out: its addresses answer 404. */
  served: boolean;
}

export interface SandboxHandle {
  /** http://127.0.0.1:PORT */
  url: string;
  port: number;
  environments: Record<SandboxEnvironmentName, SandboxEnvironmentInfo>;
  /** What reached the server so far (the same as GET /__sandbox/stats). */
  stats(): SandboxStats;
  resetStats(): void;
  /** Changes fault flags while running; flags left out keep their value. */
  setFaults(faults: SandboxFaults): void;
  faults(): Required<SandboxFaults>;
  /** Saves pending data (with dataFile) and stops the server. Safe to call twice. */
  close(): Promise<void>;
}

/** Each environment gets its own data: the production seed differs from the test seed. */
const SEED_OFFSET: Record<SandboxEnvironmentName, number> = { test: 0, production: 1 };

/** Starts a sandbox service in this process, bound to loopback. */
export async function startSandbox(options: SandboxOptions = {}): Promise<SandboxHandle> {
  const resolved = resolveSandboxOptions(options);
  // One writer per data file: a second sandbox on the same file is refused before it reads it.
  const writer = resolved.dataFile ? claimDataFile(resolved.dataFile) : undefined;
  try {
    return await startWith(resolved, writer);
  } catch (error) {
    writer?.release();
    throw error;
  }
}

async function startWith(
  resolved: ReturnType<typeof resolveSandboxOptions>,
  writer: HeldLock | undefined,
): Promise<SandboxHandle> {
  const saved = resolved.dataFile ? loadSandboxFile(resolved.dataFile) : undefined;
  let save: DebouncedSave | undefined;
  const onChange = () => save?.schedule();

  const environments: Partial<Record<SandboxEnvironmentName, ServedEnvironment>> = {};
  const data: Partial<Record<SandboxEnvironmentName, EnvironmentData>> = { ...saved?.environments };
  let seededNow = false;
  for (const name of resolved.environments) {
    let environmentData = data[name];
    if (!environmentData) {
      environmentData = seedEnvironment(resolved.seed + SEED_OFFSET[name], resolved);
      data[name] = environmentData;
      seededNow = true;
    }
    environments[name] = { key: resolved.keys[name], store: new EnvironmentStore(environmentData, onChange) };
  }

  if (resolved.dataFile) {
    // Environments not served this time are kept in the file as they were.
    const snapshot = (): SandboxFile => {
      const current: SandboxFile['environments'] = { ...data };
      for (const name of SANDBOX_ENVIRONMENTS) {
        const served = environments[name];
        if (served) current[name] = served.store.toData();
      }
      return { version: 1, environments: current };
    };
    save = new DebouncedSave(resolved.dataFile, snapshot);
    if (seededNow) await save.writeNow();
  }

  const parts: SandboxServerParts = {
    environments,
    faults: new FaultInjector(resolved.faults, resolved.seed),
    stats: new StatsRecorder(),
  };
  const app = buildSandboxServer(parts);
  try {
    await app.listen({ port: resolved.port, host: resolved.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : resolved.port;
  const url = `http://${resolved.host.includes(':') ? `[${resolved.host}]` : resolved.host}:${port}`;
  writer?.update({ url });

  const info = (name: SandboxEnvironmentName): SandboxEnvironmentInfo => ({
    name,
    baseUrl: `${url}/${name}`,
    key: resolved.keys[name],
    served: environments[name] !== undefined,
  });

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    environments: { test: info('test'), production: info('production') },
    stats: () => statsSnapshot(parts),
    resetStats: () => parts.stats.reset(),
    setFaults: (faults) => parts.faults.set(faults),
    faults: () => parts.faults.current,
    close: () => {
      closing ??= (async () => {
        try {
          // Requests still being answered finish first, so what they change is saved too.
          await app.close();
          await save?.flush();
        } finally {
          writer?.release();
        }
      })();
      return closing;
    },
  };
}
