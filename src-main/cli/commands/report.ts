import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the report capability lands.
export function registerReport(program: Command, _ctx: CliContext): void {
  program
    .command('report')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The report command is not built yet.');
    });
}
