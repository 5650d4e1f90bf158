import { runCli } from './program';

// The command line's entry (out/cli/index.js, run by bin/alumni-loader.js).
void runCli(process.argv.slice(2), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  isTTY: Boolean(process.stdout.isTTY),
}).then((code) => {
  process.exitCode = code;
});
