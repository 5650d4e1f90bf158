import type { Command } from 'commander';
import { givingRequestSchema, type GivingRequest } from '../../../src-shared/bridge/reports';
import { describeIssues } from '../../../src-shared/bridge/define';
import { CLI_REFUSAL_WORDS } from '../words/refusal-words';
import { AppError } from '../../../src-shared/errors';
import { describeFiscalYearSetting, parseFiscalYear } from '../../../src-shared/reports/fiscal-year';
import { GIVING_REPORT_KINDS, type GivingReportKind } from '../../../src-shared/reports/giving-options';

// The flags of the fiscal-year reports (`report summary|lybunt|sybunt|participation|retention|
// gift-ranges`), checked by the same schema as the app's requests and named by flag in errors.

export interface GivingFlags {
  env: string;
  fiscalYear?: string;
  fyStartMonth?: string;
  years?: string;
  bands?: string;
  alumni?: string;
  classYear?: string[];
  tag?: string;
  campaign?: string;
  from?: string;
  to?: string;
}

const FLAG_OF: Record<string, string> = {
  fiscalYear: '--fiscal-year',
  startMonth: '--fy-start-month',
  years: '--years',
  bandCutsCents: '--bands',
  alumniOfRecord: '--alumni',
  classYears: '--class-year',
  tag: '--tag',
  campaignId: '--campaign',
  from: '--from',
  to: '--to',
};

export function isGivingKind(kind: string): kind is GivingReportKind {
  return (GIVING_REPORT_KINDS as readonly string[]).includes(kind);
}

export function addGivingOptions(command: Command): Command {
  return command
    .option('--fiscal-year <FY>', 'fiscal-year reports: the year, e.g. FY2026 (default: the latest with gifts)')
    .option(
      '--fy-start-month <1-12>',
      "fiscal-year reports: month the year starts (default: the environment's setting)",
    )
    .option('--years <n>', 'summary, retention, gift-ranges: how many fiscal years (default 5)')
    .option('--bands <dollars>', 'gift-ranges: band limits in dollars, e.g. 100,1000,10000')
    .option('--alumni <rule>', 'participation: alumni of record: all, enabled, approved or enabled-and-approved')
    .option('--class-year <year>', 'fiscal-year reports: only people of this class (repeat for more)', collect)
    .option('--tag <tag>', 'fiscal-year reports: only people with this tag');
}

function collect(value: string, previous: string[] = []): string[] {
  return [...previous, ...value.split(',').map((v) => v.trim())];
}

function bandsInCents(text: string): (number | string)[] {
  return text.split(',').map((part) => {
    const dollars = Number(part.replace(/[$\s]/g, ''));
    return Number.isFinite(dollars) ? Math.round(dollars * 100) : part;
  });
}

export function givingRequestFromFlags(kind: GivingReportKind, flags: GivingFlags): GivingRequest {
  let fiscalYear: number | string | undefined = flags.fiscalYear;
  if (flags.fiscalYear !== undefined) {
    const parsed = parseFiscalYear(flags.fiscalYear);
    if (parsed === null) {
      throw new AppError('invalid-input', `--fiscal-year: "${flags.fiscalYear}" is not a fiscal year.`, [
        'Write it as FY2026 (the fiscal year that ends in 2026) or 2026.',
      ]);
    }
    fiscalYear = parsed;
  }
  const options = {
    fiscalYear,
    startMonth: flags.fyStartMonth,
    years: flags.years,
    bandCutsCents: flags.bands === undefined ? undefined : bandsInCents(flags.bands),
    alumniOfRecord: flags.alumni,
    classYears: flags.classYear,
    tag: flags.tag,
    campaignId: flags.campaign,
    from: flags.from,
    to: flags.to,
  };
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const parsed = givingRequestSchema.safeParse({ report: kind, environment: flags.env, options: defined });
  if (!parsed.success) {
    const lines = describeIssues(parsed.error, CLI_REFUSAL_WORDS).map((line) =>
      line.replace(
        /^(?:options\.(\w+)(?:\.\d+)?|environment):/,
        (_, field?: string) => `${field ? (FLAG_OF[field] ?? field) : '--env'}:`,
      ),
    );
    throw new AppError('invalid-input', 'The report options are not valid; nothing was exported.', lines);
  }
  return parsed.data;
}

/** `report fiscal-year --env NAME [--start-month 7]`: shows or saves the environment's setting. */
export function fiscalYearSettingText(name: string, month: number, saved: boolean): string {
  return `${saved ? 'Saved: the' : 'The'} fiscal year of ${name} ${describeFiscalYearSetting(month)}.\n`;
}
