import type { Command } from 'commander';
import type { CliContext } from '../context';

export function registerDiagnostics(program: Command, ctx: CliContext): void {
  program.command('diagnostics').description('todo').action(() => ctx.io.out('todo\n'));
}
