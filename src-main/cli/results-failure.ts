import type { JobSummary } from '../../src-shared/bridge/jobs';
import { AppError, isAppError } from '../../src-shared/errors';
import { reconciliation, statusWords } from '../../src-renderer/src/lib/words/job-count-words';

// When a job has run but its results files cannot be written (a full disk): the failure is said
// with where the job stands and how to finish it, not as a bare error that hides the job.

export function resultsNotWritten(end: JobSummary, error: unknown): unknown {
  if (!isAppError(error)) return error;
  const where = `Job ${end.id} ${statusWords(end.status)}: ${reconciliation(end.kind, end.counts)}`;
  const lines = [...(error.details ?? []), where];
  if (end.message) lines.push(end.message);
  if (end.status === 'paused' || end.status === 'interrupted')
    lines.push(`Once that is fixed, finish it with: alumni-loader jobs resume ${end.id}`);
  else lines.push(`The job and its journal are kept whole: alumni-loader jobs show ${end.id}`);
  return new AppError(error.code, error.message, lines, error.hint, error.reason);
}
