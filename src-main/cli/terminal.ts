import type { printStrayFailure, runCli } from './program';

/** Runs the command line on this process's arguments and terminal; the exit code is the command's. */
export function runInTerminal(run: typeof runCli, stray?: typeof printStrayFailure): void {
  const argv = process.argv.slice(2);
  const io = {
    out: (text: string) => process.stdout.write(text),
    err: (text: string) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
  };
  if (stray) {
    // A failure no command awaited (a bug) still reaches the one error printer: words, not a stack
    // of the bundle, and exit 2 like any other failure.
    const fail = (error: unknown) => {
      void stray(error, argv, io).finally(() => process.exit(2));
    };
    process.on('unhandledRejection', fail);
    process.on('uncaughtException', fail);
  }
  void run(argv, io).then((code) => {
    process.exitCode = code;
  });
}
