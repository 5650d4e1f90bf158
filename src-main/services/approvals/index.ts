import type { AppContext } from '../context';
import { jobServiceFor } from '../jobs';
import { ApprovalService } from './service';

export { ApprovalService, type ApprovalJobOptions, type ApprovalServiceOptions } from './service';
export { approvalOutcome } from './outcome';

const services = new WeakMap<AppContext, ApprovalService>();

/** The approval service of an app context, on that context's job service. */
export function approvalServiceFor(ctx: AppContext): ApprovalService {
  let service = services.get(ctx);
  if (!service) {
    service = new ApprovalService({ environments: ctx.environments, jobs: jobServiceFor(ctx) });
    services.set(ctx, service);
  }
  return service;
}
