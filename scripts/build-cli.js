#!/usr/bin/env node
// Builds the command line into out/cli with esbuild:
// - cli-bundle-<hash>.cjs: the whole command line in one CommonJS file, which index.js (src-main/cli/cached-start.ts,
//   run by bin/alumni-loader.js) runs through V8's code cache: Node 20 compiles ES modules from source on every start;
// - program.js and its chunks: ES modules, one chunk per command loaded only when that command runs; the desktop
//   app's command-line mode imports program.js, and index.js runs it for --help and --version (commander and the list
//   of commands, little else).
// Packages are bundled too, but for the keychain's native module: Node then reads a few files
// instead of resolving hundreds (exceljs alone is 660 modules, half a second before any work).
//
//   node scripts/build-cli.js            build (part of `npm run build`)
//   import { ensureCliBuilt } from ...   build when a source is newer than out/cli (bin/alumni-loader.js
//                                        in a development checkout)
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CLI_ENTRY = 'out/cli/index.js';
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
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    platform: 'node',
    // ES builds first where a package has one: jsonc-parser's CommonJS one is UMD, whose require()s of its own files a
    // bundle cannot follow.
    mainFields: ['module', 'main'],
    target: 'node20',
    plugins: [nativeOutside, dataAsJson, zodLocalesLeftOut],
    // No source maps: the bundle ships in the installers, and maps would carry the sources.
    sourcemap: false,
    minifySyntax: true,
    write: false,
    logLevel: 'silent',
  };
  // program.js and its chunks: the desktop app's command-line mode imports program.js.
  const modules = await build({
    ...common,
    entryPoints: { program: 'src-main/cli/program.ts' },
    splitting: true,
    format: 'esm',
    chunkNames: 'chunk-[hash]',
    // Bundled CommonJS packages call require() for Node's own modules, and some name their own
    // file (write-file-atomic seeds its temporary names with __filename).
    banner: { js: BANNER },
  });
  // The command line as one CommonJS file, which index.js runs through V8's code cache (cached-start.ts): its name
  // carries a hash of its content, the cache's key.
  const bundle = await build({
    ...common,
    entryPoints: { 'cli-bundle': 'src-main/cli/index.ts' },
    entryNames: '[name]-[hash]',
    format: 'cjs',
    minifyWhitespace: true,
    outExtension: { '.js': '.cjs' },
    define: { 'import.meta.url': '__alumniImportMetaUrl' },
    banner: { js: "const __alumniImportMetaUrl = require('node:url').pathToFileURL(__filename).href;" },
  });
  const bundleName = basename(bundle.outputFiles[0].path);
  const start = await build({
    ...common,
    entryPoints: { index: 'src-main/cli/cached-start.ts' },
    format: 'esm',
    define: { __CLI_BUNDLE__: JSON.stringify(bundleName) },
    banner: { js: BANNER },
  });
  mkdirSync(outdir, { recursive: true });
  // Entries last: a process starting meanwhile finds every file they name.
  const isEntry = (path) => ['program.js', 'index.js'].some((name) => path === join(outdir, name));
  const bundleFile = { path: bundle.outputFiles[0].path, contents: asciiOnly(bundle.outputFiles[0].text) };
  const files = [...modules.outputFiles, bundleFile, ...start.outputFiles].sort(
    (a, b) => Number(isEntry(a.path)) - Number(isEntry(b.path)),
  );
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
  removeOldChunks(outdir, new Set(files.map((file) => file.path)));
  return files.map((file) => relative(root, file.path));
}

/**
 * The bundle with every character outside ASCII written as a \\u escape. esbuild escapes them in strings but not in
 * regular expressions and String.raw templates (this code's name and date patterns hold ’, ß, 年), and one such
 * character makes Node read the whole 6 MB file into a two-byte string: slower to read and to compile on every start.
 * The escape means the same character in a regular expression (with or without the u flag), in a string, in a
 * String.raw pattern handed to RegExp, and in a comment; characters beyond the first 65,536 become their UTF-16 pair.
 */
export function asciiOnly(text) {
  return Buffer.from(
    text.replace(/[^\t-\x7f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`),
    'latin1',
  );
}

/** The keychain's native module stays outside the bundle: it ships as a production dependency. */
const nativeOutside = {
  name: 'native-outside',
  setup(build) {
    build.onResolve({ filter: /^@napi-rs\/keyring/ }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * Data modules (JSON files; libphonenumber's metadata, a JSON object written as a JavaScript module) are emitted as
 * JSON.parse of a string: V8 reads JSON text several times faster than the same object as JavaScript source, and
 * `validate` reads about 600 KB of it on every start (country names in 41 languages, the phone metadata).
 */
const dataAsJson = {
  name: 'data-as-json',
  setup(build) {
    build.onLoad({ filter: /(\.json|[\\/]metadata\.[a-z]+\.json\.js)$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const body = args.path.endsWith('.js') ? text.replace(/^(\s*\/\/[^\n]*\n)*\s*export default /, '') : text;
      let data;
      try {
        data = JSON.parse(body.replace(/;?\s*$/, ''));
      } catch {
        return undefined; // not plain JSON after all: esbuild's own loader reads it
      }
      const parsed = `JSON.parse(${JSON.stringify(JSON.stringify(data))})`;
      // A JSON file as CommonJS (require() gets the object, an import its default), the metadata module as it was.
      return { contents: args.path.endsWith('.js') ? `export default ${parsed};` : `module.exports = ${parsed};` };
    });
  },
};

/**
 * zod's full build re-exports its error messages in 64 languages (`z.locales`), which nothing here reads: its English
 * messages are set up by zod itself. The re-export is left empty rather than parsed on every start.
 */
const zodLocalesLeftOut = {
  name: 'zod-locales-left-out',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, (args) =>
      /[\\/]zod[\\/]v4[\\/](classic|core)[\\/]/.test(args.importer)
        ? { path: 'zod-locales', namespace: 'left-out' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, () => ({ contents: 'export {};', loader: 'js' }));
  },
};

function removeOldChunks(outdir, keep) {
  const now = Date.now();
  for (const name of readdirSync(outdir)) {
    const path = join(outdir, name);
    if (keep.has(path) || !(name.startsWith('chunk-') || name.startsWith('cli-bundle-'))) continue;
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
  if (!existsSync(join(ROOT, 'src-main', 'cli', 'index.ts'))) {
    process.stderr.write('The command line sources (src-main/cli) are not here: nothing to build.\n');
    process.exit(2);
  }
  try {
    const files = await buildCli();
    process.stderr.write(
      `Built the command line: ${files.filter((file) => !file.includes('chunk-')).join(', ')} (+ ${files.filter((file) => file.includes('chunk-')).length} chunks)\n`,
    );
  } catch (error) {
    process.stderr.write(`Building the command line failed: ${error.message}\n`);
    process.exit(1);
  }
}
