#!/usr/bin/env node
// Builds the command line into out/cli with esbuild: one ES module per entry (index.js runs the
// CLI on process.argv; program.js exports runCli for the desktop app's command-line mode) and
// one chunk per command, loaded only when that command runs (src-main/cli/program.ts imports
// each command module dynamically), so `alumni-loader --help` loads commander and little else.
// Packages are bundled too, but for the keychain's native module: Node then reads a few files
// instead of resolving hundreds (exceljs alone is 660 modules, half a second before any work);
// measured, `validate` of a two-row file took 1.5 s instead of 2.6 s, `--help` 0.33 s instead of
// 0.42 s (bare node 0.30 s, on a loaded machine).
//
//   node scripts/build-cli.js            build (part of `npm run build`)
//   import { ensureCliBuilt } from ...   build when a source is newer than out/cli (bin/alumni-loader.js
//                                        in a development checkout)
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_ENTRY = 'out/cli/index.js';
const ENTRIES = { index: 'src-main/cli/index.ts', program: 'src-main/cli/program.ts' };
const SOURCES = ['src-main', 'src-shared', 'package.json', 'scripts/build-cli.js'];
const BANNER = [
  '// Built by scripts/build-cli.js from src-main/cli: edit the sources, not this file.',
  "import { createRequire as __alumniCreateRequire } from 'node:module';",
  "import { dirname as __alumniDirname } from 'node:path';",
  "import { fileURLToPath as __alumniFileURLToPath } from 'node:url';",
  'const require = __alumniCreateRequire(import.meta.url);',
  'const __filename = __alumniFileURLToPath(import.meta.url);',
  'const __dirname = __alumniDirname(__filename);',
].join('\n');
/** Chunks of earlier builds are removed once this old: a process started before may still load them. */
const OLD_CHUNK_MS = 10 * 60_000;

/** True when out/cli/index.js is missing or older than a source the CLI is built from. */
export function cliIsStale(root = ROOT) {
  const built = statSync(join(root, CLI_ENTRY), { throwIfNoEntry: false });
  if (!built) return true;
  return SOURCES.some((entry) => newerThan(join(root, entry), built.mtimeMs));
}

/** Builds out/cli when stale; quiet unless it builds. Resolves to whether it built. */
export async function ensureCliBuilt({ root = ROOT, log = () => {} } = {}) {
  if (!cliIsStale(root)) return false;
  log('Building the command line (its sources changed)...');
  await buildCli(root);
  return true;
}

/**
 * One build. Several processes may build at once (parallel test files): each writes its files
 * under a temporary name and renames them into place, chunks first and the entries last, so a
 * process starting meanwhile reads either the old build or the new one, never half a file.
 */
export async function buildCli(root = ROOT) {
  const { build } = await import('esbuild');
  const outdir = join(root, 'out', 'cli');
  const result = await build({
    absWorkingDir: root,
    entryPoints: ENTRIES,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // ES builds first where a package has one: jsonc-parser's CommonJS one is UMD, whose require()s of its own files a
    // bundle cannot follow.
    mainFields: ['module', 'main'],
    target: 'node20',
    plugins: [nativeOutside],
    chunkNames: 'chunk-[hash]',
    // No source maps: the bundle ships in the installers, and maps would carry the sources.
    sourcemap: false,
    minifySyntax: true,
    // Bundled CommonJS packages call require() for Node's own modules, and some name their own
    // file (write-file-atomic seeds its temporary names with __filename).
    banner: { js: BANNER },
    write: false,
    logLevel: 'silent',
  });
  mkdirSync(outdir, { recursive: true });
  const isEntry = (path) => Object.keys(ENTRIES).some((name) => path === join(outdir, `${name}.js`));
  const files = [...result.outputFiles].sort((a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)));
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  removeOldChunks(outdir, new Set(files.map((file) => file.path)));
  return files.map((file) => relative(root, file.path));
}

/**
 * Packages stay outside the bundle (they ship as the production dependencies), except their JSON
 * files (country names): Node 20 loads JSON modules only with an import attribute.
 */
const nativeOutside = {
  name: 'native-outside',
  setup(build) {
    build.onResolve({ filter: /^@napi-rs\/keyring/ }, (args) => ({ path: args.path, external: true }));
  },
};

function removeOldChunks(outdir, keep) {
  const now = Date.now();
  for (const name of readdirSync(outdir)) {
    const path = join(outdir, name);
    if (keep.has(path) || !name.startsWith('chunk-')) continue;
    const stats = statSync(path, { throwIfNoEntry: false });
    if (stats && now - stats.mtimeMs > OLD_CHUNK_MS) rmSync(path, { force: true });
  }
}

function newerThan(path, time) {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return false;
  if (!stats.isDirectory()) return stats.mtimeMs > time;
  return readdirSync(path).some((name) => !name.startsWith('.') && newerThan(join(path, name), time));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (!existsSync(join(ROOT, ENTRIES.index))) {
    process.stderr.write('The command line sources (src-main/cli) are not here: nothing to build.\n');
    process.exit(2);
  }
  try {
    const files = await buildCli();
    process.stderr.write(
      `Built the command line: ${files.filter((file) => !file.includes('chunk-')).join(', ')} (+ ${files.length - 2} chunks)\n`,
    );
  } catch (error) {
    process.stderr.write(`Building the command line failed: ${error.message}\n`);
    process.exit(1);
  }
}
