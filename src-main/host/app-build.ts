import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../src-shared/errors';

// Where electron-vite puts the built app, and whether it is there and current. Used by
// `alumni-loader ui`, `npm start` and the tests that read the built files.

export const APP_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const RENDERER_DIR = join(APP_ROOT, 'out', 'renderer');

const OUTPUTS = ['out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html', 'out/cli/index.js'];
const SOURCES = [
  'src-main',
  'src-shared',
  'src-renderer',
  'electron.vite.config.ts',
  'svelte.config.js',
  'package.json',
  'scripts/build-cli.js',
];
/** A build lock older than this was left by a build that died. */
const STALE_LOCK_MS = 5 * 60_000;
const LOCK_POLL_MS = 250;

export type BuildState = 'missing' | 'stale' | 'fresh';

/** missing: some output is absent; stale: a source changed after the oldest output was written. */
export function appBuildState(root = APP_ROOT): BuildState {
  const outputs = OUTPUTS.map((file) => join(root, file));
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const oldestOutput = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  const newestSource = Math.max(0, ...SOURCES.map((entry) => newestMtime(join(root, entry))));
  return newestSource > oldestOutput ? 'stale' : 'fresh';
}

export interface EnsureBuiltOptions {
  root?: string;
  /** Build when the output is missing only, or also when it is older than the sources. */
  rebuildWhen: 'missing' | 'stale';
  log?: (line: string) => void;
}

/**
 * Builds the app (electron-vite: main, preload, renderer) when needed. Concurrent callers (test
 * files, several test runs) wait for one another instead of writing the same folder at once.
 * Resolves to the state found before building.
 */
export async function ensureAppBuilt(options: EnsureBuiltOptions): Promise<BuildState> {
  const root = options.root ?? APP_ROOT;
  const needsBuild = (state: BuildState) =>
    state === 'missing' || (state === 'stale' && options.rebuildWhen === 'stale');
  const before = appBuildState(root);
  if (!needsBuild(before)) return before;
  const release = await acquireBuildLock(root);
  try {
    // Another process may have built while we waited for the lock.
    if (needsBuild(appBuildState(root))) {
      options.log?.(
        before === 'missing'
          ? "Building the app's pages (first start; this takes a little while)..."
          : "The app's sources changed since the last build: building again...",
      );
      await runBuild(root, 'electron-vite', [
        join('node_modules', 'electron-vite', 'bin', 'electron-vite.js'),
        'build',
      ]);
      await runBuild(root, 'the command line', [join('scripts', 'build-cli.js')]);
    }
  } finally {
    release();
  }
  return before;
}

/** One step of `npm run build`: electron-vite (main, preload, renderer), then the command line (esbuild). */
function runBuild(root: string, what: string, args: string[]): Promise<void> {
  if (!existsSync(join(root, args[0]!)) || !existsSync(join(root, 'node_modules', 'esbuild'))) {
    return Promise.reject(
      new AppError('not-found', "The app's pages are not built and the build tool is not installed here.", [
        'Run `npm install` and then `npm run build` in the app folder.',
      ]),
    );
  }
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new AppError('internal', `The build could not start: ${error.message}`)));
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new AppError('internal', `Building the app failed (${what} exit code ${code}).`, [
            'Run `npm run build` to see the whole report.',
            ...output.trim().split('\n').slice(-12),
          ]),
        );
    });
  });
}

async function acquireBuildLock(root: string): Promise<() => void> {
  const lock = join(root, 'out', '.build-lock');
  mkdirSync(join(root, 'out'), { recursive: true });
  for (;;) {
    try {
      mkdirSync(lock);
      return () => rmSync(lock, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
    }
  }
}

function newestMtime(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}
