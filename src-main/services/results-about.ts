import type { JobCounts } from '../../src-shared/bridge/jobs';
import { reconciliation } from '../../src-renderer/src/lib/words/job-count-words';
import type { JobFile } from './jobs/types';
import { describeOperator } from './operator';

/** Row numbers listed on the About sheet at most; the count says how many there are. */
const LISTED_ROWS = 200;

/** The About sheet of a job's results workbook: what the job was, where it wrote, and who ran it. */
export function resultsAboutRows(job: JobFile, counts?: JobCounts): [string, string][] {
  const env = job.environment;
  const excluded = job.excluded ?? [];
  const listed = excluded.slice(0, LISTED_ROWS).join(', ') + (excluded.length > LISTED_ROWS ? ', ...' : '');
  return [
    ...(counts ? [['Rows', reconciliation(job.kind, counts)] as [string, string]] : []),
    ...(excluded.length > 0
      ? [['Excluded by you', `rows ${listed} (left out before planning: not on the Results sheet)`] as [string, string]]
      : []),
    ['Job', `${job.id} (${job.kind})`],
    ['Status', job.status],
    ['Run by', describeOperator(job.settings.operator)],
    ['Environment', `${env.name} (${env.kind}) ${env.url}`],
    ['Source file', job.source.name],
    ['Source file SHA-256', job.source.hash],
    ['Created', job.createdAt],
    ['Last change', job.updatedAt],
    ['Settings', `mode ${job.settings.mode}, match by ${job.settings.match}, blank cells ${job.settings.blank}`],
  ];
}
