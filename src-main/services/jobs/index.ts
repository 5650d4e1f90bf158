// The job engine's public entry. Its one JobService per process is the app context's `jobs`.
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
