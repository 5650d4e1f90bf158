// The `alumni-loader` CLI as a child process whose peak memory is watched from outside.
//
// Peak memory: Linux keeps each process's high-water mark of resident memory in
// /proc/<pid>/status (VmHWM). It is read every PEAK_POLL_MS while the child lives, so a process
// killed with -9 is measured too; the last value read before it ends is its peak (growth in the
// final interval could be missed). Where /proc does not exist, the peak is reported as unknown.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const BIN = resolve(import.meta.dirname, '../../bin/alumni-loader.js');
const PEAK_POLL_MS = 100;

export interface CliEnd {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
  /** Highest resident memory seen, in MiB; undefined where /proc is not available. */
  peakMiB: number | undefined;
}

export interface CliRun {
  child: ChildProcess;
  done: Promise<CliEnd>;
}

/** Runs `alumni-loader --home HOME ...args` with the given environment additions. */
export function runCli(home: string, args: readonly string[], env: Record<string, string> = {}): CliRun {
  const child = spawn(process.execPath, [BIN, '--home', home, ...args], {
    env: { ...process.env, ...env },
    stdio: 'pipe',
  });
  let out = '';
  let err = '';
  let peakKiB: number | undefined;
  child.stdout!.on('data', (chunk) => (out += chunk));
  child.stderr!.on('data', (chunk) => (err += chunk));
  const poll = setInterval(() => {
    const kib = highWaterMarkKiB(child.pid);
    if (kib !== undefined) peakKiB = Math.max(peakKiB ?? 0, kib);
  }, PEAK_POLL_MS);
  const done = new Promise<CliEnd>((resolveEnd) =>
    child.on('close', (code, signal) => {
      clearInterval(poll);
      resolveEnd({ code, signal, out, err, peakMiB: peakKiB === undefined ? undefined : peakKiB / 1024 });
    }),
  );
  return { child, done };
}

function highWaterMarkKiB(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined; // gone already, or no /proc on this system
  }
}

/** Waits until probe() gives a value, checking every intervalMs; fails with `what` after timeoutMs. */
export async function waitUntil<T>(
  probe: () => T | undefined,
  what: string,
  timeoutMs: number,
  intervalMs = 50,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
