// The command line's entry as run (out/cli/index.js, by bin/alumni-loader.js): it runs the
// one-file build out/cli/cli-bundle-<hash>.cjs through V8's code cache. Node 20 compiles every
// module from source on each start (it has no compile cache for ES modules), and a `validate` spent
// about a tenth of its time compiling; with the cache, V8 reads the compiled code of the
// functions an earlier run of the same command used. One cache file per command (each uses
// other functions), in the user's cache folder, named by the bundle's hash, the V8 version and the
// command; a cache V8 refuses (other flags, a damaged file) is written anew. Nothing here may fail
// the command: a cache that cannot be read or written is simply not used.
// ALUMNI_LOADER_CODE_CACHE=off turns it off; any other value is the folder to keep it in.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import envPaths from 'env-paths';
import type { printStrayFailure, runCli } from './program';
import { runInTerminal } from './terminal';

/** The bundle's file name, given by the build: cli-bundle-<hash of its content>.cjs. */
declare const __CLI_BUNDLE__: string;
const BUNDLE = join(dirname(fileURLToPath(import.meta.url)), __CLI_BUNDLE__);

/**
 * The command word: the first argument that is neither an option nor the value of the one program option that takes
 * one (--home <dir>). `--home X import ...` runs the bundle as `import ...` does.
 */
function commandWord(args: readonly string[]): string | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--home') i++;
    else if (!arg.startsWith('-')) return arg;
    else if (!arg.startsWith('--home=')) return undefined; // --help, --version, a mistake
  }
  return undefined;
}

const COMMAND = commandWord(process.argv.slice(2));

/** The cache file for this build, this Node and this command; undefined when turned off. */
function cacheFile(): string | undefined {
  const chosen = process.env.ALUMNI_LOADER_CODE_CACHE?.trim();
  if (chosen === 'off') return undefined;
  const folder = chosen || join(envPaths('alumni-loader', { suffix: '' }).cache, 'code-cache');
  const command = /^[a-z-]{1,20}$/.test(COMMAND ?? '') ? COMMAND : 'other';
  // The bundle's name says its content: V8 itself checks only the source's length, not what it says.
  const build = basename(BUNDLE, '.cjs').replace(/^cli-bundle-/, '');
  return join(folder, `cli-${build}-v8-${process.versions.v8}-${process.arch}-${command}.bin`);
}

function readCache(file: string | undefined): Buffer | undefined {
  if (file === undefined) return undefined;
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/** Written once the command is done (its functions compiled by then), under a temporary name first. */
function writeCacheOnExit(script: vm.Script, file: string): void {
  process.once('exit', () => {
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(temporary, script.createCachedData());
      renameSync(temporary, file);
      pruneCaches(dirname(file));
    } catch {
      // A read-only or full disk: the next start compiles from source, as without a cache.
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Not even that: a folder that cannot be written holds no part of a cache either.
      }
    }
  });
}

/** Caches kept at most: each build writes one per command it ran (about 2 MB each); the least recent go. */
const MOST_CACHES = 24;

function pruneCaches(folder: string): void {
  const caches = readdirSync(folder)
    .filter((name) => /^cli-.*\.bin$/.test(name))
    .map((name) => ({ path: join(folder, name), time: statSync(join(folder, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const old of caches.slice(MOST_CACHES)) rmSync(old.path, { force: true });
}

/** Runs the bundle, with the code an earlier run of the same command compiled when there is one. */
function runBundle(): void {
  // The build writes the bundle in ASCII alone (scripts/build-cli.js, asciiOnly): read byte for byte, no UTF-8 work.
  const source = readFileSync(BUNDLE, 'latin1');
  const file = cacheFile();
  const cachedData = readCache(file);
  const script = new vm.Script(Module.wrap(source), {
    filename: BUNDLE,
    ...(cachedData ? { cachedData } : {}),
    // The bundle's own import() calls (none expected: it is one file) resolve as in any module.
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  if (file !== undefined && (cachedData === undefined || script.cachedDataRejected)) writeCacheOnExit(script, file);
  const bundle = { exports: {} };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(bundle.exports, bundle.exports, createRequire(BUNDLE), bundle, BUNDLE, dirname(BUNDLE));
}

if (COMMAND === undefined || COMMAND === 'help') {
  // --help, --version: the ES modules load commander and the list of commands, little else; the whole bundle would
  // cost more to read than its cache saves them.
  // No top-level await: the security analyser of the built app reads out/ lowered to ES2018.
  void import(new URL('./program.js', import.meta.url).href).then(
    (program: { runCli: typeof runCli; printStrayFailure: typeof printStrayFailure }) =>
      runInTerminal(program.runCli, program.printStrayFailure),
  );
} else {
  runBundle();
}
