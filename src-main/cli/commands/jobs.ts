import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the jobs capability lands.
export function registerJobs(program: Command, _ctx: CliContext): void {
  program
    .command('jobs')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The jobs command is not built yet.');
    });
}
