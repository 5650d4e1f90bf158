// Shared pieces of the approval tests: an approval service and a job service on a sandbox, and
// import jobs that create pending users the way a real import does.
import type { UserRecord } from '../../../src-shared/records/types';
import { ApprovalService } from '../../../src-main/services/approvals';
import type { JobService } from '../../../src-main/services/jobs';
import type { SandboxHandle } from '../../../src-main/sandbox';
import { jobServiceOn, personRow, planRequest, QUICK_BACKOFF, sandboxClient } from '../jobs/job-fixtures';

export interface Services {
  jobs: JobService;
  approvals: ApprovalService;
}

/** A job service and an approval service sharing one home, on the sandbox's test environment. */
export function servicesOn(sandbox: SandboxHandle, home: string): Services {
  const jobs = jobServiceOn(sandbox, home);
  const environments = {
    async open(name: string) {
      const env: 'test' | 'production' = name === 'production' ? 'production' : 'test';
      return {
        environment: {
          name,
          kind: env,
          url: sandbox.environments[env].baseUrl,
          builtIn: false,
          hasKey: true,
          keyState: 'stored' as const,
        },
        client: sandboxClient(sandbox, env),
      };
    },
  };
  return { jobs, approvals: new ApprovalService({ environments, jobs, backoff: QUICK_BACKOFF }) };
}

/** Runs an import job that creates `count` new users (every third not enabled); returns its id. */
export async function importNewUsers(
  jobs: JobService,
  prefix: string,
  count: number,
  environment = 'test',
): Promise<string> {
  const rows = Array.from({ length: count }, (_, i) =>
    personRow(i + 2, {
      first: `${prefix}${i}`,
      last: 'Alum',
      email: `${prefix}.${i}@example.org`,
      enabled: i % 3 === 0 ? 0 : 1,
    }),
  );
  const planned = await jobs.plan(planRequest(rows, { environment, rate: 0, concurrency: 8 }));
  await jobs.start(planned.id, { confirmEnvironment: environment });
  const done = await jobs.waitFor(planned.id);
  if (done.status !== 'completed' || done.counts.created !== count)
    throw new Error(`The setup import ${planned.id} ended ${done.status} with ${JSON.stringify(done.counts)}`);
  return planned.id;
}

/** Runs a planned job to its end with the production confirmation given. */
export async function runToEnd(jobs: JobService, id: string, environment = 'test') {
  await jobs.start(id, { confirmEnvironment: environment });
  return jobs.waitFor(id);
}

export function byId(users: readonly UserRecord[]): Map<number, UserRecord> {
  return new Map(users.map((user) => [user.user_id, user]));
}
