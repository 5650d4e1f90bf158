import cliProgress from 'cli-progress';
import type { Command } from 'commander';
import { reportRequestSchema, type ReportRequest } from '../../../src-shared/bridge/reports';
import { describeIssues } from '../../../src-shared/bridge/define';
import { CLI_REFUSAL_WORDS } from '../words/refusal-words';
import { AppError } from '../../../src-shared/errors';
import { displayMoney } from '../../../src-shared/reports/money';
import { resolve } from 'node:path';
import { reportFormatOf } from '../../services/reports/output-file';
import { existingReportFile } from '../../services/reports/own-report';
import type { ReportProgress } from '../../services/reports/progress';
import { createReportsService } from '../../services/reports/service';
import type { CliContext, CliIO } from '../context';
import {
  addGivingOptions,
  fiscalYearSettingText,
  givingRequestFromFlags,
  isGivingKind,
  type GivingFlags,
} from './report-giving';
import { reportDateFlag } from '../report-date-flags';

interface ReportFlags extends Omit<GivingFlags, 'env'> {
  env: string;
  out?: string;
  json?: boolean;
  force?: boolean;
  campaign?: string;
  user?: string;
  from?: string;
  to?: string;
  createdSince?: string;
  createdBefore?: string;
}

/** Which flag a filter field came from, to name it in errors. */
const FLAG_OF: Record<string, string> = {
  campaignId: '--campaign',
  userId: '--user',
  from: '--from',
  to: '--to',
  createdSince: '--created-since',
  createdBefore: '--created-before',
};

const DONATION_ONLY = ['campaign', 'user', 'from', 'to'] as const;
const CAMPAIGN_ONLY = ['createdSince', 'createdBefore'] as const;
const CLI_EXPORT_ID = 'cli';

const KINDS_TEXT =
  'donations, campaigns, or a fiscal-year report: summary, lybunt, sybunt, participation, retention, gift-ranges; ' +
  "fiscal-year shows or saves the environment's fiscal-year start";

export function registerReport(program: Command, ctx: CliContext): void {
  const command = program
    .command('report')
    .description(
      'Export donations, campaigns or a fiscal-year report (summary, LYBUNT, SYBUNT, participation, retention, ' +
        'gift ranges) to an Excel workbook (.xlsx) or a CSV file (.csv).',
    )
    .argument('<kind>', KINDS_TEXT)
    .requiredOption('--env <name>', 'environment to read from, e.g. sandbox or client-test')
    .option('--out <file>', 'file to write: .xlsx (sheets with totals and summaries) or .csv (one table)')
    .option('--campaign <id>', 'donations and fiscal-year reports: only gifts to this campaign')
    .option('--user <id>', 'donations: only those by this user_id')
    .option(
      '--from <date>',
      'donations and fiscal-year reports: gift date from (YYYY-MM-DD, 31 March 2024, 2024-03, 2024)',
      reportDateFlag('--from', 'start'),
    )
    .option(
      '--to <date>',
      'donations and fiscal-year reports: gift date to (YYYY-MM-DD, 31 March 2024, 2024-03, 2024)',
      reportDateFlag('--to', 'end'),
    )
    .option('--created-since <date>', 'campaigns: created after this date (YYYY-MM-DD)')
    .option('--created-before <date>', 'campaigns: created before this date (YYYY-MM-DD)')
    .option(
      '--json',
      'print one JSON object: { file, rows, bytes, totalCents, warnings }; on failure {"error":{"code","message"}}',
    )
    .option('--force', 'replace the --out file even when it is not a report this tool wrote')
    .addHelpText(
      'after',
      '\nExamples:\n  alumni-loader report donations --env sandbox --from 2024-01-01 --to 2024-12-31 --out donations-2024.xlsx\n  alumni-loader report campaigns --env client-test --created-since 2023-01-01 --out campaigns.csv\n' +
        '  alumni-loader report fiscal-year --env client-test --fy-start-month 7\n' +
        '  alumni-loader report lybunt --env client-test --fiscal-year FY2026 --out lybunt-fy2026.xlsx\n' +
        '  alumni-loader report participation --env client-test --fiscal-year FY2026 --alumni enabled --out participation.xlsx\n',
    );
  addGivingOptions(command).action(async (kind: string, flags: ReportFlags) => {
    if (kind === 'fiscal-year') return fiscalYearSetting(ctx, flags);
    const giving = isGivingKind(kind) ? givingRequestFromFlags(kind, flags) : undefined;
    refuseFlagsOfOtherKinds(kind, flags);
    const request = giving ?? reportRequestFromFlags(kind, flags);
    if (flags.out === undefined) {
      throw new AppError(
        'invalid-input',
        `Say where to write the ${kind} report with --out FILE.xlsx or --out FILE.csv.`,
      );
    }
    const out = flags.out;
    const format = reportFormatOf(out);
    refuseToReplaceOtherFiles(out, Boolean(flags.force));
    const service = createReportsService(await ctx.app());
    const progress = progressPrinter(ctx.io, giving ? 'rows' : kind);
    const stop = () => service.cancel(CLI_EXPORT_ID);
    process.once('SIGINT', stop);
    try {
      const common = { format, out, exportId: CLI_EXPORT_ID, onProgress: progress.update };
      const result = giving
        ? await service.exportGiving({ ...common, request: giving })
        : await service.export({ ...common, request: request as ReportRequest });
      progress.stop();
      if (flags.json) {
        const { file, rows, bytes, totalCents, warnings, headline } = result;
        ctx.io.out(
          `${JSON.stringify({ file, rows, bytes, totalCents, warnings, ...(headline ? { headline } : {}) })}\n`,
        );
        return;
      }
      if (giving) {
        for (const line of result.headline ?? []) ctx.io.out(`${line}\n`);
        ctx.io.out(`Wrote ${result.rows} rows to ${result.file} (${formatBytes(result.bytes)}).\n`);
      } else {
        const total = result.totalCents === null ? '' : ` Total ${displayMoney(result.totalCents)}.`;
        ctx.io.out(`Wrote ${result.rows} ${kind} to ${result.file} (${formatBytes(result.bytes)}).${total}\n`);
      }
      for (const warning of result.warnings) ctx.io.out(`Note: ${warning}\n`);
    } finally {
      progress.stop();
      process.off('SIGINT', stop);
    }
  });
}

/** `report fiscal-year`: shows the environment's fiscal-year start, or saves the one given. */
async function fiscalYearSetting(ctx: CliContext, flags: ReportFlags): Promise<void> {
  const app = await ctx.app();
  const given = flags.fyStartMonth === undefined ? undefined : Number(flags.fyStartMonth);
  if (given !== undefined && !(Number.isInteger(given) && given >= 1 && given <= 12)) {
    throw new AppError('invalid-input', `--fy-start-month: "${flags.fyStartMonth}" is not a month number 1 to 12.`, [
      'Example: --fy-start-month 7 for a fiscal year from July to June.',
    ]);
  }
  const month =
    given === undefined
      ? await app.environments.fiscalYearStart(flags.env)
      : await app.environments.setFiscalYearStart(flags.env, given);
  ctx.io.out(fiscalYearSettingText((await app.environments.get(flags.env)).name, month, given !== undefined));
}

const GIVING_ONLY = ['fiscalYear', 'years', 'bands', 'alumni', 'classYear', 'tag'] as const;

/** A flag that belongs to another kind of report is refused, not ignored. */
function refuseFlagsOfOtherKinds(kind: string, flags: ReportFlags): void {
  const giving = isGivingKind(kind);
  const wrong = [...(giving ? ['user', 'createdSince', 'createdBefore'] : [...GIVING_ONLY, 'fyStartMonth'])].filter(
    (name) => flags[name as keyof ReportFlags] !== undefined,
  );
  if (!giving && kind !== 'donations' && kind !== 'campaigns') return;
  if (wrong.length === 0) return;
  const names = wrong.map((name) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
  throw new AppError(
    'invalid-input',
    `${names.join(', ')} ${names.length === 1 ? 'does' : 'do'} not apply to the ${kind} report.`,
  );
}

/** A file at --out that this tool did not write (the alumni list itself, say) is never silently replaced. */
function refuseToReplaceOtherFiles(out: string, force: boolean): void {
  if (force || existingReportFile(out) !== 'other') return;
  throw new AppError(
    'invalid-input',
    `${resolve(out)} already exists and is not a report Alumni Loader wrote: nothing was exported, the file is untouched.`,
    ['Choose another --out file name, or add --force to replace that file.'],
  );
}

/** The flags as a checked report request; every problem named by its flag. */
export function reportRequestFromFlags(kind: string, flags: ReportFlags): ReportRequest {
  if (kind !== 'donations' && kind !== 'campaigns') {
    throw new AppError('invalid-input', `Unknown report "${kind}": choose ${KINDS_TEXT}.`, [
      'Example: alumni-loader report donations --env sandbox --out donations.xlsx',
    ]);
  }
  const misplaced = (kind === 'donations' ? CAMPAIGN_ONLY : DONATION_ONLY).filter((name) => flags[name] !== undefined);
  if (misplaced.length > 0) {
    const names = misplaced.map((name) => `--${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`);
    throw new AppError(
      'invalid-input',
      `${names.join(', ')} ${names.length === 1 ? 'applies' : 'apply'} to the ${kind === 'donations' ? 'campaigns' : 'donations'} report, not to ${kind}.`,
    );
  }
  const filter =
    kind === 'donations'
      ? { campaignId: flags.campaign, userId: flags.user, from: flags.from, to: flags.to }
      : { createdSince: flags.createdSince, createdBefore: flags.createdBefore };
  const parsed = reportRequestSchema.safeParse({ report: kind, environment: flags.env, filter });
  if (!parsed.success) {
    const lines = describeIssues(parsed.error, CLI_REFUSAL_WORDS).map((line) =>
      line.replace(
        /^(?:filter\.(\w+)|environment):/,
        (_, field?: string) => `${field ? (FLAG_OF[field] ?? field) : '--env'}:`,
      ),
    );
    throw new AppError('invalid-input', 'The report options are not valid; nothing was exported.', lines);
  }
  return parsed.data;
}

interface ProgressPrinter {
  update: (progress: ReportProgress) => void;
  stop: () => void;
}

const PHASE_WORDS: Record<ReportProgress['phase'], string> = {
  people: 'Reading the users',
  fetching: 'Reading from the service',
  writing: 'Writing',
  summaries: 'Writing the summary sheets',
  done: 'Done',
};

/** A progress bar on stderr in a terminal; otherwise one line per phase. */
function progressPrinter(io: CliIO, kind: string): ProgressPrinter {
  let lastPhase: string | undefined;
  if (!io.isTTY) {
    return {
      update: (p) => {
        if (p.phase !== lastPhase && p.phase !== 'done') io.err(`${PHASE_WORDS[p.phase]}...\n`);
        lastPhase = p.phase;
      },
      stop: () => {},
    };
  }
  const bar = new cliProgress.SingleBar(
    {
      format: `{phase} {bar} {value}${'{totalText}'} ${kind}`,
      hideCursor: true,
      stream: process.stderr,
      clearOnComplete: true,
    },
    cliProgress.Presets.shades_classic,
  );
  let started = false;
  return {
    update: (p) => {
      const fields = { phase: PHASE_WORDS[p.phase].padEnd(26), totalText: p.total === null ? '' : `/${p.total}` };
      // An unknown total (a list still arriving) shows the count with the bar following it.
      const barTotal = p.total ?? Math.max(1, p.rows);
      if (!started) {
        bar.start(barTotal, p.rows, fields);
        started = true;
      } else {
        bar.setTotal(barTotal);
        bar.update(p.rows, fields);
      }
    },
    stop: () => {
      if (started) bar.stop();
      started = false;
    },
  };
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
