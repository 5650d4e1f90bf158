import type { JobSummary } from '../../src-shared/bridge/jobs';
import { reconciliation, statusWords } from '../../src-renderer/src/lib/words/job-count-words';
import { EXIT } from './context';

// How a finished job is told: the final JSON object, the closing lines and the exit code.

/** The final JSON object of import / jobs resume / jobs revert. */
export function outcomeJson(
  job: JobSummary,
  resultsFile: string | null,
  errorsFile: string | null,
  resultsXlsx?: string | null,
) {
  const c = job.counts;
  return {
    jobId: job.id,
    status: job.status,
    created: c.created,
    updated: c.updated,
    unchanged: c.unchanged,
    conflicts: c.conflict,
    invalid: c.invalid,
    failed: c.failed,
    skipped: c.skipped,
    excluded: c.excluded,
    remaining: c.remaining,
    alreadyOnService: c.alreadyOnService ?? 0,
    ...(c.changedOnService ? { changedOnService: c.changedOnService } : {}),
    ...(c.waited ? { waited: c.waited, waitedBecause: c.waitedBecause ?? {} } : {}),
    resultsFile,
    ...(resultsXlsx ? { resultsXlsx } : {}),
    errorsFile,
  };
}

/**
 * 0: every row ended done, unchanged or skipped by the mode; 1: some failed, were invalid or conflicts, or the job
 * stopped early.
 */
export function exitCodeOf(job: JobSummary): number {
  const c = job.counts;
  const allSettled =
    job.status === 'completed' && c.failed === 0 && c.invalid === 0 && c.conflict === 0 && c.remaining === 0;
  return allSettled ? EXIT.ok : EXIT.someFailed;
}

export function describeEnd(job: JobSummary, resultsFile: string | null, errorsFile: string | null): string {
  const c = job.counts;
  const lines = [`Job ${job.id} ${statusWords(job.status)}: ${reconciliation(job.kind, c)}`];
  if (c.alreadyOnService)
    lines.push(
      `${c.alreadyOnService} of the failed rows were already on the service when checked before sending: ` +
        'not created again (import the file again to update them).',
    );
  if (c.changedOnService)
    lines.push(
      `${c.changedOnService} of the failed rows were changed on the service since the plan: not overwritten ` +
        '(plan the import again to see the new values).',
    );
  if (c.waited) {
    const why = Object.entries(c.waitedBecause ?? {})
      .map(([reason, n]) => `${n} after ${/^[aeiou8]/i.test(reason) ? 'an' : 'a'} ${reason}`)
      .join(', ');
    lines.push(
      `${c.waited} creates had an unknown outcome and waited to be looked up again before being settled (${why}).`,
    );
  }
  if (job.message) lines.push(job.message);
  if (resultsFile) lines.push(`Results: ${resultsFile}`);
  if (errorsFile) lines.push(`Rows to fix and import again: ${errorsFile}`);
  if (job.status === 'paused' || job.status === 'interrupted')
    lines.push(`Resume with: alumni-loader jobs resume ${job.id}`);
  return `${lines.join('\n')}\n`;
}
