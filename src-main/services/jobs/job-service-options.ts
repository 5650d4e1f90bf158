// What a JobService is made with (job-service.ts): the home folder, the environments, and the
// settings tests and benchmarks change.
import type { EventHub } from '../events';
import type { EnvironmentService } from '../environments/types';
import type { LookupOptions } from './plan/user-lookup';
import type { BackoffPolicy } from './requests/backoff';
import type { SettleTiming } from './run/settle';

export interface JobServiceOptions {
  home: string;
  environments: Pick<EnvironmentService, 'open'>;
  events?: EventHub;
  log?: (line: string) => void;
  backoff?: BackoffPolicy;
  /** How long a job with creates waits for another one creating on the same environment (write-guard.ts). */
  createLockWaitMs?: number;
  /** Planning look-up strategy (tests and benchmarks force one). */
  lookup?: LookupOptions['strategy'];
  /** Users read or looked up so far while planning (a full read's total is not known in advance). */
  onLookupProgress?: LookupOptions['onProgress'];
  /** The grace period of unknown creates and the fresh look-up window (settle.ts); defaults otherwise. */
  timing?: Partial<SettleTiming>;
}
