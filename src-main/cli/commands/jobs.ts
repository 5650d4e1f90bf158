import cliProgress from 'cli-progress';
import { InvalidArgumentError, type Command } from 'commander';
import type { JobProgress, JobSummary } from '../../../src-shared/bridge/jobs';
import { reconciliation, statusWords } from '../../../src-shared/jobs/count-words';
import type { AppContext } from '../../services/context';
import { jobServiceFor, type JobService } from '../../services/jobs';
import { describeOperator } from '../../services/operator';
import { readLinks } from '../../services/jobs/promotion-files';
import { EXIT, type CliContext } from '../context';
import { confirmProductionOption, confirmWrite, type ConfirmFlags } from '../production-confirmation';
import { copyResults, prepareResultsFolder } from '../results-folder';
import { lockWaitLine } from '../lock-wait-line';
import { registerPromote } from './jobs-promote';

// `alumni-loader jobs list|show|resume|revert|cancel`, and the terminal side of running a job
// (confirmation, progress bar, Ctrl-C pauses, final summary) that `import` shares.

export function registerJobs(program: Command, ctx: CliContext): void {
  const jobs = program
    .command('jobs')
    .description('List, inspect, resume and revert import jobs (kept in the home folder).');

  jobs
    .command('list')
    .description('Every job, newest first: id, status, environment, file, counts, when')
    .option('--json', 'print JSON')
    .action(async (options: { json?: boolean }) => {
      const list = service(await ctx.app()).list();
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

  jobs
    .command('show')
    .description('One job: settings, source file, counts, where its files are, and the rows that need attention')
    .argument('<id>', 'job id (see jobs list)')
    .option('--json', 'print JSON')
    .action(async (id: string, options: { json?: boolean }) => {
      const jobsService = service(await ctx.app());
      const detail = jobsService.show(id);
      const attention = jobsService.rows(id, 'failed', 0, 20);
      if (options.json) {
        ctx.io.out(`${JSON.stringify({ ...detail, failedRows: attention.rows }, null, 2)}\n`);
        return;
      }
      const c = detail.counts;
      const lines = [
        `Job ${detail.id} (${detail.kind}) — ${detail.status}`,
        `Environment: ${detail.environment.name} (${detail.environment.kind}) ${detail.environment.url}`,
        `File: ${detail.sourceName}  sha256 ${detail.sourceHash}`,
        `Settings: mode ${detail.settings.mode}, match by ${detail.settings.match}, blank cells ${detail.settings.blank}, rate ${detail.settings.rate ?? 'no cap'}/s, concurrency ${detail.settings.concurrency}`,
        `Look-up: ${detail.lookup}`,
        `Run by: ${describeOperator(detail.settings.operator)}`,
        `Plan: ${c.total} rows — ${c.create} to create, ${c.update} to update, ${c.unchanged} unchanged, ${c.conflict} conflicts, ${c.skipped} skipped, ${c.invalid} invalid`,
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
          `Failed rows (${attention.total}${attention.total > attention.rows.length ? `, first ${attention.rows.length}` : ''}):`,
        );
        for (const row of attention.rows) lines.push(`  row ${row.rowNumber}: ${row.message}`);
      }
      ctx.io.out(`${lines.join('\n')}\n`);
    });

  const resume = jobs
    .command('resume')
    .description(
      'Finish a paused or interrupted job: rows in an unknown state are looked up first, so nothing is created twice',
    )
    .argument('<id>', 'job id (see jobs list)');
  addRunOptions(resume).action(async (id: string, options: RunFlags) => {
    const jobsService = service(await ctx.app());
    const summary = jobsService.summary(id);
    await confirmWrite(
      ctx,
      summary,
      `Resume job ${id}: ${summary.counts.remaining + summary.counts.failed} rows still to settle.`,
      options,
    );
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
  addRunOptions(revert).action(async (id: string, options: RunFlags) => {
    const jobsService = service(await ctx.app());
    const original = jobsService.summary(id);
    await confirmWrite(
      ctx,
      original,
      `Revert job ${id}: put back the previous values of the ${original.counts.updated} users it updated.`,
      options,
    );
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
        ctx.io.out(`${skipped.length} users were not reverted:\n`);
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
      const cancelled = await service(await ctx.app()).cancel(id);
      ctx.io.out(`Job ${id} is ${cancelled.status}.\n`);
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

function service(app: AppContext): JobService {
  return jobServiceFor(app);
}

export interface RunFlags extends ConfirmFlags {
  yes?: boolean;
  json?: boolean;
  out?: string;
  maxWait?: number;
}

/** --yes, --out, --max-wait and --json: the flags of every command that runs a job. */
export function addRunOptions(command: Command): Command {
  return command
    .option('--yes', 'do not ask for confirmation (a production environment also needs --confirm-production NAME)')
    .addOption(confirmProductionOption())
    .option('--out <dir>', 'also copy the results files into this folder')
    .option(
      '--max-wait <seconds>',
      'wait at most this long when the service asks to slow down (Retry-After); default 300',
      waitSeconds,
    )
    .option('--json', 'print one JSON object at the end');
}

function waitSeconds(value: string): number {
  const n = /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isInteger(n) || n < 1 || n > 86_400)
    throw new InvalidArgumentError(`--max-wait takes a number of seconds from 1 to 86400 (got "${value}").`);
  return n;
}

export function maxWaitOf(flags: RunFlags): { maxWaitSeconds?: number } {
  return flags.maxWait === undefined ? {} : { maxWaitSeconds: flags.maxWait };
}

/** What the person sees when every send waits for the service's Retry-After (never a silent wait). */
export function describeWait(jobId: string, until: string, askedSeconds: number | undefined): string {
  const seconds = Math.max(1, Math.round((Date.parse(until) - Date.now()) / 1000));
  const asked =
    askedSeconds !== undefined && askedSeconds > seconds + 1
      ? `asked to wait ${askedSeconds} s (Retry-After); waiting ${seconds} s at most`
      : `asked to wait ${seconds} s (Retry-After)`;
  return `The service ${asked}: next try at ${until.slice(11, 19)} UTC. Ctrl-C pauses the job; resume it later with: alumni-loader jobs resume ${jobId}`;
}

/** Asks before writing (production: its name); see production-confirmation.ts. */
export { confirmWrite };

/**
 * Starts a job and follows it: a progress bar on a terminal, Ctrl-C pauses after the requests
 * in flight (a second Ctrl-C leaves at once; the journal keeps every row either way).
 */
export async function runJobInTerminal(
  ctx: CliContext,
  jobs: JobService,
  jobId: string | (() => string),
  start: () => Promise<JobSummary>,
  flags: RunFlags,
  /** Replaces the final JSON object (approve prints its own counts). */
  finalJson?: (end: JobSummary, files: { resultsCsv: string; resultsXlsx: string; errors: string | null }) => unknown,
): Promise<JobSummary> {
  // A wrong --out is said before anything is sent.
  if (flags.out) prepareResultsFolder(flags.out);
  const app = await ctx.app();
  const idOf = () => (typeof jobId === 'function' ? jobId() : jobId);
  const showBar = !flags.json && Boolean(process.stderr.isTTY);
  const bar = showBar
    ? new cliProgress.SingleBar(
        {
          format: '{bar} {value}/{total} rows | {rate}/s{limit} | ETA {eta}s | {failed} failed',
          hideCursor: true,
          stream: process.stderr,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;
  let barStarted = false;
  let toldWait: string | undefined;
  let toldLockWait = false;
  const envOf = () => jobs.summary(idOf()).environment.name;
  const stopListening = app.events.onAny((event, payload) => {
    if (event !== 'jobs.progress') return;
    const progress = payload as JobProgress;
    if (progress.jobId !== idOf()) return;
    if (progress.waitingForJob) {
      // Said once; the bar starts with the job's first row, not during the wait.
      if (!toldLockWait) ctx.io.err(lockWaitLine(progress.jobId, progress.waitingForJob, envOf(), Boolean(flags.json)));
      toldLockWait = true;
      return;
    }
    if (progress.waitingUntil && progress.waitingUntil !== toldWait) {
      toldWait = progress.waitingUntil;
      if (flags.json) {
        ctx.io.err(
          `${JSON.stringify({ event: 'waiting', jobId: progress.jobId, until: progress.waitingUntil, askedSeconds: progress.waitAskedSeconds ?? null })}\n`,
        );
      } else
        ctx.io.err(
          `${bar ? '\n' : ''}${describeWait(progress.jobId, progress.waitingUntil, progress.waitAskedSeconds)}\n`,
        );
    }
    if (!bar) return;
    const fields = {
      rate: progress.currentRate,
      limit: progress.rateLimit === null ? '' : ` (limit ${progress.rateLimit}/s)`,
      eta: progress.etaSeconds ?? '?',
      failed: progress.failed,
    };
    if (!barStarted) {
      bar.start(progress.total, progress.done, fields);
      barStarted = true;
    } else bar.update(progress.done, fields);
  });
  let interrupts = 0;
  const onInterrupt = () => {
    interrupts++;
    if (interrupts === 1) {
      ctx.io.err(
        '\nPausing after the requests in flight... (Ctrl-C again to leave at once; the journal keeps every row)\n',
      );
      void jobs.pause(idOf()).catch(() => {});
    } else {
      process.exit(130);
    }
  };
  process.on('SIGINT', onInterrupt);
  try {
    const started = await start();
    const end = await jobs.waitFor(started.id);
    bar?.stop();
    const files = await jobs.results(end.id);
    const copied = flags.out ? copyResults(flags.out, end.id, files) : files;
    const resultsFile = copied.resultsCsv;
    const errorsFile = copied.errors;
    if (flags.json) {
      ctx.io.out(
        `${JSON.stringify(finalJson ? finalJson(end, copied) : outcomeJson(end, resultsFile, errorsFile, copied.resultsXlsx))}\n`,
      );
    } else {
      ctx.io.out(describeEnd(end, resultsFile, errorsFile));
    }
    return end;
  } finally {
    bar?.stop();
    stopListening();
    process.off('SIGINT', onInterrupt);
  }
}

/** The final JSON object of import / jobs resume / jobs revert. */
export function outcomeJson(
  job: JobSummary,
  resultsFile: string | null,
  errorsFile: string | null,
  resultsXlsx?: string | null,
) {
  const c = job.counts;
  return {
    jobId: job.id,
    status: job.status,
    created: c.created,
    updated: c.updated,
    unchanged: c.unchanged,
    conflicts: c.conflict,
    invalid: c.invalid,
    failed: c.failed,
    skipped: c.skipped,
    excluded: c.excluded,
    remaining: c.remaining,
    alreadyOnService: c.alreadyOnService ?? 0,
    resultsFile,
    ...(resultsXlsx ? { resultsXlsx } : {}),
    errorsFile,
  };
}

/**
 * 0: every row ended done, unchanged or skipped by the mode; 1: some failed, were invalid or conflicts, or the job
 * stopped early.
 */
export function exitCodeOf(job: JobSummary): number {
  const c = job.counts;
  const allSettled =
    job.status === 'completed' && c.failed === 0 && c.invalid === 0 && c.conflict === 0 && c.remaining === 0;
  return allSettled ? EXIT.ok : EXIT.someFailed;
}

function describeEnd(job: JobSummary, resultsFile: string | null, errorsFile: string | null): string {
  const c = job.counts;
  const lines = [`Job ${job.id} ${statusWords(job.status)}: ${reconciliation(job.kind, c)}`];
  if (c.alreadyOnService)
    lines.push(
      `${c.alreadyOnService} of the failed rows were already on the service when checked before sending: not created again (import the file again to update them).`,
    );
  if (job.message) lines.push(job.message);
  if (resultsFile) lines.push(`Results: ${resultsFile}`);
  if (errorsFile) lines.push(`Rows to fix and import again: ${errorsFile}`);
  if (job.status === 'paused' || job.status === 'interrupted')
    lines.push(`Resume with: alumni-loader jobs resume ${job.id}`);
  return `${lines.join('\n')}\n`;
}

function formatJobTable(list: JobSummary[]): string {
  const rows = list.map((job) => [
    job.id,
    job.kind,
    statusWords(job.status),
    job.environment.name,
    job.sourceName,
    `${job.counts.created}+${job.counts.updated}/${job.counts.create + job.counts.update}${job.counts.failed ? ` (${job.counts.failed} failed)` : ''}`,
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
