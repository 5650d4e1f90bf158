import type { Command } from 'commander';
import { reconciliation } from '../../../src-renderer/src/lib/words/job-count-words';
import type { JobService } from '../../services/jobs';
import { describeOperator } from '../../services/operator';
import { readLinks } from '../../services/jobs/promote/promotion-files';
import type { CliContext } from '../context';
import { policyLines } from '../update-policy-flags';
import { planLine } from '../job-count-words';
import { rulesSummary } from './match-rules';

// `alumni-loader jobs show ID`: one job's settings, file, counts, folder and the rows that failed.

export function registerJobsShow(jobs: Command, ctx: CliContext): void {
  jobs
    .command('show')
    .description('One job: settings, source file, counts, where its files are, and the rows that need attention')
    .argument('<id>', 'job id (see jobs list)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const jobsService = (await ctx.app()).jobs;
      const detail = jobsService.show(id);
      const attention = jobsService.rows(id, 'failed', 0, 20);
      if (options.json) {
        // The same links the words show: the rehearsal it was promoted from, the jobs promoted from it.
        const links = readLinks(jobsService.store.folder(id));
        ctx.io.out(`${JSON.stringify({ ...detail, failedRows: attention.rows, ...links }, null, 2)}\n`);
        return;
      }
      const c = detail.counts;
      const lines = [
        `Job ${detail.id} (${detail.kind}) — ${detail.status}`,
        `Environment: ${detail.environment.name} (${detail.environment.kind}) ${detail.environment.url}`,
        `File: ${detail.sourceName}  sha256 ${detail.sourceHash}`,
        `Settings: mode ${detail.settings.mode}, match by ${detail.settings.match}, ` +
          `blank cells ${detail.settings.blank}, ` +
          `rate ${detail.settings.rate ?? 'no cap'}/s, concurrency ${detail.settings.concurrency}`,
        `Look-up: ${detail.lookup}`,
        ...(detail.settings.matchRules ? [`Match rules: ${rulesSummary(detail.settings.matchRules)}`] : []),
        `Run by: ${describeOperator(detail.settings.operator)}`,
        ...policyLines(detail),
        planLine(c),
        `Done: ${c.created} created, ${c.updated} updated, ${c.failed} failed, ${c.remaining} remaining`,
        `Rows: ${reconciliation(detail.kind, c)}`,
        `Created ${detail.createdAt}, last change ${detail.updatedAt}`,
        ...(detail.revertOf ? [`Reverts job ${detail.revertOf}`] : []),
        ...(detail.revertedBy ? [`Reverted by job ${detail.revertedBy}`] : []),
        ...promotionLines(jobsService, id),
        ...(detail.message ? [detail.message] : []),
        `Folder: ${detail.folder}`,
      ];
      if (attention.total > 0) {
        lines.push(
          `Failed rows (${attention.total}` +
            `${attention.total > attention.rows.length ? `, first ${attention.rows.length}` : ''}):`,
        );
        for (const row of attention.rows) lines.push(`  row ${row.rowNumber}: ${row.message}`);
      }
      ctx.io.out(`${lines.join('\n')}\n`);
    });
}

/** The rehearsal of a production job, or the production jobs planned from a rehearsal. */
function promotionLines(jobs: JobService, id: string): string[] {
  const links = readLinks(jobs.store.folder(id));
  return [
    ...(links.rehearsal ? [`Promoted from the rehearsal job ${links.rehearsal}`] : []),
    ...(links.promotedTo?.length ? [`Promoted to job ${links.promotedTo.join(', ')}`] : []),
  ];
}
