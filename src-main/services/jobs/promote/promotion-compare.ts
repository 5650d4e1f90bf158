// A rehearsal and its production job side by side: per kind, what the rehearsal did and what
// production is planned to do (or did, once run), and the rows whose outcome differs.
import type { JobRow } from '../../../../src-shared/bridge/jobs';
import type { OutcomeDifference, PromotionComparison } from '../../../../src-shared/bridge/promote';
import type { JobService } from '../job-service';

type LineKind = PromotionComparison['lines'][number]['kind'];
const LINE_KINDS: LineKind[] = ['create', 'update', 'unchanged', 'conflict', 'invalid', 'skipped', 'failed', 'held'];
export const DIFFERENCES_SHOWN = 200;

/** One word per row: its outcome once settled (created counts as create), else its plan. */
export function outcomeWord(row: Pick<JobRow, 'plan' | 'state'>): string {
  if (row.state === 'created') return 'create';
  if (row.state === 'updated') return 'update';
  if (row.state === 'unchanged') return 'unchanged';
  if (row.state === 'failed') return 'failed';
  return row.plan;
}

function lineKindOf(word: string): LineKind {
  // A plan kind the comparison does not know (a row held for a person's decision) is "held".
  return (LINE_KINDS as string[]).includes(word) ? (word as LineKind) : 'held';
}

export function compareJobs(jobs: JobService, rehearsalId: string, productionId: string): PromotionComparison {
  const rehearsalRows = jobs.rows(rehearsalId, 'all', 0, Number.MAX_SAFE_INTEGER).rows;
  const productionRows = jobs.rows(productionId, 'all', 0, Number.MAX_SAFE_INTEGER).rows;
  const counts = (rows: JobRow[]) => {
    const byKind = new Map<LineKind, number>();
    for (const row of rows) {
      const kind = lineKindOf(outcomeWord(row));
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    return byKind;
  };
  const before = counts(rehearsalRows);
  const after = counts(productionRows);
  const lines = LINE_KINDS.map((kind) => ({
    kind,
    rehearsal: before.get(kind) ?? 0,
    production: after.get(kind) ?? 0,
  })).filter(
    (line) =>
      line.rehearsal > 0 ||
      line.production > 0 ||
      ['create', 'update', 'unchanged', 'conflict', 'invalid'].includes(line.kind),
  );
  // Both jobs planned the same rows in the same order: row i is the same person on both sides.
  const byIndex = new Map(rehearsalRows.map((row) => [row.index, row]));
  const differences: OutcomeDifference[] = [];
  for (const row of productionRows) {
    const earlier = byIndex.get(row.index);
    const rehearsal = earlier ? outcomeWord(earlier) : 'not in the rehearsal';
    const production = outcomeWord(row);
    if (rehearsal === production) continue;
    differences.push({
      rowNumber: row.rowNumber,
      rehearsal,
      production,
      message: row.message || earlier?.message || '',
    });
  }
  return {
    rehearsal: jobs.summary(rehearsalId),
    production: jobs.show(productionId),
    lines,
    differences: differences.slice(0, DIFFERENCES_SHOWN),
    differencesTotal: differences.length,
  };
}
