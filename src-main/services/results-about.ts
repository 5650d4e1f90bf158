import type { JobFile } from './jobs/types';
import { describeOperator } from './operator';

/** The About sheet of a job's results workbook: what the job was, where it wrote, and who ran it. */
export function resultsAboutRows(job: JobFile): [string, string][] {
  const env = job.environment;
  return [
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
