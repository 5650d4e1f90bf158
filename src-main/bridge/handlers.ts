import type { BridgeMethodName } from '../../src-shared/bridge/contract';
import type { AppContext } from '../services/context';
import type { BridgeHandler, BridgeHandlers } from './dispatch';
import { createAppHandlers } from './app-handlers';
import { createApprovalsHandlers } from './approvals-handlers';
import { createEnvHandlers } from './env-handlers';
import { createJobsHandlers } from './jobs-handlers';
import { createMatchesHandlers } from './matches-handlers';
import { createPromoteHandlers } from './promote-handlers';
import { createReportsHandlers } from './reports-handlers';
import { createSupportHandlers } from './support-handlers';
import { createTemplatesHandlers } from './templates-handlers';
import { createDictionariesHandlers } from './dictionaries-handlers';
import { createRoundTripHandlers } from './round-trips-handlers';
import { createMatchRulesHandlers } from './match-rules-handlers';

/**
 * The handlers of one domain: every contract method whose name starts with `<prefix>.`.
 * A domain file exports `createXHandlers(ctx): DomainHandlers<'x'>`; TypeScript then reports a
 * method of the contract that has no handler, or a handler the contract does not know.
 */
export type DomainHandlers<Prefix extends string> = {
  [M in BridgeMethodName as M extends `${Prefix}.${string}` ? M : never]: BridgeHandler<M>;
};

/**
 * Every bridge method, served by the services of one AppContext. To add a domain: one import
 * and one spread line below.
 */
export function createBridgeHandlers(ctx: AppContext): BridgeHandlers {
  return {
    ...createAppHandlers(ctx),
    ...createApprovalsHandlers(ctx),
    ...createEnvHandlers(ctx),
    ...createJobsHandlers(ctx),
    ...createMatchesHandlers(ctx),
    ...createPromoteHandlers(ctx),
    ...createReportsHandlers(ctx),
    ...createTemplatesHandlers(ctx),
    ...createSupportHandlers(ctx),
    ...createDictionariesHandlers(ctx),
    ...createRoundTripHandlers(ctx),
    ...createMatchRulesHandlers(ctx),
  };
}
