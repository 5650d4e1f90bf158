import {
  BUILT_IN_NAMES,
  BUILT_IN_SANDBOX_NAME,
  BUILT_IN_SANDBOX_PRODUCTION_NAME,
  apiKeySchema,
  checkEnvironmentUrl,
  newEnvironmentNameSchema,
  type KeyState,
} from '../../../src-shared/bridge/env';
import { describeIssues } from '../../../src-shared/bridge/define';
import { AppError, isAppError } from '../../../src-shared/errors';
import type { ApiClient, ApiClientOptions } from '../api/types';
import type { EventHub } from '../events';
import { API_KEY_ENV_VAR, KEYCHAIN_SERVICE, createOsKeychain, type Keychain } from '../keychain/keychain';
import { createBuiltInSandbox, preferredSandboxPort, type SandboxStarter } from './built-in-sandbox';
import { runConnectionTest } from './connection-test';
import { readFiscalYearStart, writeFiscalYearStart } from './fiscal-year-setting';
import { SettingsStore, type StoredEnvironment } from './settings-store';
import type {
  EnvironmentChanges,
  EnvironmentInfo,
  EnvironmentInput,
  EnvironmentService,
  OpenedEnvironment,
} from './types';

export interface EnvironmentServiceOptions {
  home: string;
  log: (line: string) => void;
  events: EventHub;
  /** Read for ALUMNI_LOADER_API_KEY. */
  env: NodeJS.ProcessEnv;
  keychain?: Keychain;
  keychainAccountPrefix?: string | undefined;
  createClient: (options: ApiClientOptions) => ApiClient;
  startSandbox: SandboxStarter;
  /** Per-request limit of "test connection"; default 15 s. */
  testTimeoutMs?: number;
}

const SANDBOX_NOT_STARTED = 'built-in, starts on first use';

export function createEnvironmentService(options: EnvironmentServiceOptions): EnvironmentService {
  const { log, events } = options;
  const store = new SettingsStore(options.home);
  const keychain = options.keychain ?? createOsKeychain({ accountPrefix: options.keychainAccountPrefix, log });
  const sandbox = createBuiltInSandbox({
    home: options.home,
    start: options.startSandbox,
    log,
    port: preferredSandboxPort(options.env),
  });
  const testTimeoutMs = options.testTimeoutMs ?? 15_000;

  const isSandbox = (name: string) => BUILT_IN_NAMES.includes(name.trim().toLowerCase());
  /** Which side of the sandbox a built-in name stands for. */
  const sandboxSide = (name: string) =>
    name.trim().toLowerCase() === BUILT_IN_SANDBOX_PRODUCTION_NAME ? 'production' : 'test';
  const keyFromEnvironmentVariable = (): string | undefined => {
    const value = options.env[API_KEY_ENV_VAR]?.trim();
    return value ? value : undefined;
  };

  function sandboxInfo(name: string = BUILT_IN_SANDBOX_NAME): EnvironmentInfo {
    const side = sandboxSide(name);
    const running = sandbox.running();
    const url = running ? running[side].baseUrl : SANDBOX_NOT_STARTED;
    return {
      name: side === 'production' ? BUILT_IN_SANDBOX_PRODUCTION_NAME : BUILT_IN_SANDBOX_NAME,
      kind: side,
      url,
      builtIn: true,
      hasKey: true,
      keyState: 'built-in',
    };
  }

  async function keyState(name: string): Promise<KeyState> {
    // Whatever the keychain holds, this run uses the variable: say so rather than show a key that is not used.
    if (keyFromEnvironmentVariable()) return 'environment-variable';
    try {
      return (await keychain.read(name)) !== null ? 'stored' : 'missing';
    } catch (error) {
      if (isAppError(error) && error.code === 'no-keychain') return 'keychain-unavailable';
      throw error;
    }
  }

  async function describe(stored: StoredEnvironment): Promise<EnvironmentInfo> {
    const state = await keyState(stored.name);
    return {
      name: stored.name,
      kind: stored.kind,
      url: stored.url,
      builtIn: false,
      hasKey: state === 'stored' || state === 'environment-variable',
      keyState: state,
    };
  }

  function findStored(environments: StoredEnvironment[], name: string): StoredEnvironment {
    const found = environments.find((e) => e.name.toLowerCase() === name.trim().toLowerCase());
    if (!found) {
      const known = [...BUILT_IN_NAMES, ...environments.map((e) => e.name)].join(', ');
      throw new AppError('not-found', `There is no environment named "${name.trim()}".`, [
        `Known environments: ${known}.`,
      ]);
    }
    return found;
  }

  function refuseBuiltIn(name: string, what: string): void {
    if (isSandbox(name)) {
      throw new AppError('invalid-input', `The built-in "${sandboxInfo(name).name}" environment cannot be ${what}.`, [
        'It always runs the local sandbox service with its fixed demo key. Add your own environment instead.',
      ]);
    }
  }

  function checkedUrl(raw: string): string {
    const checked = checkEnvironmentUrl(raw);
    if (!checked.ok) throw new AppError('invalid-input', `The base address is not accepted: ${checked.problem}`);
    return checked.url;
  }

  async function get(name: string): Promise<EnvironmentInfo> {
    if (isSandbox(name)) return sandboxInfo(name);
    const settings = await store.read();
    return describe(findStored(settings.environments, name));
  }

  async function getActive(): Promise<EnvironmentInfo> {
    const settings = await store.read();
    const chosen = settings.activeEnvironment;
    if (chosen && isSandbox(chosen)) return sandboxInfo(chosen);
    if (chosen) {
      const stored = settings.environments.find((e) => e.name === chosen);
      // A hand-edited file may name an environment that is gone: the sandbox is the safe answer.
      if (stored) return describe(stored);
    }
    return sandboxInfo();
  }

  async function announce(): Promise<void> {
    events.emit('env.changed', { active: await getActive() });
  }

  async function openClient(name: string, timeoutMs?: number, signal?: AbortSignal): Promise<OpenedEnvironment> {
    if (isSandbox(name)) {
      const { baseUrl, key } = (await sandbox.ensureStarted())[sandboxSide(name)];
      return {
        environment: sandboxInfo(name),
        client: options.createClient({ baseUrl, apiKey: key, timeoutMs, signal }),
      };
    }
    const settings = await store.read();
    const stored = findStored(settings.environments, name);
    const fromVariable = keyFromEnvironmentVariable();
    if (fromVariable) {
      log(`environments: "${stored.name}" opened with the key from ${API_KEY_ENV_VAR}`);
      return {
        environment: await describe(stored),
        client: options.createClient({ baseUrl: stored.url, apiKey: fromVariable, timeoutMs, signal }),
      };
    }
    const key = await keychain.read(stored.name);
    if (key === null) {
      throw new AppError('no-key', `No key is stored for the environment "${stored.name}".`, [
        `Set it in the Environments screen, or run: alumni-loader env set-key ${stored.name}`,
        `For one run from a script, the key may also come from the environment variable ${API_KEY_ENV_VAR}.`,
      ]);
    }
    return {
      environment: {
        name: stored.name,
        kind: stored.kind,
        url: stored.url,
        builtIn: false,
        hasKey: true,
        keyState: 'stored',
      },
      client: options.createClient({ baseUrl: stored.url, apiKey: key, timeoutMs, signal }),
    };
  }

  return {
    async list() {
      const settings = await store.read();
      // A hand-made environment of a built-in name (from before it was built in) is hidden by it.
      const mine = await Promise.all(settings.environments.filter((e) => !isSandbox(e.name)).map(describe));
      return [sandboxInfo(BUILT_IN_SANDBOX_NAME), sandboxInfo(BUILT_IN_SANDBOX_PRODUCTION_NAME), ...mine];
    },

    get,

    async add(input: EnvironmentInput) {
      const name = newEnvironmentNameSchema.safeParse(input.name);
      if (!name.success)
        throw new AppError('invalid-input', `The name "${input.name}" is not accepted.`, describeIssues(name.error));
      const url = checkedUrl(input.url);
      const added = await store.update((settings) => {
        const taken = settings.environments.find((e) => e.name.toLowerCase() === name.data.toLowerCase());
        if (taken)
          throw new AppError('conflict', `An environment named "${taken.name}" already exists.`, [
            'Choose another name, or edit the existing one.',
          ]);
        const environment: StoredEnvironment = { name: name.data, kind: input.kind, url };
        settings.environments.push(environment);
        return environment;
      });
      log(`environments: added "${added.name}" (${added.kind}, ${added.url})`);
      await announce();
      return describe(added);
    },

    async update(name: string, changes: EnvironmentChanges) {
      refuseBuiltIn(name, 'changed');
      const url = changes.url === undefined ? undefined : checkedUrl(changes.url);
      const updated = await store.update((settings) => {
        const stored = findStored(settings.environments, name);
        if (changes.kind) stored.kind = changes.kind;
        if (url) stored.url = url;
        return { ...stored };
      });
      log(`environments: updated "${updated.name}" (${updated.kind}, ${updated.url})`);
      await announce();
      return describe(updated);
    },

    async remove(name: string) {
      refuseBuiltIn(name, 'removed');
      const removed = await store.update((settings) => {
        const stored = findStored(settings.environments, name);
        settings.environments = settings.environments.filter((e) => e !== stored);
        if (settings.activeEnvironment === stored.name) settings.activeEnvironment = null;
        return stored;
      });
      let note: string | undefined;
      try {
        await keychain.remove(removed.name);
      } catch (error) {
        if (!isAppError(error) || error.code !== 'no-keychain') throw error;
        note = `Its key, if one was ever stored, is still in the keychain, which cannot be reached now: remove the entry "${KEYCHAIN_SERVICE}" / "${removed.name}" with your keychain tool.`;
      }
      log(
        `environments: removed "${removed.name}"${note ? ' (the keychain could not be reached to remove its key)' : ' and its key'}`,
      );
      await announce();
      return note ? { removed: removed.name, note } : { removed: removed.name };
    },

    async setKey(name: string, key: string) {
      refuseBuiltIn(name, 'given another key');
      const parsed = apiKeySchema.safeParse(key);
      if (!parsed.success)
        throw new AppError('invalid-input', 'The key is not accepted.', describeIssues(parsed.error));
      const stored = findStored((await store.read()).environments, name);
      await keychain.write(stored.name, parsed.data);
      log(`environments: key of "${stored.name}" stored in the keychain`);
      await announce();
      return describe(stored);
    },

    async removeKey(name: string) {
      refuseBuiltIn(name, 'left without its key');
      const stored = findStored((await store.read()).environments, name);
      const existed = await keychain.remove(stored.name);
      log(`environments: key of "${stored.name}" ${existed ? 'removed from the keychain' : 'was not stored'}`);
      await announce();
      return describe(stored);
    },

    async testConnection(name: string) {
      const target = { ...(await get(name)) };
      const outcome = await runConnectionTest(target, async () => {
        const opened = await openClient(name, testTimeoutMs);
        // The built-in sandbox has its address only once started.
        target.url = opened.environment.url;
        return opened.client;
      });
      log(`environments: connection test of "${target.name}": ${outcome.outcome} in ${outcome.elapsedMs} ms`);
      return outcome;
    },

    getActive,

    async setActive(name: string) {
      const environment = await get(name);
      await store.update((settings) => {
        settings.activeEnvironment = environment.name === BUILT_IN_SANDBOX_NAME ? null : environment.name;
      });
      log(`environments: active environment is now "${environment.name}"`);
      await announce();
      return environment;
    },

    open: (name: string, signal?: AbortSignal) => openClient(name, undefined, signal),

    fiscalYearStart: async (name: string) => readFiscalYearStart(store, (await get(name)).name),
    setFiscalYearStart: async (name: string, month: number) => {
      const environment = await get(name);
      await writeFiscalYearStart(store, environment.name, environment.builtIn, month);
      log(`environments: fiscal year of "${environment.name}" starts in month ${month}`);
      return month;
    },

    close: () => sandbox.close(),
  };
}
