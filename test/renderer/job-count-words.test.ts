import { describe, expect, it } from 'vitest';
import type { JobCounts } from '../../src-shared/bridge/jobs';
import {
  outcomeParts,
  planParts,
  planSentence,
  reconciliation,
  statusWords,
} from '../../src-renderer/src/lib/words/job-count-words';
import { fileRows, noCounts } from '../../src-shared/jobs/counts';

const NONE: JobCounts = noCounts();

describe('count words shared by the wizard, the Jobs screen, the CLI and the results files', () => {
  // 200 rows in the file: 1 excluded, 199 planned (190 creates, 9 invalid); 188 created, 2 failed.
  const counts: JobCounts = { ...NONE, total: 199, create: 190, invalid: 9, excluded: 1, created: 188, failed: 2 };

  it('every row of the file once: the parts add up to the file rows', () => {
    expect(fileRows(counts)).toBe(200);
    expect(outcomeParts('import', counts).reduce((sum, p) => sum + p.count, 0)).toBe(200);
    expect(planParts(counts).reduce((sum, p) => sum + p.count, 0)).toBe(200);
    expect(reconciliation('import', counts)).toBe(
      '200 rows: 188 created + 2 failed + 9 invalid (not sent) + 1 excluded by you.',
    );
    expect(planSentence(counts)).toBe('200 rows: 190 to create + 9 invalid (not sent) + 1 excluded by you.');
  });

  it('approvals are counted as approvals, of users', () => {
    const approvals = { ...NONE, total: 3, update: 3, updated: 2, unchanged: 1 };
    expect(reconciliation('approve', approvals)).toBe('3 users: 2 approved + 1 already approved.');
  });

  it('a plan never started is a dry run', () => {
    expect(statusWords('planned')).toBe('dry run (nothing sent)');
  });
});
