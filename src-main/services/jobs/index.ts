import type { AppContext } from '../context';
import { JobService } from './job-service';
import { timingFromEnv } from './run/settle';

export {
  JobService,
  DEFAULT_CONCURRENCY,
  DEFAULT_RATE,
  type JobServiceOptions,
  type OperationsJobInput,
  type PlanRequestInput,
  type StartOptions,
} from './job-service';
export type { PlannedRow, RowOperation } from './types';

const services = new WeakMap<AppContext, JobService>();

/** The one job service of an app context (it tracks the jobs running in this process). */
export function jobServiceFor(ctx: AppContext): JobService {
  let service = services.get(ctx);
  if (!service) {
    service = new JobService({
      home: ctx.home,
      environments: ctx.environments,
      events: ctx.events,
      log: ctx.log,
      timing: timingFromEnv(process.env),
    });
    services.set(ctx, service);
  }
  return service;
}
