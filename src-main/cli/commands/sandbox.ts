import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the sandbox capability lands.
export function registerSandbox(program: Command, _ctx: CliContext): void {
  program
    .command('sandbox')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The sandbox command is not built yet.');
    });
}
