// Runs the built CLI (bin/alumni-loader.js) in a folder of its own, as a person would.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '../../..');

/** The keys of the object `validate --json` prints, in order. */
export const VALIDATE_JSON_KEYS = [
  'rows',
  'valid',
  'invalid',
  'warnings',
  'duplicates',
  'mapping',
  'notSent',
  'errors',
];

export interface CliRun {
  code: number | null;
  out: string;
  err: string;
}

/**
 * A runner of `alumni-loader ARGS` in `work` (its home folder inside it); a command that hangs is killed, failing its
 * test.
 */
export function cliIn(work: string): (...args: string[]) => Promise<CliRun> {
  return (...args) =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [join(root, 'bin/alumni-loader.js'), ...args], {
        cwd: work,
        env: { ...process.env, ALUMNI_LOADER_HOME: join(work, 'home') },
      });
      let out = '';
      let err = '';
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.stdout.on('data', (chunk) => (out += chunk));
      child.stderr.on('data', (chunk) => (err += chunk));
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, out, err });
      });
    });
}
