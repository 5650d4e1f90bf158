import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import envPaths from 'env-paths';

export const HOME_ENV_VAR = 'ALUMNI_LOADER_HOME';

/** Where settings, jobs and local data live: --home, then ALUMNI_LOADER_HOME, then the OS's per-user app folder. */
export function resolveHome(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = explicit ?? env[HOME_ENV_VAR];
  const home = chosen && chosen.trim() !== '' ? resolve(chosen) : envPaths('alumni-loader', { suffix: '' }).data;
  mkdirSync(home, { recursive: true, mode: 0o700 });
  return home;
}
