import type { Command } from 'commander';
import { choiceOption } from '../choices';
import { describeApprovalFilter } from '../../../src-renderer/src/lib/words/approval-filter-words';
import { approvalFilterSchema, type ApprovalFilter, type ApprovalOutcome } from '../../../src-shared/bridge/approvals';
import type { JobDetail, JobSummary } from '../../../src-shared/bridge/jobs';
import { AppError } from '../../../src-shared/errors';
import { wordIssueMessage } from '../../../src-shared/problems/refusals';
import { approvalOutcome } from '../../services/approvals';
import type { JobService } from '../../services/jobs';
import { EXIT, type CliContext } from '../context';
import { nonNegativeNumber, positiveInteger } from '../number-flags';
import { confirmProductionOption, confirmWrite, refuseUnconfirmedProduction } from '../production-confirmation';
import { exitCodeOf } from '../job-outcome';
import type { RunFlags } from '../run-flags';
import { runJobInTerminal } from '../run-job-in-terminal';
import { CLI_REFUSAL_WORDS } from '../words/refusal-words';

// `alumni-loader approve --env NAME [filters] [--enable]`: read every user pending approval,
// keep those the filters match, show how many, confirm, then run an "approve" job on the job
// engine (throttled, journaled, resumable, revertible with `jobs revert`).

interface ApproveFlags extends RunFlags {
  env: string;
  job?: string;
  tag?: string;
  group?: string;
  createdSince?: string;
  yearGraduated?: number;
  enabled?: '0' | '1';
  text?: string;
  enable?: boolean;
  dryRun?: boolean;
  rate?: number;
  concurrency?: number;
}

/** Flag names as a person typed them, for the filter's error messages. */
const FLAG_OF: Record<string, string> = {
  jobId: '--job',
  tag: '--tag',
  group: '--group',
  createdSince: '--created-since',
  yearGraduated: '--year-graduated',
  enabled: '--enabled',
  text: '--text',
};

const EXAMPLES = 5;

export function registerApprove(program: Command, ctx: CliContext): void {
  program
    .command('approve')
    .description(
      'Approve users pending approval (approved = 0), and enable them if asked, as a throttled, journaled job that `jobs revert` can undo',
    )
    .requiredOption('--env <name>', 'the environment (see env list)')
    .option('--job <id>', 'only the users this import job created (see jobs list)')
    .option('--tag <tag>', 'only users with this tag')
    .option('--group <group>', 'only users in this group')
    .option('--created-since <date>', 'only users created on this day (YYYY-MM-DD) or later')
    .option('--year-graduated <year>', 'only users of this class year', positiveInteger('--year-graduated'))
    .addOption(choiceOption('--enabled <flag>', 'only users enabled (1) or not enabled (0)', ['0', '1']))
    .option('--text <text>', 'only users whose name or email contains this text')
    .option('--enable', 'also set enabled = 1')
    .option('--dry-run', 'list and count the users, write the plan files; send no write')
    .option(
      '--rate <r>',
      'requests per second at most (default 10; 0 = no cap); lowered by itself on 429',
      nonNegativeNumber('--rate'),
    )
    .option(
      '--concurrency <c>',
      'requests in flight at most (default 4, at most 64)',
      positiveInteger('--concurrency', 64),
    )
    .option('--yes', 'do not ask for confirmation (a production environment also needs --confirm-production NAME)')
    .addOption(confirmProductionOption())
    .option('--out <dir>', 'also copy the results files into this folder')
    .option('--json', 'print one JSON object at the end: { jobId, matched, approved, enabled, failed, ... }')
    .action(async (flags: ApproveFlags) => {
      try {
        await approve(ctx, flags);
      } finally {
        // The built-in sandbox started for this run must stop on a refusal too, or the process stays.
        await ctx.closeApp();
      }
    });
}

async function approve(ctx: CliContext, flags: ApproveFlags): Promise<void> {
  const app = await ctx.app();
  if (!flags.dryRun) await refuseUnconfirmedProduction(ctx, app.environments.get(flags.env), flags);
  const jobs = app.jobs;
  const filter = filterFrom(flags);
  const plan = await app.approvals.planForFilter(flags.env, filter, {
    enable: Boolean(flags.enable),
    rate: flags.rate,
    concurrency: flags.concurrency,
  });
  if (!plan) {
    if (flags.json)
      ctx.io.out(
        `${JSON.stringify({ jobId: null, matched: 0, approved: 0, enabled: 0, failed: 0, dryRun: Boolean(flags.dryRun) })}\n`,
      );
    else
      ctx.io.out(
        `No user pending approval on ${flags.env} matches (${describeApprovalFilter(filter)}): nothing to approve.\n`,
      );
    process.exitCode = EXIT.ok;
    return;
  }
  const matched = plan.counts.update;
  if (!flags.json) ctx.io.out(describePlan(plan, jobs, filter, Boolean(flags.enable)));
  if (flags.dryRun) {
    const files = await jobs.writeResults(plan.id);
    if (flags.json)
      ctx.io.out(
        `${JSON.stringify({ ...finalCounts(approvalOutcome(jobs, plan.id), jobs.summary(plan.id)), dryRun: true, resultsFile: files.resultsCsv })}\n`,
      );
    else ctx.io.out(`Dry run: nothing was sent. Plan file: ${files.resultsCsv}\n`);
    process.exitCode = EXIT.ok;
    return;
  }
  const what = `Job ${plan.id}: approve ${matched} user${matched === 1 ? '' : 's'}${flags.enable ? ' and enable them' : ''} on ${plan.environment.name} (${plan.environment.url}).`;
  await confirmWrite(ctx, plan, what, flags);
  const end = await runJobInTerminal(
    ctx,
    jobs,
    plan.id,
    () => jobs.start(plan.id, { confirmEnvironment: plan.environment.name }),
    flags,
    (summary, files) => ({
      ...finalCounts(approvalOutcome(jobs, summary.id), summary),
      dryRun: false,
      resultsFile: files.resultsCsv,
      errorsFile: files.errors,
    }),
  );
  if (!flags.json) ctx.io.out(describeOutcome(approvalOutcome(jobs, end.id), end));
  process.exitCode = exitCodeOf(end);
}

/** The filter flags, checked by the same schema the window uses; errors name the flag. */
function filterFrom(flags: ApproveFlags): ApprovalFilter {
  const parsed = approvalFilterSchema.safeParse({
    jobId: flags.job,
    tag: flags.tag,
    group: flags.group,
    createdSince: flags.createdSince,
    yearGraduated: flags.yearGraduated,
    enabled: flags.enabled === undefined ? undefined : Number(flags.enabled),
    text: flags.text,
  });
  if (parsed.success) return parsed.data;
  throw new AppError(
    'invalid-input',
    'Nothing was sent: a filter is not valid.',
    parsed.error.issues.map((issue) => {
      const flag = FLAG_OF[String(issue.path[0])] ?? String(issue.path[0]);
      return `${flag}: ${wordIssueMessage(CLI_REFUSAL_WORDS, issue.message)}`;
    }),
  );
}

/** The final JSON: the five counts the issue names first, then the rest. */
function finalCounts(outcome: ApprovalOutcome, summary: JobSummary) {
  return {
    jobId: outcome.jobId,
    matched: outcome.matched,
    approved: outcome.approved,
    enabled: outcome.enabled,
    failed: outcome.failed,
    alreadyApproved: outcome.alreadyApproved,
    remaining: outcome.remaining,
    status: summary.status,
  };
}

function describePlan(plan: JobDetail, jobs: JobService, filter: ApprovalFilter, enable: boolean): string {
  const matched = plan.counts.update;
  const lines = [
    `Approval on ${plan.environment.name} (${plan.environment.kind}, ${plan.environment.url}), job ${plan.id}:`,
    `  ${matched} pending user${matched === 1 ? '' : 's'} match (${describeApprovalFilter(filter)}).`,
    `  Each will be read, set to approved = 1${enable ? ' and enabled = 1' : ''}, and written back whole.`,
    `  How they were found: ${plan.lookup}`,
  ];
  const rows = jobs.store
    .readPlan(plan.id)
    .rows.filter((row) => row.op)
    .slice(0, EXAMPLES);
  for (const row of rows) {
    const [userId, first, last, email, year] = row.cells;
    const name = `${first ?? ''} ${last ?? ''}`.trim();
    lines.push(
      `    user_id ${userId}: ${name || '(no name)'}${email ? ` <${email}>` : ''}${year ? `, class of ${year}` : ''}`,
    );
  }
  if (matched > rows.length) lines.push(`    ... and ${matched - rows.length} more`);
  return `${lines.join('\n')}\n`;
}

function describeOutcome(outcome: ApprovalOutcome, end: JobSummary): string {
  const lines = [
    `Approved ${outcome.approved}, enabled ${outcome.enabled}, ${outcome.alreadyApproved} already approved, ${outcome.failed} failed (of ${outcome.matched}).`,
  ];
  if (outcome.approved + outcome.enabled > 0) lines.push(`Undo with: alumni-loader jobs revert ${end.id}`);
  return `${lines.join('\n')}\n`;
}
