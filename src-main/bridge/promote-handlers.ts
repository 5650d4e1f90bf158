import type { AppContext } from '../services/context';
import { checkPromotion, comparePromotion, planPromotion, promotionPairs } from '../services/jobs/promote/promote';
import type { DomainHandlers } from './handlers';

/** Thin: each promote.* call goes straight to services/jobs/promote/promote.ts. */
export function createPromoteHandlers(ctx: AppContext): DomainHandlers<'promote'> {
  const services = () => ({ jobs: ctx.jobs, environments: ctx.environments });
  return {
    'promote.check': ({ id }) => checkPromotion(services(), id),
    'promote.plan': (request) => planPromotion(services(), request),
    'promote.compare': async ({ id }) => comparePromotion(ctx.jobs, id),
    'promote.pairs': async () => promotionPairs(ctx.jobs),
  };
}
