// The users an import job created, read from its journal (the job's rows that ended "created").
import { AppError } from '../../../src-shared/errors';
import type { JobService } from '../jobs';
import { replayRows } from '../jobs/store/replay';
import type { JobEnvironment } from '../jobs/types';

export interface JobUsers {
  jobId: string;
  environment: JobEnvironment;
  userIds: number[];
}

export function usersCreatedBy(jobs: JobService, jobId: string): JobUsers {
  const job = jobs.store.readJob(jobId);
  if (job.kind !== 'import') {
    throw new AppError(
      'invalid-input',
      `Job ${jobId} is ${job.kind === 'approve' ? 'an approve' : `a ${job.kind}`} job: it created no users.`,
      ["Give the id of the import job that created the users (`alumni-loader jobs list` shows each job's kind)."],
    );
  }
  const plan = jobs.store.readPlan(jobId).rows;
  const progress = replayRows(plan, jobs.store.readLog(jobId));
  const userIds = progress.flatMap((row) => (row.state === 'created' && row.userId !== null ? [row.userId] : []));
  return { jobId, environment: job.environment, userIds };
}
