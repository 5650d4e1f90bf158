import { deletePassword, findCredentials, getPassword, setPassword } from '@napi-rs/keyring/keytar.js';
import { AppError } from '../../../src-shared/errors';

/** The keychain service name every key of this app is stored under (one account per environment). */
export const KEYCHAIN_SERVICE = 'alumni-loader';
export const API_KEY_ENV_VAR = 'ALUMNI_LOADER_API_KEY';

/** The OS keychain, one entry per environment. Every failure to reach it is AppError 'no-keychain'. */
export interface Keychain {
  read(environment: string): Promise<string | null>;
  /** Stores or replaces. */
  write(environment: string, key: string): Promise<void>;
  /** True when there was a key to remove. */
  remove(environment: string): Promise<boolean>;
}

export interface KeychainOptions {
  /** Prepended to each account name; tests use a unique one per run so they never touch real entries. */
  accountPrefix?: string;
  log?: (line: string) => void;
}

/** Backed by the OS keychain (Secret Service, macOS Keychain, Windows Credential Manager) through keytar's API. */
export function createOsKeychain(options: KeychainOptions = {}): Keychain {
  const prefix = options.accountPrefix ?? '';
  const log = options.log ?? (() => {});
  const account = (environment: string) => `${prefix}${environment}`;

  // On Linux without a D-Bus session, @napi-rs/keyring 2.1 answers the first call of a process
  // as if the keychain were empty (get: null, delete: true) and only later ones with an error.
  // A search fails honestly, so one search per process tells "unreachable" from "no such key".
  let reachable: Promise<unknown> | undefined;
  const checkReachable = () => {
    if (process.platform !== 'linux') return Promise.resolve();
    reachable ??= findCredentials(KEYCHAIN_SERVICE).then(() => undefined);
    reachable.catch(() => (reachable = undefined));
    return reachable;
  };

  async function guarded<T>(what: string, environment: string, run: () => Promise<T>): Promise<T> {
    try {
      await checkReachable();
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log(`keychain: could not ${what} the key of "${environment}": ${reason}`);
      throw noKeychainError(reason);
    }
  }

  return {
    read: (environment) => guarded('read', environment, () => getPassword(KEYCHAIN_SERVICE, account(environment))),
    write: (environment, key) =>
      guarded('store', environment, () => setPassword(KEYCHAIN_SERVICE, account(environment), key)),
    remove: (environment) =>
      guarded('remove', environment, () => deletePassword(KEYCHAIN_SERVICE, account(environment))),
  };
}

/**
 * Says that the keychain is out of reach, why (the platform's own words) and the ways out. No key is ever part of it.
 */
export function noKeychainError(reason: string): AppError {
  return new AppError(
    'no-keychain',
    "The computer's keychain (where Alumni Loader keeps keys) cannot be reached, so no key can be stored or read.",
    [
      `What the system said: ${reason}`,
      'On Linux this needs a running Secret Service (GNOME Keyring or KWallet) in an unlocked, logged-in desktop session.',
      `For one run from the command line or a script, give the key in the environment variable ${API_KEY_ENV_VAR} instead; it is never written to a file.`,
    ],
  );
}
