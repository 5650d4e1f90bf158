import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the approve capability lands.
export function registerApprove(program: Command, _ctx: CliContext): void {
  program
    .command('approve')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The approve command is not built yet.');
    });
}
