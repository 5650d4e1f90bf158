import { printStrayFailure, runCli } from './program';
import { runInTerminal } from './terminal';

// The command line in one file (out/cli/cli-bundle-<hash>.cjs), run by out/cli/index.js (cached-start.ts).
runInTerminal(runCli, printStrayFailure);
