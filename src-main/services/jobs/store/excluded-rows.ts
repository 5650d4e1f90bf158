// Rows of the file the person left out before planning (the wizard's Review). They are not in the
// plan, but they are rows of the file: the job keeps their row numbers (job.json) and counts them,
// so every count of the job adds up to the file's rows.
import type { JobCounts, PlanRequest } from '../../../../src-shared/bridge/jobs';
import type { JobFile } from '../types';

/** The job.json entry for the rows a plan request leaves out (none: no entry). */
export function excludedEntry(request: Pick<PlanRequest, 'excluded'>): Pick<JobFile, 'excluded'> {
  const rows = [...new Set(request.excluded ?? [])].sort((a, b) => a - b);
  return rows.length > 0 ? { excluded: rows } : {};
}

/** The job's counts with the rows it left out. */
export function withExcluded(counts: JobCounts, job: Pick<JobFile, 'excluded'>): JobCounts {
  return { ...counts, excluded: job.excluded?.length ?? 0 };
}
