import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the env capability lands.
export function registerEnv(program: Command, _ctx: CliContext): void {
  program
    .command('env')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The env command is not built yet.');
    });
}
