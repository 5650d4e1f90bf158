#!/usr/bin/env node
// `npm start`: the desktop window where Electron can run here; otherwise the same app served to
// a web browser by `alumni-loader ui` (the address is printed). Arguments after `npm start --`
// go along: --home DIR for both, --port N and --open for the browser door.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);

register();
const { ensureAppBuilt } = await import('../src-main/host/app-build.ts');
const say = (line) => process.stderr.write(`${line}\n`);

const electron = findRunnableElectron();
if (!electron.ok) say(`Electron cannot run here (${electron.reason}): serving the app to your web browser instead.`);
try {
  await ensureAppBuilt({ root, rebuildWhen: 'stale', log: say });
} catch (error) {
  say(`Error: ${error.message}`);
  for (const line of error.details ?? []) say(`  ${line}`);
  process.exit(2);
}

if (electron.ok) {
  const child = spawn(electron.path, [root, ...args], { cwd: root, stdio: 'inherit' });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
} else {
  // The command line as built (out/cli, made by the build above), as bin/alumni-loader.js runs it.
  const { runCli } = await import('../out/cli/program.js');
  process.exitCode = await runCli(['ui', ...args], {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
  });
}

/** The Electron program, if it is installed here and starts; otherwise why not, in a few words. */
function findRunnableElectron() {
  // Not require('electron'): from Electron 41 on, that downloads the program when it is missing
  // (from outside the npm registry, printing a stack trace where it cannot). The package notes
  // where its program is in path.txt once downloaded, as its index.js reads it.
  let folder;
  try {
    folder = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed (run `npm ci`)' };
  }
  const pathFile = join(folder, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8') : undefined;
  if (!executable) {
    // package.json's allowScripts keeps npm from running Electron's download at install: where
    // only the npm registry is reachable it fails, and would fail the whole install with it.
    return {
      ok: false,
      reason:
        'its program was not downloaded when the packages were installed; where the internet is reachable, `node node_modules/electron/install.js` downloads it',
    };
  }
  const path = process.env.ELECTRON_OVERRIDE_DIST_PATH
    ? join(process.env.ELECTRON_OVERRIDE_DIST_PATH, executable)
    : join(folder, 'dist', executable);
  if (!existsSync(path)) return { ok: false, reason: `its program is missing (${path})` };
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY) {
    return { ok: false, reason: 'this session has no graphical display' };
  }
  const probe = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 20_000 });
  if (probe.status !== 0) {
    const why = (probe.error?.message ?? probe.stderr ?? '').trim().split('\n')[0] || `exit code ${probe.status}`;
    return { ok: false, reason: `its program does not start: ${why}` };
  }
  return { ok: true, path };
}
