import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_PRODUCTION_KEY, SANDBOX_TEST_KEY } from '../environments/built-in-sandbox';
import { SETTINGS_FILE_NAME } from '../environments/settings-store';
import { API_KEY_ENV_VAR, createOsKeychain, type Keychain } from '../keychain/keychain';

/** A keychain that does not answer within this long is left out (its keys are still caught by shape). */
const KEYCHAIN_WAIT_MS = 3000;

/**
 * The keys this computer holds, to strike out of a support bundle: the one given for this run
 * (ALUMNI_LOADER_API_KEY), the built-in sandbox's, and each environment's from the keychain.
 */
export async function knownSecrets(
  home: string,
  env: NodeJS.ProcessEnv = process.env,
  keychain: Keychain = createOsKeychain(),
): Promise<string[]> {
  const secrets = [SANDBOX_TEST_KEY, SANDBOX_PRODUCTION_KEY];
  const given = env[API_KEY_ENV_VAR];
  if (given) secrets.push(given);
  for (const name of environmentNames(home)) {
    const key = await Promise.race([
      keychain.read(name).catch(() => null),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), KEYCHAIN_WAIT_MS).unref()),
    ]);
    if (key) secrets.push(key);
  }
  return secrets;
}

function environmentNames(home: string): string[] {
  const file = join(home, SETTINGS_FILE_NAME);
  if (!existsSync(file)) return [];
  try {
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { environments?: { name?: unknown }[] };
    return (settings.environments ?? []).flatMap((environment) =>
      typeof environment.name === 'string' ? [environment.name] : [],
    );
  } catch {
    return [];
  }
}
