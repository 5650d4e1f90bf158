// Runs the real `alumni-loader` command in a child process, as a user would.
import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { TEST_KEYS } from '../../helpers/sandbox';

const bin = resolve('bin/alumni-loader.js');

export interface Run {
  child: ChildProcess;
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>;
}

export function cli(home: string, args: string[], env: NodeJS.ProcessEnv = {}): Run {
  const child = spawn(process.execPath, [bin, '--home', home, ...args], {
    // A 1 s grace for creates whose outcome is unknown (90 s by default), as QUICK_TIMING in process.
    env: { ...process.env, ALUMNI_LOADER_API_KEY: TEST_KEYS.testKey, ALUMNI_LOADER_SETTLE_GRACE_SECONDS: '1', ...env },
    stdio: 'pipe',
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>(
    (resolveRun) => child.on('exit', (code, signal) => resolveRun({ code, signal, out, err })),
  );
  return { child, done };
}
