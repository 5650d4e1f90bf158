// Finding an environment and opening a client for it: the built-in sandbox's two sides, the environments stored in
// the settings, their keys (the keychain, or ALUMNI_LOADER_API_KEY for one run), and the refusals that name them.
import {
  BUILT_IN_NAMES,
  BUILT_IN_SANDBOX_NAME,
  BUILT_IN_SANDBOX_PRODUCTION_NAME,
  checkEnvironmentUrl,
  type KeyState,
} from '../../../src-shared/bridge/env';
import { AppError, isAppError } from '../../../src-shared/errors';
import { wordRefusal } from '../../../src-shared/problems/refusals';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import type { ApiClient, ApiClientOptions } from '../api/types';
import { API_KEY_ENV_VAR, type Keychain } from '../keychain/keychain';
import type { createBuiltInSandbox } from './built-in-sandbox';
import type { SettingsStore, StoredEnvironment } from './settings-store';
import type { EnvironmentInfo, OpenedEnvironment } from './types';

const SANDBOX_NOT_STARTED = 'built-in, starts on first use';

export interface EnvironmentLookupParts {
  store: SettingsStore;
  keychain: Keychain;
  sandbox: ReturnType<typeof createBuiltInSandbox>;
  /** Read for ALUMNI_LOADER_API_KEY. */
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  createClient: (options: ApiClientOptions) => ApiClient;
}

export type EnvironmentLookup = ReturnType<typeof createEnvironmentLookup>;

export function createEnvironmentLookup({ store, keychain, sandbox, env, log, createClient }: EnvironmentLookupParts) {
  const isSandbox = (name: string) => BUILT_IN_NAMES.includes(name.trim().toLowerCase());
  /** Which side of the sandbox a built-in name stands for. */
  const sandboxSide = (name: string) =>
    name.trim().toLowerCase() === BUILT_IN_SANDBOX_PRODUCTION_NAME ? 'production' : 'test';
  const keyFromEnvironmentVariable = (): string | undefined => {
    const value = env[API_KEY_ENV_VAR]?.trim();
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
    if (!checked.ok) {
      const why = wordRefusal(APP_REFUSAL_WORDS, checked.refusal);
      throw new AppError('invalid-input', `The base address is not accepted: ${why}`);
    }
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

  async function openClient(name: string, timeoutMs?: number, signal?: AbortSignal): Promise<OpenedEnvironment> {
    if (isSandbox(name)) {
      const { baseUrl, key } = (await sandbox.ensureStarted())[sandboxSide(name)];
      return {
        environment: sandboxInfo(name),
        client: createClient({ baseUrl, apiKey: key, timeoutMs, signal }),
      };
    }
    const settings = await store.read();
    const stored = findStored(settings.environments, name);
    const fromVariable = keyFromEnvironmentVariable();
    if (fromVariable) {
      log(`environments: "${stored.name}" opened with the key from ${API_KEY_ENV_VAR}`);
      return {
        environment: await describe(stored),
        client: createClient({ baseUrl: stored.url, apiKey: fromVariable, timeoutMs, signal }),
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
      client: createClient({ baseUrl: stored.url, apiKey: key, timeoutMs, signal }),
    };
  }

  return { isSandbox, sandboxInfo, describe, findStored, refuseBuiltIn, checkedUrl, get, getActive, openClient };
}
