// What an approve job did, counted from its plan and journal.
import type { ApprovalOutcome } from '../../../src-shared/bridge/approvals';
import { AppError } from '../../../src-shared/errors';
import type { JobService } from '../jobs';
import { replayRows, type RowProgress } from '../jobs/store/replay';
import type { PlannedRow } from '../jobs/types';

export function approvalOutcome(jobs: JobService, jobId: string): ApprovalOutcome {
  const job = jobs.store.readJob(jobId);
  if (job.kind !== 'approve')
    throw new AppError(
      'invalid-input',
      `Job ${jobId} is ${job.kind === 'import' ? 'an import' : `a ${job.kind}`} job, not an approval.`,
    );
  const plan = jobs.store.readPlan(jobId).rows;
  return countApproval(jobId, plan, replayRows(plan, jobs.store.readLog(jobId)));
}

export function countApproval(
  jobId: string,
  plan: readonly PlannedRow[],
  progress: readonly RowProgress[],
): ApprovalOutcome {
  const outcome: ApprovalOutcome = {
    jobId,
    matched: 0,
    approved: 0,
    enabled: 0,
    alreadyApproved: 0,
    notPending: 0,
    failed: 0,
    remaining: 0,
  };
  plan.forEach((row, i) => {
    const p = progress[i]!;
    if (!row.op) {
      outcome.notPending++;
      return;
    }
    outcome.matched++;
    if (p.state === 'updated') {
      // `wrote` holds only the fields that differed: approved 0 -> 1, enabled 0 -> 1.
      if (p.wrote?.approved === 1) outcome.approved++;
      else outcome.alreadyApproved++;
      if (p.wrote?.enabled === 1) outcome.enabled++;
    } else if (p.state === 'unchanged') outcome.alreadyApproved++;
    else if (p.state === 'failed') outcome.failed++;
    else outcome.remaining++;
  });
  return outcome;
}
