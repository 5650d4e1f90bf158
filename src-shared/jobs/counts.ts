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
