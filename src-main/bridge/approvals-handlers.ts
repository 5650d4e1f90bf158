import type { AppContext } from '../services/context';
import { approvalOutcome } from '../services/approvals';
import type { DomainHandlers } from './handlers';

/** Thin: each approvals.* call goes to the approval service; running the job is jobs.*. */
export function createApprovalsHandlers(ctx: AppContext): DomainHandlers<'approvals'> {
  const approvals = () => ctx.approvals;
  return {
    'approvals.pending': ({ environment, filter }) => approvals().pending(environment, filter),
    'approvals.jobUsers': async ({ id }) => {
      const found = approvals().jobUsers(id);
      return { jobId: found.jobId, environment: found.environment.name, userIds: found.userIds };
    },
    'approvals.user': async ({ environment, userId }) => ({
      userId,
      fields: await approvals().user(environment, userId),
    }),
    'approvals.plan': ({ environment, userIds, enable, description, rate, concurrency }) =>
      approvals().planForUsers(environment, userIds, { enable, description, rate, concurrency }),
    'approvals.outcome': async ({ id }) => approvalOutcome(ctx.jobs, id),
  };
}
