import type { Command } from 'commander';
import type { JobSummary } from '../../../src-shared/bridge/jobs';
import { statusWords } from '../../../src-renderer/src/lib/words/job-count-words';
import type { CliContext } from '../context';

// `alumni-loader jobs list`: every job as a table, then the damaged ones with what to do.

export function registerJobsList(jobs: Command, ctx: CliContext): void {
  jobs
    .command('list')
    .description('Every job, newest first: id, status, environment, file, counts, when')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const list = (await ctx.app()).jobs.list();
      if (options.json) {
        ctx.io.out(`${JSON.stringify(list, null, 2)}\n`);
        return;
      }
      if (list.length === 0) {
        ctx.io.out('No jobs yet. Start one with: alumni-loader import FILE --env NAME\n');
        return;
      }
      ctx.io.out(formatJobTable(list));
      const damaged = list.filter((job) => job.damage);
      if (damaged.length > 0) {
        ctx.io.out(
          `\n${damaged.length === 1 ? 'One job is' : `${damaged.length} jobs are`} damaged (the others are fine):\n`,
        );
        for (const job of damaged)
          ctx.io.out(`  ${job.id}: ${job.damage!.problem}\n    What to do: ${job.damage!.fix}\n`);
      }
    });
}

function formatJobTable(list: JobSummary[]): string {
  const rows = list.map((job) => [
    job.id,
    job.kind,
    statusWords(job.status),
    job.environment.name,
    job.sourceName,
    `${job.counts.created}+${job.counts.updated}/${job.counts.create + job.counts.update}` +
      (job.counts.failed ? ` (${job.counts.failed} failed)` : ''),
    job.updatedAt.replace('T', ' ').slice(0, 19),
  ]);
  const header = ['ID', 'KIND', 'STATUS', 'ENVIRONMENT', 'FILE', 'DONE', 'LAST CHANGE (UTC)'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...rows.map(line)].join('\n')}\n`;
}
