import type { AppContext } from '../services/context';
import { MatchesService } from '../services/matches';
import { searchUsers } from '../services/matches/search';
import type { DomainHandlers } from './handlers';

/** Thin: each matches.* call goes to the remembered decisions of the home folder. */
export function createMatchesHandlers(ctx: AppContext): DomainHandlers<'matches'> {
  const service = new MatchesService(ctx.home);
  return {
    'matches.list': ({ environment }) => service.list(environment),
    'matches.forget': async ({ environment, fingerprints, all }) => ({
      forgotten: await service.forget(environment, all ? { all: true } : { prefixes: fingerprints }),
    }),
    'matches.search': async ({ environment, query, values, rules }) =>
      searchUsers((await ctx.environments.open(environment)).client, query, values, rules ? { rules } : {}),
  };
}
