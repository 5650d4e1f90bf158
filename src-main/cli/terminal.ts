import type { runCli } from './program';

/** Runs the command line on this process's arguments and terminal; the exit code is the command's. */
export function runInTerminal(run: typeof runCli): void {
  void run(process.argv.slice(2), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
  }).then((code) => {
    process.exitCode = code;
  });
}
