import type { Command } from 'commander';
import { AppError } from '../../../src-shared/errors';
import type { CliContext } from '../context';

// Placeholder until the import capability lands.
export function registerImport(program: Command, _ctx: CliContext): void {
  program
    .command('import')
    .description('(not built yet)')
    .action(() => {
      throw new AppError('internal', 'The import command is not built yet.');
    });
}
