import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the validate capability lands.
export function registerValidate(program: Command, _ctx: CliContext): void {
  program
    .command('validate')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The validate command is not built yet.');
    });
}
