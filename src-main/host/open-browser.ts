import { spawn } from 'node:child_process';
import { API_KEY_ENV_VAR } from '../services/keychain/keychain';

/**
 * Opens an address in the default web browser with the system's own opener. Resolves to false
 * when none could be started (the caller then asks the person to open it by hand).
 */
export function openInBrowser(url: string, platform: NodeJS.Platform = process.platform): Promise<boolean> {
  const [command, args] = openerFor(platform, url);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      stdio: 'ignore',
      detached: true,
      windowsHide: true,
      env: withoutKey(process.env),
    });
    child.once('error', () => resolve(false));
    child.once('spawn', () => {
      child.unref();
      resolve(true);
    });
  });
}

function openerFor(platform: NodeJS.Platform, url: string): [string, string[]] {
  if (platform === 'darwin') return ['open', [url]];
  // `start` is a cmd built-in; its first quoted argument is a window title, hence the "".
  if (platform === 'win32') return ['cmd', ['/c', 'start', '""', url]];
  return ['xdg-open', [url]];
}

/**
 * The environment for the browser: ours without ALUMNI_LOADER_API_KEY. The browser outlives this
 * run, and its environment can be read by the person's other programs.
 */
export function withoutKey(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { [API_KEY_ENV_VAR]: _key, ...rest } = env;
  return rest;
}
