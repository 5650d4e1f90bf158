#!/usr/bin/env node
// `npm run dist`: installers of the desktop app with electron-builder (electron-builder.yml).
//
//   npm run dist                  for this computer's system
//   npm run dist -- --win         Windows (NSIS); also --mac (dmg), --linux (AppImage + deb)
//   npm run dist -- --check       only say whether packaging can run here, and why not
//
// electron-builder downloads the Electron runtime for each target (and its packaging tools) at
// packaging time, from outside the npm registry. Before anything is built this script checks
// that the runtime can be had (already cached, or its download address answers); when it
// cannot, it says so plainly and exits 2 instead of failing deep inside electron-builder.
// Exit codes: 0 done (or --check: can run), 1 the build or electron-builder failed, 2 cannot run here.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { homedir, platform as hostPlatform } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PLATFORM_FLAGS = {
  '--win': 'win32',
  '--windows': 'win32',
  '--mac': 'darwin',
  '--macos': 'darwin',
  '--linux': 'linux',
};
const ARCH_FLAGS = { '--x64': 'x64', '--arm64': 'arm64', '--ia32': 'ia32', '--armv7l': 'armv7l' };
const PLATFORM_NAMES = { win32: 'Windows', darwin: 'macOS', linux: 'Linux' };
const DEFAULT_MIRROR = 'https://github.com/electron/electron/releases/download/';
const PROBE_TIMEOUT_MS = 8000;

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const builderArgs = args.filter((arg) => arg !== '--check');
const say = (line = '') => process.stderr.write(`${line}\n`);

const electronVersion = JSON.parse(
  readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
).version;
const platforms = [...new Set(builderArgs.filter((arg) => arg in PLATFORM_FLAGS).map((arg) => PLATFORM_FLAGS[arg]))];
if (platforms.length === 0) platforms.push(process.platform);
const arches = [...new Set(builderArgs.filter((arg) => arg in ARCH_FLAGS).map((arg) => ARCH_FLAGS[arg]))];
if (arches.length === 0) arches.push(process.arch);

const blockers = [];
if (platforms.includes('darwin') && hostPlatform() !== 'darwin') {
  blockers.push(
    'A macOS disk image (.dmg) can only be made on a Mac (electron-builder needs macOS tools for it). Run `npm run dist -- --mac` on a Mac.',
  );
}
for (const target of platforms.filter((p) => PLATFORM_NAMES[p])) {
  for (const arch of arches) {
    const found = await electronRuntime(target, arch);
    if (found.ok) say(`Electron ${electronVersion} for ${target}-${arch}: ${found.where}`);
    else blockers.push(found.why);
  }
}

if (blockers.length > 0) {
  say('Packaging cannot run on this machine:');
  for (const blocker of blockers) say(`  - ${blocker}`);
  say('Nothing was built or packaged. The app itself still runs here: `npm start` serves it to a web browser.');
  process.exit(2);
}
if (checkOnly) {
  say('Packaging can run here: `npm run dist` builds the app, then electron-builder makes the installers in dist/.');
  process.exit(0);
}

run('npm', ['run', '-s', 'build'], 'The build (electron-vite build) failed; nothing was packaged.');
run(
  join(root, 'node_modules', '.bin', 'electron-builder'),
  ['--config', 'electron-builder.yml', '--publish', 'never', ...builderArgs],
  'electron-builder failed (its messages are above).',
);
say('Installers written to dist/.');

function run(command, commandArgs, failure) {
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    say(failure);
    process.exit(1);
  }
}

/** Whether electron-builder can get the Electron runtime zip: cached, given, or downloadable. */
async function electronRuntime(target, arch) {
  const zip = `electron-v${electronVersion}-${target}-${arch}.zip`;
  for (const folder of cacheFolders()) {
    const file = findFile(folder, zip, 4);
    if (file) return { ok: true, where: `found in the cache (${file})` };
  }
  const mirror = process.env.ELECTRON_MIRROR || DEFAULT_MIRROR;
  const url = `${mirror.endsWith('/') ? mirror : `${mirror}/`}v${electronVersion}/${zip}`;
  const answer = await probe(url);
  if (answer.ok) return { ok: true, where: `downloadable from ${new URL(url).host} (HTTP ${answer.status})` };
  return {
    ok: false,
    why:
      `electron-builder needs the Electron ${electronVersion} runtime for ${PLATFORM_NAMES[target]} ${arch} (${zip}), and its packaging tools, ` +
      `downloaded from ${new URL(url).host} at packaging time; that address ${answer.reason} from this machine, and no copy is cached ` +
      `(looked in ${cacheFolders().join(', ')}). Package on a machine with internet access, or put ${zip} into one of those folders ` +
      '(ELECTRON_BUILDER_CACHE or electron_config_cache choose another), or set ELECTRON_MIRROR to a mirror you can reach.',
  };
}

/** Where electron-builder and @electron/get keep downloaded runtimes. */
function cacheFolders() {
  const home = homedir();
  const base =
    process.platform === 'darwin'
      ? join(home, 'Library', 'Caches')
      : process.platform === 'win32'
        ? (process.env.LOCALAPPDATA ?? join(home, 'AppData', 'Local'))
        : (process.env.XDG_CACHE_HOME ?? join(home, '.cache'));
  const folders = [
    process.env.ELECTRON_BUILDER_CACHE,
    process.env.electron_config_cache,
    join(base, 'electron-builder'),
    join(base, 'electron'),
  ];
  return [...new Set(folders.filter(Boolean))];
}

function findFile(folder, name, depth) {
  if (depth < 0 || !existsSync(folder)) return undefined;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isFile() && entry.name === name) return path;
    if (entry.isDirectory()) {
      const found = findFile(path, name, depth - 1);
      if (found) return found;
    }
  }
  return undefined;
}

async function probe(url) {
  try {
    const response = await fetch(url, {
      method: 'HEAD',
      redirect: 'manual',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    // A release asset answers 200 or a redirect to its storage; 404 means no such file there.
    if (response.status < 400) return { ok: true, status: response.status };
    return { ok: false, reason: `answers HTTP ${response.status} for it` };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? 'no answer';
    return { ok: false, reason: `cannot be reached (${cause})` };
  }
}
