// jobs/revert: undoing a job. An update job's changes put back (this file: the revert job's rows);
// a create job's users disabled and tagged (revert-creates, created-user-check, created-users-*).
//
// The rows of a revert job: for each user an update job changed, set the changed fields back to
// the before-image, on the condition that they still hold what the job wrote.
import { clearedValue } from '../../../../src-shared/diff';
import type { RowProgress } from '../store/replay';
import type { PlannedRow } from '../types';

export function buildRevertRows(plan: readonly PlannedRow[], progress: readonly RowProgress[]): PlannedRow[] {
  const rows: PlannedRow[] = [];
  plan.forEach((row, i) => {
    const p = progress[i]!;
    const base = {
      index: rows.length,
      rowNumber: row.rowNumber,
      cells: row.cells,
      matchValue: row.matchValue,
      userId: p.userId,
      changes: [],
      message: '',
    };
    if (p.state === 'updated' && p.before && p.wrote && p.userId !== null) {
      const set = Object.fromEntries(
        Object.keys(p.wrote).map((field) => [field, p.before![field] ?? clearedValue(field)]),
      );
      const changes = Object.keys(p.wrote).map((field) => ({ field, before: p.wrote![field], after: set[field] }));
      rows.push({ ...base, plan: 'update', changes, op: { type: 'update', userId: p.userId, set, expect: p.wrote } });
    } else if (p.state === 'created') {
      rows.push({
        ...base,
        plan: 'skipped',
        message: `Created by the job as user ${p.userId}; the service offers no way to delete users, so it stays.`,
      });
    }
  });
  return rows;
}
