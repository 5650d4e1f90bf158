import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CliIO } from '../cli/context';

// The packaged app is also the command line: `alumni-loader validate list.csv` (the deb puts the
// program on PATH) runs the command in Electron's main process, as Node, and exits with its
// code; with no command it opens the window. The command line is the build in out/cli, the same
// files `npm run build` makes for bin/alumni-loader.js.

const ASKS_FOR_HELP = new Set(['--help', '-h', '--version', '-V']);

/**
 * The words given after the program (after `electron .` in development) when they ask for the
 * command line: a command word (not the value of --home) or --help / --version. Otherwise
 * undefined: the window opens. A process that is neither packaged nor Electron's default app
 * (a test loading main.ts) never runs the command line.
 */
export function commandLineArguments(
  argv: readonly string[],
  where: { packaged: boolean; defaultApp: boolean },
): string[] | undefined {
  if (!where.packaged && !where.defaultApp) return undefined;
  const words = argv.slice(where.defaultApp ? 2 : 1);
  const command = words.some((word, i) => !word.startsWith('-') && words[i - 1] !== '--home');
  return command || words.some((word) => ASKS_FOR_HELP.has(word)) ? words : undefined;
}

type RunCli = (argv: string[], io: CliIO) => Promise<number>;

/** Runs the built command line on `args` and resolves to its exit code. */
export async function runBuiltCommandLine(args: string[], appPath: string, io: CliIO): Promise<number> {
  const program = pathToFileURL(join(appPath, 'out', 'cli', 'program.js')).href;
  const { runCli } = (await import(/* @vite-ignore */ program)) as { runCli: RunCli };
  return runCli(args, io);
}

export const processIO = (): CliIO => ({
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTTY: Boolean(process.stdout.isTTY),
});
