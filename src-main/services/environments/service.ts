// The environments the app talks to: listing, adding, changing and removing them, their keys, the active one and
// the connection test. Finding one and opening a client for it is environment-lookup.ts.
import {
  BUILT_IN_SANDBOX_NAME,
  BUILT_IN_SANDBOX_PRODUCTION_NAME,
  apiKeySchema,
  newEnvironmentNameSchema,
} from '../../../src-shared/bridge/env';
import { describeIssues } from '../../../src-shared/bridge/define';
import { AppError, isAppError } from '../../../src-shared/errors';
import { APP_REFUSAL_WORDS } from '../../../src-renderer/src/lib/words/refusal-words';
import type { ApiClient, ApiClientOptions } from '../api/types';
import type { EventHub } from '../events';
import { KEYCHAIN_SERVICE, createOsKeychain, type Keychain } from '../keychain/keychain';
import { createBuiltInSandbox, preferredSandboxPort, type SandboxStarter } from './built-in-sandbox';
import { runConnectionTest } from './connection-test';
import { createEnvironmentLookup } from './environment-lookup';
import { readFiscalYearStart, writeFiscalYearStart } from './fiscal-year-setting';
import { SettingsStore, type StoredEnvironment } from './settings-store';
import type { EnvironmentChanges, EnvironmentInput, EnvironmentService } from './types';

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

  const { isSandbox, sandboxInfo, describe, findStored, refuseBuiltIn, checkedUrl, get, getActive, openClient } =
    createEnvironmentLookup({
      store,
      keychain,
      sandbox,
      env: options.env,
      log,
      createClient: options.createClient,
    });

  async function announce(): Promise<void> {
    events.emit('env.changed', { active: await getActive() });
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
        throw new AppError(
          'invalid-input',
          `The name "${input.name}" is not accepted.`,
          describeIssues(name.error, APP_REFUSAL_WORDS),
        );
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
        throw new AppError(
          'invalid-input',
          'The key is not accepted.',
          describeIssues(parsed.error, APP_REFUSAL_WORDS),
        );
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
