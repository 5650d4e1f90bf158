// Approvals: list the users pending approval, narrow them, and plan an "approve" job on the job
// engine for a selection. The engine runs it (throttle, retries, journal, pause/resume,
// results files, revert) like an import; nothing here sends a write.
import { describeApprovalFilter } from '../../../src-renderer/src/lib/words/approval-filter-words';
import {
  type ApprovalFilter,
  type DetailField,
  type PendingList,
  type PendingUser,
} from '../../../src-shared/bridge/approvals';
import type { JobDetail } from '../../../src-shared/bridge/jobs';
import { fieldSpec } from '../../../src-shared/fields/catalogue';
import { AppError } from '../../../src-shared/errors';
import type { EnvironmentService, OpenedEnvironment } from '../environments/types';
import { DEFAULT_CONCURRENCY, DEFAULT_RATE, type JobService } from '../jobs';
import { DEFAULT_BACKOFF, type BackoffPolicy } from '../jobs/requests/backoff';
import { AdaptiveLimiter } from '../jobs/requests/rate-limiter';
import { withRetries, type RequestContext } from '../jobs/requests/request';
import type { JobEnvironment } from '../jobs/types';
import { approvalJobInput } from './approval-plan';
import { usersCreatedBy, type JobUsers } from './job-users';
import { readPendingUsers } from './pending-users';

export interface ApprovalServiceOptions {
  environments: Pick<EnvironmentService, 'open'>;
  jobs: JobService;
  backoff?: BackoffPolicy;
}

export interface ApprovalJobOptions {
  enable: boolean;
  /** Requests per second (0 = no cap); default as for imports. */
  rate?: number;
  concurrency?: number;
}

export class ApprovalService {
  readonly #options: ApprovalServiceOptions;

  constructor(options: ApprovalServiceOptions) {
    this.#options = options;
  }

  /** Every pending user of the environment that passes the filter (every page read). */
  async pending(environment: string, filter: ApprovalFilter = {}): Promise<PendingList> {
    return this.#pendingOn(await this.#options.environments.open(environment), filter);
  }

  /** The users an import job created; with `environment`, refuses a job of another environment. */
  jobUsers(jobId: string, environment?: string): JobUsers {
    const found = usersCreatedBy(this.#options.jobs, jobId);
    if (environment !== undefined && found.environment.name !== environment) {
      throw new AppError(
        'invalid-input',
        `Job ${jobId} created its users on the environment "${found.environment.name}", not on "${environment}".`,
        [`Approve them on the environment "${found.environment.name}".`],
      );
    }
    return found;
  }

  /** One user as the service holds it now, as labelled text (blank fields left out). */
  async user(environment: string, userId: number): Promise<DetailField[]> {
    const opened = await this.#options.environments.open(environment);
    const record = await withRetries(this.#readContext(), () => opened.client.getUser(userId));
    return Object.entries(record).flatMap(([field, value]) => {
      const text =
        fieldSpec(field)?.kind === 'flag' && (value === 0 || value === 1)
          ? value === 1
            ? 'yes'
            : 'no'
          : detailText(value);
      return text === '' ? [] : [{ field, label: fieldSpec(field)?.label ?? field, value: text }];
    });
  }

  /** Plans an approve job for the pending users the filter keeps (the command line's way); null when none. */
  async planForFilter(
    environment: string,
    filter: ApprovalFilter,
    options: ApprovalJobOptions,
  ): Promise<JobDetail | null> {
    const opened = await this.#options.environments.open(environment);
    const list = await this.#pendingOn(opened, filter);
    if (list.users.length === 0) return null;
    return this.#plan(opened, list.users, [], describeApprovalFilter(filter), list.how, options);
  }

  /**
   * Plans an approve job for users chosen by id (the window's way). The pending list is read
   * again: a chosen user no longer pending is kept in the job as skipped, and nothing is sent to it.
   */
  async planForUsers(
    environment: string,
    userIds: readonly number[],
    options: ApprovalJobOptions & { description?: string },
  ): Promise<JobDetail> {
    const opened = await this.#options.environments.open(environment);
    const wanted = new Set(userIds);
    const read = await readPendingUsers(opened.client, this.#readContext(), {});
    const users = read.users.filter((user) => wanted.has(user.user_id));
    const found = new Set(users.map((user) => user.user_id));
    const notPending = [...wanted].filter((id) => !found.has(id));
    if (users.length === 0) {
      throw new AppError(
        'conflict',
        `None of the ${wanted.size} selected users is pending approval on "${opened.environment.name}" any more: nothing to approve.`,
        ['Reload the list: someone may have approved them already.'],
      );
    }
    const description = options.description?.trim() || `${wanted.size} selected`;
    return this.#plan(opened, users, notPending, description, read.how, options);
  }

  async #pendingOn(opened: OpenedEnvironment, filter: ApprovalFilter): Promise<PendingList> {
    const jobUsers = filter.jobId ? this.jobUsers(filter.jobId, opened.environment.name) : undefined;
    const read = await readPendingUsers(
      opened.client,
      this.#readContext(),
      filter,
      jobUsers && new Set(jobUsers.userIds),
    );
    return { environment: envOf(opened), users: read.users, pages: read.pages, how: read.how };
  }

  async #plan(
    opened: OpenedEnvironment,
    users: PendingUser[],
    notPendingIds: number[],
    description: string,
    how: string,
    options: ApprovalJobOptions,
  ): Promise<JobDetail> {
    const { enable, rate, concurrency } = options;
    return this.#options.jobs.createJob(
      approvalJobInput({
        environment: opened.environment.name,
        users,
        notPendingIds,
        enable,
        description,
        how,
        rate,
        concurrency,
      }),
    );
  }

  #readContext(): RequestContext {
    return {
      limiter: new AdaptiveLimiter({ rate: DEFAULT_RATE, concurrency: DEFAULT_CONCURRENCY }),
      backoff: this.#options.backoff ?? DEFAULT_BACKOFF,
    };
  }
}

function envOf(opened: { environment: JobEnvironment }): JobEnvironment {
  return { name: opened.environment.name, kind: opened.environment.kind, url: opened.environment.url };
}

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.length === 0) return '';
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
    return value.join(', ');
  return JSON.stringify(value);
}
