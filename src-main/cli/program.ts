import { Command, CommanderError } from 'commander';
import { isAppError } from '../../src-shared/errors';
import { closeCliApps, createCliContext, EXIT, type CliIO } from './context';
import { registerApprove } from './commands/approve';
import { registerEnv } from './commands/env';
import { registerImport } from './commands/import';
import { registerJobs } from './commands/jobs';
import { registerMatches } from './commands/matches';
import { registerReport } from './commands/report';
import { registerSandbox } from './commands/sandbox';
import { registerUi } from './commands/ui';
import { registerValidate } from './commands/validate';

export function buildProgram(io: CliIO): Command {
  const program = new Command('alumni-loader')
    .description('Bulk-import alumni lists, approve imported users and export donation and campaign reports.')
    .option('--home <dir>', 'folder for settings, jobs and local data (default: ALUMNI_LOADER_HOME or the OS per-user app folder)')
    .showHelpAfterError('(run with --help for usage)')
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .exitOverride();
  const ctx = createCliContext(program, io);
  for (const register of [registerSandbox, registerEnv, registerValidate, registerImport, registerJobs, registerMatches, registerApprove, registerReport, registerUi]) {
    register(program, ctx);
  }
  return program;
}

/** Runs the CLI and resolves to the process exit code. */
export async function runCli(argv: string[], io: CliIO): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync(argv, { from: 'user' });
    return typeof process.exitCode === 'number' ? process.exitCode : EXIT.ok;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      if (error.exitCode === 0) return EXIT.ok;
      // A script asking for JSON reads stdout: the slip in its command is there too (commander said it in words on stderr).
      if (argv.includes('--json')) io.out(`${JSON.stringify({ error: { code: 'invalid-input', message: error.message.replace(/^error: /, '') } })}\n`);
      return EXIT.nothingDone;
    }
    if (isAppError(error)) {
      io.err(`Error: ${error.message}\n`);
      for (const line of error.details ?? []) io.err(`  ${line}\n`);
      return EXIT.nothingDone;
    }
    io.err(`Unexpected error: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.nothingDone;
  } finally {
    // After a failure too: a started built-in sandbox would otherwise keep the process alive.
    await closeCliApps();
  }
}
