import type { Command } from 'commander';
import type { RememberedMatch } from '../../../src-shared/bridge/matches';
import { MatchesService } from '../../services/matches';
import type { CliContext } from '../context';

// `alumni-loader matches list|forget --env NAME`: the decisions remembered for rows held as
// possible matches (this user, a new person, skip), reused on the next file of that environment.

export function registerMatches(program: Command, ctx: CliContext): void {
  const matches = program
    .command('matches')
    .description('List or forget the remembered decisions about possible matches (per environment).');

  matches
    .command('list')
    .description(
      'Every remembered decision of an environment, newest first: who, what was chosen, when and in which job',
    )
    .requiredOption('--env <name>', 'the environment')
    .option('--json', 'print JSON')
    .action(async (options: { env: string; json?: boolean }) => {
      const list = await new MatchesService(ctx.home(), (await ctx.app()).environments).list(options.env);
      if (options.json) {
        ctx.io.out(`${JSON.stringify(list, null, 2)}\n`);
        return;
      }
      if (list.length === 0) {
        ctx.io.out(`No remembered decisions for "${options.env}".\n`);
        return;
      }
      ctx.io.out(`${list.map(describe).join('\n')}\n`);
    });

  matches
    .command('forget')
    .description(
      'Forget decisions (by fingerprint as listed, at least 6 characters), or all of them: those rows are held for review again',
    )
    .requiredOption('--env <name>', 'the environment')
    .argument('[fingerprints...]', 'the decisions to forget')
    .option('--all', 'forget every decision of the environment')
    .action(async (fingerprints: string[], options: { env: string; all?: boolean }) => {
      const service = new MatchesService(ctx.home(), (await ctx.app()).environments);
      const forgotten = await service.forget(options.env, options.all ? { all: true } : { prefixes: fingerprints });
      ctx.io.out(`Forgot ${forgotten} decision${forgotten === 1 ? '' : 's'} of "${options.env}".\n`);
    });
}

function describe(match: RememberedMatch): string {
  const user = `user_id ${match.choice}${match.foundBySearch ? ', found by search' : ''}`;
  const choice = match.choice === 'new' ? 'a new person' : match.choice === 'skip' ? 'skip' : user;
  return `${match.fingerprint.slice(0, 12)}  ${match.label}: ${choice} (decided on ${match.decidedAt.slice(0, 10)}, in job ${match.jobId}, row ${match.rowNumber})`;
}
