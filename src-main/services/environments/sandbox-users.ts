import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isHolderAlive, processStartTime } from '../../sandbox/process-lock';

// The processes using a home's sandbox that another process runs: one small file each, under
// <home>/sandbox/users/. The process running the sandbox waits for them before it stops, so an
// import still sending from another window or command is not cut off half way.

function folderOf(home: string): string {
  return join(home, 'sandbox', 'users');
}

function fileOf(home: string, pid: number): string {
  return join(folderOf(home), `${pid}.json`);
}

export function registerSandboxUser(home: string): void {
  mkdirSync(folderOf(home), { recursive: true, mode: 0o700 });
  writeFileSync(fileOf(home, process.pid), JSON.stringify({ pid: process.pid, startedAt: processStartTime(process.pid) }), { mode: 0o600 });
}

export function unregisterSandboxUser(home: string): void {
  rmSync(fileOf(home, process.pid), { force: true });
}

/** The other live processes using the sandbox; files left by processes that are gone are removed. */
export function otherSandboxUsers(home: string): number[] {
  let names: string[];
  try {
    names = readdirSync(folderOf(home));
  } catch {
    return [];
  }
  const alive: number[] = [];
  for (const name of names) {
    const pid = Number(name.replace(/\.json$/, ''));
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    if (isHolderAlive({ pid, startedAt: startedAtIn(home, pid) })) alive.push(pid);
    else rmSync(fileOf(home, pid), { force: true });
  }
  return alive;
}

function startedAtIn(home: string, pid: number): string | null {
  try {
    const parsed = JSON.parse(readFileSync(fileOf(home, pid), 'utf8')) as { startedAt?: unknown };
    return typeof parsed.startedAt === 'string' ? parsed.startedAt : null;
  } catch {
    return null;
  }
}

/** Resolves once no other process uses the sandbox, or after `maxMs`. */
export async function waitForOtherUsers(home: string, maxMs: number, log: (line: string) => void): Promise<void> {
  const deadline = Date.now() + maxMs;
  let said = false;
  for (;;) {
    const others = otherSandboxUsers(home);
    if (others.length === 0 || Date.now() > deadline) return;
    if (!said) log(`sandbox: waiting for process ${others.join(', ')} to finish with it before stopping`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
