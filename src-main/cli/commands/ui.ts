import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the ui capability lands.
export function registerUi(program: Command, _ctx: CliContext): void {
  program
    .command('ui')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The ui command is not built yet.');
    });
}
