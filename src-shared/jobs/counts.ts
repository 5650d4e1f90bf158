import type { JobCounts } from '../bridge/jobs';

/** A job's counts before any row is counted. */
export function noCounts(): JobCounts {
  return {
    total: 0,
    create: 0,
    update: 0,
    unchanged: 0,
    conflict: 0,
    held: 0,
    skipped: 0,
    invalid: 0,
    excluded: 0,
    created: 0,
    updated: 0,
    failed: 0,
    remaining: 0,
  };
}

/** Rows a job writes, and how many of them are settled (answered, or failed for good or for now). */
export function sendProgress(counts: JobCounts): { sent: number; toSend: number } {
  const toSend = counts.create + counts.update;
  return { sent: toSend - counts.remaining, toSend };
}

/** The rows of the file: the planned rows and those left out before planning. */
export function fileRows(counts: JobCounts): number {
  return counts.total + counts.excluded;
}
