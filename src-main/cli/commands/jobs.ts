import type { Command } from 'commander';
import type { CliContext } from '../context';
import { exitCodeOf } from '../job-outcome';
import { confirmWrite } from '../production-confirmation';
import { addRunOptions, maxWaitOf, type RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { registerJobsList } from './jobs-list';
import { registerPromote } from './jobs-promote';
import { registerJobsShow } from './jobs-show';
import { addRevertCreatedOptions, revertCreatedIfAsked, type RevertCreatedFlags } from './jobs-revert-creates';
import { notRevertedWords, resumeWords, revertWords } from '../job-count-words';

// `alumni-loader jobs list|show|resume|revert|promote|cancel`.

export function registerJobs(program: Command, ctx: CliContext): void {
  const jobs = program
    .command('jobs')
    .description('List, inspect, resume and revert import jobs (kept in the home folder).');

  registerJobsList(jobs, ctx);
  registerJobsShow(jobs, ctx);

  const resume = jobs
    .command('resume')
    .description(
      'Finish a paused or interrupted job: rows in an unknown state are looked up first, so nothing is created twice',
    )
    .argument('<id>', 'job id (see jobs list)');
  addRunOptions(resume).action(async (id: string, options: RunFlags) => {
    const jobsService = (await ctx.app()).jobs;
    const summary = jobsService.summary(id);
    await confirmWrite(ctx, summary, resumeWords(id, summary.counts.remaining + summary.counts.failed), options);
    const end = await runJobInTerminal(
      ctx,
      jobsService,
      id,
      () => jobsService.resume(id, { confirmEnvironment: summary.environment.name, ...maxWaitOf(options) }),
      options,
    );
    process.exitCode = exitCodeOf(end);
  });

  const revert = jobs
    .command('revert')
    .description(
      'Put back what an update job changed; a user changed on the service since the job is skipped and reported',
    )
    .argument('<id>', 'job id (see jobs list)');
  addRevertCreatedOptions(addRunOptions(revert)).action(async (id: string, options: RevertCreatedFlags) => {
    if (await revertCreatedIfAsked(ctx, id, options)) return;
    const jobsService = (await ctx.app()).jobs;
    const original = jobsService.summary(id);
    await confirmWrite(ctx, original, revertWords(id, original.counts.updated), options);
    let revertId: string | undefined;
    const end = await runJobInTerminal(
      ctx,
      jobsService,
      () => revertId ?? '',
      async () => {
        const started = await jobsService.revert(id, {
          confirmEnvironment: original.environment.name,
          ...maxWaitOf(options),
        });
        revertId = started.id;
        return started;
      },
      options,
    );
    if (!options.json) {
      const skipped = jobsService.rows(end.id, 'failed', 0, 1000).rows;
      if (skipped.length > 0) {
        ctx.io.out(`${notRevertedWords(skipped.length)}\n`);
        for (const row of skipped) ctx.io.out(`  row ${row.rowNumber}, user_id ${row.userId ?? '?'}: ${row.message}\n`);
      }
    }
    process.exitCode = exitCodeOf(end);
  });

  registerPromote(jobs, ctx);

  jobs
    .command('cancel')
    .description('Mark a paused or interrupted job as cancelled (it can no longer be resumed)')
    .argument('<id>', 'job id (see jobs list)')
    .action(async (id: string) => {
      const cancelled = await (await ctx.app()).jobs.cancel(id);
      ctx.io.out(`Job ${id} is ${cancelled.status}.\n`);
    });
}
